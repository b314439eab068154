// stat-agg: OpenDota's player statistics over a stream of match records, computed locally, exactly and mergeably.
import ArgumentParser
import StatAggRun
import Stats
import ToolSupport
import Version

struct StatAgg: SteamPipesTool {
    static let configuration = CommandConfiguration(
        commandName: "stat-agg",
        abstract: "OpenDota's player statistics over a stream of Dota 2 match records.",
        discussion: """
            Reads match records on stdin: dota-detail's output, Valve's match object bare or in its \
            {"result": …} envelope, OpenDota's match JSON, or OpenDota's player rows as dota-matches \
            --source opendota lists them (one row per match, its heroes column naming the other nine players), \
            so that a whole history's statistics take one request. The statistics are the player's: each \
            record's account_id (dota-detail and dota-matches set it), or --player. Fields keep OpenDota's names \
            (win, lose, games, with_games, …) so scripts written for its API read them. Every match subcommand \
            takes the same filters; Turbo and other unbalanced modes count unless a filter leaves them out.

            Each statistic is computed as OpenDota's player endpoints compute it from those rows: --significant \
            is a balanced mode and lobby, a result and over 6 minutes (OpenDota's test of every player's GPM and \
            hero sees no players in a row, so it never excludes); --with-hero and --with-account count the player \
            himself; counts puts a missing lane_role or leaver_status under 0. Two differences are deliberate: \
            a cluster with no known region gives no region entry (OpenDota's is "NaN"), and a repeated filter \
            matches any of its values. peers lists the 200 met most often, as OpenDota does (--top).

            A record with no radiant_win is an error on its line: it is a match list's summary, which says no \
            one won; dota-detail fetches the match. A row that lacks a column the statistic or a filter reads \
            is left out and named once per column. A match read twice for the same account counts once, with \
            one note; states given to merge are taken to hold different matches.

            playtime reads steam-games owned or history records instead, with filters of its own.

            --format chart draws the answer in the terminal (colour only on a terminal, never with NO_COLOR); \
            --format svg writes it as a self-contained SVG picture. report writes the statistics screen as one \
            HTML page.

            --emit-state prints a partial state instead of the answer; stat-agg merge adds any number of \
            them up to the same answer one pass would give: the mapper and reducer of Hadoop Streaming or \
            Spark's RDD.pipe.

            Examples:
              steam-auth whoami | dota-matches --all | dota-detail \\
                | stat-agg heroes --format table
              stat-agg wl --since 2025-01-01 --until 2025-03-31 \\
                < matches.ndjson
              stat-agg peers --min-games 2 --with-hero pudge \\
                < matches.ndjson
              stat-agg trend win --by week --window 4 < matches.ndjson
              stat-agg heroes --having 5 --format chart \\
                < matches.ndjson
              stat-agg histogram gold_per_min --format svg \\
                < matches.ndjson > gpm.svg
              stat-agg report --title "My Dota 2" -o report.html \\
                < matches.ndjson
              stat-agg by .hero_id .game_mode --metric .kills \\
                --metric .kda < matches.ndjson
              steam-auth resolve robinwalker | steam-games owned \\
                | stat-agg playtime --format table
              split -n l/4 matches.ndjson part.
              for p in part.*; do
                stat-agg heroes --emit-state < "$p"
              done | stat-agg merge
            """,
        version: ToolkitVersion.line(tool: "stat-agg"),
        subcommands: [
            WinLossCommand.self, HeroesCommand.self, PeersCommand.self, TotalsCommand.self, CountsCommand.self,
            HistogramCommand.self, RecordsCommand.self, MatchesCommand.self, TrendCommand.self, ByCommand.self, PlaytimeCommand.self,
            ReportCommand.self, MergeCommand.self,
        ])
}

struct WinLossCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wl", abstract: "Wins and losses: {\"win\": W, \"lose\": L}.",
        discussion: """
            Examples:
              steam-auth whoami | dota-matches --all | dota-detail \\
                | stat-agg wl
              stat-agg wl --hero pudge --since 2026-01-01 \\
                < matches.ndjson
            """)

    @OptionGroup var options: AggregationOptions

    func run() async throws { try await AggregationRun.run(.winLoss, options) }
}

