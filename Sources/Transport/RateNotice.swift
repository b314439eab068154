// Rate notices: the line a user sees while a request waits more than a second for the shared rate limit.
import Foundation

enum RateNotice {
    /// "waiting 3.2 s for the shared rate limit (--rate 0.3) before GetPlayerSummaries"
    static func text(url: String, wait: Double, configuredRate: Double?, rateClass: RateClass) -> String {
        let seconds = String(format: "%.1f", wait)
        let configuredRate = rateClass.applicable(configured: configuredRate)
        var limits = configuredRate.map { ["--rate \(number($0))"] } ?? []
        if let ceiling = rateClass.ceiling, configuredRate.map({ ceiling < $0 }) ?? true {
            limits.append("at most \(number(ceiling))/s for \(rateClass.name) requests")
        }
        let endpoint = RetryNotice.endpointName(url)
        return redactingKey(
            "waiting \(seconds) s for the shared rate limit (\(limits.joined(separator: "; "))) before \(endpoint)")
    }

    /// 0.3 as "0.3" and 5 as "5", the way a user types --rate.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
