// The Steam store as its endpoints send it: IWishlistService's wishlist and its count, IStoreBrowseService/GetItems'
// store items (names, categories and the best purchase option, prices as decimal strings of cents), and the store
// site's appdetails price batches (prices as integers). docs/steam-store.md has the shapes and their sources.

/// One app on a wishlist, as GetWishlist lists it.
public struct WishedApp: Sendable, Equatable {
    public let appID: AppID
    /// The owner's rank, 1 first; 0 for an app the owner never ranked.
    public let priority: Int64
    /// Unix seconds.
    public let dateAdded: Int64

    public init(appID: AppID, priority: Int64, dateAdded: Int64) {
        self.appID = appID
        self.priority = priority
        self.dateAdded = dateAdded
    }
}

/// `{"response":{"items":[{"appid","priority","date_added"},…]}}`. A private or empty list's `{"response":{}}` is an
/// endpoint rule's business: GetWishlistItemCount tells the two apart.
public struct Wishlist: Sendable {
    public let items: [WishedApp]

    public init(json: some Collection<UInt8>) throws(ShapeError) {
        let response = try responseObject(of: json, envelope: "response")
        items = try list("items", of: response, "response").enumerated().map { index, value throws(ShapeError) in
            let position = "item \(index + 1)"
            guard let item = value.object else { throw ShapeError("\(position) is \(value.kind), not an object") }
            return WishedApp(
                appID: try whole("appid", of: item, in: position),
                priority: try whole("priority", of: item, in: position),
                dateAdded: try whole("date_added", of: item, in: position))
        }
    }
}

/// `{"response":{"count":N}}`: above 0 for a list GetWishlist hides, 0 for an empty one.
public struct WishlistCount: Sendable {
    public let count: Int64

    public init(json: some Collection<UInt8>) throws(ShapeError) {
        count = try whole("count", of: try responseObject(of: json, envelope: "response"), in: "response")
    }
}

/// What one app costs in one country, in hundredths of the currency as Steam counts every currency (¥1,980 is
/// 198000), with the strings Steam writes for people.
public struct StorePrice: Sendable, Equatable {
    /// ISO 4217. appdetails names it; GetItems does not, and the country's currency stands in (StoreCurrency).
    public let currency: String?
    /// The price before the discount.
    public let initial: Int64
    public let final: Int64
    public let discountPercent: Int64
    /// As Steam sends them: appdetails' initial_formatted is "" at full price.
    public let initialFormatted: String?
    public let finalFormatted: String?
    /// When the discount ends, unix seconds; nil when none is running or the source does not say.
    public let discountEndDate: Int64?

    public init(
        currency: String?, initial: Int64, final: Int64, discountPercent: Int64, initialFormatted: String?,
        finalFormatted: String?, discountEndDate: Int64?
    ) {
        self.currency = currency
        self.initial = initial
        self.final = final
        self.discountPercent = discountPercent
        self.initialFormatted = initialFormatted
        self.finalFormatted = finalFormatted
        self.discountEndDate = discountEndDate
    }
}

/// What the store says of one app in one country, from either source.
public struct StoreApp: Sendable, Equatable {
    public enum Standing: Sendable, Equatable {
        /// On sale at `price`.
        case priced(StorePrice)
        case free
        /// Known to the store but not sold: delisted, or hidden from this country.
        case unlisted
        /// The store has no such app.
        case unknown
    }

    public let appID: AppID
    /// GetItems names every app it knows; appdetails' price batches name none.
    public let name: String?
    public let standing: Standing
    /// Valve's player categories (9 co-op, 38 online co-op, …); nil when the source does not send them.
    public let playerCategories: [Int64]?
    public let featureCategories: [Int64]?

    public init(
        appID: AppID, name: String?, standing: Standing, playerCategories: [Int64]? = nil, featureCategories: [Int64]? = nil
    ) {
        self.appID = appID
        self.name = name
        self.standing = standing
        self.playerCategories = playerCategories
        self.featureCategories = featureCategories
    }
}

