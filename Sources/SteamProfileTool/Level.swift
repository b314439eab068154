// steam-profile level and badges: an account's Steam level, and the badges it is made of, each record saying whose.
import ArgumentParser
import CommandKit
import SteamModels
import ToolSupport
import WebAPI

struct Level: NetworkedCommand {
    typealias Tool = SteamProfile

    static let configuration = CommandConfiguration(
        abstract: "One record per account: its Steam level, {steamid, player_level}.",
        discussion: """
            A private profile, or an account Valve does not know, is a note on stderr, not a failure.

            Examples:
              steam-profile level robinwalker
              steam-profile friends robinwalker | steam-profile level \\
                --format table
            """)

    @OptionGroup var options: NetworkedOptions

    @Argument(help: "Accounts; read from stdin when none are given.")
    var inputs: [String] = []

    func work() -> LevelWork { LevelWork() }
}

/// Valve answers `{"response":{}}` for both a private profile and an account it does not know.
private let privateNote = "keeps its profile private, or is no account (answered {\"response\":{}})"

/// steam-profile level: `{"steamid", "player_level"}` per account.
public struct LevelWork: UnitWork {
    public static let inputFields = ["steamid"]

    public init() {}

    public func run(on items: [InputItem], report: UnitReport, api: SteamAPI) async throws {
        try await AccountInput.each(items, fields: Self.inputFields, api: api, report: report) { account in
            guard let level = try await api.steamLevel(of: account.id).value else {
                report.note("GetSteamLevel: \(privateNote)", about: account.item)
                return
            }
            var record = JSONObject()
            record.append("steamid", .string(String(account.id.id64)))
            record.append("player_level", level.level)
            report.emit(record, for: account.item)
        }
    }
}

struct Badges: NetworkedCommand {
    typealias Tool = SteamProfile

    static let configuration = CommandConfiguration(
        abstract: "One record per badge of an account, with the account's XP and level on each.",
        discussion: """
            Each record is the steamid, then Valve's badge fields as sent (badgeid, level, completion_time, \
            xp, scarcity; appid, communityitemid and border_color for a game's badge), then the account's \
            totals: player_xp, player_level, player_xp_needed_to_level_up and player_xp_needed_current_level. \
            The totals repeat on every record so that each stands alone in a pipe: Valve sends them nowhere \
            else, and a jq filter or stat-agg reads one record at a time. A private profile is a note.

            Examples:
              steam-profile badges robinwalker \\
                --jq 'select(.appid) | {appid, level, xp}'
              steam-profile badges robinwalker \\
                --format table --jq '{badgeid, level, xp, player_xp}'
            """)

    @OptionGroup var options: NetworkedOptions

    @Argument(help: "Accounts; read from stdin when none are given.")
    var inputs: [String] = []

    func work() -> BadgesWork { BadgesWork() }
}

/// steam-profile badges: one record per badge, the steamid first, then Valve's badge fields as sent, then the
/// account's totals (player_xp, player_level, …) as sent, so each record stands alone in a pipe.
public struct BadgesWork: UnitWork {
    public static let inputFields = ["steamid"]

    public init() {}

    public func run(on items: [InputItem], report: UnitReport, api: SteamAPI) async throws {
        try await AccountInput.each(items, fields: Self.inputFields, api: api, report: report) { account in
            guard let badges = try await api.badges(of: account.id).value else {
                report.note("GetBadges: \(privateNote)", about: account.item)
                return
            }
            if badges.badges.isEmpty { report.note("has no badges", about: account.item) }
            for badge in badges.badges {
                var record = JSONObject()
                record.append("steamid", .string(String(account.id.id64)))
                for field in badge.fields where field.name != "steamid" { record.append(field.name, field.value) }
                for field in badges.totals.fields where badge[field.name] == nil { record.append(field.name, field.value) }
                report.emit(record, for: account.item)
            }
        }
    }
}
