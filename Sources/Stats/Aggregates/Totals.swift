// `totals`: n and sum of every measure of the player's rows (numeric members that are not ids, plus kda,
// total_gold, abandons and duration), as OpenDota's /totals.
import SteamModels

struct Totals: Aggregate {
    private var fields: [String: Measure] = [:]

    init(_ statistic: Statistic) {}

    mutating func add(_ row: PlayerRow) {
        row.forEachMeasure { name, value in fields[name, default: Measure()].add(value) }
    }

    mutating func merge(_ other: Totals) {
        for (name, measure) in other.fields { fields[name, default: Measure()].merge(measure) }
    }

    func entries() -> [JSONObject] {
        fields.map { JSONObject(["field": .string($0.key), "n": .int($0.value.n), "sum": .exact($0.value.sum)]) }
    }

    mutating func absorb(_ entry: JSONObject) throws(StateError) {
        fields[try entry.text("field"), default: Measure()].merge(Measure(n: try entry.integer("n"), sum: try entry.exact("sum")))
    }

    func answer() -> [JSONObject] {
        fields.sorted { $0.key < $1.key }.map {
            JSONObject(["field": .string($0.key), "n": .int($0.value.n), "sum": .exact($0.value.sum)])
        }
    }
}
