// `stat-agg playtime`: totals, the most played games, or minutes gained per period, over the snapshots that
// `steam-games owned` and `steam-games history` write. Its filters are its own; match filters do not apply.
import ArgumentParser
import StatAggRun
import Stats
import SteamModels
import ToolSupport

struct PlaytimeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playtime",
        abstract: "Playtime over steam-games owned or history records: totals, the most played games, minutes gained per period.",
        discussion: """
            Each line is a snapshot: steamid (SteamID64 string or integer), appid, playtime_forever (minutes), \
            and optionally fetched_at (unix seconds), name and playtime_2weeks; other fields are ignored. A \
            game of an account is a (steamid, appid) key; its latest snapshot has the greatest fetched_at (ties: \
            the greater playtime_forever), and one without fetched_at is older than any with one.

            Without --top or --by: one record {accounts, games, games_played, playtime_forever, \
            playtime_2weeks} over each key's latest snapshot (games_played: playtime_forever > 0; a missing \
            playtime_2weeks counts 0).

            --top N: the N games with the most playtime_forever summed over their owners' latest snapshots \
            (ties: the smaller appid first), each {appid, name, playtime_forever, playtime_2weeks, owners, \
            players}; name is the one on the latest snapshot that has one (ties: the smallest steamid's), or null.

            --by day|week|month (UTC; ISO weeks): one record {period, minutes, games, accounts} per period with \
            snapshots. A key gains in a period its highest playtime_forever there less its highest in its \
            previous period with snapshots, or less its lowest there when it has none before; never below 0. \
            So two snapshots on one day give their difference on that day, and daily snapshots give each day's \
            play. games and accounts count distinct appids and steamids that gained. --by needs fetched_at on \
            every line.

            The filters apply to snapshots before anything else: --since/--until on fetched_at (a snapshot \
            without it is left out), --app, --player. Match filters (--hero, --patch …) are not options here.

            Examples:
              steam-auth resolve robinwalker | steam-games owned \\
                | stat-agg playtime --format table
              steam-games history --all | stat-agg playtime --by day \\
                --since 2026-11-01
              steam-games owned < friends.ndjson | stat-agg playtime \\
                --top 10 --format table
            """)

    @Option(parsing: .unconditional, help: ArgumentHelp("The N most played games (1-10000).", valueName: "n"))
    var top: Int?

    @Option(help: "Minutes gained per day, week (ISO 8601) or month, UTC.")
    var by: Period?

    @Option(help: ArgumentHelp("Only this account's snapshots: any SteamID form.", valueName: "id"))
    var player: String?

    @Option(help: ArgumentHelp("Only this appid; repeat for any of several.", valueName: "id"))
    var app: [AppID] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("Snapshots fetched at or after this time: 2026-11-01, a year (2026), an ISO 8601 time, or unix seconds.", valueName: "date"))
    var since: DateArgument?

    @Option(parsing: .unconditional, help: ArgumentHelp("Snapshots fetched before this time; a day alone (2026-11-30) includes that whole day, a year (2026) that year.", valueName: "date"))
    var until: DateArgument?

    @OptionGroup var answerOptions: AnswerOptions

    func validate() throws { _ = try choices.query() }

    var choices: PlaytimeChoices {
        PlaytimeChoices(top: top, by: by, player: player, apps: app.map(Int64.init), since: since, until: until)
    }

    func run() async throws { try await AggregationRun.run(try choices.query(), answerOptions) }
}
