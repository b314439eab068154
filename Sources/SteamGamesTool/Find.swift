// steam-games find: app ids by name, from Valve's app list kept in the store for a week.
import ArgumentParser
import CommandKit
import ToolSupport

struct Find: NetworkedCommand {
    typealias Tool = SteamGames

    static let configuration = CommandConfiguration(
        abstract: "The apps whose names hold every word of a name: one {appid, name} record per app.",
        discussion: """
            Words match in any case and in any order, each anywhere in the app's name. The app named \
            exactly so (in any case) comes first, then the rest by appid, oldest first. Names come from the \
            arguments, else from stdin (lines, or records with a name). The list is Valve's \
            IStoreService/GetAppList (games, DLC and software; it needs the API key), fetched whole, a \
            few pages, and kept in the store for a week; --refresh fetches it again, --offline reads the \
            store's at any age.

            Examples:
              steam-games find "counter strike"
              steam-games owned robinwalker --jq .name \\
                | steam-games find --jq .appid
            """)

    @OptionGroup var options: NetworkedOptions

    @Option(help: ArgumentHelp("Apps per page of Valve's list (1-50000).", valueName: "count"))
    var pageSize: Int?

    @Argument(help: "Names to look for; read from stdin when none are given.")
    var inputs: [String] = []

    func validate() throws {
        try FlagRules.require(pageSize, in: 1...50_000, "--page-size")
    }

    func work() -> FindWork { FindWork(pageSize: pageSize) }
}
