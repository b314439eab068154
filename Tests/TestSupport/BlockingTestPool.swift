// The threads that tests which block on processes run on, so that a test waiting for a tool holds none of Swift's
// cooperative threads. There are as many of those as cores, two on CI, and the in-process servers and every async
// test share them: two tests blocked on tools starved a server long enough for its clients to time out. A suite
// that runs tools says `@Suite(.blocksOnProcesses)`.
import Foundation
import FoundationGaps
import Synchronization
import Testing

public struct BlockingTestPool: SuiteTrait, TestTrait, TestScoping {
    /// Around each of the suite's tests.
    public var isRecursive: Bool { true }

    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }
        await BlockingTests.turns.take()
        defer { BlockingTests.turns.give() }
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
    static let turns = Turns(2 * ProcessInfo.processInfo.activeProcessorCount)
    static let threads = ThreadPoolExecutor(count: 4 * ProcessInfo.processInfo.activeProcessorCount + 2)
}

/// A counting semaphore that tasks wait on without holding a thread, first come first served.
final class Turns: Sendable {
    private struct State {
        var free: Int
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state: Mutex<State>

    init(_ count: Int) { state = Mutex(State(free: count)) }

    func take() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let now = state.withLock { state -> Bool in
                guard state.free > 0 else {
                    state.waiting.append(continuation)
                    return false
                }
                state.free -= 1
                return true
            }
            if now { continuation.resume() }
        }
    }

    func give() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiting.isEmpty else {
                state.free += 1
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}
