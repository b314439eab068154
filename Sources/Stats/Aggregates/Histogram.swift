// `histogram FIELD`: OpenDota's buckets (size = ceil((max + 1) / bins), from 0) over one measure, made at the end
// from the exact distribution of values, so that the bucket size is the same however the input was split.
import SteamModels

struct Histogram: Aggregate {
    private var values: [ExactNumber: GameCount] = [:]
    private let field: String
    private let bins: Int

    init(_ statistic: Statistic) {
        guard case .histogram(let field, let bins) = statistic else { preconditionFailure("Histogram for \(statistic)") }
        self.field = field
        self.bins = bins
    }

    mutating func add(_ row: PlayerRow) {
        if let value = row.measure(field) { values[value, default: GameCount()].add(won: row.won) }
    }

    mutating func merge(_ other: Histogram) {
        for (value, count) in other.values { values[value, default: GameCount()] += count }
    }

    func entries() -> [JSONObject] {
        values.map { JSONObject(["value": .exact($0.key), "games": .int($0.value.games), "win": .int($0.value.win)]) }
    }

    mutating func absorb(_ entry: JSONObject) throws(StateError) {
        let value = try entry.exact("value")
        values[value, default: GameCount()] += GameCount(games: try entry.integer("games"), win: try entry.integer("win"))
    }

    func answer() -> [JSONObject] {
        guard let smallest = values.keys.min(), let largest = values.keys.max() else { return [] }
        let scale = ExactNumber.scale
        let low = min(0, smallest.floor)
        let span = largest.units - low * scale + scale
        let size = max(1, (span + Int128(bins) * scale - 1) / (Int128(bins) * scale))
        var buckets = [GameCount](repeating: GameCount(), count: bins)
        for (value, count) in values {
            let bucket = min(Int((value.units - low * scale) / (size * scale)), bins - 1)
            buckets[bucket] = buckets[bucket] + count
        }
        return buckets.enumerated().map { index, count in
            let x = low + size * Int128(index)
            return JSONObject(["x": .number(String(x)), "games": .int(count.games), "win": .int(count.win)])
        }
    }
}
