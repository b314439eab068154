// Every command's --help, as a new user first meets each tool: it answers, it shows examples that paste whole at any
// width from 60 columns, and its prose has no stray line-continuation backslash (a `\\` written where Swift's `\` was
// meant prints as `\` mid-sentence).
import Foundation
import Manual
import Testing
import TestSupport

@Suite(.blocksOnProcesses) struct HelpTests {
    static let tools = Products.tools

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

/// A history is kept by the README's two lines, which write the file anew from the store: appending a run's records
/// with `>>` loses the matches a cut-short run stored and did not write, or writes one twice.
@Suite(.blocksOnProcesses) struct HistoryRecipeTests {
    static func appendsToAHistory(_ command: String) -> Bool {
        command.contains(">>") && ["dota-detail", "dota-matches", "matches.ndjson"].contains { command.contains($0) }
    }

    /// The commands of a man page's literal blocks, each continued line (`\e` at its end) joined to the next.
    static func manPageCommands(_ page: String) -> [String] {
        var commands: [String] = [], inBlock = false, pending = ""
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(".Bd -literal") { inBlock = true; continue }
            if line == ".Ed" { inBlock = false; continue }
            guard inBlock else { continue }
            if line.hasSuffix("\\e") {
                pending += String(line.dropLast(2)) + " "
            } else {
                commands.append(pending + String(line))
                pending = ""
            }
        }
        return commands
    }

    @Test func theCheckSeesTheOldAppendingExamples() {
        #expect(Self.appendsToAHistory("dota-matches --new 22202 | dota-detail >> matches.ndjson"))
        let oldPage = ".Bd -literal -offset indent\nsteam-auth resolve robinwalker | dota-matches --new \\e\n  | dota-detail >> matches.ndjson\n.Ed\n"
        #expect(Self.manPageCommands(oldPage).contains(where: Self.appendsToAHistory))
        #expect(!Self.appendsToAHistory("dota-detail stored 22202 > matches.new && mv matches.new matches.ndjson"))
    }

    @Test func noHelpExampleAppendsToAHistory() throws {
        let examples = try HelpExamples.all()
        #expect(examples.keys.contains { $0.contains("dota-detail stored") }, "the recipe is in help")
        for (example, commands) in examples where Self.appendsToAHistory(example) {
            Issue.record("\(commands.joined(separator: ", ")) --help appends to a history: \(example)")
        }
    }

    /// The committed pages, which DocsTests holds equal to what the code generates: each tool's and steam-pipes(7)'s
    /// cookbook from the README.
    @Test func noManPageExampleAppendsToAHistory() throws {
        let man = Products.packageRoot.appendingPathComponent("man")
        var seen = 0
        for section in ["man1", "man7"] {
            let directory = man.appendingPathComponent(section)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
                let page = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                for command in Self.manPageCommands(page) {
                    seen += 1
                    #expect(!Self.appendsToAHistory(command), "\(section)/\(name) appends to a history: \(command)")
                }
            }
        }
        #expect(seen > 100, "the pages' examples were read")
    }
}
