// stat-agg report's run: the numbers from the same one-pass engine, the page from StatViews, to stdout or a file.
import FoundationEssentials
import StatViews
import Stats
import SteamModels
import ToolSupport

public enum ReportRun {
    /// The page of the matches `filters` keep on stdin, titled `title`, to the file `output` (`-` for stdout).
    public static func run(filters: FilterChoices, title: String, output: String) async throws {
        let report = ReportQuery()
        let query = try Query(statistic: .report(report), filters: filters)
        try await ToolRunner.run(tool: AggregationRun.tool) { diagnostics in
            let aggregation = try await AggregationRun.aggregate(query, diagnostics: diagnostics)
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
