// TokenBucket: the arithmetic and the on-disk form of the shared rate bucket, with the rate it learned.

/// Holds up to a capacity of tokens and refills at `rate` per second. A taker
/// gets a token now or learns how long until one is there; it never reserves
/// one ahead. So the file never holds a debt: a run killed while it waits
/// leaves nothing for the next run to pay, and that run's first request waits
/// at most one interval.
struct TokenBucket: Equatable {
    var tokens: Double
    /// Seconds since 1970. Wall-clock time, because every process on the
    /// machine must read it the same way; a monotonic clock restarts at boot
    /// while the file does not.
    var updatedAt: Double
    /// The rate Valve's 429s taught; the bucket refills at it while it holds.
    var learned = LearnedRate.none

    enum Turn: Equatable {
        /// A token was taken: send now.
        case now
        /// Nothing was taken: ask again after this many seconds.
        case after(seconds: Double)
    }

    /// Seconds of refill a taker may be short and still get its token. A
    /// timestamp near 1.7e9 s is only exact to about 0.2 µs, so a sleep computed
    /// to end as the token fills can read as a hair short of it and would ask
    /// again for nothing. A millisecond per interval is far below any rate Valve notices.
    private static let slackSeconds = 0.001

    /// Refills for the time since the last look, then takes one token if there is one.
    mutating func take(at now: Double, rate: Double, capacity: Double) -> Turn {
        // A clock set back refills nothing but moves `updatedAt` with it, so it cannot jam the bucket.
        let elapsed = max(0, now - updatedAt)
        // A negative balance is a debt an older version left behind, a balance over the
        // capacity a run with a larger burst: neither binds this one.
        tokens = min(capacity, max(0, tokens) + elapsed * rate)
        updatedAt = now
        guard tokens >= 1 - rate * TokenBucket.slackSeconds else {
            return .after(seconds: (1 - tokens) / rate)
        }
        tokens = max(0, tokens - 1)
        return .now
    }
}

extension TokenBucket {
    /// Parses "<tokens> <updatedAt>", then, once a rate was learned, "<rate> <changedAt> <successes>"; nil for
    /// anything else, which callers treat as a full bucket that learned nothing.
    init?(fileContents: String) {
        let fields = fileContents.split(whereSeparator: \.isWhitespace)
        let numbers = fields.compactMap { Double($0) }.filter(\.isFinite)
        guard fields.count == 2 || fields.count == 5, numbers.count == fields.count else { return nil }
        self.init(tokens: numbers[0], updatedAt: numbers[1])
        if fields.count == 5 {
            guard WaitLimits.rates.contains(numbers[2]), let successes = Int(fields[4]), successes >= 0 else { return nil }
            learned = LearnedRate(rate: numbers[2], changedAt: numbers[3], successes: successes)
        }
    }

    var fileContents: String {
        guard let rate = learned.rate else { return "\(tokens) \(updatedAt)\n" }
        return "\(tokens) \(updatedAt) \(rate) \(learned.changedAt) \(learned.successes)\n"
    }
}
