// `records`: for each measure, the player's best match: the largest value, ties to the smallest match_id so that
// the answer does not depend on input order.
import SteamModels

struct Records: Aggregate {
    struct Best: Sendable, Equatable {
        var value: ExactNumber
        var matchID: Int64
        var startTime: Int64?
        var heroID: Int64?

        func beats(_ other: Best) -> Bool { value > other.value || (value == other.value && matchID < other.matchID) }
    }

    private var best: [String: Best] = [:]

    init(_ statistic: Statistic) {}

    mutating func add(_ row: PlayerRow) {
        let matchID = row.match.matchID ?? 0
        row.forEachMeasure { name, value in
            consider(name, Best(value: value, matchID: matchID, startTime: row.match.startTime, heroID: row.player.heroID))
        }
    }

    private mutating func consider(_ field: String, _ candidate: Best) {
        if best[field].map({ candidate.beats($0) }) ?? true { best[field] = candidate }
    }

    mutating func merge(_ other: Records) {
        for (field, candidate) in other.best { consider(field, candidate) }
    }

    func entries() -> [JSONObject] { answer() }

    mutating func absorb(_ entry: JSONObject) throws(StateError) {
        consider(try entry.text("field"), Best(
            value: try entry.exact("value"), matchID: try entry.integer("match_id"),
            startTime: entry["start_time"]?.integer(Int64.self), heroID: entry["hero_id"]?.integer(Int64.self)
        ))
    }

    func answer() -> [JSONObject] {
        best.sorted { $0.key < $1.key }.map { field, best in
            JSONObject([
                "field": .string(field), "value": .exact(best.value), "match_id": .int(best.matchID),
                "start_time": best.startTime.map(JSONValue.int) ?? .null, "hero_id": best.heroID.map(JSONValue.int) ?? .null,
            ])
        }
    }
}
