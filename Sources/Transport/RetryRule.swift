// RetryRule: whether one request may be repeated, and which answers end its attempts early.
import FoundationEssentials
import Glibc

public struct RetryRule: Sendable {
    let retries: Bool
    let isFinal: (@Sendable (_ status: Int, _ body: Data) -> Bool)?

    /// 429s, 5xx answers and transient transport failures are retried, as the RetryPolicy says.
    public static let standard = RetryRule(retries: true, isFinal: nil)

    /// One attempt only, for requests that must not be repeated, such as a single-use OpenID check.
    public static let never = RetryRule(retries: false, isFinal: nil)

    /// As `.standard`, except that an answer `finalWhen` accepts is returned at
    /// once although its status is normally retried. GetMatchDetails, for one,
    /// answers every request with HTTP 500 `{}` since 2024: that is an answer
    /// to fall back from, and repeating it only spends the rate.
    public static func standard(
        finalWhen isFinal: @escaping @Sendable (_ status: Int, _ body: Data) -> Bool
    ) -> RetryRule {
        RetryRule(retries: true, isFinal: isFinal)
    }

    /// Whether `outcome` ends the attempts even though it would be retried.
    func endsAttempts(_ outcome: AttemptOutcome) -> Bool {
        guard case .answered(let status, _, let body) = outcome, let isFinal else { return false }
        return isFinal(status, body)
    }
}
