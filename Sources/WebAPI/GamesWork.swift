// What steam-games does with one input: an account's library, recent games, achievements or stats, or an app's
// schema or news, written as records; private and empty answers are notes, not failures.
import Foundation
import SteamModels
import Store
import ToolSupport

/// `steam-games achievements`' choices.
public struct AchievementQuery: Sendable {
    public var selection: AchievementSelection = .all
    public var order: AchievementOrder = .rarest

    public init() {}
}

extension SteamAPI {
    /// One record per game of the account `item` names, saying whose it is and when Valve answered.
    public func emitOwnedGames(of item: InputItem, fields: [String], query: OwnedGamesQuery, report: UnitReport) async throws {
        guard let account = try await accounts(of: [item], fields: fields, report: report).first else { return }
        guard case .found(let list, let fetchedAt) = try await ownedGames(of: account.id, query: query) else {
            report.note("keeps its game details private (GetOwnedGames answered {\"response\":{}})", about: item)
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
            report.emit(json: Data(JSONValue.object(game.record(owner: account.id, fetchedAt: fetchedAt.unixSecond)).jsonBytes), for: item)
        }
    }

    /// One record per game the account played in the last two weeks, most played first.
    public func emitRecentGames(of item: InputItem, fields: [String], count: Int?, report: UnitReport) async throws {
        guard let account = try await accounts(of: [item], fields: fields, report: report).first else { return }
        guard case .found(let list, let fetchedAt) = try await recentGames(of: account.id, count: count) else {
            report.note("keeps its game details private (GetRecentlyPlayedGames answered {\"response\":{}})", about: item)
            return
        }
        if list.games.isEmpty { report.note("played no games in the last two weeks", about: item) }
        for game in list.games {
            report.emit(json: Data(JSONValue.object(game.record(owner: account.id, fetchedAt: fetchedAt.unixSecond)).jsonBytes), for: item)
        }
    }

    /// One record per achievement of each app in `apps` (or the input line's own `appid` when `apps` is empty),
    /// joined to the schema and the global percentages. A failure with one app leaves the others to go on.
    public func emitAchievements(
        of item: InputItem, fields: [String], apps: [UInt32], query: AchievementQuery, report: UnitReport
    ) async throws {
        guard let account = try await accounts(of: [item], fields: fields, report: report).first,
              let apps = try appsAsked(apps, by: item, report: report)
        else { return }
        for app in apps {
            _ = try await report.attempt(item) {
                try await emitAchievements(of: account.id, app: app, for: item, query: query, report: report)
            }
        }
    }

    private func emitAchievements(
        of account: SteamID, app: UInt32, for item: InputItem, query: AchievementQuery, report: UnitReport
    ) async throws {
        let player: PlayerAchievements
        switch try await playerAchievements(of: account, app: app) {
        case .hidden:
            return report.note("keeps its profile private, so its achievements in app \(app) are hidden (Profile is not public)", about: item)
        case .absent:
            return report.note("app \(app) has no stats, or the account does not own it (Requested app has no stats)", about: item)
        case .found(let answer, _):
            player = answer
        }
        guard let achievements = player.achievements, !achievements.isEmpty else {
            return report.note("app \(app) has stats but no achievements", about: item)
        }
        async let schema = schema(of: app)
        async let percentages = globalPercentages(of: app)
        let records = AchievementRecords.join(
            owner: account, appID: app, player: achievements, schema: try await schema.value,
            percentages: try await percentages.value, selection: query.selection, order: query.order)
        if records.isEmpty {
            report.note("has \(query.selection == .locked ? "unlocked every" : "unlocked no") achievement of app \(app)", about: item)
        }
        for record in records { report.emit(json: Data(JSONValue.object(record).jsonBytes), for: item) }
    }

    /// One record per stat the account has in each app, with the schema's display name; a wrapped negative comes
    /// back as its negative, with Valve's number kept as `wrapped_value`.
    public func emitStats(of item: InputItem, fields: [String], apps: [UInt32], report: UnitReport) async throws {
        guard let account = try await accounts(of: [item], fields: fields, report: report).first,
              let apps = try appsAsked(apps, by: item, report: report)
        else { return }
        for app in apps {
            _ = try await report.attempt(item) {
                guard case .found(let stats, _) = try await userStats(of: account.id, app: app) else {
                    return report.note("has no stats in app \(app), does not own it, or keeps its profile private (GetUserStatsForGame answered 400 {})", about: item)
                }
                if stats.stats.isEmpty { report.note("has no stat values in app \(app)", about: item) }
                var displayNames: [String: JSONValue] = [:]
                for stat in try await schema(of: app).value?.stats ?? [] {
                    if let name = stat["name"]?.string, let display = stat["displayName"] { displayNames[name] = display }
                }
                for stat in stats.stats {
                    var record = JSONObject()
                    record.append("steamid", .string(String(account.id.id64)))
                    record.append("appid", .number(String(app)))
                    record.append("name", .string(stat.name))
                    if let display = displayNames[stat.name] { record.append("displayName", display) }
                    record.append("value", stat.value)
                    if let wrapped = stat.wrapped { record.append("wrapped_value", wrapped) }
                    report.emit(json: Data(JSONValue.object(record).jsonBytes), for: item)
                }
            }
        }
    }

