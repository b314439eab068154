// Where the world's events fall in time: on whole Unix seconds from the replay clock's start on, drawn by replay day
// and replay month counted from that start, so which requests came first never moves one.

package struct EventCalendar: Sendable {
    static let secondsPerDay = 86_400
    static let secondsPerMonth = 30 * secondsPerDay

    /// The first whole second at or after the clock's start. No event falls before it, so the world at the start is
    /// the generated one.
    let origin: Int

    package init(clockStart: Double) {
        origin = Int(clockStart.rounded(.up))
    }

    /// How many periods of `length` seconds begin before `time`: every one that may hold an event seen by then.
    func periods(of length: Int, before time: Double) -> Int {
        guard time > Double(origin) else { return 0 }
        return Int(((time - Double(origin)) / Double(length)).rounded(.up))
    }

    /// The period of `length` seconds that holds `time`; 0 for any time before the origin.
    func period(of length: Int, holding time: Double) -> Int {
        guard time > Double(origin) else { return 0 }
        return Int(((time - Double(origin)) / Double(length)).rounded(.down))
    }

    func start(ofPeriod period: Int, length: Int) -> Int {
        origin + period * length
    }

    /// Slots are below 2^20 (AccountNumbering), so every (period, slot) pair has an index of its own.
    static func index(period: Int, slot: Int) -> Int {
        period << 20 | slot
    }
}
