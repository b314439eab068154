// What stat-agg computes: the statistic with its options, the filters and whose statistics. A state carries its
// query, so that `merge` needs no flags and refuses states of different queries.

public enum Statistic: Sendable, Codable, Equatable {
    case winLoss
    case heroes(having: Int64)
    /// `top` keeps the most frequent peers only, as OpenDota's answer keeps 200.
    case peers(minGames: Int64, top: Int)
    case totals
    case counts
    case histogram(field: String, bins: Int)
    case records
    case trend(field: String, period: Period, window: Int)
    case by(keys: [String], metrics: [String])
    /// The player's newest matches, as OpenDota's recentMatches.
    case matches(count: Int)
    /// Every statistic of `stat-agg report` from one pass.
    case report(ReportQuery)
    /// Over playtime snapshots (steam-games owned and history), not match records.
    case playtime(PlaytimeQuery)

    /// The counts a command line may give: buckets, window, rows. A state is read by `merge` from anywhere, so its
    /// query is checked against the same limits rather than trusted (0 buckets would divide by zero, 10^12 would
    /// allocate them).
    public static let parameterLimits = 1...10_000

    /// Why the statistic cannot be computed, for a query that no command line would have made.
    public var problem: String? {
        let limits = Self.parameterLimits
        func outside(_ value: Int, _ name: String) -> String? {
            limits.contains(value) ? nil : "\(name) \(value) is not within \(limits.lowerBound)-\(limits.upperBound)"
        }
        switch self {
        case .histogram(_, let bins): return outside(bins, "bins")
        case .trend(_, _, let window): return outside(window, "window")
        case .matches(let count): return outside(count, "count")
        case .peers(_, let top): return top >= 1 ? nil : "top \(top) is below 1"
        case .report(let query):
            return outside(query.trendWindow, "window") ?? outside(query.histogramBins, "bins") ?? outside(query.lastMatches, "count")
        case .playtime(let query):
            if case .top(let count) = query.answer, count < 1 { return "top \(count) is below 1" }
            return nil
        case .winLoss, .heroes, .totals, .counts, .records, .by: return nil
        }
    }

    /// The members the decoder must keep beyond the fixed ones.
    var plan: FieldPlan {
        switch self {
        case .totals, .records: FieldPlan(everyPlayerNumber: true)
        case .histogram(let field, _), .trend(let field, _, _): FieldPlan(names: [field])
        case .by(let keys, let metrics): FieldPlan(names: Set(keys + metrics))
        case .report(let query): query.plan
        case .winLoss, .heroes, .peers, .counts, .matches, .playtime: FieldPlan()
        }
    }

    /// The columns an OpenDota player row must carry for this statistic; a row without one is left out and named,
    /// rather than counted as if the column were empty. A full match is taken as it is.
    var rowNeeds: [String] {
        switch self {
        case .heroes: ["heroes"]
        case .peers: ["heroes", "gold_per_min", "xp_per_min"]
        case .counts: ["leaver_status", "game_mode", "lobby_type", "lane_role", "cluster", "start_time"]
        case .histogram(let field, _): Self.columns(of: field)
        case .trend(let field, _, _): ["start_time"] + Self.columns(of: field)
        case .matches:
            ["hero_id", "start_time", "kills", "deaths", "assists", "gold_per_min", "xp_per_min", "duration", "game_mode",
             "lobby_type"]
        case .report(let query):
            ReportQuery.Section.allCases.flatMap { query.statistic(of: $0).rowNeeds }
        case .winLoss, .totals, .records, .by, .playtime: []
        }
    }

    /// The columns a measure is made from: OpenDota's derived values from theirs, the rest from themselves.
    static func columns(of field: String) -> [String] {
        switch field {
        case "win": []
        case "kda": ["kills", "deaths", "assists"]
        case "total_gold": ["gold_per_min", "duration"]
        case "abandons": ["leaver_status"]
        case "patch", "day", "week", "month": ["start_time"]
        case "region": ["cluster"]
        case "hero_name": ["hero_id"]
        default: [field]
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

    /// What a row must carry for the statistic and the filters, each column once.
    var rowNeeds: [String] {
        var seen = Set<String>()
        return (["match_id"] + statistic.rowNeeds + filter.rowNeeds).filter { seen.insert($0).inserted }
    }
}
