// steam-profile: player summaries and bans (100 ids a call), friend lists, Steam levels and badges, one record per
// player, friendship or badge.
import ArgumentParser
import CommandKit
import ToolSupport
import Version

struct SteamProfile: SteamPipesTool {
    static let configuration = CommandConfiguration(
        commandName: "steam-profile",
        abstract: "Player summaries, friend lists, bans, Steam levels and badges.",
        version: ToolkitVersion.line(tool: "steam-profile"),
        subcommands: [Summaries.self, Friends.self, Bans.self, History.self, Level.self, Badges.self],
        defaultSubcommand: Summaries.self)
}

struct Summaries: ChangeWatchingCommand {
    typealias Tool = SteamProfile

    static let configuration = CommandConfiguration(
        abstract: "One GetPlayerSummaries record per account, fetched 100 accounts a call.",
        discussion: """
            Inputs come from the arguments, else from stdin: bare ids (any SteamID form or vanity name) \
            or JSON objects with a steamid field, such as steam-auth and friend records.

            Examples:
              steam-profile 76561197960287930
              steam-auth resolve robinwalker | steam-profile \\
                --format table --jq '{steamid, personaname}'
              steam-profile friends robinwalker | steam-profile \\
                --jq .personaname -r
              steam-profile friends robinwalker \\
                | steam-profile --changes

            Every summary fetched is also a snapshot in the store (personaname, personastate, gameid, \
            gameextrainfo). With --changes each account prints, instead of its summary, what changed since \
            its feed (--feed) last reported it, each event with steamid, previous_seen_at and seen_at (the last \
            answer that showed the state before, and the first that showed the one after, in unix seconds): persona_state_changed {before, after}, game_stopped and game_started {gameid, \
            gameextrainfo} (switching games is a stop, then a start), renamed {before, after}. \
            steam-profile history reads the account's states back.
            """)

    @OptionGroup var options: NetworkedOptions

    @OptionGroup(title: "Changes") var changes: ChangeOptions

    @Argument(help: "Accounts; read from stdin when none are given.")
    var inputs: [String] = []

    func work() -> SummariesWork { SummariesWork(changes: changes.tracker()) }
}

struct Friends: ChangeWatchingCommand {
    typealias Tool = SteamProfile

    static let configuration = CommandConfiguration(
        abstract: "One record per friend, saying whose friend it is (friend_of).",
        discussion: """
            A private friend list is a note on stderr, not a failure. With --summaries each friend record \
            carries the friend's profile summary too (fetched 100 friends a call).

            Examples:
              steam-profile friends 76561197960287930
              steam-auth resolve robinwalker | steam-profile friends \\
                --summaries
              steam-profile friends robinwalker | steam-profile \\
                --format csv > f.csv
              steam-profile friends robinwalker --summaries --changes

            Every list fetched is also a snapshot in the store (each friend and friend_since). With --changes \
            each account prints, instead of its friends, what changed since its feed last reported it, each event \
            with steamid, previous_seen_at and seen_at (unix seconds): friend_added and friend_removed \
            {friend, friend_since}; with --summaries, each friend's summary events too (see steam-profile \
            --help). A friendship ended and begun again is a removal and an addition.
            """)

    @OptionGroup var options: NetworkedOptions

    @OptionGroup(title: "Changes") var changes: ChangeOptions

    @Flag(help: "Join each friend to the friend's player summary.")
    var summaries = false

    @Argument(help: "Accounts whose friends to list; read from stdin when none are given.")
    var inputs: [String] = []

    func work() -> FriendsWork { FriendsWork(withSummaries: summaries, changes: changes.tracker()) }
}

struct Bans: ChangeWatchingCommand {
    typealias Tool = SteamProfile

    static let configuration = CommandConfiguration(
        abstract: "One GetPlayerBans record per account, fetched 100 accounts a call.",
        discussion: """
            Each record is steamid, then Valve's fields as Valve names them: CommunityBanned, VACBanned, \
            NumberOfVACBans, DaysSinceLastBan, NumberOfGameBans and EconomyBan ("none", "probation" or \
            "banned"). Inputs as for steam-profile: ids, vanity names, or records with a steamid.

            Examples:
              steam-profile bans 76561197960287930
              steam-profile friends robinwalker | steam-profile bans \\
                --jq 'select(.NumberOfVACBans > 0) | .steamid'
              steam-profile friends robinwalker | steam-profile bans \\
                --format table
              steam-profile friends robinwalker \\
                | steam-profile bans --changes

            Every answer is also a snapshot in the store (Valve's fields). With --changes only the accounts \
            whose NumberOfVACBans or NumberOfGameBans went up since their feed last reported them print, as \
            bans_increased {steamid, before, after, previous_seen_at, seen_at}, before and after holding \
            Valve's fields.
            """)

    @OptionGroup var options: NetworkedOptions

    @OptionGroup(title: "Changes") var changes: ChangeOptions

    @Argument(help: "Accounts; read from stdin when none are given.")
    var inputs: [String] = []

    func work() -> BansWork { BansWork(changes: changes.tracker()) }
}

/// Runs steam-profile: steam-pipes, the multi-call binary, called by that name, and the development executable both start
/// here. `arguments` are those after the command's name; nil means the process's own.
public func start(arguments: [String]?) async {
    await SteamProfile.main(arguments: arguments)
}
