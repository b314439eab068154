// steam-profile --watch as a process, over days of trouble: a watch outlasts its server going away and coming back,
// noting each failed round with the time of the next, and then reports what the world did meanwhile; a table is
// written round by round, readable while the next round is still under way; inputs a 503 failed back it off too;
// --format json is refused; a rejected key still ends the watch with exit 4.
import Foundation
import Testing
import TestSupport

@Suite(.blocksOnProcesses) struct ProfileWatchTests {
    /// The notes of failed rounds in `errors`, as the tool words them.
    static func failedRounds(_ errors: String) -> [Substring] {
        errors.split(separator: "\n").filter { $0.contains("--watch: the round failed:") }
    }

    /// The replay is stopped after the first round and started again on its port once three rounds have failed on the
    /// refused connection; its clock then moves 30 days. The watch keeps going through all of it, and its first round
    /// after the return prints the month's changes; only the signal ends it.
    @Test func aWatchOutlastsItsServerGoingAwayAndReportsWhatChangedMeanwhile() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let directory = sandbox.directory
        let script = SignalTests.waiting + """
            set -m
            cd "$(dirname "$STEAM_PIPES_DB")"
            steam-profile friends --summaries --watch 1 --changes --attempts 1 \(demo.steamid) > out.ndjson 2> err.txt &
            pid=$!
            await "the first round's note" $pid grep -q "no earlier snapshot" err.txt
            touch first-round
            await "the replay back" $pid test -e back
            await "the changes made meanwhile" $pid eval '[ -s out.ndjson ]'
            kill -TERM $pid
            wait $pid
            echo "status $?"
            """
        let watch = BackgroundScript(sandbox, script)
        let errors = directory.appendingPathComponent("err.txt")
        func said() -> String { (try? String(contentsOf: errors, encoding: .utf8)) ?? "" }
        do {
            try waitUntil("the first round", within: 60) { FileManager.default.fileExists(atPath: directory.appendingPathComponent("first-round").path) }
            sandbox.replay.stop()
            try waitUntil("three failed rounds noted", within: 60) { Self.failedRounds(said()).count >= 3 }
            try sandbox.replay.restart()
            try sandbox.replay.advance(days: 30)
        } catch {
            // The script must not wait its minute for a file that would never come.
            _ = FileManager.default.createFile(atPath: directory.appendingPathComponent("back").path, contents: nil)
            _ = try? watch.result()
            throw error
        }
        #expect(FileManager.default.createFile(atPath: directory.appendingPathComponent("back").path, contents: nil))
        let result = try watch.result()
        #expect(result.stdoutLines == ["status 143"], "\(result.stderr)")

