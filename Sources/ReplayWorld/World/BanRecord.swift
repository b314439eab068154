// A player's standing as GetPlayerBans reports it: the bans drawn for the years before the replay clock started, plus
// those the replay months have added by a given time.

package struct BanRecord: Sendable {
    package enum Kind: String {
        case vac = "vac_ban"
        case game = "game_ban"
    }

    package let communityBanned: Bool
    package private(set) var vacBans: Int
    package private(set) var gameBans: Int
    /// Unix seconds of the latest VAC or game ban; nil for an account never banned.
    private(set) var lastBan: Int?
    /// "none", "probation" or "banned", as Valve spells them.
    package let economyBan: String

    /// A few percent of accounts start with VAC or game bans, each last banned some time in the six years before the
    /// clock started (but not before the account existed), so DaysSinceLastBan grows as the clock moves.
    init(slot: Int, player: Player, calendar: EventCalendar, seeds: WorldSeeds) {
        var rng = seeds.stream(.bans, index: slot)
        vacBans = rng.percent(4) ? (rng.percent(75) ? 1 : rng.int(in: 2...3)) : 0
        gameBans = rng.percent(3) ? rng.int(in: 1...2) : 0
        communityBanned = rng.percent(1)
        economyBan = switch rng.int(in: 0...999) {
        case 0..<10: "probation"
        case 10..<15: "banned"
        default: "none"
        }
        let oldest = min(6 * 365 * EventCalendar.secondsPerDay, calendar.origin - player.timeCreated)
        let ago = rng.int(in: EventCalendar.secondsPerDay...max(EventCalendar.secondsPerDay, oldest))
        lastBan = vacBans + gameBans > 0 ? calendar.origin - ago : nil
    }

    package var isVACBanned: Bool { vacBans > 0 }

    func count(_ kind: Kind) -> Int {
        kind == .vac ? vacBans : gameBans
    }

    mutating func add(_ kind: Kind, at time: Int) {
        switch kind {
        case .vac: vacBans += 1
        case .game: gameBans += 1
        }
        lastBan = max(lastBan ?? time, time)
    }

    /// Whole days from the last ban to `now`; 0 for an account never banned, as Valve sends.
    package func daysSinceLastBan(at now: Double) -> Int {
        guard let lastBan else { return 0 }
        return max(0, Int(((now - Double(lastBan)) / Double(EventCalendar.secondsPerDay)).rounded(.down)))
    }
}
