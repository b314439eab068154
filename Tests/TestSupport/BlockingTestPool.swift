// The threads that tests which block on processes run on, so that a test waiting for a tool holds none of Swift's
// cooperative threads. There are as many of those as cores, two on CI, and the in-process servers and every async
// test share them: two tests blocked on tools starved a server long enough for its clients to time out. A suite
// that runs tools says `@Suite(.blocksOnProcesses)`.
import Foundation
import FoundationGaps
import Testing
import Transport

public struct BlockingTestPool: SuiteTrait, TestTrait, TestScoping {
    /// Around each of the suite's tests.
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }
        await BlockingTests.turns.acquire()
        defer { BlockingTests.turns.release() }
        try await withTaskExecutorPreference(BlockingTests.threads) {
            // Counted from when the test took its turn: Swift Testing's own "passed after" counts the wait for a turn
            // too, which on two cores is most of the run.
            let start = ContinuousClock.now
            defer { Self.report(test, ran: ContinuousClock.now - start) }
            try await function()
        }
    }

    /// One line a test, which scripts/test sums into the slowest tests.
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

/// Twice as many blocking tests at once as the cores: most of such a test's time is a tool's process working or a
/// real wait (a rate limit, a lock, a timeout), so two a core keep both busy, where more slowed every process and
/// in-process server down. And more threads than turns: a test that awaits (a server's answer, a clock) resumes on a
/// thread the running tests do not hold, instead of queueing behind tests yet to start, as it did when the threads
/// were the turns: a test that waited a second for its server then waited minutes for a thread.
enum BlockingTests {
    static let turns = FIFOSemaphore(count: 2 * ProcessInfo.processInfo.activeProcessorCount)
    static let threads = ThreadPoolExecutor(count: 4 * ProcessInfo.processInfo.activeProcessorCount + 2)
}
