// steam-games: libraries, recent games, achievements, stats, schemas, news, player counts and app search, and the
// playtime history every library fetch adds to.
import ArgumentParser
import CommandKit
import SteamModels
import ToolSupport
import Version

struct SteamGames: SteamPipesTool {
    static let configuration = CommandConfiguration(
        commandName: "steam-games",
        abstract: "Steam libraries, recent games, achievements, stats, schemas, news, player counts, app search and playtime history.",
        discussion: """
            Accounts come from the arguments, else from stdin: any SteamID form or vanity name, or records \
            with a steamid (steam-auth, steam-profile friends, steam-games itself). Private libraries and \
            profiles are notes on stderr, not failures.

            Examples:
              steam-auth resolve robinwalker | steam-profile friends \\
                | steam-games owned \\
                --jq 'select(.playtime_forever > 600)'
              steam-games achievements --app 440 --locked robinwalker \\
                --format table
              steam-games news --app 570 --count 3 --jq .title
              steam-games owned robinwalker | stat-agg playtime \\
                --top 10 --format table
            """,
        version: ToolkitVersion.line(tool: "steam-games"),
        subcommands: [Owned.self, Recent.self, Achievements.self, Stats.self, Schema.self, News.self, Players.self, Find.self, History.self])
}

struct Owned: NetworkedCommand {
    typealias Tool = SteamGames

    static let configuration = CommandConfiguration(
        abstract: "One record per game an account owns, with the owner's steamid and when Valve answered.",
        discussion: """
            Each record is Valve's game object (appid, name, playtime_forever in minutes, playtime_2weeks \
            only when above 0, rtime_last_played 0 for never, …) plus steamid and fetched_at (unix seconds). \
            Every library fetched is also a playtime snapshot in the store, once per answer: the cache \
            (an hour) answers again without adding one. steam-games history prints them; --no-cache takes none.

            Examples:
              steam-games owned robinwalker --format table \\
                --jq '{name, playtime_forever}'
              steam-games owned --free --app 570 \\
                --app 440 76561197960287930
              steam-auth resolve robinwalker | steam-profile friends \\
                | steam-games owned \\
                --jq 'select(.playtime_forever > 600) | .name'
            """)

    @OptionGroup var options: NetworkedOptions

    @Flag(name: .customLong("appinfo"), inversion: .prefixedNo, help: "Ask Valve for each game's name and icon.")
    var appInfo = true

    @Flag(help: "Include free games the account has played.")
    var free = false

    @Option(name: .customLong("app"), help: ArgumentHelp("Write only this app (repeatable); the snapshot keeps them all.", valueName: "appid"))
    var apps: [AppID] = []

    @Argument(help: "Accounts; read from stdin when none are given.")
    var inputs: [String] = []

    func work() -> OwnedWork { OwnedWork(appInfo: appInfo, free: free, apps: apps) }
}

struct Recent: NetworkedCommand {
    typealias Tool = SteamGames

    static let configuration = CommandConfiguration(
        abstract: "One record per game an account played in the last two weeks, most played first.",
        discussion: """
            Examples:
              steam-games recent robinwalker \\
                --jq '{name, playtime_2weeks}'
              steam-profile friends robinwalker | steam-games recent \\
                --count 1
            """)

    @OptionGroup var options: NetworkedOptions

    @Option(parsing: .unconditional, help: "At most this many games per account (1-10000); all when not given.")
    var count: Int?

    @Argument(help: "Accounts; read from stdin when none are given.")
    var inputs: [String] = []

    func validate() throws {
        try requireCount(count)
    }

    func work() -> RecentWork { RecentWork(count: count) }
}

struct Achievements: NetworkedCommand {
    typealias Tool = SteamGames

    static let configuration = CommandConfiguration(
        abstract: "One record per achievement: the player's unlock, the schema's names and the global percentage.",
        discussion: """
            Each record has steamid, appid, apiname, achieved (0 or 1), unlocktime (0 while locked), the \
            schema's displayName, description (Valve leaves it out for hidden ones), hidden and icons, and \
            percent: the share of players who unlocked it, always a number. Rarest first unless --sort \
            says otherwise. Without --app, each stdin record's own appid is used (steam-games owned's \
            records carry one).

            Examples:
              steam-games achievements --app 440 --locked robinwalker \\
                --jq '{displayName, percent}'
              steam-games achievements --app 570 --unlocked \\
                --sort recent 76561197960287930
              steam-games owned robinwalker \\
                --jq 'select(.playtime_forever > 0)' \\
                | steam-games achievements --locked
            """)

    @OptionGroup var options: NetworkedOptions

    @Option(name: .customLong("app"), help: ArgumentHelp("The app (repeatable).", valueName: "appid"))
    var apps: [AppID] = []

    @Flag(help: "Only achievements not yet unlocked.")
    var locked = false

    @Flag(help: "Only achievements unlocked.")
    var unlocked = false

    @Option(help: "rarest (lowest global percent first), game (the game's order) or recent (newest unlock first).")
    var sort = AchievementOrder.rarest

