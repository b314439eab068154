// steam-games players: how many play each app right now, one record per app.
import CommandKit
import SteamModels
import ToolSupport
import WebAPI

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
