// One player's rarer changes in one replay month: new display names, VAC bans and game bans, drawn from that player's
// and month's own stream.

struct AccountMonth {
    /// About one player in ten renames in a month.
    static let renameChance = 0.1
    /// Over 30 days the 600 players draw about 3.6 VAC bans and 3 game bans, so a month's test sees some.
    static let vacBanChance = 0.006
    static let gameBanChance = 0.005

    /// Each in time order.
    let renames: [(time: Int, name: String)]
    let vacBans: [Int]
    let gameBans: [Int]

    /// Counts are drawn by repeated chances (one more while the draw succeeds), so two bans in a month are possible
    /// but rarer still.
    init(slot: Int, vanity: String, month: Int, calendar: EventCalendar, seeds: WorldSeeds) {
        var rng = seeds.stream(.accountMonth, index: EventCalendar.index(period: month, slot: slot))
        let start = calendar.start(ofPeriod: month, length: EventCalendar.secondsPerMonth)
        func times(chance: Double) -> [Int] {
            var times: [Int] = []
            while rng.chance(chance) {
                times.append(start + rng.int(in: 0...(EventCalendar.secondsPerMonth - 1)))
            }
            return times.sorted()
        }
        renames = times(chance: Self.renameChance).map { time in
            (time, DisplayNames.personaname(vanity: vanity, rng: &rng))
        }
        vacBans = times(chance: Self.vacBanChance)
        gameBans = times(chance: Self.gameBanChance)
    }
}