    @Argument(help: "Accounts; read from stdin when none are given.")
    var inputs: [String] = []

    func validate() throws {
        if locked && unlocked { throw ValidationError("--locked and --unlocked exclude each other") }
        try requireApps(apps, inputs: inputs)
    }

    func work() -> AchievementsWork {
        AchievementsWork(apps: apps, selection: locked ? .locked : unlocked ? .unlocked : .all, order: sort)
    }
}

struct Stats: NetworkedCommand {
    typealias Tool = SteamGames

    static let configuration = CommandConfiguration(
        abstract: "One record per stat of an account in an app, with the schema's display name.",
        discussion: """
            Valve sends negative integer stats wrapped to unsigned 32 bits (-36 as 4294967260); value is \
            the stat as the game kept it, and wrapped_value what Valve sent, when the two differ.

            Examples:
              steam-games stats --app 440 robinwalker --format table
              steam-games owned robinwalker \\
                --jq 'select(.has_community_visible_stats)' \\
                | steam-games stats
            """)

    @OptionGroup var options: NetworkedOptions

    @Option(name: .customLong("app"), help: ArgumentHelp("The app (repeatable).", valueName: "appid"))
    var apps: [AppID] = []

    @Argument(help: "Accounts; read from stdin when none are given.")
    var inputs: [String] = []

    func validate() throws { try requireApps(apps, inputs: inputs) }

    func work() -> StatsWork { StatsWork(apps: apps) }
}

/// Valve's count parameters: a list of 10,000 is longer than any library.
private func requireCount(_ count: Int?) throws {
    try FlagRules.require(count, in: 1...10_000, "--count")
}

/// Accounts on the command line name no app, so --app must.
private func requireApps(_ apps: [AppID], inputs: [String]) throws {
    if apps.isEmpty && !inputs.isEmpty {
        throw ValidationError("give --app ID: accounts on the command line name no app (records on stdin may carry an appid)")
    }
}

struct Schema: NetworkedCommand {
    typealias Tool = SteamGames

    static let configuration = CommandConfiguration(
        abstract: "One record per achievement and stat an app defines, with kind \"achievement\" or \"stat\".",
        discussion: """
            Needs no account. Apps come from --app, else from stdin (ids or records with an appid).

            Examples:
              steam-games schema --app 440 \\
                --jq 'select(.kind == "achievement") | .displayName'
              steam-games owned robinwalker --jq .appid \\
                | steam-games schema --format csv > schema.csv
            """)

    @OptionGroup var options: NetworkedOptions

    @Option(name: .customLong("app"), help: ArgumentHelp("The app (repeatable); read from stdin when none is given.", valueName: "appid"))
    var inputs: [String] = []

    func work() -> SchemaWork { SchemaWork() }
}

struct News: NetworkedCommand {
    typealias Tool = SteamGames

    static let configuration = CommandConfiguration(
        abstract: "An app's news items, newest first, as Valve sends them. Needs no API key.",
        discussion: """
            Examples:
              steam-games news --app 570 --count 5 --jq '{title, date}'
              steam-games news --app 440 --maxlength 200 \\
                --format table --jq '{title, contents}'
            """)

    @OptionGroup var options: NetworkedOptions

    @Option(name: .customLong("app"), help: ArgumentHelp("The app (repeatable); read from stdin when none is given.", valueName: "appid"))
    var inputs: [String] = []

    @Option(parsing: .unconditional, help: "Items per app (1-10000); Valve sends 20 when not given.")
    var count: Int?

    @Option(parsing: .unconditional, help: "Cut each item's contents to about this many characters (1-1000000); whole when not given.")
    var maxlength: Int?

    func validate() throws {
        try requireCount(count)
        try FlagRules.require(maxlength, in: 1...1_000_000, "--maxlength")
    }

    func work() -> NewsWork { NewsWork(count: count, maxLength: maxlength) }
}

struct History: HistoryCommand {
    typealias Tool = SteamGames

    static let configuration = CommandConfiguration(
        abstract: "The playtime snapshots the store holds, oldest first: one record per game per fetch.",
        discussion: """
            Each record is {steamid, appid, name, playtime_forever, fetched_at}: the fields of an owned \
            record that a snapshot keeps, so stat-agg playtime reads both. Reads the store alone.

            Examples:
              steam-games history robinwalker --since 2026-11-01
              steam-games history --all | stat-agg playtime --by week \\
                --format table
            """)

    @OptionGroup var options: NetworkedOptions

    @OptionGroup var selection: SnapshotSelection

    func work() -> HistoryWork { HistoryWork(since: selection.first, until: selection.end) }
}

extension AchievementOrder: ExpressibleByArgument {}

/// Runs steam-games: steam-pipes, the multi-call binary, called by that name, and the development executable both start
/// here. `arguments` are those after the command's name; nil means the process's own.
public func start(arguments: [String]?) async {
    await SteamGames.main(arguments: arguments)
}