/// `{"response":{"store_items":[…]}}`, split item by item: the store keeps each app's item as an answer of its own.
public enum StoreItems {
    /// Each item's app id and its bytes as sent.
    public static func split(json: some Collection<UInt8>) throws(ShapeError) -> [(appID: AppID, body: [UInt8])] {
        let response = try responseObject(of: json, envelope: "response")
        return try list("store_items", of: response, "response").enumerated().map { index, value throws(ShapeError) in
            guard let item = value.object else { throw ShapeError("store item \(index + 1) is \(value.kind), not an object") }
            let id = item["id"] ?? item["appid"]
            guard let appID = id?.integer(AppID.self) else {
                throw ShapeError("store item \(index + 1) has \(id?.kind ?? "no") appid, not an app id")
            }
            return (appID, value.jsonBytes)
        }
    }

    /// One item, kept alone: `success` 1 is an app the store knows, any other EResult (2 and 15 are recorded) one it
    /// does not. `id` names the app asked for: a failed item may have no `appid`, or `appid` 0.
    /// `currency`: the country's, which the item does not name.
    public static func app(json: some Collection<UInt8>, currency: String?) throws(ShapeError) -> StoreApp {
        guard let item = try parseAnswer(json).object else { throw ShapeError("the store item is not an object") }
        let id = item["id"] ?? item["appid"]
        guard let appID = id?.integer(AppID.self) else { throw ShapeError("the store item has no appid") }
        let position = "app \(appID)"
        guard item["success"]?.integer(Int64.self) == 1 else {
            return StoreApp(appID: appID, name: nil, standing: .unknown)
        }
        let categories = item["categories"]?.object
        let standing: StoreApp.Standing
        if item["is_free"]?.bool == true {
            standing = .free
        } else if item["visible"]?.bool == false {
            standing = .unlisted
        } else if let option = item["best_purchase_option"]?.object {
            standing = .priced(try purchasePrice(option, currency: currency, in: position))
        } else {
            standing = .unlisted
        }
        return StoreApp(
            appID: appID, name: item["name"]?.string, standing: standing,
            playerCategories: try categories.map { c throws(ShapeError) in try ids("supported_player_categoryids", of: c, in: position) },
            featureCategories: try categories.map { c throws(ShapeError) in try ids("feature_categoryids", of: c, in: position) })
    }

    /// `best_purchase_option`: cents as decimal strings; original_price_in_cents only when discounted.
    private static func purchasePrice(_ option: JSONObject, currency: String?, in position: String) throws(ShapeError) -> StorePrice {
        let final = try cents("final_price_in_cents", of: option, in: position)
        let original = option["original_price_in_cents"] == nil ? final : try cents("original_price_in_cents", of: option, in: position)
        let discount = option["discount_pct"].map { $0.integer(Int64.self) } ?? 0
        guard let discount else { throw ShapeError("\(position): discount_pct is not a whole number") }
        let ends = option["active_discounts"]?.array?.compactMap { $0.object?["discount_end_date"]?.integer(Int64.self) }.min()
        return StorePrice(
            currency: currency, initial: original, final: final, discountPercent: discount,
            initialFormatted: option["formatted_original_price"]?.string, finalFormatted: option["formatted_final_price"]?.string,
            discountEndDate: ends)
    }

    /// A price GetItems sends as a decimal string of cents ("499"); a number is taken too.
    private static func cents(_ name: String, of object: JSONObject, in position: String) throws(ShapeError) -> Int64 {
        let value = object[name]
        if let text = value?.string, let cents = Int64(text), cents >= 0 { return cents }
        if let cents = value?.integer(Int64.self), cents >= 0 { return cents }
        throw ShapeError("\(position): \(name) is \(value.map { $0.string.map { quoted($0) } ?? $0.kind } ?? "missing"), not cents")
    }

