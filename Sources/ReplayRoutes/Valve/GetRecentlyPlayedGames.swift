// IPlayerService/GetRecentlyPlayedGames/v1: games played in the last two weeks, most played first;
// total_count counts them all even when `count` trims the list, and no games leaves the `games` key out.
import ReplayWorld

extension ValveRoute {
    static let getRecentlyPlayedGames = ValveRoute(
        interface: "IPlayerService", method: "GetRecentlyPlayedGames", versions: [1], requiredParameters: ["steamid"]
    ) { request, state in
        let query = request.query, games = state.world.games
        let library: Library
        do throws(LibraryRefusal) { library = try games.visibleLibrary(query) } catch { return error.reply }
        let clock = await state.gameClock
        let recent = library.games.filter(\.isActive)
            .sorted { ($1.minutesPerDay, $0.appid) < ($0.minutesPerDay, $1.appid) }
        let count = query.number("count") ?? 0
        let shown = count > 0 ? Array(recent.prefix(count)) : recent
        var response = OrderedObject()
        response.add("total_count", .int(recent.count))
        response.add("games", shown.isEmpty ? nil : .array(shown.compactMap { game in
            games.catalog.app(game.appid).map { GameEntries.recent(game, app: $0, at: clock) }
        }))
        return .json(.object([("response", response.json)]))
    }
}
