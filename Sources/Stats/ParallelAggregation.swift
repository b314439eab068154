// Runs one query on several threads: chunks of whole lines go to whichever worker is free, each worker keeps its
// own Aggregation, and the partial ones merge at the end. Problems are reported in line order, numbered across the
// whole input, as soon as every earlier chunk is done.
import Dispatch
import FoundationEssentials
import FoundationGaps

public final class ParallelAggregation: @unchecked Sendable {
    public enum Chunk: Sendable {
        /// Whole lines; the last may lack its \n.
        case lines([UInt8])
        /// One line too long to hold, already skipped by the reader.
        case oversizedLine(limit: Int)
    }

    private let condition = Condition()
    private var waiting: [(index: Int, chunk: Chunk)] = []
    private var submitted = 0
    private var closed = false
    private var finishedReports: [Int: ChunkReport] = [:]
    private var nextToReport = 0
    private var linesReported: Int64 = 0
    private var partials: [Aggregation] = []
    private let workers: Int
    private let maximumWaiting: Int
    private let report: @Sendable (LineProblem) -> Void
    private let query: Query
    private let seen = SeenMatches()

    /// `report` is called for each problem in line order, one call at a time.
    public init(query: Query, workers: Int, report: @escaping @Sendable (LineProblem) -> Void) {
        self.query = query
        self.report = report
        maximumWaiting = workers * 2
        self.workers = max(1, workers)
        // A serial queue each: Dispatch gives every one a thread of its own, as each blocks on the condition.
        for worker in 0..<self.workers {
            DispatchQueue(label: "stat-agg worker \(worker)").async { [unowned self] in work() }
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
        while partials.count < workers { condition.wait() }
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
