// Retry-After: the wait a server asks for, given in seconds or as an HTTP-date.
internal import CCurl
import FoundationEssentials
import FoundationGaps
import Glibc

enum RetryAfter {
    /// The seconds a `Retry-After` value asks for, counted from `now`, or nil
    /// when the value is neither delta-seconds nor a date. A date in the past
    /// asks for no wait at all.
    static func seconds(fromHeader value: String, now: Date = Date()) -> Double? {
        let trimmed = value.trimmingBlanks()
        guard !trimmed.isEmpty else { return nil }
        if trimmed.allSatisfy({ $0.isASCII && $0.isNumber }) {
            return Double(trimmed)
        }
        // libcurl already parses every date form HTTP allows (IMF-fixdate,
        // RFC 850, asctime), so there is no formatter to keep here.
        let date = curl_getdate(trimmed, nil)
        guard date != -1 else { return nil }
        return max(0, Double(date) - now.timeIntervalSince1970)
    }
}
