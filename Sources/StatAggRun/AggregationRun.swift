// stat-agg's run: its input in blocks to the parallel engine, problems to stderr by line, then the answer or the
// partial state to stdout; and `merge`, which reads partial states back. Reads and the engine's waits block, so they
// happen on threads of their own, never on one of Swift's cooperative threads, of which there are as few as cores.
import Dispatch
import FoundationEssentials
import Glibc
import StatViews
import Stats
import SteamModels
import ToolSupport

public enum AggregationRun {
    public static let tool = "stat-agg"

    /// `query` over stdin: the answer on stdout, or with `emitState` the partial state for `stat-agg merge`.
    public static func run(_ query: Query, emitState: Bool, output: ChartOutputOptions) async throws {
        try await ToolRunner.run(tool: tool, output: output) { context in
            let aggregation = try await aggregate(query, diagnostics: context.diagnostics)
            if emitState {
                for line in PartialState.lines(of: aggregation) { try context.output.write(json: Data(line), from: nil) }
                return
            }
            try writeAnswer(of: aggregation, to: context)
        }
    }

    /// One pass over `descriptor` on every core, each problem reported by its line as soon as the lines before it
    /// are done. `name` names the input in a read error.
    public static func aggregate(
        _ query: Query, from descriptor: Int32 = STDIN_FILENO, name: String = "stdin", diagnostics: Diagnostics
    ) async throws(InputReadError) -> Aggregation {
        let aggregation = try await onOwnThread("stat-agg reader") { () throws(InputReadError) -> Aggregation in
            let engine = ParallelAggregation(query: query, workers: ProcessInfo.processInfo.activeProcessorCount) { problem in
                let subject = problem.matchID.map { "line \(problem.line): match \($0)" } ?? "line \(problem.line)"
                if problem.isFailure {
                    diagnostics.error("\(subject): \(problem.problem)")
                } else {
                    diagnostics.note("\(subject): \(problem.problem)")
                }
            }
            var readError: InputReadError?
            do throws(InputReadError) {
                try LineChunkReader.read(
                    descriptor: descriptor, name: name,
                    lines: { engine.submit(.lines($0)) },
                    oversized: { engine.submit(.oversizedLine(limit: LineChunkReader.maximumLine)) }
                )
            } catch {
                readError = error
            }
            let (aggregation, _) = engine.finish()
            if let readError { throw readError }
            return aggregation
        }
        for (column, rows) in aggregation.rowsLacking.sorted(by: { $0.key < $1.key }) {
            diagnostics.error("""
                OpenDota player rows without the \(column) column, which this statistic or a filter reads, left \
                out: \(rows); dota-matches --source opendota asks for it (or add --project \(column))
                """)
        }
        if aggregation.repeated > 0 {
            diagnostics.note("records that repeat a match already counted for the same account, counted once: \(aggregation.repeated)")
        }
        return aggregation
    }

    public static func merge(files: [String], output: ChartOutputOptions) async throws {
        try await ToolRunner.run(tool: tool, output: output) { context in
            guard let aggregation = try await readStates(files: files, diagnostics: context.diagnostics) else {
                context.diagnostics.note("no state was read; the input of merge is the output of --emit-state")
                return
            }
            try writeAnswer(of: aggregation, to: context)
        }
    }

    /// The partial states in `files` (stdin for `-`, or when there are none) added up; nil when none was read.
    public static func readStates(files: [String], diagnostics: Diagnostics) async throws -> Aggregation? {
        try await onOwnThread("stat-agg merge reader") {
            var reader = PartialState.Reader()
            for file in files.isEmpty ? ["-"] : files {
                try read(file: file, into: &reader, diagnostics: diagnostics)
            }
            return reader.aggregation
        }
    }

    private static func read(file: String, into reader: inout PartialState.Reader, diagnostics: Diagnostics) throws {
        let descriptor = file == "-" ? STDIN_FILENO : open(file, O_RDONLY)
        guard descriptor >= 0 else { throw InputReadError(source: file, reason: String(cString: strerror(errno))) }
        defer { if descriptor != STDIN_FILENO { close(descriptor) } }
        let name = file == "-" ? "stdin" : file
        var lineNumber = 0
        try LineChunkReader.read(descriptor: descriptor, name: name, lines: { block in
            var lines = block.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            if block.last == UInt8(ascii: "\n") { lines.removeLast() }
            for line in lines {
                lineNumber += 1
                do throws(StateError) {
                    try reader.read(line: Array(line))
                } catch {
                    diagnostics.error("\(name) line \(lineNumber): \(error.problem)")
                }
            }
        }, oversized: {
            lineNumber += 1
            diagnostics.error("\(name) line \(lineNumber): longer than \(LineChunkReader.maximumLine >> 20) MiB; left out")
        })
    }

    /// Runs `work`, which blocks in read(2) and on the engine, on a thread of its own: a cooperative thread blocked
    /// on a stalled pipe is one fewer for every other task in the process.
    private static func onOwnThread<Value: Sendable, Failure: Error>(
        _ label: String, _ work: @escaping @Sendable () throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<Value, Failure>, Never>) in
            DispatchQueue(label: label).async { continuation.resume(returning: Result(catching: work)) }
        }
        return try result.get()
    }

    /// The answer on stdout, in the chosen format or as the statistic's chart.
    private static func writeAnswer(of aggregation: Aggregation, to context: ToolContext) throws {
        let answer = answer(of: aggregation, diagnostics: context.diagnostics)
        if let chart = StatisticChart.spec(for: aggregation.query.statistic) { context.output.drawChart(chart) }
        for record in answer { try context.output.write(record) }
    }

    /// The answer, after the notes that explain a short or empty one: matches that were not the player's, filters
    /// that kept nothing.
    public static func answer(of aggregation: Aggregation, diagnostics: Diagnostics) -> [JSONObject] {
        let answer = aggregation.answer()
        if aggregation.notThePlayers > 0, let player = aggregation.query.player {
            diagnostics.note("\(aggregation.notThePlayers) records are matches account \(player) did not play; left out")
        }
        if aggregation.counted == 0, aggregation.filteredOut > 0 {
            diagnostics.note("no \(aggregation.recordKind) passed the filters (\(aggregation.filteredOut) left out)")
        }
        if let notice = aggregation.emptyAnswerNotice(for: answer) { diagnostics.note(notice) }
        return answer
    }
}
