// The statistic a query asks for, as one concrete type: a switch per row costs less than a protocol existential.
import SteamModels

enum AnyAggregate: Sendable {
    case winLoss(WinLoss)
    case heroes(HeroStats)
    case peers(PeerStats)
    case totals(Totals)
    case counts(Counts)
    case histogram(Histogram)
    case records(Records)
    case trend(Trend)
    case by(GroupBy)
    case matches(LastMatches)
    case report(Report)
    case playtimeLatest(PlaytimeLatest)
    case playtimeGains(PlaytimeGains)
    /// Held only while an aggregate is taken out to be changed, so that its storage is not shared and copied.
    case taken

    init(_ statistic: Statistic) {
        switch statistic {
        case .winLoss: self = .winLoss(WinLoss(statistic))
        case .heroes: self = .heroes(HeroStats(statistic))
        case .peers: self = .peers(PeerStats(statistic))
        case .totals: self = .totals(Totals(statistic))
        case .counts: self = .counts(Counts(statistic))
        case .histogram: self = .histogram(Histogram(statistic))
        case .records: self = .records(Records(statistic))
        case .trend: self = .trend(Trend(statistic))
        case .by: self = .by(GroupBy(statistic))
        case .matches: self = .matches(LastMatches(statistic))
        case .report: self = .report(Report(statistic))
        case .playtime(let query):
            if case .by = query.answer {
                self = .playtimeGains(PlaytimeGains(statistic))
            } else {
                self = .playtimeLatest(PlaytimeLatest(statistic))
            }
        }
    }

    private mutating func update(_ change: (inout any PartialResult) throws(StateError) -> Void) throws(StateError) {
        var aggregate: any PartialResult = unwrapped
        self = .taken
        defer { self = Self.wrap(aggregate) }
        try change(&aggregate)
    }

    private var unwrapped: any PartialResult {
        switch self {
        case .winLoss(let value): value
        case .heroes(let value): value
        case .peers(let value): value
        case .totals(let value): value
        case .counts(let value): value
        case .histogram(let value): value
        case .records(let value): value
        case .trend(let value): value
        case .by(let value): value
        case .matches(let value): value
        case .report(let value): value
        case .playtimeLatest(let value): value
        case .playtimeGains(let value): value
        case .taken: preconditionFailure("an aggregate used while it is being changed")
        }
    }

    private static func wrap(_ aggregate: any PartialResult) -> AnyAggregate {
        switch aggregate {
        case let value as WinLoss: .winLoss(value)
        case let value as HeroStats: .heroes(value)
        case let value as PeerStats: .peers(value)
        case let value as Totals: .totals(value)
        case let value as Counts: .counts(value)
        case let value as Histogram: .histogram(value)
        case let value as Records: .records(value)
        case let value as Trend: .trend(value)
        case let value as GroupBy: .by(value)
        case let value as LastMatches: .matches(value)
        case let value as Report: .report(value)
        case let value as PlaytimeLatest: .playtimeLatest(value)
        case let value as PlaytimeGains: .playtimeGains(value)
        default: preconditionFailure("no case for \(type(of: aggregate))")
        }
    }

    /// The hot path: one concrete call per row, each aggregate changed in place, with no existential box.
    mutating func add(_ row: PlayerRow) {
        switch self {
        case .winLoss(let value): change(value, Self.winLoss) { $0.add(row) }
        case .heroes(let value): change(consume value, Self.heroes) { $0.add(row) }
        case .peers(let value): change(consume value, Self.peers) { $0.add(row) }
        case .totals(let value): change(consume value, Self.totals) { $0.add(row) }
        case .counts(let value): change(consume value, Self.counts) { $0.add(row) }
        case .histogram(let value): change(consume value, Self.histogram) { $0.add(row) }
        case .records(let value): change(consume value, Self.records) { $0.add(row) }
        case .trend(let value): change(consume value, Self.trend) { $0.add(row) }
        case .by(let value): change(consume value, Self.by) { $0.add(row) }
        case .matches(let value): change(consume value, Self.matches) { $0.add(row) }
        case .report(let value): change(consume value, Self.report) { $0.add(row) }
        case .playtimeLatest, .playtimeGains: preconditionFailure("a match row given to a playtime statistic")
        case .taken: preconditionFailure("an aggregate used while it is being changed")
        }
    }

    mutating func add(_ snapshot: Snapshot) {
        switch self {
        case .playtimeLatest(let value): change(consume value, Self.playtimeLatest) { $0.add(snapshot) }
        case .playtimeGains(let value): change(consume value, Self.playtimeGains) { $0.add(snapshot) }
        default: preconditionFailure("a playtime snapshot given to a match statistic")
        }
    }

    @inline(__always)
    private mutating func change<Concrete: PartialResult>(
        _ value: consuming Concrete, _ wrap: (Concrete) -> AnyAggregate, _ body: (inout Concrete) -> Void
    ) {
        var value = value
        self = .taken
        body(&value)
        self = wrap(value)
    }

    mutating func merge(_ other: AnyAggregate) {
        try? update { aggregate in aggregate.mergeAny(other.unwrapped) }
    }

    func entries() -> [JSONObject] { unwrapped.entries() }

    mutating func absorb(_ entry: JSONObject) throws(StateError) {
        try update { (aggregate) throws(StateError) in try aggregate.absorb(entry) }
    }

    func answer() -> [JSONObject] { unwrapped.answer() }
}

extension PartialResult {
    /// Merges another aggregate of the same statistic; queries are checked equal before states meet.
    mutating func mergeAny(_ other: any PartialResult) {
        guard let other = other as? Self else { preconditionFailure("merging \(type(of: other)) into \(Self.self)") }
        merge(other)
    }
}
