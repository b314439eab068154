// TokenBucket: the arithmetic and the on-disk form of the shared rate bucket.

/// Holds up to a capacity of tokens and refills at `rate` per second. Taking
/// always succeeds, even into debt: a negative balance is a queue of callers
/// who each already know when their turn comes.
struct TokenBucket: Equatable {
    var tokens: Double
    /// Seconds since 1970. Wall-clock time, because every process on the
    /// machine must read it the same way; a monotonic clock restarts at boot
    /// while the file does not.
    var updatedAt: Double

    /// Refills for the time since the last take, takes one token, and returns
    /// the seconds the taker must wait before spending it.
    mutating func take(at now: Double, rate: Double, capacity: Double) -> Double {
        // A clock set back refills nothing but moves `updatedAt` with it, so it cannot jam the bucket.
        let elapsed = max(0, now - updatedAt)
        tokens = min(capacity, tokens + elapsed * rate) - 1
        updatedAt = now
        return tokens < 0 ? -tokens / rate : 0
    }
}

extension TokenBucket {
    /// Parses "<tokens> <updatedAt>"; nil for anything else, which callers treat as a full bucket.
    init?(fileContents: String) {
        let fields = fileContents.split(whereSeparator: \.isWhitespace)
        guard fields.count == 2,
            let tokens = Double(fields[0]), tokens.isFinite,
            let updatedAt = Double(fields[1]), updatedAt.isFinite
        else { return nil }
        self.init(tokens: tokens, updatedAt: updatedAt)
    }

    var fileContents: String {
        "\(tokens) \(updatedAt)\n"
    }
}
