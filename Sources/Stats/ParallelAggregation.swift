// Runs one query on several threads: chunks of whole lines go to whichever worker is free, each worker keeps its
// own Aggregation, and the partial ones merge at the end. Problems are reported in line order, numbered across the
// whole input, as soon as every earlier chunk is done.
import Foundation

public final class ParallelAggregation: @unchecked Sendable {
    public enum Chunk: Sendable {
        /// Whole lines; the last may lack its \n.
        case lines([UInt8])
        /// One line too long to hold, already skipped by the reader.
        case oversizedLine(limit: Int)
    }

    private let condition = NSCondition()
    private var waiting: [(index: Int, chunk: Chunk)] = []
    private var submitted = 0
    private var closed = false
    private var finishedReports: [Int: ChunkReport] = [:]
    private var nextToReport = 0
    private var linesReported: Int64 = 0
    private var partials: [Aggregation] = []
    private var threads: [Thread] = []
    private let maximumWaiting: Int
    private let report: @Sendable (LineProblem) -> Void
    private let query: Query
    private let seen = SeenMatches()

    /// `report` is called for each problem in line order, one call at a time.
    public init(query: Query, workers: Int, report: @escaping @Sendable (LineProblem) -> Void) {
        self.query = query
        self.report = report
        maximumWaiting = workers * 2
        for _ in 0..<max(1, workers) {
            let thread = Thread { [unowned self] in work() }
            thread.stackSize = 1 << 20
            threads.append(thread)
            thread.start()
        }
    }

    /// Hands a chunk to the workers; waits while enough are queued, so memory stays flat however long stdin is.
    public func submit(_ chunk: Chunk) {
        condition.lock()
        while waiting.count >= maximumWaiting { condition.wait() }
        waiting.append((submitted, chunk))
        submitted += 1
        condition.broadcast()
        condition.unlock()
    }

    /// Waits for every chunk and returns the merged aggregation and the number of lines read.
    public func finish() -> (aggregation: Aggregation, lines: Int64) {
        condition.lock()
        closed = true
        condition.broadcast()
        while partials.count < threads.count { condition.wait() }
        let parts = partials
        let lines = linesReported
        condition.unlock()
        var merged = Aggregation(query: query)
        for part in parts { merged.merge(part) }
        return (merged, lines)
    }

    private func work() {
        var aggregation = Aggregation(query: query, seen: seen)
        while true {
            condition.lock()
            while waiting.isEmpty && !closed { condition.wait() }
            guard !waiting.isEmpty else {
                partials.append(aggregation)
                condition.broadcast()
                condition.unlock()
                return
            }
            let (index, chunk) = waiting.removeFirst()
            condition.broadcast()
            condition.unlock()

            let chunkReport: ChunkReport
            switch chunk {
            case .lines(let bytes):
                chunkReport = bytes.withUnsafeBufferPointer { aggregation.add(lines: $0) }
            case .oversizedLine(let limit):
                chunkReport = ChunkReport(lines: 1, problems: [LineProblem(
                    line: 1, matchID: nil, problem: "longer than \(limit >> 20) MiB; left out", isFailure: true
                )])
            }
            condition.lock()
            finishedReports[index] = chunkReport
            while let ready = finishedReports.removeValue(forKey: nextToReport) {
                for var problem in ready.problems {
                    problem.line += linesReported
                    report(problem)
                }
                linesReported += ready.lines
                nextToReport += 1
            }
            condition.unlock()
        }
    }
}
