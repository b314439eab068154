// IPlayerService, ISteamUserStats and ISteamNews: libraries, recent games, achievements, stats, schemas and news,
// through the store. Every owned-games answer also leaves a playtime snapshot in the store.
import FoundationEssentials
import SteamModels
import Store

/// What an endpoint said about one thing asked for: its decoded answer and when Valve gave it, or why there is none.
public enum GameAnswer<Value: Sendable>: Sendable {
    case found(Value, fetchedAt: Date)
    /// The account keeps it private.
    case hidden
    /// Valve has no such thing, or will not say which of several reasons applies (`reason` says).
    case absent
}

/// `steam-games owned`'s request: what Valve adds to each game, and which games are written.
public struct OwnedGamesQuery: Sendable {
    /// include_appinfo: names and icons.
    public var appInfo = true
    /// include_played_free_games: free games the account has played.
    public var freeGames = false
    /// Only these apps are written; empty for all. Valve is still asked for the whole library, so the snapshot
    /// counts every game.
    public var apps: [AppID] = []

    public init() {}

    func parameters(for account: SteamID) -> [(String, String)] {
        [("steamid", String(account.id64))] + (appInfo ? [("include_appinfo", "1")] : [])
            + (freeGames ? [("include_played_free_games", "1")] : [])
    }
}

extension SteamAPI {
    public func ownedGames(of account: SteamID, query: OwnedGamesQuery) async throws -> GameAnswer<GameList> {
        let endpoint = Endpoint.getOwnedGames
        let answer = try await answer(
            endpoint, query.parameters(for: account), describing: "steamid \(account.id64)",
            snapshot: { answer in
                guard answer.outcome == .found else { return nil }
                let games = try Self.read(answer.body, from: endpoint, GameList.init(json:)).games
                return PlaytimeSnapshot(
                    steamID: Int64(bitPattern: account.id64), fetchedAt: answer.fetchedAt.unixSecond,
                    games: games.map { .init(appID: Int64($0.appID), playtimeForever: $0.playtimeForever, name: $0.name) })
            })
        return try decoded(answer, from: endpoint, GameList.init(json:))
    }

    /// `count` trims the list Valve sends; nil for every game played in the last two weeks.
    public func recentGames(of account: SteamID, count: Int?) async throws -> GameAnswer<GameList> {
        let parameters = [("steamid", String(account.id64))] + (count.map { [("count", String($0))] } ?? [])
        return try await checkedAnswer(
            .getRecentlyPlayedGames, parameters, describing: "steamid \(account.id64)", GameList.init(json:))
    }

    public func playerAchievements(of account: SteamID, app: AppID) async throws -> GameAnswer<PlayerAchievements> {
        try await playerRecord(.getPlayerAchievements, of: account, in: app, PlayerAchievements.init(json:))
    }

    public func userStats(of account: SteamID, app: AppID) async throws -> GameAnswer<UserStats> {
        try await playerRecord(.getUserStatsForGame, of: account, in: app, UserStats.init(json:))
    }

    public func schema(of app: AppID) async throws -> GameAnswer<GameSchema> {
        try await checkedAnswer(.getSchemaForGame, [("appid", String(app))], describing: "app \(app)", GameSchema.init(json:))
    }

    public func globalPercentages(of app: AppID) async throws -> GameAnswer<GlobalPercentages> {
        try await checkedAnswer(
            .getGlobalAchievementPercentages, [("gameid", String(app))], describing: "app \(app)", GlobalPercentages.init(json:))
    }

    /// `count` news items (Valve's default 20 when nil), each cut to `maxLength` characters when given.
    public func news(of app: AppID, count: Int?, maxLength: Int?) async throws -> GameAnswer<AppNews> {
        let parameters = [("appid", String(app))] + (count.map { [("count", String($0))] } ?? [])
            + (maxLength.map { [("maxlength", String($0))] } ?? [])
        return try await checkedAnswer(.getNewsForApp, parameters, describing: "app \(app)", AppNews.init(json:))
    }

    /// What one account has of one app (its achievements, its stats): asked by steamid and appid alike.
    private func playerRecord<Value>(
        _ endpoint: Endpoint, of account: SteamID, in app: AppID, _ decode: @escaping @Sendable (Data) throws(ShapeError) -> Value
    ) async throws -> GameAnswer<Value> {
        try await checkedAnswer(
            endpoint, [("steamid", String(account.id64)), ("appid", String(app))],
            describing: "steamid \(account.id64), app \(app)", decode)
    }

    /// `endpoint`'s answer, decoded; a body `decode` refuses is an error before the store keeps it.
    func checkedAnswer<Value>(
        _ endpoint: Endpoint, _ parameters: [(String, String)], describing subject: String,
        _ decode: @escaping @Sendable (Data) throws(ShapeError) -> Value
    ) async throws -> GameAnswer<Value> {
        let answer = try await answer(endpoint, parameters, describing: subject, validate: Self.shape(decode, from: endpoint))
        return try decoded(answer, from: endpoint, decode)
    }

    func decoded<Value>(
        _ answer: Answer, from endpoint: Endpoint, _ decode: (Data) throws(ShapeError) -> Value
    ) throws -> GameAnswer<Value> {
        switch answer.outcome {
        case .found: .found(try Self.read(answer.body, from: endpoint, decode), fetchedAt: answer.fetchedAt)
        case .hidden: .hidden
        case .notFound, .unavailable: .absent
        }
    }

    /// Stored playtime snapshots of `range`, page by page, in (account, time, app) order.
    public func playtimeHistory(_ range: PlaytimeRange, each page: ([PlaytimeRow]) throws -> Void) async throws {
        let pageSize = 5000
        var cursor: PlaytimeRow?
        while true {
            let rows = try await withStore(essential: true) { store throws(StoreError) in
                try await store.playtimeHistory(server: server, range, after: cursor, limit: pageSize)
            }
            try page(rows)
            guard rows.count == pageSize else { return }
            cursor = rows.last
        }
    }
}

extension Date {
    /// The whole second this falls in: snapshots and records name times in unix seconds.
    public var unixSecond: Int64 { Int64(timeIntervalSince1970.rounded(.down)) }
}

extension GameAnswer {
    /// The answer's value; nil when it is hidden or absent.
    public var value: Value? {
        if case .found(let value, _) = self { value } else { nil }
    }
}
