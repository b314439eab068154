// `counts`: games and wins by leaver status, game mode, lobby type, lane role, region, patch and side, one record
// per value, where the record knows the value (OpenDota's /counts, flattened so a table can show it).
import SteamModels

struct Counts: Aggregate {
    static let fields = ["leaver_status", "game_mode", "lobby_type", "lane_role", "region", "patch", "is_radiant"]

    private var counts: [String: [Int64: GameCount]] = [:]

    init(_ statistic: Statistic) {}

    mutating func add(_ row: PlayerRow) {
        let player = row.player
        // OpenDota counts a null leaver_status or lane_role (an unparsed match's) under 0: Number(null) is 0. An
        // unknown cluster's region, which it counts under "NaN", is left out here.
        let values: [Int64?] = [
            player.leaverStatus ?? 0, row.match.gameMode, row.match.lobbyType, player.laneRole ?? 0,
            row.match.effectiveRegion, row.match.effectivePatch, player.isRadiant ? 1 : 0,
        ]
        for (field, value) in zip(Self.fields, values) {
            if let value { counts[field, default: [:]][value, default: GameCount()].add(won: row.won) }
        }
    }

    mutating func merge(_ other: Counts) {
        for (field, values) in other.counts {
            for (value, count) in values { counts[field, default: [:]][value, default: GameCount()] += count }
        }
    }

    func entries() -> [JSONObject] { answer() }

    mutating func absorb(_ entry: JSONObject) throws(StateError) {
        let field = try entry.text("field")
        guard Self.fields.contains(field) else { throw StateError(problem: "unknown counts field \"\(field)\"") }
        let count = GameCount(games: try entry.integer("games"), win: try entry.integer("win"))
        let value = try entry.integer("value")
        counts[field, default: [:]][value, default: GameCount()] += count
    }

    func answer() -> [JSONObject] {
        Self.fields.flatMap { field in
            (counts[field] ?? [:]).sorted { $0.key < $1.key }.map {
                JSONObject(["field": .string(field), "value": .int($0.key), "games": .int($0.value.games), "win": .int($0.value.win)])
            }
        }
    }
}
