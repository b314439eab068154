// `by KEY… --metric M…`: games, wins and n/sum/min/max/avg of each metric, grouped by any fields of the player's
// view. Keys are values as the record had them; a missing key is null and groups with the other nulls.
import SteamModels

struct GroupBy: Aggregate {
    struct Group: Sendable, Equatable, Combinable {
        var count = GameCount()
        var metrics: [Measure]

        mutating func merge(_ other: Group) {
            count += other.count
            for index in metrics.indices { metrics[index].merge(other.metrics[index]) }
        }
    }

    private var groups: [[FieldValue]: Group] = [:]
    private let keys: [String]
    private let metrics: [String]

    init(_ statistic: Statistic) {
        guard case .by(let keys, let metrics) = statistic else { preconditionFailure("GroupBy for \(statistic)") }
        self.keys = keys
        self.metrics = metrics
    }

    mutating func add(_ row: PlayerRow) {
        let key = keys.map { row.value($0) ?? .null }
        var group = groups[key] ?? Group(metrics: Array(repeating: Measure(), count: metrics.count))
        group.count.add(won: row.won)
        for (index, metric) in metrics.enumerated() {
            if let value = row.measure(metric) { group.metrics[index].add(value) }
        }
        groups[key] = group
    }

    mutating func merge(_ other: GroupBy) {
        for (key, group) in other.groups { groups.combine(key, group) }
    }

    func entries() -> [JSONObject] {
        groups.map { key, group in
            JSONObject([
                "key": .array(key.map(\.json)), "games": .int(group.count.games), "win": .int(group.count.win),
                "metrics": .array(group.metrics.map { measure in
                    .object(JSONObject([
                        "n": .int(measure.n), "sum": .exact(measure.sum),
                        "min": measure.min.map(JSONValue.exact) ?? .null, "max": measure.max.map(JSONValue.exact) ?? .null,
                    ]))
                }),
            ])
        }
    }

    mutating func absorb(_ entry: JSONObject) throws(StateError) {
        guard let key = entry["key"]?.array, key.count == keys.count,
              let metricValues = entry["metrics"]?.array, metricValues.count == metrics.count
        else { throw StateError(problem: "a `by` entry whose keys or metrics do not match the query") }
        var group = Group(count: GameCount(games: try entry.integer("games"), win: try entry.integer("win")), metrics: [])
        for value in metricValues {
            guard let object = value.object else { throw StateError(problem: "a `by` metric is not an object") }
            let min = try object["min"] == .null ? nil : object.exact("min")
            let max = try object["max"] == .null ? nil : object.exact("max")
            group.metrics.append(Measure(n: try object.integer("n"), sum: try object.exact("sum"), min: min, max: max))
        }
        groups.combine(try key.map { (value) throws(StateError) in try FieldValue(json: value) }, group)
    }

    func answer() -> [JSONObject] {
        groups.sorted { lhs, rhs in
            if lhs.value.count.games != rhs.value.count.games { return lhs.value.count.games > rhs.value.count.games }
            return FieldValue.orders(lhs.key, before: rhs.key)
        }.map { key, group in
            var record = JSONObject()
            for (name, value) in zip(keys, key) { record.append(name, value.json) }
            record.append("games", .int(group.count.games))
            record.append("win", .int(group.count.win))
            record.append("lose", .int(group.count.games - group.count.win))
            for (name, measure) in zip(metrics, group.metrics) {
                record.append("\(name)_n", .int(measure.n))
                record.append("\(name)_sum", .exact(measure.sum))
                record.append("\(name)_min", measure.min.map(JSONValue.exact) ?? .null)
                record.append("\(name)_max", measure.max.map(JSONValue.exact) ?? .null)
                record.append("\(name)_avg", .mean(measure.sum, measure.n))
            }
            return record
        }
    }
}

extension FieldValue {
    var json: JSONValue {
        switch self {
        case .number(let value): .exact(value)
        case .string(let text): .string(text)
        case .bool(let flag): .bool(flag)
        case .null: .null
        }
    }

    init(json: JSONValue) throws(StateError) {
        switch json {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .string(let text): self = .string(text)
        case .number(let text):
            guard let value = ExactNumber(json: Array(text.utf8)) else { throw StateError(problem: "a bad number \(text)") }
            self = .number(value)
        case .array, .object: throw StateError(problem: "a `by` key is an array or object")
        }
    }

    /// null first, then false and true, then numbers, then strings.
    private var rank: Int {
        switch self {
        case .null: 0
        case .bool: 1
        case .number: 2
        case .string: 3
        }
    }

    static func orders(_ lhs: [FieldValue], before rhs: [FieldValue]) -> Bool {
        for (left, right) in zip(lhs, rhs) where left != right {
            if left.rank != right.rank { return left.rank < right.rank }
            switch (left, right) {
            case (.bool(let a), .bool(let b)): return !a && b
            case (.number(let a), .number(let b)): return a < b
            case (.string(let a), .string(let b)): return a < b
            default: return false
            }
        }
        return false
    }
}
