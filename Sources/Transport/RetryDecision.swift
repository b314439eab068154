// Retry decisions: which outcomes earn another attempt, and how long to wait first.
import FoundationEssentials
import Glibc

extension AttemptOutcome {
    /// Why another attempt may fare better, in words for the retry notice,
    /// or nil when it would not: a 4xx other than 429 is the caller's mistake
    /// and repeating it only spends the rate budget.
    var retryReason: String? {
        switch self {
        case .answered(let status, _, _):
            return status == 429 || (500...599).contains(status) ? "HTTP \(status)" : nil
        case .failed(let failure):
            return failure.isTransient ? "curl error \(failure.code): \(failure.message)" : nil
        }
    }
}

extension RetryPolicy {
    /// The wait before the attempt after `attempt`: the server's own
    /// `Retry-After` on a 429 or 503 when it gives one, else jittered backoff.
    /// Either way no longer than `maxDelay`.
    func delay(
        after outcome: AttemptOutcome,
        attempt: Int,
        now: Date = Date(),
        using generator: inout some RandomNumberGenerator
    ) -> Double {
        if case .answered(let status, let headers, _) = outcome,
            status == 429 || status == 503,
            let value = headers["retry-after"],
            let requested = RetryAfter.seconds(fromHeader: value, now: now)
        {
            return min(maxDelay, requested)
        }
        return backoff(afterAttempt: attempt, using: &generator)
    }
}
