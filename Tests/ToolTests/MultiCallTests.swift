// steam-pipes, the multi-call binary that is installed in the commands' place: called through a link named for a
// command, it is that command, in every word of its help, its version and its exit statuses, and in a real pipe, as
// `steam-pipes COMMAND` is; it answers to no other name, and says so as a usage error. The suite runs every command
// through such links (TestSupport's Products), as the package installs them.
import Foundation
import Testing
import TestSupport

@Suite(.blocksOnProcesses) struct MultiCallTests {
    @Test(arguments: Products.tools)
    func aLinkIsTheCommandItIsNamedFor(tool: String) throws {
        for arguments in ["--help", "--version", "--no-such-flag"] {
            let named = try shell("steam-pipes \(tool) \(arguments)")
            let linked = try shell("\(shellQuoted(Products.path(tool))) \(arguments)")
            #expect(linked.status == named.status, "\(tool) \(arguments)")
            #expect(linked.stdoutText == named.stdoutText, "\(tool) \(arguments)")
            #expect(linked.stderr == named.stderr, "\(tool) \(arguments)")
        }
    }

    @Test func theLinksAreTheInstalledOnes() throws {
        for tool in Products.tools {
            let target = try FileManager.default.destinationOfSymbolicLink(atPath: Products.path(tool))
            #expect(target == "../steam-pipes", "\(tool) links to \(target)")
        }
    }

    @Test func theLinkedCommandsPipeTogether() throws {
        let result = try shell("set -o pipefail; steam-replay generate --matches 40 --seed 3 | stat-agg wl")
        #expect(result.status == 0, "\(result.stderr)")
        let record = try #require(try result.records().first)
        #expect((record["win"] as? Int ?? 0) + (record["lose"] as? Int ?? 0) > 0, "\(record)")
    }

    @Test func steamPipesRunsTheCommandNamedAfterIt() throws {
        let result = try shell("steam-pipes stat-agg --version")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutText.hasPrefix("stat-agg "), "\(result.stdoutText)")
    }

    @Test func itsVersionIsTheToolkits() throws {
        let result = try shell("steam-pipes --version; stat-agg --version")
        let lines = result.stdoutLines
        #expect(result.status == 0 && lines.count == 2, "\(result.stdoutText)\(result.stderr)")
        #expect(lines.first?.hasPrefix("steam-pipes ") == true)
        #expect(lines.first?.dropFirst("steam-pipes".count) == lines.last?.dropFirst("stat-agg".count))
    }

    @Test func itsHelpNamesEveryCommand() throws {
        let result = try shell("steam-pipes --help")
        #expect(result.status == 0)
        for tool in Products.tools {
            #expect(result.stdoutText.contains(tool), "steam-pipes --help omits \(tool)")
        }
    }

    /// Scripts read the list (scripts/tools.sh), so a list that could not be written is a failure, not an empty list.
    @Test(arguments: [("> /dev/full", "No space left on device"), (">&-", "closed")])
    func theListToAStdoutThatTakesNothingFails(redirect: String, reason: String) throws {
        let result = try shell("steam-pipes --list \(redirect)")
        #expect(result.status == 2)
        #expect(result.stderr == "steam-pipes: error: stdout: \(reason)\n", "\(result.stderr)")
    }

    @Test(arguments: [
        ("steam-pipes", "steam-pipes: no command given"),
        ("steam-pipes stat-agregate wl", "steam-pipes: no command is named 'stat-agregate'"),
        ("steam-pipes --list steam-auth", "steam-pipes: --list takes no arguments"),
        ("ln -s \"$(command -v steam-pipes)\" \"$TMPDIR_LINK\" && \"$TMPDIR_LINK\"",
         "steam-pipes: called as 'stat-agregate', which names no command"),
    ])
    func anyOtherNameIsAUsageError(script: String, message: String) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("stat-agregate").path
        let result = try shell(script, environment: ["TMPDIR_LINK": link])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(message + "\n"), "\(result.stderr)")
        #expect(result.stderr.contains("Usage:"))
    }
}
