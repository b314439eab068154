// steam-profile: player summaries (100 ids a call) and friend lists, one record per player or friendship.
import ArgumentParser
import Commands
import ToolSupport
import Version

struct SteamProfile: SteamPipesTool {
    static let configuration = CommandConfiguration(
        commandName: "steam-profile",
        abstract: "Player summaries and friend lists.",
        version: ToolkitVersion.line(tool: "steam-profile"),
        subcommands: [Summaries.self, Friends.self],
        defaultSubcommand: Summaries.self)
}

struct Summaries: NetworkedCommand {
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
            """)

    @OptionGroup var options: NetworkedOptions

    @Argument(help: "Accounts; read from stdin when none are given.")
    var inputs: [String] = []

    func work() -> SummariesWork { SummariesWork() }
}

struct Friends: NetworkedCommand {
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
            """)

    @OptionGroup var options: NetworkedOptions

    @Flag(help: "Join each friend to the friend's player summary.")
    var summaries = false

    @Argument(help: "Accounts whose friends to list; read from stdin when none are given.")
    var inputs: [String] = []

    func work() -> FriendsWork { FriendsWork(withSummaries: summaries) }
}

/// Runs steam-profile: steam-pipes, the multi-call binary, called by that name, and the development executable both start
/// here. `arguments` are those after the command's name; nil means the process's own.
public func start(arguments: [String]?) async {
    await SteamProfile.main(arguments: arguments)
}
