// steam-games stats: an account's stat values in each app, with the schema's display names.
import ArgumentParser
import CommandKit
import SteamModels
import ToolSupport
import WebAPI

struct Stats: NetworkedCommand {
    typealias Tool = SteamGames

    static let configuration = CommandConfiguration(
        abstract: "One record per stat of an account in an app, with the schema's display name.",
        discussion: """
            Valve sends negative integer stats wrapped to unsigned 32 bits (-36 as 4294967260); value is \
            the stat as the game kept it, and wrapped_value what Valve sent, when the two differ.

            Examples:
              steam-games stats --app 440 robinwalker --format table
              steam-games owned robinwalker \\
                --jq 'select(.has_community_visible_stats)' \\
                | steam-games stats
            """)

    @OptionGroup var options: NetworkedOptions

    @Option(name: .customLong("app"), help: ArgumentHelp("The app (repeatable).", valueName: "appid"))
    var apps: [AppID] = []

    @Argument(help: "Accounts; read from stdin when none are given.")
    var inputs: [String] = []

    func validate() throws { try requireApps(apps, inputs: inputs) }

    func work() -> StatsWork { StatsWork(apps: apps) }
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
