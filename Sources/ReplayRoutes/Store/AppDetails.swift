// store.steampowered.com/api/appdetails, served at /store/api/appdetails (the client's STEAM_STORE_URL is BASE/store):
// keyless; several appids only with filters=price_overview, else 400 `null`; integer minor units; a free app's price
// `"data":[]`; an unknown app `{"success":false}`; and its own limit under --valve-limits, 429 `null`. Sources and what
// is chosen: docs/steam-store.md.

import FoundationEssentials
import FoundationGaps
import ReplayWorld

enum AppDetails {
    static let path = "/store/api/appdetails"

    /// The body of every refusal: 400 for a list without the price filter, 429 past the limit; JSON's null.
    static func null(status: Int) -> Reply {
        .json(.null, status: status)
    }

    static func answer(_ request: ReplayRequest, state: ReplayState) async -> Reply {
        guard await state.valveLimiter.admitStore(at: await state.now) else {
            var refusal = null(status: 429)
            refusal.fault = ValveRefusal.tooManyRequests.fault
            return refusal
        }
        let query = request.query
        let listed = (query["appids"] ?? "").split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingBlanks() }
        let appids = listed.compactMap { Int($0) }
        let pricesOnly = query["filters"] == "price_overview"
        guard !appids.isEmpty, appids.count == listed.count, appids.count == 1 || pricesOnly else {
            return null(status: 400)
        }
        let now = await state.now, store = state.world.store
        var seen = Set<Int>()
        // Keys in the order asked, each once, as one JSON object can hold a key only once.
        let answers: [(key: String, value: OrderedJSON)] = appids.filter { seen.insert($0).inserted }.map { appid in
            guard let app = store.catalog.app(appid), !app.isDelisted else {
                return (String(appid), .object([("success", .bool(false))]))
            }
            let price = store.price(of: app, country: query["cc"], at: now)
            let data = pricesOnly ? priceData(price) : details(app, price: price)
            return (String(appid), .object([("success", .bool(true)), ("data", data)]))
        }
        return .json(.object(answers))
    }

    /// `{"price_overview":{…}}`, or `[]` (an empty array, PHP's empty data) for an app without a price.
    private static func priceData(_ price: StorePrice?) -> OrderedJSON {
        guard let price else { return .array([]) }
        return .object([("price_overview", priceOverview(price))])
    }

    /// `initial_formatted` is "" at full price.
    private static func priceOverview(_ price: StorePrice) -> OrderedJSON {
        .object([
            ("currency", .string(price.currency.code)), ("initial", .int(price.initial)), ("final", .int(price.final)),
            ("discount_percent", .int(price.discountPercent)),
            ("initial_formatted", .string(price.discountPercent > 0 ? price.currency.format(price.initial) : "")),
            ("final_formatted", .string(price.currency.format(price.final))),
        ])
    }

    /// A faithful subset of the full details, in Valve's key order: categories' ids are numbers, genres' strings, and
    /// a free app has no price_overview at all.
    private static func details(_ app: StoreApp, price: StorePrice?) -> OrderedJSON {
        var data = OrderedObject()
        data.add("type", .string(app.isAddOn ? "dlc" : "game"))
        data.add("name", .string(app.name))
        data.add("steam_appid", .int(app.appid))
        data.add("required_age", .int(0))
        data.add("is_free", .bool(app.isFree))
        if let parent = app.parentAppID, let parentName = app.parentName {
            data.add("fullgame", .object([("appid", .string(String(parent))), ("name", .string(parentName))]))
        }
        data.add("short_description", .string(app.shortDescription))
        data.add("developers", .array([.string(app.developer)]))
        data.add("publishers", .array([.string(app.developer)]))
        data.add("price_overview", price.map(priceOverview))
        data.add("platforms", .object([("windows", .bool(true)), ("mac", .bool(app.macOS)), ("linux", .bool(app.linux))]))
        data.add("categories", .array((app.playerCategories + app.featureCategories).map { id in
            .object([("id", .int(id)), ("description", .string(StoreCategories.names[id] ?? ""))])
        }))
        data.add("genres", .array(app.genres.map { id in
            .object([("id", .string(String(id))), ("description", .string(StoreCategories.genreNames[id] ?? ""))])
        }))
        data.add("release_date", .object([("coming_soon", .bool(false)), ("date", .string(englishDate(app.releaseDate)))]))
        return data.json
    }

    /// "Mar 5, 2019", as the English store writes a release date.
    static func englishDate(_ unixSeconds: Int) -> String {
        // Howard Hinnant's days-to-civil, for the proleptic Gregorian calendar.
        let days = unixSeconds / 86_400 + 719_468
        let era = days / 146_097, dayOfEra = days % 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shifted = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shifted + 2) / 5 + 1
        let month = shifted < 10 ? shifted + 3 : shifted - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        return "\(names[month - 1]) \(day), \(year)"
    }
}
