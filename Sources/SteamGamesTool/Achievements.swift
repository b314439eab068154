// steam-games achievements and stats: what an account has in each app, joined to the app's schema.
import CommandKit
import SteamModels
import ToolSupport
import WebAPI

/// steam-games achievements: one record per achievement of each app, joined to the schema and the global
/// percentages. A failure with one app leaves the others to go on.
public struct AchievementsWork: UnitWork {
    public static let inputFields = accountFields

    /// The apps; when empty, the input line's own `appid`.
    public let apps: [AppID]
    public let selection: AchievementSelection
    public let order: AchievementOrder

    public init(apps: [AppID], selection: AchievementSelection, order: AchievementOrder) {
        self.apps = apps
        self.selection = selection
        self.order = order
    }

    public func run(on items: [InputItem], report: UnitReport, api: SteamAPI) async throws {
        try await AppInput.eachAccountApp(items, apps: apps, api: api, report: report) { account, app in
            try await achievements(of: account.id, app: app, for: account.item, report: report, api: api)
        }
    }

    private func achievements(of account: SteamID, app: AppID, for item: InputItem, report: UnitReport, api: SteamAPI) async throws {
        let player: PlayerAchievements
        switch try await api.playerAchievements(of: account, app: app) {
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
        async let schema = api.schema(of: app)
        async let percentages = api.globalPercentages(of: app)
        let records = AchievementRecords.join(
            owner: account, appID: app, player: achievements, schema: try await schema.value,
            percentages: try await percentages.value, selection: selection, order: order)
        if records.isEmpty {
            report.note("has \(selection == .locked ? "unlocked every" : "unlocked no") achievement of app \(app)", about: item)
        }
        for record in records { report.emit(record, for: item) }
    }
}

/// steam-games stats: one record per stat the account has in each app, with the schema's display name; a wrapped
/// negative comes back as its negative, with Valve's number kept as `wrapped_value`.
public struct StatsWork: UnitWork {
    public static let inputFields = accountFields

    /// The apps; when empty, the input line's own `appid`.
    public let apps: [AppID]

    public init(apps: [AppID]) {
        self.apps = apps
    }

    public func run(on items: [InputItem], report: UnitReport, api: SteamAPI) async throws {
        try await AppInput.eachAccountApp(items, apps: apps, api: api, report: report) { account, app in
            try await stats(of: account.id, app: app, for: account.item, report: report, api: api)
        }
    }

    private func stats(of account: SteamID, app: AppID, for item: InputItem, report: UnitReport, api: SteamAPI) async throws {
        guard case .found(let stats, _) = try await api.userStats(of: account, app: app) else {
            return report.note("has no stats in app \(app), does not own it, or keeps its profile private (GetUserStatsForGame answered 400 {})", about: item)
        }
        if stats.stats.isEmpty { report.note("has no stat values in app \(app)", about: item) }
        var displayNames: [String: JSONValue] = [:]
        for stat in try await api.schema(of: app).value?.stats ?? [] {
            if let name = stat["name"]?.string, let display = stat["displayName"] { displayNames[name] = display }
        }
        for stat in stats.stats {
            var record = JSONObject()
            record.append("steamid", .string(String(account.id64)))
            record.append("appid", .number(String(app)))
            record.append("name", .string(stat.name))
            if let display = displayNames[stat.name] { record.append("displayName", display) }
            record.append("value", stat.value)
            if let wrapped = stat.wrapped { record.append("wrapped_value", wrapped) }
            report.emit(record, for: item)
        }
    }
}
