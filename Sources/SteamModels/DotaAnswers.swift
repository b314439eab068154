// The bodies of Valve's Dota 2 answers (the `result` envelope), read from JSON
// into matches and heroes. Every count a later page decision rests on is checked; the rest is kept as sent.

/// One page of GetMatchHistory. Valve counts matches it hides but does not send, so `matches` can be short, or
/// empty, while `resultsRemaining` is above zero.
public struct MatchHistoryPage: Sendable {
    public let matches: [Match]
    public let resultsRemaining: Int?
    public let totalResults: Int?

    public init(json: some Collection<UInt8>) throws(ShapeError) {
        let result = try responseObject(of: json, envelope: "result")
        // Status 15 and hidden-only pages come without the field.
        let list: [JSONValue]
        switch result["matches"] {
        case nil: list = []
        case .array(let items)?: list = items
        case let other?: throw ShapeError("result.matches is \(other.kind), not an array")
        }
        matches = try list.map { value throws(ShapeError) in try Match(value) }
        resultsRemaining = result["results_remaining"]?.integer()
        totalResults = result["total_results"]?.integer()
    }

    /// A page made here, such as an account's stored matches answering offline.
    public init(matches: [Match], resultsRemaining: Int) {
        self.matches = matches
        self.resultsRemaining = resultsRemaining
        totalResults = matches.count
    }
}

/// GetMatchHistoryBySequenceNum: full match objects from a sequence number on, oldest first.
public struct MatchSequencePage: Sendable {
    public let matches: [Match]

    public init(json: some Collection<UInt8>) throws(ShapeError) {
        matches = try MatchHistoryPage(json: json).matches
    }
}

extension Match {
    /// GetMatchDetails' answer: the `result` object is the match.
    public init(detailsJSON json: some Collection<UInt8>) throws(ShapeError) {
        try self.init(.object(responseObject(of: json, envelope: "result")))
    }
}

/// GetHeroes' list; its `status` is 200 where other Dota methods say 1, and it is not checked.
public struct HeroList: Sendable {
    public let table: HeroTable
    /// Each hero object as Valve sent it, for `dota-detail heroes` to print field for field.
    public let objects: [JSONObject]

    public init(json: some Collection<UInt8>) throws(ShapeError) {
        let result = try responseObject(of: json, envelope: "result")
        guard let list = result["heroes"]?.array else { throw ShapeError("result.heroes is not an array") }
        var heroes: [Hero] = [], objects: [JSONObject] = []
        for (index, value) in list.enumerated() {
            guard let object = value.object, let id = object["id"]?.integer(Int.self), let name = object["name"]?.string else {
                throw ShapeError("hero \(index + 1) has no whole-number id and name")
            }
            heroes.append(Hero(id: id, name: name, localizedName: object["localized_name"]?.string))
            objects.append(object)
        }
        table = HeroTable(heroes)
        self.objects = objects
    }
}
