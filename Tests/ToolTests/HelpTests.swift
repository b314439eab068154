// Every command's --help, as a new user first meets each tool: it answers, it shows examples that paste whole at any
// width from 60 columns, and its prose has no stray line-continuation backslash (a `\\` written where Swift's `\` was
// meant prints as `\` mid-sentence).
import Foundation
import Manual
import Testing
import TestSupport

@Suite(.blocksOnProcesses) struct HelpTests {
    static let tools = ManualFacts.tools

    /// The command and every subcommand below it, found from the SUBCOMMANDS section of each help page.
    static func commands(_ command: [String]) throws -> [[String]] {
        let help = try shell((command + ["--help"]).joined(separator: " ")).stdoutText
        guard let section = help.range(of: "SUBCOMMANDS:\n") else { return [command] }
        // The section's entries run to the first blank line; each starts two spaces in with a lowercase name.
        let entries = help[section.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
        let names = entries.compactMap { line -> String? in
            guard line.hasPrefix("  "), !line.hasPrefix("   "), let name = line.split(separator: " ").first,
                  name.wholeMatch(of: /[a-z][a-z0-9-]*/) != nil
            else { return nil }
            return String(name)
        }
        return try [command] + names.filter { $0 != "help" }.flatMap { try commands(command + [$0]) }
    }

    @Test(arguments: tools)
    func everyCommandExplainsItselfWithExamples(tool: String) throws {
        for command in try Self.commands([tool]) {
            let result = try shell((command + ["--help"]).joined(separator: " "))
            let name = command.joined(separator: " ")
            #expect(result.status == 0, "\(name): \(result.stderr)")
            let help = result.stdoutText
            #expect(help.contains("Examples:") || help.contains("SUBCOMMANDS:"), "\(name) has no examples")
            let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
            for (line, next) in zip(lines, lines.dropFirst()) where line.hasSuffix("\\") {
                // An example's own continuation goes on to an indented line; prose would not.
                #expect(next.hasPrefix(" "), "\(name): a stray backslash ends \(line.debugDescription)")
            }
        }
    }

    /// Help that pastes: at 60 columns and wider, no example is wrapped in the middle of a command (the wrapped part
    /// would start a line of its own, unindented); one that goes on past its line ends in `\` and goes on indented.
    @Test(arguments: tools)
    func examplesStayWholeFromSixtyColumnsUp(tool: String) throws {
        for command in try Self.commands([tool]) {
            for columns in [60, 80, 132] {
                let help = try shell((command + ["--help"]).joined(separator: " "), environment: ["COLUMNS": "\(columns)"])
                guard let start = help.stdoutText.range(of: "Examples:\n") else { continue }
                let examples = help.stdoutText[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
                    .prefix { !$0.isEmpty }
                #expect(!examples.isEmpty)
                for line in examples {
                    #expect(line.hasPrefix("  ") && line.count < columns,
                            "\(command.joined(separator: " ")) at \(columns) columns: \(line.debugDescription)")
                }
            }
        }
    }
}
