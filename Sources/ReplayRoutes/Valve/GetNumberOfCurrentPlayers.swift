// ISteamUserStats/GetNumberOfCurrentPlayers/v1: no key needed; `{"response":{"player_count":N,"result":1}}`, and
// HTTP 404 `{"response":{"result":42}}` for an app Valve does not know (as recorded, Tests/RecordedAnswers).
import ReplayWorld

extension ValveRoute {
    static let getNumberOfCurrentPlayers = ValveRoute(
        interface: "ISteamUserStats", method: "GetNumberOfCurrentPlayers", versions: [1], requiredParameters: ["appid"],
        usesKey: false
    ) { request, state in
        guard let app = request.query.number("appid").flatMap(state.world.games.catalog.app) else {
            return .json(.object([("response", .object([("result", .int(42))]))]), status: 404)
        }
        let count = CurrentPlayerCount.count(of: app, at: await state.now)
        return .json(.object([("response", .object([("player_count", .int(count)), ("result", .int(1))]))]))
    }
}
