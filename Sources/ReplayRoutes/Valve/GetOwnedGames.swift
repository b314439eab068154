// IPlayerService/GetOwnedGames/v1: the whole library in one answer, `{"response":{}}` when hidden.
import ReplayWorld

extension ValveRoute {
    static let getOwnedGames = ValveRoute(
        interface: "IPlayerService", method: "GetOwnedGames", versions: [1], requiredParameters: ["steamid"]
    ) { request, state in
        let query = request.query, games = state.world.games
        let library: Library
        do throws(LibraryRefusal) { library = try games.visibleLibrary(query) } catch { return error.reply }
        let clock = await state.gameClock
        let appInfo = query.flag("include_appinfo"), playedFree = query.flag("include_played_free_games")
        // appids_filter[0]=440&appids_filter[1]=570: any indexes, any number of them.
        let filter = Set(query.items.filter { $0.name.hasPrefix("appids_filter[") }.compactMap { Int($0.value) })
        let listed: [OrderedJSON] = library.games.compactMap { game in
            guard filter.isEmpty || filter.contains(game.appid), let app = games.catalog.app(game.appid) else {
                return nil
            }
            // Free games are owned by everyone who ever launched one; Valve lists them only on request, once played.
            if game.isFree, !playedFree || GamePlaytime(game, at: clock).forever == 0 { return nil }
            return GameEntries.owned(game, app: app, at: clock, appInfo: appInfo)
        }
        return .json(.object([("response", .object([("game_count", .int(listed.count)), ("games", .array(listed))]))]))
    }
}
