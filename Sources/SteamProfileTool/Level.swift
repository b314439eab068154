// steam-profile level and badges: an account's Steam level, and the badges that make it.
import ArgumentParser
import CommandKit

struct Level: NetworkedCommand {
    typealias Tool = SteamProfile

    static let configuration = CommandConfiguration(
        abstract: "One record per account: its Steam level, {steamid, player_level}.",
        discussion: """
            A private profile, or an account Valve does not know, is a note on stderr, not a failure.

            Examples:
              steam-profile level robinwalker
              steam-profile friends robinwalker | steam-profile level \\
                --format table
            """)

    @OptionGroup var options: NetworkedOptions

    @Argument(help: "Accounts; read from stdin when none are given.")
    var inputs: [String] = []

    func work() -> LevelWork { LevelWork() }
}

struct Badges: NetworkedCommand {
    typealias Tool = SteamProfile

    static let configuration = CommandConfiguration(
        abstract: "One record per badge of an account, with the account's XP and level on each.",
        discussion: """
            Each record is the steamid, then Valve's badge fields as sent (badgeid, level, completion_time, \
            xp, scarcity; appid, communityitemid and border_color for a game's badge), then the account's \
            totals: player_xp, player_level, player_xp_needed_to_level_up and player_xp_needed_current_level. \
            The totals repeat on every record so that each stands alone in a pipe: Valve sends them nowhere \
            else, and a jq filter or stat-agg reads one record at a time. A private profile is a note.

            Examples:
              steam-profile badges robinwalker \\
                --jq 'select(.appid) | {appid, level, xp}'
              steam-profile badges robinwalker \\
                --format table --jq '{badgeid, level, xp, player_xp}'
            """)

    @OptionGroup var options: NetworkedOptions

    @Argument(help: "Accounts; read from stdin when none are given.")
    var inputs: [String] = []

    func work() -> BadgesWork { BadgesWork() }
}
