// Output as people meet it: closed and full streams, exit statuses, --jq failures named by line, csv cells, empty tables.
import Foundation
import Testing
import TestSupport

@Suite(.blocksOnProcesses) struct OutputTests {
    /// SteamID64s of account ids 1…count, one a line. steam-replay's world draws its 600 account ids at random from
    /// 1…2^31, so these are unknown to it (a note each); enough of them overfill a 64 KiB pipe with notes.
    static func unknownSteamIDLines(_ count: Int) -> String {
        (1...count).map { "\(76_561_197_960_265_728 + UInt64($0))\n" }.joined()
    }

    @Test(arguments: ["", "--format table"])
    func readerLeavingWithNotesPendingOnStderrEndsQuietly(format: String) throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let input = Self.unknownSteamIDLines(3000) + demo.steamid + "\n"
        let result = try sandbox.run("steam-profile --rate 1000 \(format) 2>&1 | head -1; exit ${PIPESTATUS[0]}", stdin: input)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutLines.count == 1)
        // Notes follow input order whatever order the batches finish in.
        #expect(result.stdoutLines.first?.hasPrefix("steam-profile: note: line 1 (76561197960265729): ") == true)
    }

    @Test func readerLeavingFriendRecordsAndStderrEndsQuietly() throws {
        let sandbox = try Sandbox()
        let hub = try sandbox.identity("many_friends")
        let result = try sandbox.run("steam-profile friends --summaries \(hub.steamid) 2>&1 | head -1; exit ${PIPESTATUS[0]}")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutLines.count == 1)
    }

    @Test(arguments: ["2>&-", "2>/dev/full"])
    func brokenStderrNeitherCrashesNorChangesTheExitStatus(redirection: String) throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let input = demo.steamid + "\n!!garbage!!\n" + Self.unknownSteamIDLines(300) + demo.steamid + "\n"
        let result = try sandbox.run("steam-profile --rate 1000 \(redirection)", stdin: input)
        #expect(result.status == 1)
        #expect(result.stderr.isEmpty)
        #expect(try result.records().map { $0["steamid"] as? String } == [demo.steamid, demo.steamid])
    }

    @Test func fullStdoutIsAFatalErrorInTheToolsOwnWords() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let result = try sandbox.run("steam-profile friends \(demo.steamid) > /dev/full")
        #expect(result.status == 2)
        #expect(result.stderr == "steam-profile: error: stdout: No space left on device\n")
    }

    @Test func jqRuntimeErrorNamesTheInputLine() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let result = try sandbox.run(#"steam-profile --jq 'error("boom")'"#, stdin: "\(demo.steamid)\n\n\(demo.steamid)\n")
        #expect(result.status == 1)
        #expect(result.stderr == """
            steam-profile: error: line 1 (\(demo.steamid)): --jq: boom
            steam-profile: error: line 3 (\(demo.steamid)): --jq: boom

            """)
        #expect(result.stdout.isEmpty)
    }

    @Test func jqFailingOnEveryRecordDoesNotFloodStderr() throws {
        let sandbox = try Sandbox()
        let hub = try sandbox.identity("many_friends")
        let result = try sandbox.run(#"steam-profile friends \#(hub.steamid) --jq 'error("boom")'"#)
        #expect(result.status == 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0 == "steam-profile: error: argument 1 (\(hub.steamid)): --jq: boom" }.count == 10)
        try #require(lines.count == 12, "\(lines)")
        #expect(lines[10] == #"steam-profile: note: --jq: further errors like "boom" are not shown"#)
        #expect(lines[11] == #"steam-profile: note: --jq: \#(hub.friends - 10) further errors like "boom" were not shown"#)
    }

    @Test(arguments: ["csv", "tsv", "table"])
    func emptyResultPrintsNothing(format: String) throws {
        let sandbox = try Sandbox()
        let hidden = try sandbox.identity("private_profile")
        let result = try sandbox.run("steam-profile friends \(hidden.steamid) --format \(format)")
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
    }

    @Test func emptyResultIsAnEmptyJSONArray() throws {
        let sandbox = try Sandbox()
        let hidden = try sandbox.identity("private_profile")
        let result = try sandbox.run("steam-profile friends \(hidden.steamid) --format json")
        #expect(result.status == 0)
        #expect(result.stdoutText == "[]\n")
    }

    @Test func csvDefusesFormulasButNotNumbers() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let program = #"{"=cmd": "=1+2", plus: "+1", minus: "-5", at: "@SUM(A1)", n: -5, steamid}"#
        let csv = try sandbox.run("steam-profile \(demo.steamid) --jq '\(program)' --format csv")
        #expect(csv.status == 0)
        #expect(csv.stdoutText == "'=cmd,plus,minus,at,n,steamid\n'=1+2,'+1,'-5,'@SUM(A1),-5,\(demo.steamid)\n")
        let tsv = try sandbox.run("steam-profile \(demo.steamid) --jq '\(program)' --format tsv")
        #expect(tsv.stdoutText == "=cmd\tplus\tminus\tat\tn\tsteamid\n=1+2\t+1\t-5\t@SUM(A1)\t-5\t\(demo.steamid)\n")
    }
}
