// steam-games owned: the games an account owns, each record saying whose it is and when Valve answered; every library
// fetched is a playtime snapshot too.
import ArgumentParser
import CommandKit
import SteamModels
import ToolSupport
import WebAPI

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

/// steam-games owned: one record per game the account owns; every library fetched is a playtime snapshot too.
public struct OwnedWork: UnitWork {
    public static let inputFields = accountFields

    public let query: OwnedGamesQuery

    /// `appInfo`: names and icons; `free`: free games the account played too; `apps`: only these (all when empty).
    public init(appInfo: Bool, free: Bool, apps: [AppID]) {
        var query = OwnedGamesQuery()
        query.appInfo = appInfo
        query.freeGames = free
        query.apps = apps
        self.query = query
    }

    public func run(on items: [InputItem], report: UnitReport, api: SteamAPI) async throws {
        try await AccountInput.each(items, fields: Self.inputFields, api: api, report: report) { account in
            let item = account.item
            guard case .found(let list, let fetchedAt) = try await api.ownedGames(of: account.id, query: query) else {
                report.note("keeps its game details private, or is no account (GetOwnedGames answered {\"response\":{}})", about: item)
                return
            }
            let wanted = Set(query.apps)
            let games = wanted.isEmpty ? list.games : list.games.filter { wanted.contains($0.appID) }
            if list.games.isEmpty {
                report.note("owns no games\(query.freeGames ? "" : " (free games it played show with --free)")", about: item)
            } else if games.isEmpty {
                report.note("owns none of the apps asked for (--app \(query.apps.map(String.init).joined(separator: ", ")))", about: item)
            }
            for game in games {
                report.emit(game.record(owner: account.id, fetchedAt: fetchedAt.unixSecond), for: item)
            }
        }
    }
}
