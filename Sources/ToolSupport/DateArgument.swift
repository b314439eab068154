// A date on the command line (--since, --until): a UTC year or day, an ISO 8601 time, or unix seconds, read as a
// person typing it would mean it, and refused with an example when it is none of those.
import ArgumentParser
import FoundationEssentials
import Glibc

public struct DateArgument: ExpressibleByArgument, Sendable, Equatable {
    /// Unix seconds.
    public let seconds: Int64
    /// The first second after the span the text named, for a year (`2026`) or a day (`2026-05-23`) given alone, so
    /// that an end date can mean the whole of that year or day.
    private var spanEnd: Int64?

    public init(seconds: Int64) { self.seconds = seconds }

    /// The first second after the range this date closes: the next new year or midnight for a year or a day, the
    /// time itself otherwise.
    public var exclusiveEnd: Int64 { spanEnd ?? seconds }

    /// `2026` (its first second, UTC), `2026-05-23` (midnight UTC), `2026-05-23T18:30:00Z` or with an offset, or
    /// unix seconds such as `1779561000`. Four digits are a year, never unix seconds: second 2026 is in 1970's first
    /// hour, and a person who typed `--since 2026` meant the year.
    public init?(argument: String) {
        let text = argument.trimmingWhitespace()
        if text.utf8.count == 4, let year = Int(text) {
            guard year >= 1970, let start = DateArgument(argument: "\(text)-01-01"),
                let next = DateArgument(argument: "\(year + 1)-01-01")
            else { return nil }
            seconds = start.seconds
            spanEnd = next.seconds
            return
        }
        if !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            guard let seconds = Int64(text), seconds <= Self.latest else { return nil }
            self.seconds = seconds
            return
        }
        // The day-only style would also take the day off the front of a longer text, so only a day is given to it.
        let styles = text.utf8.count == 10
            ? [Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day()]
            : [Date.ISO8601FormatStyle(), Date.ISO8601FormatStyle(includingFractionalSeconds: true)]
        guard Self.fieldsInRange(text), let date = styles.lazy.compactMap({ try? $0.parse(text) }).first,
            date.timeIntervalSince1970 >= 0, date.timeIntervalSince1970 <= Double(Self.latest)
        else { return nil }
        seconds = Int64(date.timeIntervalSince1970.rounded(.down))
        if text.utf8.count == 10 { spanEnd = seconds + 86_400 }
    }

    /// Whether the day is one of its month's and the time one of a day's. Foundation rolls `2026-02-30` over to
    /// March 2 and takes hour 25, where a person who typed them made a mistake.
    static func fieldsInRange(_ text: String) -> Bool {
        guard let fields = text.wholeMatch(of: #/(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2}))?.*)?/#),
            let year = Int(fields.1), let month = Int(fields.2), let day = Int(fields.3), (1...12).contains(month)
        else { return false }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        guard (1...days).contains(day) else { return false }
        let hour = fields.4.flatMap { Int($0) } ?? 0, minute = fields.5.flatMap { Int($0) } ?? 0
        let second = fields.6.flatMap { Int($0) } ?? 0
        return hour <= 23 && minute <= 59 && second <= 59
    }

    /// The year 9999: beyond it no format here can write the date back.
    static let latest: Int64 = 253_402_300_799

    public static var defaultCompletionKind: CompletionKind { .default }
}