struct HeroesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "heroes",
        abstract: "Per hero: the player's games and wins on it, with it on his team, and against it.",
        discussion: """
            Sorted by games played.

            Examples:
              stat-agg heroes --having 5 --format table \\
                < matches.ndjson
              stat-agg heroes --lobby-type 7 \\
                --jq 'select(.games > 0) | {hero_name, games, win}' \\
                < matches.ndjson
            """)

    @OptionGroup var options: AggregationOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("Only heroes the player played at least this often.", valueName: "games"))
    var having: Int64 = 0

    func run() async throws { try await AggregationRun.run(.heroes(having: having), options) }
}

struct PeersCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "peers",
        abstract: "Per other player: games and wins with and against him, and the player's GPM and XPM sums together.",
        discussion: """
            Anonymous players are left out. Like OpenDota's, the answer lists the 200 players met most often; --top \
            changes that.

            Examples:
              stat-agg peers --min-games 10 --format table \\
                < matches.ndjson
              stat-agg peers --min-games 1 --top 1000 \\
                < matches.ndjson
              stat-agg peers \\
                --jq '{account_id, with_games, with_win}' \\
                < matches.ndjson
            """)

    @OptionGroup var options: AggregationOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("Only players met at least this often (OpenDota's default is 5).", valueName: "games"))
    var minGames: Int64 = 5

    @Option(parsing: .unconditional, help: ArgumentHelp("List at most this many players, those met most often (OpenDota lists 200).", valueName: "count"))
    var top: Int = 200

    func validate() throws {
        guard top >= 1 else { throw ValidationError("--top \(top) lists no one; give 1 or more") }
    }

    func run() async throws { try await AggregationRun.run(.peers(minGames: minGames, top: top), options) }
}

struct TotalsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "totals",
        abstract: "n and sum of every numeric player field, and of kda, total_gold, abandons and duration.",
        discussion: """
            Examples:
              stat-agg totals --significant --format table \\
                < matches.ndjson
              stat-agg totals --jq 'select(.field == "kills")' \\
                < matches.ndjson
            """)

    @OptionGroup var options: AggregationOptions

    func run() async throws { try await AggregationRun.run(.totals, options) }
}

struct CountsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "counts",
        abstract: "Games and wins by leaver status, game mode, lobby type, lane role, region, patch and side.",
        discussion: """
            One record per field and value.

            Examples:
              stat-agg counts --jq 'select(.field == "game_mode")' \\
                < matches.ndjson
              stat-agg counts --format csv < matches.ndjson \\
                > counts.csv
            """)

    @OptionGroup var options: AggregationOptions

    func run() async throws { try await AggregationRun.run(.counts, options) }
}

struct HistogramCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "histogram",
        abstract: "Games and wins in equal buckets of one field, from 0 (OpenDota's buckets).",
        discussion: """
            Examples:
              stat-agg histogram gold_per_min --bins 20 \\
                < matches.ndjson
              stat-agg histogram duration --game-mode 22 \\
                --format table < matches.ndjson
            """)

    @OptionGroup var options: AggregationOptions

    @Argument(help: ArgumentHelp("A numeric field of totals: kills, gold_per_min, kda, duration …", valueName: "field"),
              completion: .list(FieldCatalog.measures))
    var field: String

    @Option(parsing: .unconditional, help: ArgumentHelp("How many buckets (1-10000).", valueName: "n"))
    var bins = 40

    func validate() throws {
        try FlagRules.require(bins, in: Statistic.parameterLimits, "--bins")
        _ = try FieldPath.name(field)
    }

    func run() async throws { try await AggregationRun.run(.histogram(field: try FieldPath.name(field), bins: bins), options) }
}

struct RecordsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "records",
        abstract: "The player's best match for every numeric field: its value, match_id, start_time and hero.",
        discussion: """
            Examples:
              stat-agg records --hero pudge --format table \\
                < matches.ndjson
              stat-agg records --jq 'select(.field == "kills")' \\
                < matches.ndjson
            """)

    @OptionGroup var options: AggregationOptions

    func run() async throws { try await AggregationRun.run(.records, options) }
}

