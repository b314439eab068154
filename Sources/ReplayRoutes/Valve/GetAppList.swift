// IStoreService/GetAppList/v1: the catalog in appid order, a page at a time, as Valve documents it today
// (docs/steam-lookups.md): the key is required; `max_results` apps a page (10,000 when not given, never more than
// 50,000), starting after `last_appid`; `have_more_results` and `last_appid` only on a page with more to come. The
// catalog holds games alone, so `include_games=false` leaves nothing to list.

extension ValveRoute {
    static let appListDefaultPage = 10_000, appListLargestPage = 50_000

    static let getAppList = ValveRoute(
        interface: "IStoreService", method: "GetAppList", versions: [1], requiredParameters: []
    ) { request, state in
        let query = request.query
        let pageSize = min(appListLargestPage, max(1, query.number("max_results") ?? appListDefaultPage))
        let after = query.number("last_appid") ?? 0
        let wantsGames = query["include_games"] == nil || query.flag("include_games")
        let rest = wantsGames ? state.world.games.catalog.apps.filter { $0.appid > after }.sorted { $0.appid < $1.appid } : []
        let page = rest.prefix(pageSize)
        var response = OrderedObject()
        response.add("apps", .array(page.map { app in
            .object([
                ("appid", .int(app.appid)), ("name", .string(app.name)),
                ("last_modified", .int(Int(state.start) - app.appid % 997 * 86_400)),
                ("price_change_number", .int(app.appid % 7 == 0 ? 0 : 30_000_000 + app.appid % 9_999_991)),
            ])
        }))
        if rest.count > page.count, let last = page.last {
            response.add("have_more_results", .bool(true))
            response.add("last_appid", .int(last.appid))
        }
        return .json(.object([("response", response.json)]))
    }
}
