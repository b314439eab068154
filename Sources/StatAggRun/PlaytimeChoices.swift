// stat-agg playtime's own filters and answer as the command line gives them, and the Query they come to.
import ArgumentParser
import Stats
import ToolSupport

/// The values of playtime's flags, unchecked: `query()` checks them.
public struct PlaytimeChoices: Sendable {
    public var top: Int?
    public var by: Period?
    public var player: String?
    public var apps: [Int64]
    public var since: DateArgument?
    public var until: DateArgument?

    public init(top: Int?, by: Period?, player: String?, apps: [Int64], since: DateArgument?, until: DateArgument?) {
        self.top = top
        self.by = by
        self.player = player
        self.apps = apps
        self.since = since
        self.until = until
    }

    public func query() throws -> Query {
        let answer: PlaytimeQuery.Answer
        switch (top, by) {
        case (.some, .some): throw ValidationError("--by and --top exclude each other: give one of them")
        case (let count?, nil):
            try FlagRules.require(count, in: Statistic.parameterLimits, "--top")
            answer = .top(count)
        case (nil, let period?): answer = .by(period)
        case (nil, nil): answer = .totals
        }
        let since = since?.seconds
        let until = until?.exclusiveEnd
        try FlagRules.requireOrder(since: since, until: until)
        let steamID = try player.map { try FilterChoices.steamID($0, flag: "--player").id64 }
        return Query(statistic: .playtime(PlaytimeQuery(answer: answer, apps: apps, steamID: steamID, since: since, until: until)))
    }
}
