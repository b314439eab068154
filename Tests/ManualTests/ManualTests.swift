// The manual pages' parts stated outright: roff escaping that keeps every character, help text taken apart into
// prose and examples, the Markdown reference in mdoc's shapes, and an ENVIRONMENT section that names every variable
// the code reads.
import Foundation
import Testing
import TestSupport
@testable import Manual

@Suite struct MDocTests {
    @Test func textKeepsEveryCharacterAndStartsNoRequest() {
        #expect(MDoc.text(".jq is applied…") == ["\\&.jq is applied\\[u2026]"])
        #expect(MDoc.text("'quoted' \\d") == ["\\&'quoted' \\ed"])
        #expect(MDoc.text("😀") == ["\\[u1F600]"])
    }

    @Test func aSentenceStartsALineAndNoLineRunsFarPastEighty() throws {
        let lines = MDoc.text("First one. Second one, with e.g. an abbreviation. " + String(repeating: "word ", count: 40))
        // MDoc's lines, not the test's: fewer than two fail the test instead of trapping.
        try #require(lines.count >= 2, "\(lines)")
        #expect(lines[0] == "First one.")
        #expect(lines[1].hasPrefix("Second one, with e.g. an abbreviation."))
        #expect(lines.allSatisfy { $0.utf8.count < 90 })
    }

    @Test func argumentsWithBlanksAreQuotedAndTheirQuotesEscaped() {
        #expect(MDoc.argument("stat-agg heroes") == "\"stat-agg heroes\"")
        #expect(MDoc.argument("say \"hi\"") == "\"say \\(dqhi\\(dq\"")
        #expect(MDoc.argument("plain") == "plain")
    }

    @Test func aParagraphBreakRightAfterAHeadingIsDropped() {
        #expect(MDoc.page([".Sh NAME", ".Pp", "text", ".Pp", "more"]) == ".Sh NAME\ntext\n.Pp\nmore\n")
    }
}

@Suite struct HelpTextTests {
    @Test func examplesLeaveTheProseAndKeepTheirContinuations() {
        let help = HelpText("""
            Reads records.

            Examples:
              stat-agg wl \\
                < matches.ndjson
              stat-agg heroes
            """)
        #expect(help.blocks == [.paragraph("Reads records.")])
        #expect(help.examples == ["stat-agg wl \\", "  < matches.ndjson", "stat-agg heroes"])
    }

    @Test func indentedLinesInProseStayAsTheyAre() {
        let help = HelpText("Fields:\n  a: one\n  b: two\nThe end.")
        #expect(help.blocks == [.paragraph("Fields:"), .literal(["a: one", "b: two"]), .paragraph("The end.")])
    }
}

@Suite struct MarkdownManualTests {
    @Test func headingsListsTablesAndCodeTakeMdocShapes() {
        let lines = MarkdownManual("""
            ## The store

            One `SQLite` file,
            **kept** for good.

            - first item
              goes on
            - second

              | flag | default |
              |---|---|
              | `--jobs N` | 8 \\| 16 |

            1. one
            2. two

            ```sh
            stat-agg wl
            ```

            ![a picture](docs/report.png)
            See [the page](https://example.org/x) and [the code](Sources/Stats).
            """).mdoc()
        #expect(lines == [
            ".Ss \"The store\"", ".Pp", "One SQLite file, kept for good.",
            ".Bl -bullet", ".It", "first item goes on", ".It", "second", ".Bl -tag -width Ds",
            ".It \"--jobs N\"", "default: 8 | 16", ".El", ".El",
            ".Bl -enum", ".It", "one", ".It", "two", ".El",
            ".Bd -literal -offset indent", "stat-agg wl", ".Ed",
            ".Pp", "See the page (https://example.org/x) and the code.",
        ])
    }
}

@Suite struct CookbookTests {
    @Test func shellBlocksKnowTheirSectionHeadingAndProse() throws {
        let readme = """
            # title

            ```sh
            steam-auth login
            ```

            ## Cookbook

            Intro.

            ### Only new matches

            `--new` stops early.

            ```sh
            dota-matches --new robinwalker \\
                | dota-detail
            ```

            ```json
            ## not a heading
            ```

            ```sh
            stat-agg wl < matches.ndjson
            ```
            """
        let blocks = Cookbook.shellBlocks(in: readme)
        #expect(blocks == [
            ShellBlock(section: "", heading: nil, prose: ["# title"], lines: ["steam-auth login"]),
            ShellBlock(section: "Cookbook", heading: "Only new matches", prose: ["`--new` stops early."],
                       lines: ["dota-matches --new robinwalker \\", "    | dota-detail"]),
            ShellBlock(section: "Cookbook", heading: "Only new matches", prose: [], lines: ["stat-agg wl < matches.ndjson"]),
        ])
        try #require(blocks.count == 3, "\(blocks)")
        #expect(try Cookbook.recipes(inReadme: readme) == [
            Recipe(title: "Only new matches", prose: ["`--new` stops early."], commands: blocks[1].lines),
            Recipe(title: "Only new matches", prose: [], commands: blocks[2].lines),
        ])
        #expect(throws: Cookbook.Missing.self) { try Cookbook.recipes(inReadme: "## Cookbook\n\nNone yet.\n") }
    }
}

@Suite struct ManualFactsTests {
    /// Every name the code reads from the environment, found where it reads them: ToolEnvironment's helpers and the
    /// `environment[...]` lookups of the login flow and the record writer.
    static func variablesReadByTheCode() throws -> Set<String> {
        let sources = Products.packageRoot.appendingPathComponent("Sources")
        let pattern = /(?:environment\[|variables\[|nonEmpty\(|baseDirectory\(|server\()"([A-Z][A-Z0-9_]+)"/
        var names = Set<String>()
        let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil),
                                 "cannot list \(sources.path)")
        for case let file as URL in files where file.pathExtension == "swift" && !file.path.contains("/Sources/Replay") {
            for match in try String(contentsOf: file, encoding: .utf8).matches(of: pattern) { names.insert(String(match.output.1)) }
        }
        return names
    }

    @Test func everyVariableTheCodeReadsIsInTheManual() throws {
        let read = try Self.variablesReadByTheCode()
        #expect(read.count >= 8, "the search found too few to be looking in the right place: \(read)")
        // PATH only locates the browser, as in every program; the rest are the toolkit's own.
        let documented = Set(ManualFacts.environment.map(\.name)).union(["PATH"])
        #expect(read.subtracting(documented).isEmpty, "not in ManualFacts.environment: \(read.subtracting(documented).sorted())")
    }

    @Test func theExitStatusesAreTheCodes() {
        #expect(ManualFacts.exitStatuses.map(\.status) == [0, 1, 2, 3, 4, 5, 64])
        #expect(ManualFacts.exitStatusNotes.contains("4, 64, 3, 5, 2 and then 1"))
    }

    @Test func theReadmeCookbookHasTheRecipesTheOverviewCarries() throws {
        let readme = try String(contentsOf: Products.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let recipes = try Cookbook.recipes(inReadme: readme)
        #expect(recipes.count >= 12)
        #expect(recipes.allSatisfy { !$0.commands.isEmpty && !$0.title.isEmpty })
    }
}
