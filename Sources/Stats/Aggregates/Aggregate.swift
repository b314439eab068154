// The contract every statistic keeps: add a row (a player's row or a playtime snapshot), merge another partial
// result, write itself as state entries and read them back, and give the answer. Merging is exact, so any split
// of the input gives the same answer.
import SteamModels

public struct StateError: Error, Sendable, Equatable, CustomStringConvertible {
    public let problem: String
    public var description: String { problem }
}

/// What every partial result keeps, whatever rows it is fed.
protocol PartialResult: Sendable {
    init(_ statistic: Statistic)
    mutating func merge(_ other: Self)
    func entries() -> [JSONObject]
    mutating func absorb(_ entry: JSONObject) throws(StateError)
    func answer() -> [JSONObject]
}

/// A statistic of the player's rows in match records.
protocol Aggregate: PartialResult {
    mutating func add(_ row: PlayerRow)
}

/// A statistic of playtime snapshots.
protocol SnapshotAggregate: PartialResult {
    mutating func add(_ snapshot: Snapshot)
}

/// Reading and writing the numbers of state entries.
extension JSONObject {
    func integer(_ name: String) throws(StateError) -> Int64 {
        guard let value = self[name]?.integer(Int64.self) else {
            throw StateError(problem: "entry has no whole number \(quotedName(name))")
        }
        return value
    }

    func exact(_ name: String) throws(StateError) -> ExactNumber {
        guard case .number(let text)? = self[name], let value = ExactNumber(json: Array(text.utf8)) else {
            throw StateError(problem: "entry has no number \(quotedName(name))")
        }
        return value
    }

    func text(_ name: String) throws(StateError) -> String {
        guard let value = self[name]?.string else { throw StateError(problem: "entry has no string \(quotedName(name))") }
        return value
    }

    private func quotedName(_ name: String) -> String { "\"\(name)\"" }

    init(_ fields: KeyValuePairs<String, JSONValue>) {
        self.init()
        for (name, value) in fields { append(name, value) }
    }
}

extension JSONValue {
    static func int(_ value: Int64) -> JSONValue { .number(String(value)) }
    static func exact(_ value: ExactNumber) -> JSONValue { .number(value.description) }

    /// A mean as JSON: a double's shortest text, or null when there is nothing to divide.
    static func mean(_ sum: ExactNumber, _ count: Int64) -> JSONValue {
        guard count > 0 else { return .null }
        let value = sum.double / Double(count)
        return value.isFinite ? .number(value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)") : .null
    }
}

/// Counts of games and wins, the pair most statistics keep.
struct GameCount: Sendable, Equatable {
    var games: Int64 = 0
    var win: Int64 = 0

    mutating func add(won: Bool) {
        games += 1
        if won { win += 1 }
    }

    static func + (lhs: GameCount, rhs: GameCount) -> GameCount {
        GameCount(games: lhs.games + rhs.games, win: lhs.win + rhs.win)
    }

    static func += (lhs: inout GameCount, rhs: GameCount) { lhs = lhs + rhs }
}

/// n, sum, min and max of a measure.
struct Measure: Sendable, Equatable {
    var n: Int64 = 0
    var sum = ExactNumber.zero
    var min: ExactNumber?
    var max: ExactNumber?

    mutating func add(_ value: ExactNumber) {
        n += 1
        sum += value
        if min.map({ value < $0 }) ?? true { min = value }
        if max.map({ value > $0 }) ?? true { max = value }
    }

    mutating func merge(_ other: Measure) {
        n += other.n
        sum += other.sum
        if let otherMin = other.min, min.map({ otherMin < $0 }) ?? true { min = otherMin }
        if let otherMax = other.max, max.map({ otherMax > $0 }) ?? true { max = otherMax }
    }
}

/// A value kept per key that two partial results add up: a group's sums, a game's latest snapshot.
protocol Combinable {
    mutating func merge(_ other: Self)
}

extension Dictionary where Value: Combinable {
    /// Merges `value` into the one held under `key`, or keeps it when there is none.
    mutating func combine(_ key: Key, _ value: Value) {
        if var held = self[key] {
            held.merge(value)
            self[key] = held
        } else {
            self[key] = value
        }
    }
}
