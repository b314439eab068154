// Tests for the rate bucket files that every process sharing a key uses, one per rate class.
import Foundation
import Synchronization
import Testing
import TestSupport
@testable import Transport

@Suite struct SharedRateLimiterTests {
    let key = "SECRETKEY0123456789ABCDEF0123456"

    private func limiter(
        rate: Double, burst: Int = 1, key: String? = nil, rateClass: RateClass = .standard, in state: URL
    ) -> SharedRateLimiter {
        SharedRateLimiter(rate: rate, burst: burst, key: key ?? self.key, rateClass: rateClass, stateDirectory: state)
    }

    @Test func theFileIsNamedByAHashThatHidesTheKeyAndByTheClass() throws {
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let limiter = limiter(rate: 5, rateClass: RateClass(name: "by-seq_num", ceiling: 0.2), in: state)
        _ = try limiter.take()

        let name = limiter.fileURL.lastPathComponent
        let hash = name.prefix { $0 != "." }
        #expect(hash.count == 16 && hash.allSatisfy(\.isHexDigit))
        #expect(name.dropFirst(hash.count) == ".by-seq_num")
        #expect(limiter.fileURL.deletingLastPathComponent().path == state.appendingPathComponent("rate").path)
        let contents = try String(contentsOf: limiter.fileURL, encoding: .utf8)
        #expect(!contents.contains(key) && !limiter.fileURL.path.contains(key))
        #expect(KeyTag.of(key) != KeyTag.of(key + "x"))
    }

    @Test func aClassNameCannotLeaveTheRateDirectory() {
        #expect(RateClass(name: "../x y/é", ceiling: nil).fileNameComponent == "___x_y__")
    }

    @Test func twoLimitersOnOneDirectoryShareTheBucket() throws {
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let first = limiter(rate: 2, burst: 2, in: state)
        let second = limiter(rate: 2, burst: 2, in: state)
        let now = Date().timeIntervalSince1970

        // Burst 2: the first two go at once; then, whichever limiter asks, the next token is half a second away.
        let turns = try [first, second, first, second].map { try $0.take(now: now) }
        #expect(turns == [.now, .now, .after(seconds: 0.5), .after(seconds: 0.5)])
        #expect(try first.take(now: now + 0.55) == .now)
    }

    @Test func differentKeysHaveDifferentBuckets() throws {
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let now = Date().timeIntervalSince1970
        #expect(try limiter(rate: 1, in: state).take(now: now) == .now)
        #expect(try limiter(rate: 1, key: "OTHERKEY", in: state).take(now: now) == .now)
    }

    @Test func eachRateClassHasItsOwnBucket() throws {
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let now = Date().timeIntervalSince1970
        let sequence = RateClass(name: "sequence", ceiling: 0.2)
        #expect(try limiter(rate: 0.2, rateClass: sequence, in: state).take(now: now) == .now)
        #expect(try limiter(rate: 5, in: state).take(now: now) == .now)
        #expect(try limiter(rate: 0.2, rateClass: sequence, in: state).take(now: now) == .after(seconds: 5))
    }

    @Test func aCorruptFileCountsAsAFullBucket() throws {
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let limiter = limiter(rate: 1, in: state)
        try FileManager.default.createDirectory(
            at: limiter.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        for garbage in ["", "not a bucket", String(repeating: "9", count: 500), "1 2 3"] {
            try Data(garbage.utf8).write(to: limiter.fileURL)
            #expect(try limiter.take() == .now)
        }
    }

    /// What a killed run leaves: an older version's reservations (a debt of
    /// 54 tokens, 10.8 s at 5 a second, or of one in progress), or an empty bucket.
    @Test(arguments: ["-54", "-0.5", "0"])
    func aKilledRunsLeftoverCostsTheNextRunAtMostOneInterval(leftover: String) throws {
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let limiter = limiter(rate: 5, in: state)
        try FileManager.default.createDirectory(
            at: limiter.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        let now = Date().timeIntervalSince1970
        try Data("\(leftover) \(now)".utf8).write(to: limiter.fileURL)

        #expect(try limiter.take(now: now) == .after(seconds: 0.2))
        #expect(try limiter.take(now: now + 0.25) == .now)
    }

    @Test func askingNeverLeavesADebtBehind() throws {
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let limiter = limiter(rate: 5, burst: 3, in: state)
        let now = Date().timeIntervalSince1970
        for _ in 0..<20 {
            _ = try limiter.take(now: now)
        }
        let bucket = try #require(TokenBucket(fileContents: String(contentsOf: limiter.fileURL, encoding: .utf8)))
        #expect(bucket.tokens >= 0)
    }

    /// While another process holds the lock, every waiter waits off Swift's
    /// cooperative threads: more waiters than there are cores leave those
    /// threads free for other work, and none gets its turn before the holder lets go. The limit catches a hang, not a
    /// slow start: on the 2-core CI machine the whole suite's tool tests can hold both threads for over a minute.
    @Test(.timeLimit(.minutes(5)))
    func waitingForAnotherProcessesLockBlocksNoSwiftThread() async throws {
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let waiters = ProcessInfo.processInfo.activeProcessorCount + 2
        let limiter = limiter(rate: 1_000, burst: waiters, in: state)
        _ = try limiter.take()

        // flock(1) is another process taking the same lock on the same file; it lets go when its stdin closes.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = [limiter.fileURL.path, "-c", "echo locked; read _"]
        let output = Pipe(), input = Pipe()
        holder.standardOutput = output
        holder.standardInput = input
        try holder.run()
        defer {
            try? input.fileHandleForWriting.close()
            holder.waitUntilExit()
        }
        #expect(try output.fileHandleForReading.read(upToCount: 7) == Data("locked\n".utf8))

        let released = Mutex<ContinuousClock.Instant?>(nil)
        try await withThrowingTaskGroup(of: ContinuousClock.Instant.self) { group in
            for _ in 0..<waiters {
                group.addTask {
                    try await limiter.waitForTurn(announce: { _, _ in })
                    return .now
                }
            }
            let otherWork = await Task.detached { "done" }.value
            #expect(otherWork == "done")
            released.withLock { $0 = .now }
            try input.fileHandleForWriting.close()
            for try await turn in group {
                let releasedAt = try #require(released.withLock { $0 })
                #expect(turn >= releasedAt)
            }
        }
    }

    @Test func anUnusableStateDirectoryIsReported() throws {
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let blocker = state.appendingPathComponent("file")
        try Data().write(to: blocker)
        #expect(throws: TransportError.self) { try limiter(rate: 1, in: blocker).take() }
    }
}