    private static func ids(_ name: String, of object: JSONObject, in position: String) throws(ShapeError) -> [Int64] {
        try list(name, of: object, "\(position)'s categories").map { value throws(ShapeError) in
            guard let id = value.integer(Int64.self) else { throw ShapeError("\(position): \(name) holds \(value.kind), not an id") }
            return id
        }
    }
}

/// `store.steampowered.com/api/appdetails?appids=…&filters=price_overview`: `{"ID":{"success":true,"data":{
/// "price_overview":{…}}}}` per app, `"data":[]` for a free one, `{"success":false}` for one the store does not know.
public enum AppDetailsPrices {
    /// Each app's entry, kept alone as an answer of one app: `{"ID":{…}}`.
    public static func split(json: some Collection<UInt8>) throws(ShapeError) -> [(appID: AppID, body: [UInt8])] {
        guard let answer = try parseAnswer(json).object else { throw ShapeError("the answer is not an object of apps") }
        return try answer.fields.map { name, value throws(ShapeError) in
            guard let appID = AppID(name) else { throw ShapeError("\(quoted(name)) is not an app id") }
            var one = JSONObject()
            one.append(name, value)
            return (appID, JSONValue.object(one).jsonBytes)
        }
    }

    public static func apps(json: some Collection<UInt8>) throws(ShapeError) -> [StoreApp] {
        guard let answer = try parseAnswer(json).object else { throw ShapeError("the answer is not an object of apps") }
        return try answer.fields.map { name, value throws(ShapeError) in
            guard let appID = AppID(name) else { throw ShapeError("\(quoted(name)) is not an app id") }
            let position = "app \(appID)"
            guard let entry = value.object, let success = entry["success"]?.bool else {
                throw ShapeError("\(position) is \(value.kind) without success, not an app's answer")
            }
            guard success else { return StoreApp(appID: appID, name: nil, standing: .unknown) }
            switch entry["data"] {
            case .array(let items)? where items.isEmpty:
                return StoreApp(appID: appID, name: nil, standing: .free)
            case .object(let data)?:
                guard let overview = data["price_overview"]?.object else {
                    return StoreApp(appID: appID, name: nil, standing: data["is_free"]?.bool == true ? .free : .unlisted)
                }
                return StoreApp(appID: appID, name: data["name"]?.string, standing: .priced(try price(overview, in: position)))
            case let other:
                throw ShapeError("\(position): data is \(other?.kind ?? "missing"), not an object or []")
            }
        }
    }

    private static func price(_ overview: JSONObject, in position: String) throws(ShapeError) -> StorePrice {
        func number(_ name: String) throws(ShapeError) -> Int64 {
            guard let value = overview[name]?.integer(Int64.self), value >= 0 else {
                throw ShapeError("\(position): price_overview.\(name) is \(overview[name]?.kind ?? "missing"), not a whole number")
            }
            return value
        }
        guard let currency = overview["currency"]?.string else {
            throw ShapeError("\(position): price_overview.currency is \(overview["currency"]?.kind ?? "missing"), not a code")
        }
        let initialFormatted = overview["initial_formatted"]?.string
        return StorePrice(
            currency: currency, initial: try number("initial"), final: try number("final"),
            discountPercent: try number("discount_percent"),
            initialFormatted: initialFormatted?.isEmpty == true ? nil : initialFormatted,
            finalFormatted: overview["final_formatted"]?.string, discountEndDate: nil)
    }
}

/// The array `name` of `object`; missing is empty, as Valve leaves out empty lists.
private func list(_ name: String, of object: JSONObject, _ where: String) throws(ShapeError) -> [JSONValue] {
    switch object[name] {
    case nil: return []
    case .array(let items)?: return items
    case let other?: throw ShapeError("\(`where`).\(name) is \(other.kind), not an array")
    }
}

private func whole<Number: FixedWidthInteger>(_ name: String, of object: JSONObject, in position: String) throws(ShapeError) -> Number {
    guard let value = object[name]?.integer(Number.self) else {
        throw ShapeError("\(position): \(name) is \(object[name]?.kind ?? "missing"), not a whole number")
    }
    return value
}
