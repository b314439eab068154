// steam-games achievements: what an account has unlocked in each app, joined to the app's schema and the global
// percentages.
import ArgumentParser
import CommandKit
import SteamModels
import ToolSupport
import WebAPI

struct Achievements: NetworkedCommand {
    typealias Tool = SteamGames

    static let configuration = CommandConfiguration(
        abstract: "One record per achievement: the player's unlock, the schema's names and the global percentage.",
        discussion: """
            Each record has steamid, appid, apiname, achieved (0 or 1), unlocktime (0 while locked), the \
            schema's displayName, description (Valve leaves it out for hidden ones), hidden and icons, and \
            percent: the share of players who unlocked it, always a number. Rarest first unless --sort \
            says otherwise. Without --app, each stdin record's own appid is used (steam-games owned's \
            records carry one).

            Examples:
              steam-games achievements --app 440 --locked robinwalker \\
                --jq '{displayName, percent}'
              steam-games achievements --app 570 --unlocked \\
                --sort recent 76561197960287930
              steam-games owned robinwalker \\
                --jq 'select(.playtime_forever > 0)' \\
                | steam-games achievements --locked
            """)

    @OptionGroup var options: NetworkedOptions

    @Option(name: .customLong("app"), help: ArgumentHelp("The app (repeatable).", valueName: "appid"))
    var apps: [AppID] = []

    @Flag(help: "Only achievements not yet unlocked.")
    var locked = false

    @Flag(help: "Only achievements unlocked.")
    var unlocked = false

    @Option(help: "rarest (lowest global percent first), game (the game's order) or recent (newest unlock first).")
    var sort = AchievementOrder.rarest

    @Argument(help: "Accounts; read from stdin when none are given.")
    var inputs: [String] = []

    func validate() throws {
        if locked && unlocked { throw ValidationError("--locked and --unlocked exclude each other") }
        try requireApps(apps, inputs: inputs)
    }

    func work() -> AchievementsWork {
        AchievementsWork(apps: apps, selection: locked ? .locked : unlocked ? .unlocked : .all, order: sort)
    }
}

extension AchievementOrder: ExpressibleByArgument {}

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