        let notes = Self.failedRounds(said())
        #expect(notes.count >= 3, "\(said())")
        for note in notes {
            #expect(note.contains(/steam-profile: note: --watch: the round failed: argument 1 \(\d+\): could not get .*curl error 7\); the next round is at \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/), "\(note)")
        }
        let output = try Data(contentsOf: directory.appendingPathComponent("out.ndjson"))
        let events = try ProcessResult(status: 0, stdout: output, stderr: "").records()
        #expect(!events.isEmpty)
        for event in events {
            #expect((event["previous_seen_at"] as? Int ?? 0) < (event["seen_at"] as? Int ?? 0), "\(event)")
        }
    }

    /// Every request after the first is held for ten minutes, so the second round never ends: the first round's table,
    /// header and row, must be on the pipe when the replay has answered that round's one request and no other, and
    /// nothing more comes (the round under way has printed nothing).
    @Test func aTableIsWrittenAtTheEndOfEachRoundReadableBeforeTheNextEnds() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        try sandbox.replay.inject(#"""
            [{"path":"GetPlayerSummaries","latency_ms":0,"count":1}, {"path":"GetPlayerSummaries","latency_ms":600000}]
            """#)
        let result = try runWithSignalsUnblocked(sandbox, SignalTests.waiting + """
            set -m
            cd "$(dirname "$STEAM_PIPES_DB")"
            mkfifo records
            steam-profile summaries --watch 1 --format table --jq '{steamid, personaname}' \(demo.steamid) > records 2> err.txt &
            pid=$!
            exec 3< records
            read -r -t 60 header <&3 && read -r -t 60 row <&3 || { echo "no table" >&2; kill -9 $pid; exit 1; }
            echo "$header"
            echo "$row"
            echo "answered $(curl -sf "$STEAM_API_BASE_URL/_replay/requests" | grep -c GetPlayerSummaries)"
            if read -r -t 2 more <&3; then echo "more: $more"; fi
            kill -TERM $pid
            wait $pid
            echo "status $?"
            """)
        let lines = result.stdoutLines
        #expect(lines.count == 4, "\(result.stdoutText) \(result.stderr)")
        #expect(lines.first?.split(separator: " ", omittingEmptySubsequences: true) == ["steamid", "personaname"])
        #expect(lines.dropFirst().first?.hasPrefix(demo.steamid) == true)
        #expect(lines.dropFirst(2).first == "answered 1")
        #expect(lines.last == "status 143", "\(result.stderr)")
    }

    /// A 503 past the retries fails only the batch's inputs, so the round itself ends well; the watch still backs off
    /// from it, the interval and then twice it, and is back to its pace once Valve answers again.
    @Test func inputsFailedByA503BackTheWatchOffAsAFailedRoundDoes() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        try sandbox.replay.inject(#"[{"path":"GetPlayerBans","status":503,"count":2}]"#)
        let result = try runWithSignalsUnblocked(sandbox, SignalTests.waiting + """
            set -m
            cd "$(dirname "$STEAM_PIPES_DB")"
            steam-profile bans --watch 1 --changes --attempts 1 \(demo.steamid) > out.ndjson 2> err.txt &
            pid=$!
            await "a round that Valve answers" $pid grep -q "no earlier snapshot" err.txt
            kill -TERM $pid
            wait $pid
            echo "status $?"
            cat err.txt >&2
            """)
        #expect(result.stdoutLines == ["status 143"], "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.filter { $0.contains("GetPlayerBans answered HTTP 503") }.count == 2, "\(result.stderr)")
        let notes = lines.filter { $0.contains("--watch: 1 input of the round failed for a reason that can pass; the next round is at ") }
        #expect(notes.count == 2, "\(result.stderr)")
        let times = notes.compactMap { note in note.split(separator: " ").last.flatMap { try? Date(String($0), strategy: .iso8601) } }
        #expect(times.count == 2 && times[1].timeIntervalSince(times[0]) >= 2, "the second wait is twice the first: \(notes)")
    }

    @Test func jsonIsRefusedUnderAWatchNamingNDJSON() throws {
        let result = try OfflineSandbox().run("steam-profile summaries --watch 1 --format json 76561197960287930")
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("--format json") && result.stderr.contains("--format ndjson"), "\(result.stderr)")
    }

    /// Not a failure that can pass: the first round's 403 ends the watch with exit 4, at once.
    @Test func aRejectedKeyStillEndsTheWatchWithExit4() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let result = try sandbox.run(
            "timeout 60 steam-profile bans --watch 1 --changes \(demo.steamid)", key: "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF")
        #expect(result.status == 4, "\(result.stderr)")
        #expect(result.stderr.contains("rejected") && Self.failedRounds(result.stderr).isEmpty, "\(result.stderr)")
    }
}

/// A script run with signals unblocked (see `runWithSignalsUnblocked`) on a thread of its own, while the test does
/// its part of the story; `result` waits for it.
final class BackgroundScript: @unchecked Sendable {
    private var outcome: Result<ProcessResult, any Error>?
    private let finished = DispatchSemaphore(value: 0)

    init(_ sandbox: Sandbox, _ script: String) {
        nonisolated(unsafe) let sandbox = sandbox
        Thread {
            self.outcome = Result { try runWithSignalsUnblocked(sandbox, script) }
            self.finished.signal()
        }.start()
    }

    func result() throws -> ProcessResult {
        finished.wait()
        guard let outcome else { throw TestSupportError("the script's thread ended without a result") }
        return try outcome.get()
    }
}
