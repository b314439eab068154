// OpenDota's rate limits as its web.ts counts them: each tier's requests in the current real wall-clock minute, and the
// free tier's answered requests in the current real month. The replay has one free caller (OpenDota counts by IP, and
// every client here comes from loopback) and one keyed caller.

import FoundationEssentials

/// How many requests OpenDota allows; the defaults are OpenDota's own.
public struct OpenDotaLimits: Sendable, Equatable {
    /// Requests a minute without a valid key.
    public var minute: Int
    /// Requests a minute with the valid key.
    public var keyedMinute: Int
    /// Answered requests a month without a valid key; keyed requests have no monthly limit.
    public var month: Int

    public init(minute: Int = 60, keyedMinute: Int = 1_200, month: Int = 50_000) {
        self.minute = minute
        self.keyedMinute = keyedMinute
        self.month = month
    }
}

/// What the limiter says of one request: the headers every /api/ answer carries, and the refusal past a limit.
struct OpenDotaAdmission: Sendable {
    /// The tier's minute limit less its requests this minute, this one included: negative once past it.
    let remainingMinute: Int
    /// The month limit less the answered requests counted this month; nil for the keyed tier.
    let remainingMonth: Int?
    /// The 429's message: the minute's limit is checked first, then the month's.
    let refusal: String?

    var headers: [String: String] {
        var headers = ["X-Rate-Limit-Remaining-Minute": String(remainingMinute)]
        if let remainingMonth {
            headers["X-Rate-Limit-Remaining-Month"] = String(remainingMonth)
        }
        return headers
    }
}

actor OpenDotaRateLimiter {
    private var limits: OpenDotaLimits
    private var monthUsed = 0
    private var usedThisMinute: [OpenDotaTier: Int] = [:]
    /// Unix seconds, read at every request: the windows follow the real clock, not the replay's.
    private let wallClock: @Sendable () -> Double
    /// The window each count belongs to: whole minutes since the epoch (OpenDota's counter expires at the next whole
    /// minute), and year * 12 + month in UTC.
    private var minute: Int
    private var month: Int

    init(limits: OpenDotaLimits = OpenDotaLimits(), wallClock: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 }) {
        self.limits = limits
        self.wallClock = wallClock
        let now = wallClock()
        minute = Self.minute(of: now)
        month = Self.month(of: now)
    }

    /// Counts the request against its tier's minute, refused or not, as OpenDota does.
    func admit(_ tier: OpenDotaTier) -> OpenDotaAdmission {
        turnWindows()
        let used = usedThisMinute[tier, default: 0] + 1
        usedThisMinute[tier] = used
        let remainingMinute = (tier == .keyed ? limits.keyedMinute : limits.minute) - used
        let remainingMonth = tier == .free ? limits.month - monthUsed : nil
        let refusal: String?
        if remainingMinute < 0 {
            refusal = "rate limit exceeded"
        } else if tier == .free, monthUsed >= limits.month {
            refusal = "monthly api limit exceeded"
        } else {
            refusal = nil
        }
        return OpenDotaAdmission(remainingMinute: remainingMinute, remainingMonth: remainingMonth, refusal: refusal)
    }

    /// Counts a free-tier answer against the month once it is given, as OpenDota does when a response finishes: every
    /// status but 429 and the server errors.
    func answered(_ tier: OpenDotaTier, status: Int) {
        turnWindows()
        guard tier == .free, status != 429, status < 500 else { return }
        monthUsed += 1
    }

    /// Applies the fields the change gives and answers the settings as they then are.
    func change(_ change: OpenDotaSettingsChange) -> OpenDotaStatus {
        turnWindows()
        limits.minute = change.minuteLimit ?? limits.minute
        limits.keyedMinute = change.keyedMinuteLimit ?? limits.keyedMinute
        limits.month = change.monthLimit ?? limits.month
        monthUsed = change.monthUsed ?? monthUsed
        return status
    }

    var status: OpenDotaStatus {
        OpenDotaStatus(
            minuteLimit: limits.minute, keyedMinuteLimit: limits.keyedMinute, monthLimit: limits.month,
            monthUsed: monthUsed
        )
    }

    /// A new minute starts every tier's count afresh, a new month the free tier's monthly count.
    private func turnWindows() {
        let now = wallClock()
        if Self.minute(of: now) != minute {
            minute = Self.minute(of: now)
            usedThisMinute = [:]
        }
        if Self.month(of: now) != month {
            month = Self.month(of: now)
            monthUsed = 0
        }
    }

    private static func minute(of time: Double) -> Int {
        Int((time / 60).rounded(.down))
    }

    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar
    }()

    private static func month(of time: Double) -> Int {
        let parts = utc.dateComponents([.year, .month], from: Date(timeIntervalSince1970: time))
        return (parts.year ?? 0) * 12 + (parts.month ?? 0)
    }
}

/// GET /_replay/opendota's answer: the limits and the free tier's answered requests this month, under the names a POST
/// changes them by.
struct OpenDotaStatus: Encodable {
    let minuteLimit: Int
    let keyedMinuteLimit: Int
    let monthLimit: Int
    let monthUsed: Int

    typealias CodingKeys = OpenDotaSettingsChange.Field
}
