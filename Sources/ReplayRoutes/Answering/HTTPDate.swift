// The Date header's IMF-fixdate (RFC 9110 §5.6.7), e.g. "Thu, 01 Oct 2026 00:00:00 GMT": the replay stamps each
// answer of Valve's and OpenDota's with the replay clock's now, as those servers stamp theirs with their own time, so a
// client that counts days back from the server's now (OpenDota's `date`) counts them in the world it talks to.

import Glibc

enum HTTPDate {
    /// The format's day and month names are English by definition, whatever the locale, so they are written here
    /// rather than asked of strftime.
    private static let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func imfFixdate(unixSeconds: Double) -> String {
        var seconds = time_t(unixSeconds.rounded(.down))
        var fields = tm()
        gmtime_r(&seconds, &fields)
        func twoDigits(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        // The clock never runs before 1970, so the year always has its four digits.
        return "\(days[Int(fields.tm_wday)]), \(twoDigits(fields.tm_mday)) \(months[Int(fields.tm_mon)]) "
            + "\(fields.tm_year + 1900) \(twoDigits(fields.tm_hour)):\(twoDigits(fields.tm_min)):\(twoDigits(fields.tm_sec)) GMT"
    }
}
