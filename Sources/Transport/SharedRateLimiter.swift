// SharedRateLimiter: one token bucket per API key, in a locked file every process shares.
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every steam-pipes process on the machine that uses the same key takes its
/// tokens from the same file, `<stateDirectory>/rate/<hash of key>`, so tools
/// running side by side in one pipe share one rate. Each reservation opens
/// the file afresh: flock locks belong to an open file description, so a
/// descriptor per reservation also keeps threads of one process apart.
struct SharedRateLimiter: Sendable {
    let rate: Double
    let fileURL: URL

    init(rate: Double, key: String, stateDirectory: URL) {
        self.rate = rate
        fileURL = stateDirectory
            .appendingPathComponent("rate", isDirectory: true)
            .appendingPathComponent(SharedRateLimiter.fileName(forKey: key))
    }

    /// A full bucket allows a burst of one second's worth of requests, and at least one.
    var capacity: Double { max(1, rate) }

    /// Waits until this process may send one request. The lock is held only to
    /// read and write the bucket; the wait itself happens outside it, so other
    /// processes can queue up behind this one meanwhile.
    func waitForTurn() async throws {
        let wait = try reserve()
        if wait > 0 {
            try await Task.sleep(for: .seconds(wait))
        }
    }

    /// Takes one token and returns the seconds to wait before using it.
    /// Blocks the calling thread while another process holds the lock, which
    /// is only ever for one read and one write.
    func reserve(now: Double = Date().timeIntervalSince1970) throws -> Double {
        let descriptor = try openBucketFile()
        // Closing the descriptor also releases the lock.
        defer { close(descriptor) }
        try retryingInterrupts("lock") { flock(descriptor, LOCK_EX) }
        var bucket =
            TokenBucket(fileContents: try readContents(of: descriptor))
            ?? TokenBucket(tokens: capacity, updatedAt: now)
        let wait = bucket.take(at: now, rate: rate, capacity: capacity)
        try writeContents(bucket.fileContents, to: descriptor)
        return wait
    }

    /// 64-bit FNV-1a of the key, in hex: stable across processes and runs
    /// (unlike Hasher), and it keeps the key itself off the disk.
    static func fileName(forKey key: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    private func openBucketFile() throws -> Int32 {
        let openFile = { open(fileURL.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600) }
        var descriptor = openFile()
        if descriptor < 0 && errno == ENOENT {
            do {
                try FileManager.default.createDirectory(
                    at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true,
                    attributes: [.posixPermissions: 0o700])
            } catch {
                throw TransportError.rateLimitState(path: fileURL.path, reason: "\(error)")
            }
            descriptor = openFile()
        }
        guard descriptor >= 0 else { throw failure("open") }
        return descriptor
    }

    private func readContents(of descriptor: Int32) throws -> String {
        // The file holds two numbers. Anything longer is corrupt: it reads as
        // empty, which the caller treats as a full bucket.
        let limit = 128
        var buffer = [UInt8](repeating: 0, count: limit + 1)
        let count = try retryingInterrupts("read") { pread(descriptor, &buffer, buffer.count, 0) }
        return count > limit ? "" : String(decoding: buffer.prefix(count), as: UTF8.self)
    }

    private func writeContents(_ contents: String, to descriptor: Int32) throws {
        let bytes = Array(contents.utf8)
        try retryingInterrupts("truncate") { ftruncate(descriptor, 0) }
        let written = try retryingInterrupts("write") { pwrite(descriptor, bytes, bytes.count, 0) }
        guard written == bytes.count else {
            throw TransportError.rateLimitState(path: fileURL.path, reason: "short write")
        }
    }

    @discardableResult
    private func retryingInterrupts<Result: BinaryInteger>(
        _ operation: String, _ call: () -> Result
    ) throws -> Result {
        while true {
            let result = call()
            if result >= 0 { return result }
            if errno != EINTR { throw failure(operation) }
        }
    }

    private func failure(_ operation: String) -> TransportError {
        .rateLimitState(path: fileURL.path, reason: "\(operation): \(String(cString: strerror(errno)))")
    }
}
