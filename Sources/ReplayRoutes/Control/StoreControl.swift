// GET /_replay/wishlist and /_replay/store: the truth behind the wishlist and store routes, at the clock's now, for
// tests of the tools to compute what GetWishlist, GetItems and appdetails should answer.
import ReplayWorld

enum StoreControl {
    /// One line per wished app, in GetWishlist's order; 404 where GetWishlist shows nothing but an empty list.
    static func wishlist(_ query: Query, state: ReplayState) async -> Reply {
        guard let steamid = query["steamid"] else { return .plainText("give steamid=S, a SteamID64", status: 400) }
        switch await state.wishlist(query) {
        case .malformed:
            return .plainText("steamid \(steamid) is not a SteamID64", status: 400)
        case .unknown:
            return .plainText("no account with steamid \(steamid)", status: 404)
        case .hidden(let count):
            return .plainText("the wishlist of steamid \(steamid) is private (\(count) apps)", status: 404)
        case .visible(let items):
            return .ndjson(items.map { wish in
                .object([("appid", .int(wish.appid)), ("priority", .int(wish.priority)), ("date_added", .int(wish.dateAdded))])
            })
        }
    }

    /// One line per store app in appid order, or per `appid` asked in the order asked, priced in `cc`'s currency (the
    /// US's without one). An app the store has no page for is `{"appid", "unknown": true}`.
    static func store(_ query: Query, state: ReplayState) async -> Reply {
        let asked = query.items.filter { $0.name == "appid" }
        let appids = asked.compactMap { Int($0.value) }
        guard appids.count == asked.count else { return .plainText("appid=N takes a number", status: 400) }
        let store = state.world.store, now = await state.now, country = query["cc"]
        let currency = StoreCurrencies.currency(country: country)
        let ids = appids.isEmpty ? store.catalog.apps.map(\.appid) : appids
        return .ndjson(ids.map { appid in
            guard let app = store.catalog.app(appid) else {
                return .object([("appid", .int(appid)), ("unknown", .bool(true))])
            }
            let price = store.price(of: app, country: country, at: now)
            var line = OrderedObject()
            line.add("appid", .int(appid))
            line.add("name", .string(app.name))
            line.add("type", .string(app.isAddOn ? "dlc" : "game"))
            line.add("free", .bool(app.isFree))
            line.add("delisted", .bool(app.isDelisted))
            line.add("categories", .array(app.playerCategories.map { .int($0) }))
            line.add("currency", .string(currency.code))
            // A free app costs nothing; a delisted one has no price at all.
            line.add("initial", price.map { .int($0.initial) } ?? (app.isFree ? .int(0) : .null))
            line.add("final", price.map { .int($0.final) } ?? (app.isFree ? .int(0) : .null))
            line.add("discount_percent", price.map { .int($0.discountPercent) } ?? (app.isFree ? .int(0) : .null))
            line.add("discount_end_date", price?.discountEnd.map { .int($0) })
            return line.json
        })
    }
}
