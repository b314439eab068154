// What stat-agg computes: the statistic with its options, the filters and whose statistics. A state carries its
// query, so that `merge` needs no flags and refuses states of different queries.

public enum Statistic: Sendable, Codable, Equatable {
    case winLoss
    case heroes(having: Int64)
    case peers(minGames: Int64)
    case totals
    case counts
    case histogram(field: String, bins: Int)
    case records
    case trend(field: String, period: Period, window: Int)
    case by(keys: [String], metrics: [String])
    /// Over playtime snapshots (steam-games owned and history), not match records.
    case playtime(PlaytimeQuery)

    /// The members the decoder must keep beyond the fixed ones.
    var plan: FieldPlan {
        switch self {
        case .totals, .records: FieldPlan(everyPlayerNumber: true)
        case .histogram(let field, _), .trend(let field, _, _): FieldPlan(names: [field])
        case .by(let keys, let metrics): FieldPlan(names: Set(keys + metrics))
        case .winLoss, .heroes, .peers, .counts, .playtime: FieldPlan()
        }
    }
}

public struct Query: Sendable, Codable, Equatable {
    public var statistic: Statistic
    public var filter: MatchFilter
    /// --player as a 32-bit account id; nil means each record's own account_id.
    public var player: Int64?

    public init(statistic: Statistic, filter: MatchFilter = MatchFilter(), player: Int64? = nil) {
        self.statistic = statistic
        self.filter = filter
        self.player = player
    }
}