struct MatchesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "matches",
        abstract: "The player's newest matches, as OpenDota's recentMatches: hero, result, K/D/A, GPM, XPM, duration.",
        discussion: """
            Newest first by start_time (a match without one last), then by match_id.

            Examples:
              stat-agg matches --count 5 --format table \\
                < matches.ndjson
              stat-agg matches --hero pudge \\
                --jq 'select(.win | not) | .match_id' < matches.ndjson
            """)

    @OptionGroup var options: AggregationOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("How many matches (1-10000).", valueName: "n"))
    var count = 20

    func validate() throws {
        try FlagRules.require(count, in: Statistic.parameterLimits, "--count")
    }

    func run() async throws { try await AggregationRun.run(.matches(count: count), options) }
}

struct TrendCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trend",
        abstract: "One field per day, ISO week or month (UTC), with a moving average.",
        discussion: """
            FIELD is any numeric field, or win (1 or 0).

            Examples:
              stat-agg trend win --by week --window 4 < matches.ndjson
              stat-agg trend gold_per_min --by month --format table \\
                < matches.ndjson
            """)

    @OptionGroup var options: AggregationOptions

    @Argument(help: ArgumentHelp("win, kills, gold_per_min, kda …", valueName: "field"), completion: .list(["win"] + FieldCatalog.measures))
    var field: String

    @Option(help: "Period: day, week (ISO 8601) or month.")
    var by: Period = .week

    @Option(parsing: .unconditional, help: ArgumentHelp("Average over this many periods with games (1-10000).", valueName: "n"))
    var window = 1

    func validate() throws {
        try FlagRules.require(window, in: Statistic.parameterLimits, "--window")
        _ = try FieldPath.name(field)
    }

    func run() async throws {
        try await AggregationRun.run(.trend(field: try FieldPath.name(field), period: by, window: window), options)
    }
}

struct ByCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "by",
        abstract: "Games, wins and metrics grouped by any fields of the player's row in each match.",
        discussion: """
            KEY and --metric are paths into the player's row: his fields (.hero_id, .kills), the match's \
            (.game_mode, .duration), and derived ones (.win, .is_radiant, .kda, .total_gold, .patch, \
            .region, .day, .week, .month, .hero_name). Each metric gives NAME_n, _sum, _min, _max, _avg.

            Examples:
              stat-agg by .week .hero_name --metric .kills \\
                --metric .gold_per_min --format table < matches.ndjson
              stat-agg by .patch --format csv < matches.ndjson
            """)

    @OptionGroup var options: AggregationOptions

    @Argument(help: ArgumentHelp("Fields to group by, as paths: .hero_id .game_mode", valueName: "key"),
              completion: .list(FieldCatalog.paths(FieldCatalog.keys + FieldCatalog.measures)))
    var keys: [String]

    @Option(help: ArgumentHelp("A numeric field to sum and average per group; repeat for more.", valueName: "path"),
            completion: .list(FieldCatalog.paths(FieldCatalog.measures)))
    var metric: [String] = []

    func validate() throws {
        guard !keys.isEmpty else { throw ValidationError("give at least one KEY, such as .hero_id") }
        _ = try (keys + metric).map(FieldPath.name)
    }

    func run() async throws {
        try await AggregationRun.run(.by(keys: try keys.map(FieldPath.name), metrics: try metric.map(FieldPath.name)), options)
    }
}

struct MergeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Adds up partial states from --emit-state into the answer one pass would give.",
        discussion: """
            States of one query only: the same subcommand, options, filters and --player. Reads the files \
            given, or stdin.

            Examples:
              stat-agg heroes --emit-state < part-1.ndjson > 1.state
              stat-agg merge 1.state 2.state --format table
              cat part-*.state | stat-agg merge
            """)

    @Argument(help: ArgumentHelp("State files; - or none for stdin.", valueName: "file"))
    var files: [String] = []

    @OptionGroup var output: ChartOutputOptions

    func run() async throws { try await AggregationRun.merge(files: files, output: output) }
}

extension Period: ExpressibleByArgument {}

/// Runs stat-agg: steam-pipes, the multi-call binary, called by that name, and the development executable both start
/// here. `arguments` are those after the command's name; nil means the process's own.
public func start(arguments: [String]?) async {
    await StatAgg.main(arguments: arguments)
}
