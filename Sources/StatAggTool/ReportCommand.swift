// stat-agg report: flags and help; StatAggRun makes the page.
import ArgumentParser
import StatAggRun

struct ReportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "The statistics screen as one self-contained HTML page.",
        discussion: """
            Win/loss, the win rate by ISO week with a 4-week moving average, the most played and best heroes, the \
            players played with most, a GPM histogram and the last 20 matches, from one pass over the match \
            records on stdin. The page's numbers are those of stat-agg wl, heroes, peers --min-games 1, trend win \
            --by week --window 4 and histogram gold_per_min --bins 20 over the same input and filters. It loads \
            nothing: charts are inline SVG, the style is inline, and there is no script.

            Examples:
              steam-auth whoami | dota-matches --all | dota-detail \\
                | stat-agg report -o report.html
              stat-agg report --since 2026-01-01 \\
                --title "Dota 2 in 2026" -o 2026.html < matches.ndjson
              stat-agg report --game-mode 23 --title Turbo \\
                < matches.ndjson > turbo.html
            """)

    @OptionGroup var filters: FilterOptions

    @Option(help: ArgumentHelp("The page's title and heading.", valueName: "text"))
    var title = "Dota 2 statistics"

    @Option(name: [.customShort("o"), .long], help: ArgumentHelp("Write the page to this file (- for stdout, the default).", valueName: "file"))
    var output = "-"

    func validate() throws {
        guard !title.allSatisfy(\.isWhitespace) else { throw ValidationError("--title must not be empty") }
        guard !output.isEmpty else { throw ValidationError("-o needs a file name, or - for stdout") }
    }

    func run() async throws { try await ReportRun.run(filters: filters.choices, title: title, output: output) }
}
