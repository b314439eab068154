// steam-games: libraries, recent games, achievements, stats, schemas, news, player counts and app search, the
// playtime history every library fetch adds to, and the store: wishlists, prices and the games accounts own in common.
import ArgumentParser
import SteamModels
import ToolSupport
import Version

struct SteamGames: SteamPipesTool {
    static let configuration = CommandConfiguration(
        commandName: "steam-games",
        abstract: "Steam libraries, recent games, achievements, stats, schemas, news, player counts, app search, playtime history, wishlists, store prices and games owned in common.",
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
        subcommands: [
            Owned.self, Recent.self, Achievements.self, Stats.self, Schema.self, News.self, Players.self, Find.self, History.self,
            Wishlist.self, Prices.self, Common.self,
        ])
}

/// Valve's count parameters (recent's and news' --count): a list of 10,000 is longer than any library.
func requireCount(_ count: Int?) throws {
    try FlagRules.require(count, in: 1...10_000, "--count")
}

/// Accounts on the command line name no app, so --app must (achievements and stats).
func requireApps(_ apps: [AppID], inputs: [String]) throws {
    if apps.isEmpty && !inputs.isEmpty {
        throw ValidationError("give --app ID: accounts on the command line name no app (records on stdin may carry an appid)")
    }
}

/// Runs steam-games: steam-pipes, the multi-call binary, called by that name, and the development executable both start
/// here. `arguments` are those after the command's name; nil means the process's own.
public func start(arguments: [String]?) async {
    await SteamGames.main(arguments: arguments)
}
