// `matches`: the player's newest matches, as OpenDota's recentMatches: at most `count` rows, newest first by
// start_time (a match without one last), then by match_id, in memory bounded by `count`.
import SteamModels

struct LastMatches: Aggregate {
    struct PlayedMatch: Sendable, Equatable {
        var matchID: Int64?
        var startTime: Int64?
        var heroID: Int64?
        var win: Bool
        var kills: Int64?
        var deaths: Int64?
        var assists: Int64?
        var goldPerMin: Int64?
        var xpPerMin: Int64?
        var duration: Int64?
        var gameMode: Int64?
        var lobbyType: Int64?

        /// A later start_time, a missing one being the oldest, then a larger match_id. The other fields order only
        /// two rows of one match in different forms, so that which of them is kept does not depend on input order.
        func isNewer(than other: PlayedMatch) -> Bool {
            if startTime != other.startTime { return Self.isGreater(startTime, other.startTime) }
            if matchID != other.matchID { return Self.isGreater(matchID, other.matchID) }
            for (mine, theirs) in zip(tieBreakers, other.tieBreakers) where mine != theirs {
                return Self.isGreater(mine, theirs)
            }
            return false
        }

        private var tieBreakers: [Int64?] {
            [heroID, win ? 1 : 0, kills, deaths, assists, goldPerMin, xpPerMin, duration, gameMode, lobbyType]
        }

        private static func isGreater(_ value: Int64?, _ other: Int64?) -> Bool {
            guard let value else { return false }
            guard let other else { return true }
            return value > other
        }
    }

    /// The record's numbers in answer order; hero_name and win are placed after hero_id.
    private static let numbers: [(name: String, field: WritableKeyPath<PlayedMatch, Int64?> & Sendable)] = [
        ("match_id", \.matchID), ("start_time", \.startTime), ("hero_id", \.heroID), ("kills", \.kills),
        ("deaths", \.deaths), ("assists", \.assists), ("gold_per_min", \.goldPerMin), ("xp_per_min", \.xpPerMin),
        ("duration", \.duration), ("game_mode", \.gameMode), ("lobby_type", \.lobbyType),
    ]

    /// Candidates, fewer than twice `count`: sorting and cutting only when that fills keeps a row's usual cost at one
    /// comparison with the oldest kept. After a cut the first `count` are the newest, in order, and later candidates
    /// are appended behind them.
    private var kept: [PlayedMatch] = []
    private var wasCut = false
    private let count: Int
    private let cutAt: Int

    init(_ statistic: Statistic) {
        guard case .matches(let count) = statistic else { preconditionFailure("LastMatches for \(statistic)") }
        self.count = max(0, count)
        let doubled = self.count.multipliedReportingOverflow(by: 2)
        cutAt = doubled.overflow ? Int.max : doubled.partialValue
    }

    mutating func add(_ row: PlayerRow) {
        let match = row.match
        let player = row.player
        consider(PlayedMatch(
            matchID: match.matchID, startTime: match.startTime, heroID: player.heroID, win: row.won,
            kills: player.kills, deaths: player.deaths, assists: player.assists, goldPerMin: player.goldPerMin,
            xpPerMin: player.xpPerMin, duration: match.duration, gameMode: match.gameMode, lobbyType: match.lobbyType
        ))
    }

    private mutating func consider(_ played: PlayedMatch) {
        guard count > 0 else { return }
        // After a cut, `count` kept matches are at least as new, so a row no newer can never be in the answer.
        if wasCut, !played.isNewer(than: kept[count - 1]) { return }
        kept.append(played)
        if kept.count >= cutAt { cut() }
    }

    private mutating func cut() {
        kept.sort { $0.isNewer(than: $1) }
        kept.removeSubrange(count...)
        wasCut = true
    }

    mutating func merge(_ other: LastMatches) {
        for played in other.kept { consider(played) }
    }

    /// The answer's records: at most `count`, however many candidates are held.
    func entries() -> [JSONObject] { answer() }

    mutating func absorb(_ entry: JSONObject) throws(StateError) {
        guard let win = entry["win"]?.bool else { throw StateError(problem: "entry has no true or false \"win\"") }
        var played = PlayedMatch(win: win)
        for number in Self.numbers { played[keyPath: number.field] = try entry.optionalInteger(number.name) }
        consider(played)
    }

    func answer() -> [JSONObject] {
        kept.sorted { $0.isNewer(than: $1) }.prefix(count).map { played in
            var record = JSONObject()
            for number in Self.numbers { record.append(number.name, .optionalInt(played[keyPath: number.field])) }
            record.set("win", .bool(played.win), after: "hero_id")
            if let name = played.heroID.flatMap(HeroNames.name(of:)) { record.set("hero_name", .string(name), after: "hero_id") }
            return record
        }
    }
}
