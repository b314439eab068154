// Reads the dates `steam-replay generate` takes: a UTC day (2020-12-01) or a UTC second (2020-12-01T18:30:00Z).

public enum CorpusDate {
    /// Unix seconds, or nil for text in neither form or naming no real day.
    public static func unixSeconds(_ text: String) -> Int? {
        let parts = text.split(separator: "T", maxSplits: 1, omittingEmptySubsequences: false)
        guard let day = parts.first.flatMap(dayNumber) else { return nil }
        guard parts.count == 2 else { return day * 86_400 }
        guard let second = secondOfDay(parts[1]) else { return nil }
        return day * 86_400 + second
    }

    /// Days since 1970-01-01 for `YYYY-MM-DD`.
    private static func dayNumber(_ text: Substring) -> Int? {
        let fields = text.split(separator: "-", omittingEmptySubsequences: false)
        guard fields.count == 3, fields[0].count == 4, fields[1].count == 2, fields[2].count == 2,
              let year = Int(fields[0]), let month = Int(fields[1]), let day = Int(fields[2]),
              (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day)
        else { return nil }
        return daysSinceEpoch(year: year, month: month, day: day)
    }

    /// Seconds since midnight for `HH:MM:SSZ`.
    private static func secondOfDay(_ text: Substring) -> Int? {
        guard text.hasSuffix("Z") else { return nil }
        let fields = text.dropLast().split(separator: ":", omittingEmptySubsequences: false)
        guard fields.count == 3, fields.allSatisfy({ $0.count == 2 }),
              let hour = Int(fields[0]), let minute = Int(fields[1]), let second = Int(fields[2]),
              (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second)
        else { return nil }
        return hour * 3_600 + minute * 60 + second
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        return [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    /// The proleptic Gregorian calendar counted in 400-year eras of 146,097 days, with years starting in March so
    /// that the leap day falls at the end of one.
    private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
