// The friendships begun and ended on one replay day, drawn for the whole world from that day's own stream before any
// is read: when, which, who acts, and a number that picks the other side once the graph at that second is known.

struct FriendshipDay {
    /// About six a day in the world: over a year a changeable player gains about four friends.
    static let beginnings = 3...9
    /// About three a day.
    static let endings = 1...5

    package struct Change {
        let time: Int
        let begins: Bool
        let actor: UInt64
        let pick: UInt64
    }

    /// In time order; two at the same second keep the order drawn.
    let changes: [Change]

    init(day: Int, calendar: EventCalendar, seeds: WorldSeeds) {
        var rng = seeds.stream(.friendChanges, index: day)
        let dayStart = calendar.start(ofPeriod: day, length: EventCalendar.secondsPerDay)
        let kinds = Array(repeating: true, count: rng.int(in: Self.beginnings))
            + Array(repeating: false, count: rng.int(in: Self.endings))
        changes = kinds
            .map { begins in
                Change(
                    time: dayStart + rng.int(in: 0...(EventCalendar.secondsPerDay - 1)), begins: begins,
                    actor: rng.next(), pick: rng.next()
                )
            }
            .enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }
}
