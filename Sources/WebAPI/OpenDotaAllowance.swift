// OpenDotaAllowance: what OpenDota's answers say about the requests left. A spent minute waits for the next minute;
// a spent allowance (the keyless tier's month, or in OpenDota's newer words its day) stops the source for the rest of
// the run. Pure: the caller gives the time.
import FoundationEssentials
import FoundationGaps

struct OpenDotaAllowance: Sendable, Equatable {
    /// What one answer came to.
    enum Reading: Sendable, Equatable {
        /// An answer to judge as any other; the allowance may still have learned that the next request must wait.
        case answered
        /// HTTP 429 for this minute: ask again once the next minute starts.
        case minuteSpent
        /// HTTP 429 for the month's or the day's allowance, or none left of it: no more requests this run.
        case allowanceSpent
    }

    /// Unix seconds before which no request goes: the start of the next minute once this one is spent. OpenDota
    /// counts each wall-clock minute from its start.
    private(set) var resumesAt: Double = 0
    private(set) var allowanceSpent = false
    /// The pause last announced, so that many requests waiting out one minute make one note.
    private var announcedPause: Double = 0

    static let minuteHeader = "x-rate-limit-remaining-minute"
    static let monthHeader = "x-rate-limit-remaining-month"
    /// Today's OpenDota counts its keyless allowance by the day, in a header of its own (svc/web.ts).
    static let dayHeader = "x-rate-limit-remaining-day"

    /// Reads an answer's status, rate headers (names lowercased) and body, received at `now`.
    mutating func read(status: Int, headers: [String: String], body: Data, at now: Double) -> Reading {
        let minuteLeft = Self.count(headers[Self.minuteHeader])
        let allowanceLeft = [Self.monthHeader, Self.dayHeader].compactMap { Self.count(headers[$0]) }.min()
        // OpenDota says "monthly api limit exceeded" (or "daily …") for the allowance, "(minute) rate limit exceeded"
        // for the minute.
        if status == 429, String(decoding: body, as: UTF8.self).contains("api limit exceeded") || allowanceLeft.map({ $0 <= 0 }) == true {
            allowanceSpent = true
            return .allowanceSpent
        }
        // The answer that spends the month still stands; the request after it would be refused.
        if let allowanceLeft, allowanceLeft <= 0 { allowanceSpent = true }
        if status == 429 || minuteLeft.map({ $0 <= 0 }) == true {
            resumesAt = max(resumesAt, (now / 60).rounded(.down) * 60 + 60)
        }
        return status == 429 ? .minuteSpent : .answered
    }

    /// Seconds to wait at `now` before the next request.
    func wait(at now: Double) -> Double { max(0, resumesAt - now) }

    /// Whether a wait at `now` is the first of its pause, to be announced.
    mutating func announce(at now: Double) -> Bool {
        guard wait(at: now) > 0, announcedPause != resumesAt else { return false }
        announcedPause = resumesAt
        return true
    }

    private static func count(_ header: String?) -> Int? {
        header.flatMap { Int($0.trimmingBlanks()) }
    }
}
