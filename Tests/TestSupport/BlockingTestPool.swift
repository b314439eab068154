// The threads that tests which block on processes run on, so that a test waiting for a tool holds none of Swift's
// cooperative threads. There are as many of those as cores, two on CI, and the in-process servers and every async
// test share them: two tests blocked on tools starved a server long enough for its clients to time out. A suite
// that runs tools says `@Suite(.blocksOnProcesses)`.
import Foundation
import Testing

public struct BlockingTestPool: SuiteTrait, TestTrait, TestScoping {
    /// Around each of the suite's tests.
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }
        try await withTaskExecutorPreference(BlockingThreads.shared) {
            // Counted from when a thread takes the test, not from when it was queued: Swift Testing's own "passed
            // after" counts the wait for a thread too, which on two threads is most of the run.
            let start = ContinuousClock.now
            defer { Self.report(test, ran: ContinuousClock.now - start) }
            try await function()
        }
    }

    /// One line a test, which scripts/test sums into the slowest tests and suites.
    private static func report(_ test: Test, ran duration: Duration) {
        let (seconds, attoseconds) = duration.components
        let name = test.id.nameComponents.joined(separator: ".")
        print("test time: \(String(format: "%.2f", Double(seconds) + Double(attoseconds) / 1e18)) s \(name)")
    }
}

extension Trait where Self == BlockingTestPool {
    /// Runs each test on the blocking pool's threads rather than the cooperative ones.
    public static var blocksOnProcesses: Self { BlockingTestPool() }
}

/// A fixed set of threads taking jobs in turn, as many as the cores: as many tool tests at once as when they held the
/// cooperative threads, since more at once only slow each other and every in-process server down.
final class BlockingThreads: TaskExecutor, @unchecked Sendable {
    static let shared = BlockingThreads(count: ProcessInfo.processInfo.activeProcessorCount)

    /// Guards `jobs`; waiting threads sleep on it.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    private init(count: Int) {
        for index in 0..<count {
            let thread = Thread { [unowned self] in work() }
            thread.name = "blocking tests \(index + 1)"
            thread.start()
        }
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.withLock {
            jobs.append(job)
            condition.signal()
        }
    }

    private func work() -> Never {
        while true {
            let job = condition.withLock {
                while jobs.isEmpty { condition.wait() }
                return jobs.removeFirst()
            }
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
