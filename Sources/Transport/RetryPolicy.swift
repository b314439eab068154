// RetryPolicy: how many attempts, and how long to back off between them.

public struct RetryPolicy: Sendable {
    /// Attempts in total, the first one included.
    public var maxAttempts: Int
    /// Seconds; the backoff ceiling after the first failed attempt.
    public var baseDelay: Double
    /// Seconds; no wait, backoff or Retry-After, is ever longer.
    public var maxDelay: Double

    public init(maxAttempts: Int = 4, baseDelay: Double = 0.5, maxDelay: Double = 20) {
        self.maxAttempts = maxAttempts
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
    }

    /// The longest backoff after `attempt` (1-based) failed: baseDelay·2^(attempt-1), capped.
    func backoffCeiling(afterAttempt attempt: Int) -> Double {
        // Past 2^62 the doubling would overflow; maxDelay has long since won.
        let doublings = min(max(attempt - 1, 0), 62)
        return min(maxDelay, baseDelay * Double(1 << doublings))
    }

    /// Full jitter: a uniform pick in [0, ceiling], so clients that failed
    /// together do not come back together.
    func backoff(
        afterAttempt attempt: Int,
        using generator: inout some RandomNumberGenerator
    ) -> Double {
        let ceiling = backoffCeiling(afterAttempt: attempt)
        guard ceiling > 0 else { return 0 }
        return Double.random(in: 0...ceiling, using: &generator)
    }
}
