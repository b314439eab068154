// A token bucket on Unix seconds of whichever clock its caller reads: the shape of every limit the replay models for
// Valve, the per-key ones on the wall clock and appdetails' on the replay clock.

struct TokenBucket: Sendable {
    /// Unix seconds near today carry about 2e-7 s of rounding, so elapsed times that add up to a whole token can fall
    /// short of it by that much; a millionth of a token is no difference a client could measure.
    private static let rounding = 1e-6

    private var tokens: Double
    private var refilledAt: Double

    /// Full at `now`: a key's first requests pass.
    init(capacity: Double, at now: Double) {
        tokens = capacity
        refilledAt = now
    }

    /// Refills for the time since the last call, then takes one token if a whole one is there. Rate and capacity are
    /// passed on every call, so a change of settings holds from the next request on.
    mutating func take(rate: Double, capacity: Double, at now: Double) -> Bool {
        tokens = min(capacity, tokens + max(0, now - refilledAt) * rate)
        refilledAt = max(refilledAt, now)
        guard tokens >= 1 - Self.rounding else { return false }
        tokens = max(0, tokens - 1)
        return true
    }
}
