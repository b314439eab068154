// --version on every executable: `NAME VERSION`, and for a development build the commit it was built from, so a bug
// report that quotes it names the code.
import Foundation
import Testing
import TestSupport

@Suite(.blocksOnProcesses) struct VersionTests {
    @Test(arguments: HelpTests.tools)
    func everyToolNamesItsVersionAndCommit(tool: String) throws {
        let result = try shell("\(tool) --version")
        #expect(result.status == 0, "\(tool): \(result.stderr)")
        let head = try shell("git -C '\(Products.packageRoot.path)' rev-parse --short=12 HEAD").stdoutText
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let version = #/[0-9]+\.[0-9]+\.[0-9]+/#
        let line = result.stdoutText
        if head.isEmpty {
            #expect(line.wholeMatch(of: /(\S+) (\d+\.\d+\.\d+)\n/)?.output.1 == Substring(tool), "\(line)")
        } else {
            #expect(line == "\(tool) \(line.firstMatch(of: version)?.output ?? "?") (development build, commit \(head))\n")
        }
    }

    @Test func everyToolIsTheSameVersion() throws {
        let lines = try HelpTests.tools.map { tool in
            let result = try shell("\(tool) --version")
            // The tool's words, not the test's: fewer than two fail the test instead of trapping.
            let words = result.stdoutText.split(separator: " ")
            try #require(words.count >= 2, "\(tool) --version: \(result.stdoutText)\(result.stderr)")
            return words[1]
        }
        #expect(Set(lines).count == 1, "\(lines)")
    }
}
