// stat-agg report: flags and help; the page comes from StatViews, the numbers from the same one-pass engine.
import ArgumentParser
import FoundationEssentials
import StatViews
import Stats
import SteamModels
import ToolSupport

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

    func run() async throws {
        let report = ReportQuery()
        let query = Query(statistic: .report(report), filter: try filters.filter(), player: try filters.playerAccount())
        try await ToolRunner.run(tool: AggregationRun.tool) { diagnostics in
            let aggregation = try AggregationRun.aggregate(query, diagnostics: diagnostics)
            let answer = AggregationRun.answer(of: aggregation, diagnostics: diagnostics)
            let page = Array(ReportPage(title: title, query: report, madeAt: Date()).render(answer).utf8)
            guard output != "-" else { return try StandardStream.output.write(page) }
            do throws(FileWriteError) {
                try OutputFile.writeDocument(page, to: output)
            } catch {
                throw PageWriteError(path: output, problem: error)
            }
            diagnostics.note("wrote \(output): \(aggregation.counted) matches")
        }
    }
}

/// -o could not be written; a regular file there is as it was, as the page goes to a new file renamed over it.
struct PageWriteError: StatusError {
    let path: String
    let problem: FileWriteError
    var exitStatus: ExitStatus { .fatal }
    var description: String { "-o \(path): \(problem)" }
}
