// SharedRateLimiter: one token bucket per API key and rate class, in a locked file every process shares.
import Dispatch
import FoundationEssentials
import FoundationGaps

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every steam-pipes process on the machine that uses the same key takes its
/// tokens for one rate class from the same file,
/// `<stateDirectory>/rate/<hash of key>.<class name>`, so tools running side by
/// side in one pipe share one rate. Each look at the bucket opens the file
/// afresh: flock locks belong to an open file description, so a descriptor
/// per look also keeps threads of one process apart.
struct SharedRateLimiter: Sendable {
    let rate: Double
    let capacity: Double
    let fileURL: URL

    /// flock can block for as long as another process holds the lock, and
    /// pread and pwrite are blocking calls too: none of them may hold one of
    /// Swift's few cooperative threads, so they run here, one at a time.
    private static let fileQueue = DispatchQueue(label: "steam-pipes rate bucket")

    init(rate: Double, burst: Int, key: String, rateClass: RateClass, stateDirectory: URL) {
        self.rate = rate
        capacity = Double(burst)
        fileURL = Self.directory(in: stateDirectory)
            .appendingPathComponent(KeyTag.of(key) + "." + rateClass.fileNameComponent)
    }

    static func directory(in stateDirectory: URL) -> URL {
        stateDirectory.appendingPathComponent("rate", isDirectory: true)
    }

    /// Waits until this process may send one request, and returns when its
    /// token was taken by the wall clock every process shares. The lock is held
    /// only to read and write the bucket; the waits happen outside it.
    /// `announce` gets the whole wait once, when the coming sleep takes it past one second: under contention a
    /// request can lose several short turns in a row, and its notice says how long it waits in all, not its last turn.
    @discardableResult
    func waitForTurn(announce: (_ seconds: Double, _ learnedRate: Double?) -> Void) async throws -> Taken {
        var waited = 0.0
        var announced = false
        while true {
            let seen = try await offThePool { try look(now: Date().timeIntervalSince1970) }
            guard case .after(let seconds) = seen.turn else { return Taken(time: seen.time, learnedRate: seen.learnedRate) }
            let sleep = WaitLimits.clamped(seconds, to: WaitLimits.longestWait)
            if !announced && waited + sleep > 1 {
                announce(waited + sleep, seen.learnedRate)
                announced = true
            }
            try await WaitLimits.sleep(seconds: sleep)
            waited += sleep
        }
    }

    /// A token taken: when, and the learned rate that held then, if one did, so that the answer is worth learning from.
    struct Taken {
        let time: Double
        let learnedRate: Double?
    }

    /// What an answer to a request sent at `sentAt` teaches the class's rate: a 429 without Retry-After lowers it,
    /// any other answer counts toward raising it again.
    func learn(refused: Bool, sentAt: Double) async throws -> LearnedRate.Change? {
        try await offThePool {
            try withLockedBucket(now: Date().timeIntervalSince1970) { bucket, now in
                refused
                    ? bucket.learned.refused(configured: rate, sentAt: sentAt, at: now)
                    : bucket.learned.answered(configured: rate, at: now)
            }
        }
    }

    /// Whether a 429 lowered this bucket's rate within the learned rate's memory, in this process or another.
    func remembersARefusal() async throws -> Bool {
        try await offThePool {
            try withLockedBucket(now: Date().timeIntervalSince1970) { bucket, now in bucket.learned.isRemembered(at: now) }
        }
    }

    /// Takes a token if the bucket has one. Blocks the calling thread while
    /// another process holds the lock, which is only ever for one read and one write.
    func take(now: @autoclosure () -> Double = Date().timeIntervalSince1970) throws -> TokenBucket.Turn {
        try look(now: now()).turn
    }

    /// What one look at the bucket said, and when.
    private struct Look {
        let turn: TokenBucket.Turn
        let time: Double
        /// The rate 429s taught, while it holds.
        let learnedRate: Double?
    }

    private func offThePool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            SharedRateLimiter.fileQueue.async { continuation.resume(with: Result { try work() }) }
        }
    }

    private func look(now: @autoclosure () -> Double) throws -> Look {
        try withLockedBucket(now: now()) { bucket, time in
            let inForce = bucket.learned.inForce(configured: rate, at: time)
            let turn = bucket.take(at: time, rate: inForce, capacity: capacity)
            return Look(turn: turn, time: time, learnedRate: bucket.learned.isRemembered(at: time) ? inForce : nil)
        }
    }

    /// Reads the bucket under the lock, lets `change` update it, and writes it back. `now` is read once the lock is
    /// held, so time spent waiting for the lock is not counted twice.
    private func withLockedBucket<Value>(
        now: @autoclosure () -> Double, _ change: (inout TokenBucket, Double) -> Value
    ) throws -> Value {
        let descriptor = try openBucketFile()
        // Closing the descriptor also releases the lock.
        defer { close(descriptor) }
        try retryingInterrupts("lock") { flock(descriptor, LOCK_EX) }
        let time = now()
        var bucket =
            TokenBucket(fileContents: try readContents(of: descriptor))
            ?? TokenBucket(tokens: capacity, updatedAt: time)
        let result = change(&bucket, time)
        try writeContents(bucket.fileContents, to: descriptor)
        return result
    }

    private func openBucketFile() throws -> Int32 {
        let openFile = { open(fileURL.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600) }
        var descriptor = openFile()
        if descriptor < 0 && errno == ENOENT {
            // mkdir(2) itself, not FileManager: its error carries no errno on Linux, only "the file doesn't exist".
            var directory = ""
            for component in fileURL.deletingLastPathComponent().path.split(scalar: "/") {
                directory += "/" + component
                guard mkdir(directory, 0o700) == 0 || errno == EEXIST else {
                    let reason = String(cString: strerror(errno))
                    throw TransportError.rateLimitState(
                        path: fileURL.path,
                        reason: "cannot create \(directory): \(reason); "
                            + "set XDG_STATE_HOME to a directory you can write")
                }
            }
            descriptor = openFile()
        }
        guard descriptor >= 0 else { throw failure("open") }
        return descriptor
    }

    private func readContents(of descriptor: Int32) throws -> String {
        // The file holds at most five numbers. Anything longer is corrupt: it reads as
        // empty, which the caller treats as a full bucket.
        let limit = 256
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
