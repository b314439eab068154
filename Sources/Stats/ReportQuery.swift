// What `stat-agg report` computes in one pass: six sections, each answered exactly as the single statistic it names.
// The numbers the page chooses live here, defaults included, so that a report's state carries them and `merge`
// refuses a state of a report with other numbers.

public struct ReportQuery: Sendable, Codable, Equatable {
    /// In the order the answer gives them; the raw value is each record's "section".
    public enum Section: String, Sendable, CaseIterable {
        case wl, trend, heroes, peers, histogram, matches
    }

    /// Weeks in the moving average of the win rate.
    public var trendWindow: Int
    /// Buckets of the GPM histogram.
    public var histogramBins: Int
    /// How many of the newest matches are listed.
    public var lastMatches: Int
    /// Games together that make another account a peer worth listing.
    public var peersMinGames: Int64

    public init(trendWindow: Int = 4, histogramBins: Int = 20, lastMatches: Int = 20, peersMinGames: Int64 = 1) {
        self.trendWindow = trendWindow
        self.histogramBins = histogramBins
        self.lastMatches = lastMatches
        self.peersMinGames = peersMinGames
    }

    /// As many peers as OpenDota's page lists.
    static let peersShown = 200

    /// The statistic whose answer a section's records are, less their "section" field. The page always shows the
    /// win rate by week, every hero played and GPM, so those are not options.
    public func statistic(of section: Section) -> Statistic {
        switch section {
        case .wl: .winLoss
        case .trend: .trend(field: "win", period: .week, window: trendWindow)
        case .heroes: .heroes(having: 0)
        case .peers: .peers(minGames: peersMinGames, top: ReportQuery.peersShown)
        case .histogram: .histogram(field: "gold_per_min", bins: histogramBins)
        case .matches: .matches(count: lastMatches)
        }
    }

    /// One decoder serves every section, so it keeps what any of them reads.
    var plan: FieldPlan {
        Section.allCases.reduce(FieldPlan()) { plan, section in plan.union(statistic(of: section).plan) }
    }
}
