// `heroes`: per hero, the player's own games and wins on it, and games with it on his side and against it, with
// OpenDota's field names. This is the benchmark's statistic: counters live in an array indexed by hero id.
import SteamModels

struct HeroStats: Aggregate {
    struct Counters: Sendable, Equatable {
        var own = GameCount()
        var with = GameCount()
        var against = GameCount()
        var lastPlayed: Int64 = 0

        mutating func merge(_ other: Counters) {
            own = own + other.own
            with = with + other.with
            against = against + other.against
            lastPlayed = Swift.max(lastPlayed, other.lastPlayed)
        }

        var isEmpty: Bool { own.games == 0 && with.games == 0 && against.games == 0 }
    }

    /// Hero ids are below 200 today; a larger or negative id goes to the dictionary.
    private static let directCount = 256
    private var direct = [Counters](repeating: Counters(), count: directCount)
    private var other: [Int64: Counters] = [:]
    private let having: Int64

    init(_ statistic: Statistic) {
        guard case .heroes(let having) = statistic else { preconditionFailure("HeroStats for \(statistic)") }
        self.having = having
    }

    @inline(__always)
    private mutating func update(_ heroID: Int64, _ change: (inout Counters) -> Void) {
        if heroID >= 0, heroID < Self.directCount { change(&direct[Int(heroID)]) } else { change(&other[heroID, default: Counters()]) }
    }

    mutating func add(_ row: PlayerRow) {
        let match = row.match
        let side = match.players[row.index].isRadiant
        let won = row.won
        for index in 0..<match.playerCount {
            let player = match.players[index]
            // Hero 0 is an empty slot (a player who never picked), as OpenDota treats it.
            guard let heroID = player.heroID, heroID > 0 else { continue }
            if index == row.index {
                update(heroID) { counters in
                    counters.own.add(won: won)
                    counters.lastPlayed = Swift.max(counters.lastPlayed, match.startTime ?? 0)
                }
            } else if player.isRadiant == side {
                update(heroID) { $0.with.add(won: won) }
            } else {
                update(heroID) { $0.against.add(won: won) }
            }
        }
    }

    private var all: [(heroID: Int64, counters: Counters)] {
        direct.enumerated().compactMap { $0.element.isEmpty ? nil : (Int64($0.offset), $0.element) }
            + other.map { ($0.key, $0.value) }
    }

    mutating func merge(_ other: HeroStats) {
        for (heroID, counters) in other.all { update(heroID) { $0.merge(counters) } }
    }

    func entries() -> [JSONObject] {
        all.map { hero in
            JSONObject([
                "hero_id": .int(hero.heroID), "last_played": .int(hero.counters.lastPlayed),
                "games": .int(hero.counters.own.games), "win": .int(hero.counters.own.win),
                "with_games": .int(hero.counters.with.games), "with_win": .int(hero.counters.with.win),
                "against_games": .int(hero.counters.against.games), "against_win": .int(hero.counters.against.win),
            ])
        }
    }

    mutating func absorb(_ entry: JSONObject) throws(StateError) {
        let counters = Counters(
            own: GameCount(games: try entry.integer("games"), win: try entry.integer("win")),
            with: GameCount(games: try entry.integer("with_games"), win: try entry.integer("with_win")),
            against: GameCount(games: try entry.integer("against_games"), win: try entry.integer("against_win")),
            lastPlayed: try entry.integer("last_played")
        )
        update(try entry.integer("hero_id")) { $0.merge(counters) }
    }

    func answer() -> [JSONObject] {
        all.filter { $0.counters.own.games >= having }
            .sorted { ($1.counters.own.games, $0.heroID) < ($0.counters.own.games, $1.heroID) }
            .map { hero in
                var record = JSONObject()
                record.append("hero_id", .int(hero.heroID))
                if let name = HeroNames.name(of: hero.heroID) { record.append("hero_name", .string(name)) }
                record.append("last_played", .int(hero.counters.lastPlayed))
                record.append("games", .int(hero.counters.own.games))
                record.append("win", .int(hero.counters.own.win))
                record.append("with_games", .int(hero.counters.with.games))
                record.append("with_win", .int(hero.counters.with.win))
                record.append("against_games", .int(hero.counters.against.games))
                record.append("against_win", .int(hero.counters.against.win))
                return record
            }
    }
}
