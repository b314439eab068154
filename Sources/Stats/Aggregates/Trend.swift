// `trend FIELD`: one measure per day, ISO week or month (UTC), with a moving average over the last N periods that
// have the measure, weighted by their counts.
import SteamModels

struct Trend: Aggregate {
    struct Bucket: Sendable, Equatable {
        var count = GameCount()
        var measure = Measure()
    }

    private var periods: [Int64: Bucket] = [:]
    private let field: String
    private let period: Period
    private let window: Int

    init(_ statistic: Statistic) {
        guard case .trend(let field, let period, let window) = statistic else { preconditionFailure("Trend for \(statistic)") }
        self.field = field
        self.period = period
        self.window = window
    }

    /// Games and wins count every match of the period; n and sum only those with the field.
    mutating func add(_ row: PlayerRow) {
        guard let start = row.match.startTime else { return }
        let key = period.start(of: start)
        periods[key, default: Bucket()].count.add(won: row.won)
        if let value = row.measure(field) { periods[key, default: Bucket()].measure.add(value) }
    }

    private mutating func merge(_ key: Int64, _ bucket: Bucket) {
        var merged = periods[key] ?? Bucket()
        merged.count += bucket.count
        merged.measure.merge(bucket.measure)
        periods[key] = merged
    }

    mutating func merge(_ other: Trend) {
        for (key, bucket) in other.periods { merge(key, bucket) }
    }

    func entries() -> [JSONObject] {
        periods.map { key, bucket in
            JSONObject([
                "start": .int(key), "games": .int(bucket.count.games), "win": .int(bucket.count.win),
                "n": .int(bucket.measure.n), "sum": .exact(bucket.measure.sum),
            ])
        }
    }

    mutating func absorb(_ entry: JSONObject) throws(StateError) {
        merge(try entry.integer("start"), Bucket(
            count: GameCount(games: try entry.integer("games"), win: try entry.integer("win")),
            measure: Measure(n: try entry.integer("n"), sum: try entry.exact("sum"))
        ))
    }

    func answer() -> [JSONObject] {
        let ordered = periods.filter { $0.value.measure.n > 0 }.sorted { $0.key < $1.key }
        return ordered.enumerated().map { position, period in
            let bucket = period.value
            let moving: JSONValue
            if position + 1 >= window {
                let span = ordered[(position + 1 - window)...position]
                moving = .mean(span.reduce(.zero) { $0 + $1.value.measure.sum }, span.reduce(0) { $0 + $1.value.measure.n })
            } else {
                moving = .null
            }
            return JSONObject([
                "period": .string(self.period.label(of: period.key)), "start": .int(period.key),
                "games": .int(bucket.count.games), "win": .int(bucket.count.win), "n": .int(bucket.measure.n),
                "sum": .exact(bucket.measure.sum), "mean": .mean(bucket.measure.sum, bucket.measure.n),
                "moving_average": moving,
            ])
        }
    }
}