    /// One record per achievement and stat the app defines, each saying which it is (`kind`).
    public func emitSchema(of item: InputItem, fields: [String], report: UnitReport) async throws {
        guard let app = try report.check(item, { () throws(InputError) in try Self.appID(item, fields: fields) }) else { return }
        guard let schema = try await schema(of: app).value else {
            return report.note("no app has id \(app) (GetSchemaForGame answered 400 {})", about: item)
        }
        if schema.isEmpty { report.note("app \(app) defines no achievements or stats", about: item) }
        for (kind, items) in [("achievement", schema.achievements), ("stat", schema.stats)] {
            for fields in items {
                var record = JSONObject()
                record.append("appid", .number(String(app)))
                record.append("kind", .string(kind))
                for field in fields.fields { record.append(field.name, field.value) }
                report.emit(json: Data(JSONValue.object(record).jsonBytes), for: item)
            }
        }
    }

    /// The app's news items, newest first, as Valve sends them.
    public func emitNews(of item: InputItem, fields: [String], count: Int?, maxLength: Int?, report: UnitReport) async throws {
        guard let app = try report.check(item, { () throws(InputError) in try Self.appID(item, fields: fields) }) else { return }
        guard let news = try await news(of: app, count: count, maxLength: maxLength).value else {
            return report.note("app \(app) has no news, or there is no such app (GetNewsForApp answered 403 {})", about: item)
        }
        if news.items.isEmpty { report.note("app \(app) has no news", about: item) }
        for newsItem in news.items { report.emit(json: Data(JSONValue.object(newsItem).jsonBytes), for: item) }
    }

    /// The stored snapshots of the account `item` names, oldest first.
    public func emitHistory(of item: InputItem, fields: [String], range: PlaytimeRange, report: UnitReport) async throws {
        guard let account = try await accounts(of: [item], fields: fields, report: report).first else { return }
        var range = range
        range.steamID = Int64(bitPattern: account.id.id64)
        var any = false
        try await playtimeHistory(range) { rows in
            any = any || !rows.isEmpty
            for row in rows { report.emit(json: Data(JSONValue.object(row.record).jsonBytes), for: item) }
        }
        if !any { report.note("the store holds no playtime snapshots of \(account.id) in that range; steam-games owned takes them", about: item) }
    }

    /// `apps`, or when none were given the `appid` of the input line itself (an owned-games record, say).
    private func appsAsked(_ apps: [UInt32], by item: InputItem, report: UnitReport) throws -> [UInt32]? {
        if !apps.isEmpty { return apps }
        return try report.check(item) { () throws(InputError) in
            guard item.bytes.first(where: { !isJSONWhitespace($0) }) == UInt8(ascii: "{") else {
                throw InputError(item.origin, "names no app; give --app ID, or pipe records that carry an appid")
            }
            return [try Self.appID(item, fields: ["appid"])]
        }
    }

    /// The app id an input names: a whole number from 0 to 4294967295.
    static func appID(_ item: InputItem, fields: [String]) throws(InputError) -> UInt32 {
        let text = try item.value(fields: fields)
        guard let id = UInt32(text) else {
            throw InputError(item.origin, "\(quoted(text)) is not an app id (a whole number from 0 to \(UInt32.max))")
        }
        return id
    }
}

extension GameAnswer {
    /// The answer's value; nil when it is hidden or absent.
    var value: Value? {
        if case .found(let value, _) = self { value } else { nil }
    }
}

extension PlaytimeRow {
    /// `steam-games history`'s record: the fields of an owned-games record that a snapshot keeps, under the same names,
    /// so stat-agg playtime reads both.
    public var record: JSONObject {
        var record = JSONObject()
        record.append("steamid", .string(String(UInt64(bitPattern: steamID))))
        record.append("appid", .number(String(appID)))
        if let name { record.append("name", .string(name)) }
        record.append("playtime_forever", .number(String(playtimeForever)))
        record.append("fetched_at", .number(String(fetchedAt)))
        return record
    }
}

extension SteamAPI {
    /// Every account's stored snapshots, for `steam-games history --all`.
    public func writeHistory(_ range: PlaytimeRange, to context: ToolContext) async throws {
        var any = false
        try await playtimeHistory(range) { rows in
            any = any || !rows.isEmpty
            for row in rows { try context.output.write(json: Data(JSONValue.object(row.record).jsonBytes), from: nil) }
        }
        if !any { context.diagnostics.note("the store holds no playtime snapshots in that range; steam-games owned takes them") }
    }
}
