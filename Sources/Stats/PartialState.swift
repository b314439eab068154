// Partial states as NDJSON: a header line with the version and the query, then one line per entry. `merge` reads
// any number of them, concatenated, checks that every header asks the same query, and adds the entries up.
// Hadoop Streaming sorts every line mappers print before its reducer sees them, so the states must survive that:
// a header's first member sorts before any entry's (its first byte, "@", is below every letter), so all headers
// come first, and entries add up in any order.
import FoundationEssentials
import SteamModels

public enum PartialState {
    /// 3: peers carry their --top, and OpenDota's rules for significance, side filters and counts changed answers.
    static let version = 3
    static let headerKey = "@stat_agg_state"
    /// Version 1's header, whose lines sorted after some entries.
    static let firstHeaderKey = "stat_agg_state"

    public static func lines(of aggregation: Aggregation) -> [[UInt8]] {
        var header = JSONObject()
        header.append(headerKey, .int(Int64(version)))
        header.append("query", (try? queryJSON(aggregation.query)) ?? .null)
        header.append("counted", .int(aggregation.counted))
        header.append("not_the_players", .int(aggregation.notThePlayers))
        header.append("filtered_out", .int(aggregation.filteredOut))
        return [JSONValue.object(header).jsonBytes] + aggregation.aggregate.entries().map { JSONValue.object($0).jsonBytes }
    }

    private static func queryJSON(_ query: Query) throws -> JSONValue {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try JSONValue.parse(encoder.encode(query))
    }

    /// Reads state lines one at a time into one Aggregation.
    public struct Reader: Sendable {
        public private(set) var aggregation: Aggregation?
        /// After a header that was refused, its entries are left out with it.
        private var skippingState = false
        /// The counts taken from the states so far (`summed`), added up. Each count the merged states hold, and
        /// each total an answer adds up, is a sum of some of them, so while this stays within Int64 none of those
        /// sums can overflow: without it, two states counting 2^62 games each trapped.
        private var magnitudes: UInt64 = 0

        public init() {}

        public mutating func read(line: [UInt8]) throws(StateError) {
            guard line.contains(where: { !isJSONWhitespace($0) }) else { return }
            let value: JSONValue
            do { value = try JSONValue.parse(line) } catch {
                throw StateError(problem: "not JSON: \(error)")
            }
            guard let object = value.object else { throw StateError(problem: "not a JSON object") }
            if let version = object[headerKey] {
                try header(object, version: version)
            } else if object[firstHeaderKey] != nil {
                skippingState = true
                throw StateError(problem: "a state of an older stat-agg (format 1); make it again with this one's --emit-state")
            } else {
                if skippingState { return }
                guard var current = aggregation else {
                    throw StateError(problem: "an entry before any state header; is this the output of --emit-state?")
                }
                let total = try magnitudes(adding: object)
                aggregation = nil
                defer { aggregation = current }
                try current.aggregate.absorb(object)
                magnitudes = total
            }
        }

        private mutating func header(_ object: JSONObject, version: JSONValue) throws(StateError) {
            skippingState = true
            guard version.integer(Int.self) == PartialState.version else {
                throw StateError(problem: "state version \(version.jsonBytes.text) is not \(PartialState.version)")
            }
            let query: Query
            do {
                query = try JSONDecoder().decode(Query.self, from: Data((object["query"] ?? .null).jsonBytes))
            } catch {
                throw StateError(problem: "the state's query cannot be read: \(error)")
            }
            if let problem = query.statistic.problem {
                throw StateError(problem: "the state's query is not one stat-agg makes: \(problem)")
            }
            var incoming = Aggregation(query: query)
            incoming.addCounts(
                counted: try object.integer("counted"), notThePlayers: try object.integer("not_the_players"),
                filteredOut: try object.integer("filtered_out")
            )
            var counts = JSONObject()
            for name in ["counted", "not_the_players", "filtered_out"] { counts.append(name, object[name] ?? .null) }
            let total = try magnitudes(adding: counts)
            if var current = aggregation {
                guard current.query == query else {
                    throw StateError(problem: "this state's query differs from the first state's: states of different subcommands, options or filters do not merge")
                }
                aggregation = nil
                current.merge(incoming)
                aggregation = current
            } else {
                aggregation = incoming
            }
            magnitudes = total
            skippingState = false
        }

        /// The members of states and their entries that merging adds up; the other numbers are ids, times, values
        /// and extremes, which are compared or kept, never added.
        static let summed: Set<String> = [
            "counted", "not_the_players", "filtered_out", "games", "win", "with_games", "with_win", "against_games",
            "against_win", "with_gpm_sum", "with_xpm_sum", "n",
        ]

        /// `magnitudes` with the counts in `object` (at any depth) added, or an error when that passes Int64.max.
        private func magnitudes(adding object: JSONObject) throws(StateError) -> UInt64 {
            var total = magnitudes
            func add(_ object: JSONObject) -> Bool {
                object.fields.allSatisfy { field in
                    switch field.value {
                    case .number:
                        guard Self.summed.contains(field.name), let count = field.value.integer(Int64.self) else { return true }
                        let (sum, overflow) = total.addingReportingOverflow(count.magnitude)
                        total = sum
                        return !overflow && sum <= UInt64(Int64.max)
                    case .object(let inner): return add(inner)
                    case .array(let items): return items.allSatisfy { $0.object.map(add) ?? true }
                    case .string, .bool, .null: return true
                    }
                }
            }
            guard add(object) else {
                throw StateError(problem: "the states' counts add up past 2^63 - 1, more than any run counts; is a state damaged?")
            }
            return total
        }
    }
}

private extension [UInt8] {
    var text: String { String(decoding: self, as: UTF8.self) }
}
