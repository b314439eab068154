// One player's sessions on one replay day, drawn from that player's and day's own stream: each comes online, may play
// a game (now and then switching to another) or step away for a while, and ends offline, away or snoozing.

struct PresenceDay {
    /// In time order, all within the day. Every session starts online, so each offline mark is a log-off.
    let marks: [PresenceMark]

    init(slot: Int, day: Int, habits: PresenceHabits, calendar: EventCalendar, seeds: WorldSeeds) {
        var rng = seeds.stream(.presenceDay, index: EventCalendar.index(period: day, slot: slot))
        guard rng.percent(habits.activeDaysPercent) else {
            marks = []
            return
        }
        let dayStart = calendar.start(ofPeriod: day, length: EventCalendar.secondsPerDay)
        let starts = (0..<rng.element(of: [1, 1, 1, 2, 2, 3]))
            .map { _ in rng.int(in: 0...(EventCalendar.secondsPerDay - 1)) }
            .sorted()
        var marks: [PresenceMark] = []
        for (index, start) in starts.enumerated() {
            let nextStart = index + 1 < starts.count ? starts[index + 1] : EventCalendar.secondsPerDay
            // A session ends before the next begins and before the day ends, so no day's marks reach into another's.
            let length = min(nextStart - 1 - start, rng.int(in: (20 * 60)...(5 * 3_600)))
            guard length >= 60 else { continue }
            marks += Self.session(from: dayStart + start, length: length, habits: habits, rng: &rng)
        }
        self.marks = marks
    }

    /// At least a minute long, so every mark falls on a later second than the one before.
    private static func session(
        from start: Int, length: Int, habits: PresenceHabits, rng: inout SplitMix64
    ) -> [PresenceMark] {
        let online = rng.element(of: [1, 1, 1, 1, 1, 2, 5, 6])
        var marks = [PresenceMark(time: start, presence: Presence(state: online, game: nil))]
        if rng.percent(60) {
            let first = habits.game(rng: &rng)
            marks.append(PresenceMark(time: start + length / 10, presence: Presence(state: online, game: first)))
            if rng.percent(25) {
                let second = habits.game(rng: &rng)
                marks.append(PresenceMark(time: start + length / 2, presence: Presence(state: online, game: second)))
            }
        } else if rng.percent(30) {
            marks.append(PresenceMark(time: start + length / 3, presence: Presence(state: 3, game: nil)))
            marks.append(PresenceMark(time: start + 2 * length / 3, presence: Presence(state: online, game: nil)))
        }
        let end = rng.element(of: [0, 0, 0, 0, 0, 3, 3, 3, 4, 4])
        marks.append(PresenceMark(time: start + length, presence: Presence(state: end, game: nil)))
        return marks
    }
}
