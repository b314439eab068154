// steam-games owned and recent: an account's games, each record saying whose it is and when Valve answered.
import CommandKit
import SteamModels
import ToolSupport
import WebAPI

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

/// steam-games recent: one record per game the account played in the last two weeks, most played first.
public struct RecentWork: UnitWork {
    public static let inputFields = accountFields

    /// At most this many games per account; all when nil.
    public let count: Int?

    public init(count: Int?) {
        self.count = count
    }

    public func run(on items: [InputItem], report: UnitReport, api: SteamAPI) async throws {
        try await AccountInput.each(items, fields: Self.inputFields, api: api, report: report) { account in
            let item = account.item
            guard case .found(let list, let fetchedAt) = try await api.recentGames(of: account.id, count: count) else {
                report.note("keeps its game details private, or is no account (GetRecentlyPlayedGames answered {\"response\":{}})", about: item)
                return
            }
            if list.games.isEmpty { report.note("played no games in the last two weeks", about: item) }
            for game in list.games {
                report.emit(game.record(owner: account.id, fetchedAt: fetchedAt.unixSecond), for: item)
            }
        }
    }
}
