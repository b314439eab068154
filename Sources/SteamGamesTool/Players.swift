// steam-games players: the number playing each app now.
import ArgumentParser
import CommandKit
import SteamModels
import ToolSupport
import WebAPI

struct Players: NetworkedCommand {
    typealias Tool = SteamGames

    static let configuration = CommandConfiguration(
        abstract: "How many play each app right now: one record per app. Needs no API key.",
        discussion: """
            Each record is {appid, player_count, fetched_at}: Valve's count and the unix second it answered. \
            Apps come from --app, else from stdin (ids or records with an appid). An app Valve does not know \
            is a note on stderr. Answers are kept a minute: Valve counts every few minutes, so a newer \
            answer would say the same.

            Examples:
              steam-games players --app 570 --app 440
              steam-games owned robinwalker --jq .appid \\
                | steam-games players --format table
            """)

    @OptionGroup var options: NetworkedOptions

    @OptionGroup var apps: AppArguments
    var inputs: [String] { apps.all }

    func work() -> PlayersWork { PlayersWork() }
}

/// steam-games players: `{"appid", "player_count", "fetched_at"}` per app; an app Valve does not know is a note.
public struct PlayersWork: UnitWork {
    public static let inputFields = appFields

    public init() {}

    public func run(on items: [InputItem], report: UnitReport, api: SteamAPI) async throws {
        for item in items {
            guard let app = try report.check(item, { () throws(InputError) in try AppInput.appID(item) }) else { continue }
            guard case .found(let players, let fetchedAt) = try await api.currentPlayers(of: app) else {
                report.note("no app has id \(app) (GetNumberOfCurrentPlayers answered 404, result 42)", about: item)
                continue
            }
            var record = JSONObject()
            record.append("appid", .number(String(app)))
            record.append("player_count", players.count)
            record.append("fetched_at", .number(String(fetchedAt.unixSecond)))
            report.emit(record, for: item)
        }
    }
}
