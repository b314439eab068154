// Retry notices: the line a user sees while Transport waits to try again.
import FoundationEssentials
import FoundationGaps
import Glibc

enum RetryNotice {
    /// "retrying GetPlayerSummaries in 1.3 s after HTTP 429 (attempt 2 of 4)"
    static func text(
        url: String, delay: Double, reason: String, nextAttempt: Int, maxAttempts: Int
    ) -> String {
        let seconds = CFormat.string("%.1f", delay)
        let attempt = "attempt \(nextAttempt) of \(maxAttempts)"
        return redactingKey("retrying \(endpointName(url)) in \(seconds) s after \(reason) (\(attempt))")
    }

    /// The method a Web API URL calls, such as `GetPlayerSummaries` for
    /// `/ISteamUser/GetPlayerSummaries/v2/`: the last path segment that is not
    /// a version. An OpenDota URL (`…/api/matches/8123`) is named by its path after `api`, whose last segment may
    /// be an id. Falls back to the redacted URL when the path names nothing.
    static func endpointName(_ url: String) -> String {
        let segments = URLComponents(string: url)?.path.split(scalar: "/") ?? []
        if let api = segments.lastIndex(of: "api"), api + 1 < segments.count {
            return "/" + segments[(api + 1)...].joined(separator: "/")
        }
        let isVersion = { (segment: Substring) in segment.wholeMatch(of: #/[vV]\d+/#) != nil }
        guard let name = segments.last(where: { !isVersion($0) }) else { return redactingKey(url) }
        return String(name)
    }
}
