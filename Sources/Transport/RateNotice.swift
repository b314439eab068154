// Rate notices: the line a user sees while a request waits more than a second for the shared rate limit.
import FoundationEssentials
import FoundationGaps
import Glibc

enum RateNotice {
    /// "waiting 3.2 s for the shared rate limit (--rate 0.3) before GetPlayerSummaries"; with a learned rate, what
    /// Valve's 429s lowered it to.
    static func text(
        url: String, wait: Double, configuredRate: Double?, rateClass: RateClass, learnedRate: Double? = nil
    ) -> String {
        let seconds = CFormat.string("%.1f", wait)
        let configuredRate = rateClass.applicable(configured: configuredRate)
        var limits = configuredRate.map { ["\(RateClass.standardFlag) \(number($0))"] } ?? []
        if let ceiling = rateClass.ceiling, configuredRate.map({ ceiling < $0 }) ?? true {
            limits.append(
                rateClass.flag == RateClass.standardFlag
                    ? "at most \(number(ceiling))/s for \(rateClass.name) requests" : "\(rateClass.flag) \(number(ceiling))")
        }
        if let learnedRate { limits.append("lowered by Valve's 429s to \(number(learnedRate))/s") }
        let endpoint = RetryNotice.endpointName(url)
        return redactingKey(
            "waiting \(seconds) s for the shared rate limit (\(limits.joined(separator: "; "))) before \(endpoint)")
    }

    /// The line --verbose shows when Valve's answers change a class's learned rate: "GetMatchHistoryBySequenceNum
    /// answered 429 without Retry-After: match-sequence requests now go at 0.5/s from every process using this key
    /// (--sequence-rate 1)".
    static func learned(_ change: LearnedRate.Change, url: String, rateClass: RateClass, configured: Double) -> String {
        let endpoint = RetryNotice.endpointName(url)
        let setting = "(\(rateClass.flag) \(number(configured)))"
        let what = "\(rateClass.name) requests"
        return switch change {
        case .lowered(let rate):
            "\(endpoint) answered 429 without Retry-After: \(what) now go at \(number(rate))/s from every process "
                + "using this key \(setting)"
        case .raised(let rate):
            "\(LearnedRate.successesPerStep) answers in a row: \(what) now go at \(number(rate))/s \(setting)"
        case .restored(let rate):
            "\(LearnedRate.successesPerStep) answers in a row: \(what) are back at \(number(rate))/s \(setting)"
        }
    }

    private static func number(_ value: Double) -> String {
        RateClass.spoken(value)
    }
}
