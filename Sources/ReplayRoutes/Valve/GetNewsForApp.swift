// ISteamNews/GetNewsForApp/v2: newest first, no key needed; count (20), maxlength (0 = whole) and
// enddate narrow it; `count` in the answer is how many items the app has in all. HTTP 403 `{}` for an unknown app.
import ReplayWorld

extension ValveRoute {
    static let defaultNewsCount = 20

    static let getNewsForApp = ValveRoute(
        interface: "ISteamNews", method: "GetNewsForApp", versions: [2], requiredParameters: ["appid"], usesKey: false
    ) { request, state in
        let query = request.query
        guard let app = query.number("appid").flatMap(state.world.games.catalog.app) else {
            return .emptyObject(status: 403)
        }
        let all = state.world.games.news(of: app, clockStart: state.start)
        let endDate = query.number("enddate")
        let maxLength = query.number("maxlength") ?? 0
        let items = all.filter { item in endDate.map { item.date <= $0 } ?? true }
            .prefix(max(0, query.number("count") ?? defaultNewsCount))
            .map { newsEntry($0, appid: app.appid, maxLength: maxLength) }
        return .json(.object([("appnews", .object([
            ("appid", .int(app.appid)), ("newsitems", .array(Array(items))), ("count", .int(all.count)),
        ]))]))
    }

    private static func newsEntry(_ item: NewsItem, appid: Int, maxLength: Int) -> OrderedJSON {
        var entry = OrderedObject()
        entry.add("gid", .string(item.gid))
        entry.add("title", .string(item.title))
        entry.add("url", .string(item.url))
        entry.add("is_external_url", .bool(item.isExternalURL))
        entry.add("author", .string(item.author))
        entry.add("contents", .string(blurb(item.contents, maxLength: maxLength)))
        entry.add("feedlabel", .string(item.feedLabel))
        entry.add("date", .int(item.date))
        entry.add("feedname", .string(item.feedName))
        entry.add("feed_type", .int(item.feedType))
        entry.add("appid", .int(appid))
        entry.add("tags", item.tags.map { .array($0.map(OrderedJSON.string)) })
        return entry.json
    }

    /// Valve's blurb: at most `maxLength` characters, the last three of them "...".
    static func blurb(_ contents: String, maxLength: Int) -> String {
        guard maxLength > 0, contents.count > maxLength else { return contents }
        return contents.prefix(max(0, maxLength - 3)) + "..."
    }
}
