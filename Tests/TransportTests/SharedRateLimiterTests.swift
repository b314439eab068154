// Tests for the rate bucket file that every process sharing a key uses.
import Foundation
import Testing
import TestSupport
@testable import Transport

@Suite struct SharedRateLimiterTests {
    let key = "SECRETKEY0123456789ABCDEF0123456"

    @Test func theFileIsNamedByAHashThatHidesTheKey() throws {
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let limiter = SharedRateLimiter(rate: 5, key: key, stateDirectory: state)
        _ = try limiter.reserve()

        let name = limiter.fileURL.lastPathComponent
        #expect(name.count == 16 && name.allSatisfy(\.isHexDigit))
        #expect(limiter.fileURL.deletingLastPathComponent().path == state.appendingPathComponent("rate").path)
        let contents = try String(contentsOf: limiter.fileURL, encoding: .utf8)
        #expect(!contents.contains(key) && !limiter.fileURL.path.contains(key))
        #expect(SharedRateLimiter.fileName(forKey: key) != SharedRateLimiter.fileName(forKey: key + "x"))
    }

    @Test func twoLimitersOnOneDirectoryShareTheBucket() throws {
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let first = SharedRateLimiter(rate: 2, key: key, stateDirectory: state)
        let second = SharedRateLimiter(rate: 2, key: key, stateDirectory: state)
        let now = Date().timeIntervalSince1970

        // Capacity 2: the first two go at once, each later one half a second after the last,
        // whichever limiter takes it.
        let waits = try [first, second, first, second].map { try $0.reserve(now: now) }
        #expect(waits == [0, 0, 0.5, 1.0])
    }

    @Test func differentKeysHaveDifferentBuckets() throws {
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let now = Date().timeIntervalSince1970
        let mine = SharedRateLimiter(rate: 1, key: key, stateDirectory: state)
        let theirs = SharedRateLimiter(rate: 1, key: "OTHERKEY", stateDirectory: state)
        #expect(try mine.reserve(now: now) == 0)
        #expect(try theirs.reserve(now: now) == 0)
    }

    @Test func aCorruptFileCountsAsAFullBucket() throws {
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let limiter = SharedRateLimiter(rate: 1, key: key, stateDirectory: state)
        try FileManager.default.createDirectory(
            at: limiter.fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        let deepDebtThenPadding = "-50 \(Date().timeIntervalSince1970)" + String(repeating: " ", count: 200)
        for garbage in ["", "not a bucket", String(repeating: "9", count: 500), deepDebtThenPadding] {
            try Data(garbage.utf8).write(to: limiter.fileURL)
            #expect(try limiter.reserve() == 0)
        }
    }

    @Test func waitsForAnotherProcessHoldingTheLock() throws {
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let limiter = SharedRateLimiter(rate: 100, key: key, stateDirectory: state)
        _ = try limiter.reserve()

        // flock(1) is another process taking the same lock on the same file.
        let holder = Process()
        holder.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        holder.arguments = [limiter.fileURL.path, "-c", "echo locked; sleep 1"]
        let output = Pipe()
        holder.standardOutput = output
        try holder.run()
        defer { holder.waitUntilExit() }
        let announcement = try output.fileHandleForReading.read(upToCount: 7)
        #expect(announcement == Data("locked\n".utf8))

        let start = ContinuousClock.now
        _ = try limiter.reserve()
        #expect(ContinuousClock.now - start >= .milliseconds(500))
    }

    @Test func anUnusableStateDirectoryIsReported() throws {
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let blocker = state.appendingPathComponent("file")
        try Data().write(to: blocker)
        let limiter = SharedRateLimiter(rate: 1, key: key, stateDirectory: blocker)
        #expect(throws: TransportError.self) { try limiter.reserve() }
    }
}
