// Calendar periods in UTC for trends and `by` keys: a day, an ISO 8601 week (Monday first; the week belongs to the
// year of its Thursday, so 2021-01-03 is in 2020-W53), or a month. Plain arithmetic on days since 1970.

public enum Period: String, Sendable, Codable, CaseIterable {
    case day, week, month

    /// The first second of the period holding `time`.
    public func start(of time: Int64) -> Int64 {
        let day = Self.floorDivide(time, 86_400)
        switch self {
        case .day: return day * 86_400
        case .week:
            // 1970-01-01 was a Thursday: Monday-based weekday is (day + 3) mod 7.
            return (day - Self.floorModulo(day + 3, 7)) * 86_400
        case .month:
            let date = Self.civil(fromDays: day)
            return Self.days(year: date.year, month: date.month, day: 1) * 86_400
        }
    }

    /// "2025-01-05", "2025-W01", "2025-01".
    public func label(of time: Int64) -> String {
        let day = Self.floorDivide(start(of: time), 86_400)
        switch self {
        case .day:
            let date = Self.civil(fromDays: day)
            return "\(Self.year(date.year))-\(Self.twoDigits(date.month))-\(Self.twoDigits(date.day))"
        case .week:
            let thursday = Self.civil(fromDays: day + 3)
            let week = (day + 3 - Self.days(year: thursday.year, month: 1, day: 1)) / 7 + 1
            return "\(Self.year(thursday.year))-W\(Self.twoDigits(week))"
        case .month:
            let date = Self.civil(fromDays: day)
            return "\(Self.year(date.year))-\(Self.twoDigits(date.month))"
        }
    }

    private static func year(_ year: Int64) -> String {
        year >= 0 && year < 1000 ? String(repeating: "0", count: 4 - String(year).count) + String(year) : String(year)
    }

    private static func twoDigits(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }

    static func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
        let quotient = value / divisor
        return value % divisor < 0 ? quotient - 1 : quotient
    }

    static func floorModulo(_ value: Int64, _ divisor: Int64) -> Int64 { value - floorDivide(value, divisor) * divisor }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil).
    static func days(year: Int64, month: Int64, day: Int64) -> Int64 {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = floorDivide(shiftedYear, 400)
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func civil(fromDays days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = floorDivide(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
