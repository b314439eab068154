// The bodies of Valve's Dota 2 answers (the `result` envelope of reference/steam-api.md §8-§11), read from JSON
// into matches and heroes. Every count a later page decision rests on is checked; the rest is kept as sent.

/// One page of GetMatchHistory. Valve counts matches it hides but does not send, so `matches` can be short, or
/// empty, while `resultsRemaining` is above zero.
public struct MatchHistoryPage: Sendable {
    public let matches: [Match]
    public let resultsRemaining: Int?
    public let totalResults: Int?

    public init(json: some Collection<UInt8>) throws(MatchShapeError) {
        let result = try Self.result(of: json)
        // Status 15 and hidden-only pages come without the field.
        let list: [JSONValue]
        switch result["matches"] {
        case nil: list = []
        case .array(let items)?: list = items
        case let other?: throw MatchShapeError("result.matches is \(other.kind), not an array")
        }
        matches = try list.map { value throws(MatchShapeError) in try Match(value) }
        resultsRemaining = result["results_remaining"]?.integer()
        totalResults = result["total_results"]?.integer()
    }

    /// A page made here, such as an account's stored matches answering offline.
    public init(matches: [Match], resultsRemaining: Int) {
        self.matches = matches
        self.resultsRemaining = resultsRemaining
        totalResults = matches.count
    }

    /// The object in Valve's `{"result": {...}}` envelope.
    static func result(of json: some Collection<UInt8>) throws(MatchShapeError) -> JSONObject {
        let value: JSONValue
        do {
            value = try JSONValue.parse(json)
        } catch {
            throw MatchShapeError("the answer is not JSON (\(error))")
        }
        guard let result = value.object?["result"]?.object else {
            throw MatchShapeError("the answer has no result object")
        }
        return result
    }
}

/// GetMatchHistoryBySequenceNum: full match objects from a sequence number on, oldest first.
public struct MatchSequencePage: Sendable {
    public let matches: [Match]

    public init(json: some Collection<UInt8>) throws(MatchShapeError) {
        matches = try MatchHistoryPage(json: json).matches
    }
}

extension Match {
    /// GetMatchDetails' answer: the `result` object is the match.
    public init(detailsJSON json: some Collection<UInt8>) throws(MatchShapeError) {
        try self.init(.object(MatchHistoryPage.result(of: json)))
    }
}

/// GetHeroes' list; its `status` is 200 where other Dota methods say 1, and it is not checked.
public struct HeroList: Sendable {
    public let table: HeroTable
    /// Each hero object as Valve sent it, for `dota-detail heroes` to print field for field.
    public let objects: [JSONObject]

    public init(json: some Collection<UInt8>) throws(MatchShapeError) {
        let result = try MatchHistoryPage.result(of: json)
        guard let list = result["heroes"]?.array else { throw MatchShapeError("result.heroes is not an array") }
        var heroes: [Hero] = [], objects: [JSONObject] = []
        for (index, value) in list.enumerated() {
            guard let object = value.object, let id = object["id"]?.integer(Int.self), let name = object["name"]?.string else {
                throw MatchShapeError("hero \(index + 1) has no whole-number id and name")
            }
            heroes.append(Hero(id: id, name: name, localizedName: object["localized_name"]?.string))
            objects.append(object)
        }
        table = HeroTable(heroes)
        self.objects = objects
    }
}
