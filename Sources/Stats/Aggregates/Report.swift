// `report`: the sections of `stat-agg report` from one pass. Each section is the aggregate of its single statistic,
// fed every row, so its records are that statistic's answer to the number; records and state entries are tagged
// with a first field "section".
import SteamModels

struct Report: Aggregate {
    /// Concrete aggregates behind one switch each, as AnyAggregate keeps them: a row costs no existential box.
    private var parts: [(section: ReportQuery.Section, aggregate: AnyAggregate)]

    init(_ statistic: Statistic) {
        guard case .report(let query) = statistic else { preconditionFailure("Report for \(statistic)") }
        parts = ReportQuery.Section.allCases.map { ($0, AnyAggregate(query.statistic(of: $0))) }
    }

    mutating func add(_ row: PlayerRow) {
        for index in parts.indices { parts[index].aggregate.add(row) }
    }

    /// Queries are checked equal before states meet, so both hold the same sections in the same order.
    mutating func merge(_ other: Report) {
        for index in parts.indices { parts[index].aggregate.merge(other.parts[index].aggregate) }
    }

    func entries() -> [JSONObject] {
        parts.flatMap { part in part.aggregate.entries().map { Self.tagged($0, part.section) } }
    }

    /// Each part reads its own fields by name, so the tag can stay on the entry.
    mutating func absorb(_ entry: JSONObject) throws(StateError) {
        let name = try entry.text("section")
        guard let index = parts.firstIndex(where: { $0.section.rawValue == name }) else {
            throw StateError(problem: "no report section is called \"\(name)\"")
        }
        try parts[index].aggregate.absorb(entry)
    }

    func answer() -> [JSONObject] {
        parts.flatMap { part in part.aggregate.answer().map { Self.tagged($0, part.section) } }
    }

    private static func tagged(_ record: JSONObject, _ section: ReportQuery.Section) -> JSONObject {
        var tagged = record
        tagged.set("section", .string(section.rawValue))
        return tagged
    }
}
