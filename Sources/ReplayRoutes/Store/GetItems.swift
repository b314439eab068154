// IStoreBrowseService/GetItems/v1: store pages for the ids in `input_json`, one item per id asked, in the order asked,
// priced in the context's country at the clock's now. Shapes, sources and what is chosen: docs/steam-store.md.

import FoundationEssentials
import ReplayWorld

extension ValveRoute {
    /// The longest request target (path and query) Valve's front end is taken to accept: about 150 ids fit, 500 do
    /// not, and 8 KiB is the common front-end limit that puts the edge between them.
    static let longestStoreTarget = 8_192

    static let getItems = ValveRoute(
        interface: "IStoreBrowseService", method: "GetItems", versions: [1], requiredParameters: [], usesKey: false
    ) { request, state in
        guard request.path.utf8.count + 1 + request.query.raw.utf8.count <= longestStoreTarget else {
            return .errorPage(414)
        }
        let asked: StoreItemsRequest
        do {
            asked = try StoreItemsRequest(json: request.query["input_json"])
        } catch {
            var refusal = Reply.errorPage(400)
            // Valve's service methods name the failure's EResult in a header: 8, invalid parameter.
            refusal.headers["X-eresult"] = "8"
            return refusal
        }
        // A request without ids asks for nothing, and protobuf's JSON leaves an empty list out.
        guard !asked.appids.isEmpty else { return .hiddenLibrary }
        let now = await state.now, store = state.world.store
        let items: [OrderedJSON] = asked.appids.map { appid in
            guard let app = store.catalog.app(appid) else { return StoreItem.unknown(appid) }
            return StoreItem.item(app, price: store.price(of: app, country: asked.country, at: now), asked: asked)
        }
        return .json(.object([("response", .object([("store_items", .array(items))]))]))
    }
}

/// What `input_json` asks for: the app ids (other kinds of id are ignored), the country, and which parts to send.
struct StoreItemsRequest {
    let appids: [Int]
    let country: String?
    let basicInfo: Bool
    let allPurchaseOptions: Bool
    let reviews: Bool
    let release: Bool
    let platforms: Bool

    /// No `input_json` asks for nothing; text that is not JSON of this shape throws.
    init(json: String?) throws {
        guard let json else {
            self.init(body: Body(ids: nil, context: nil, dataRequest: nil))
            return
        }
        self.init(body: try JSONDecoder().decode(Body.self, from: Data(json.utf8)))
    }

    private init(body: Body) {
        appids = (body.ids ?? []).compactMap(\.appid)
        country = body.context?.countryCode
        let data = body.dataRequest
        basicInfo = data?.includeBasicInfo ?? false
        allPurchaseOptions = data?.includeAllPurchaseOptions ?? false
        reviews = data?.includeReviews ?? false
        release = data?.includeRelease ?? false
        platforms = data?.includePlatforms ?? false
    }

    /// Fields the replay does not read (language, steam_realm, include_assets, …) are accepted and ignored.
    private struct Body: Decodable {
        struct ID: Decodable {
            let appid: Int?
        }

        struct Context: Decodable {
            let countryCode: String?

            enum CodingKeys: String, CodingKey {
                case countryCode = "country_code"
            }
        }

        struct DataRequest: Decodable {
            let includeBasicInfo: Bool?
            let includeAllPurchaseOptions: Bool?
            let includeReviews: Bool?
            let includeRelease: Bool?
            let includePlatforms: Bool?

            enum CodingKeys: String, CodingKey {
                case includeBasicInfo = "include_basic_info", includeAllPurchaseOptions = "include_all_purchase_options"
                case includeReviews = "include_reviews", includeRelease = "include_release"
                case includePlatforms = "include_platforms"
            }
        }

        let ids: [ID]?
        let context: Context?
        let dataRequest: DataRequest?

        enum CodingKeys: String, CodingKey {
            case ids, context, dataRequest = "data_request"
        }
    }
}

/// One entry of `store_items`, its fields in the order of Valve's StoreItem message.
enum StoreItem {
    /// What Valve sends for an id with no store page (measured for 760 and 1391110).
    static func unknown(_ appid: Int) -> OrderedJSON {
        .object([("item_type", .int(0)), ("id", .int(appid)), ("success", .int(15)), ("visible", .bool(false)), ("name", .string(""))])
    }

    static func item(_ app: StoreApp, price: StorePrice?, asked: StoreItemsRequest) -> OrderedJSON {
        var item = OrderedObject()
        item.add("item_type", .int(0))
        item.add("id", .int(app.appid))
        item.add("success", .int(1))
        item.add("visible", .bool(!app.isDelisted))
        item.add("name", .string(app.name))
        item.add("store_url_path", .string("app/\(app.appid)/\(slug(app.name))"))
        item.add("appid", .int(app.appid))
        // Valve's EStoreAppType: 0 game, 4 DLC.
        item.add("type", .int(app.isAddOn ? 4 : 0))
        item.add("is_free", app.isFree ? .bool(true) : nil)
        item.add("categories", .object([
            ("supported_player_categoryids", .array(app.playerCategories.map { .int($0) })),
            ("feature_categoryids", .array(app.featureCategories.map { .int($0) })),
        ]))
        item.add("reviews", asked.reviews ? reviews(app) : nil)
        item.add("basic_info", asked.basicInfo ? basicInfo(app) : nil)
        item.add("release", asked.release ? .object([("steam_release_date", .int(app.releaseDate))]) : nil)
        item.add("platforms", asked.platforms ? platforms(app) : nil)
        if let price {
            let option = purchaseOption(app, price: price)
            item.add("best_purchase_option", option)
            item.add("purchase_options", asked.allPurchaseOptions ? .array([option]) : nil)
        }
        return item.json
    }

    private static func reviews(_ app: StoreApp) -> OrderedJSON {
        .object([("summary_filtered", .object([
            ("review_count", .int(app.reviewCount)), ("percent_positive", .int(app.percentPositive)),
            ("review_score", .int(app.reviewScore)), ("review_score_label", .string(app.reviewScoreLabel)),
        ]))])
    }

    private static func basicInfo(_ app: StoreApp) -> OrderedJSON {
        .object([
            ("short_description", .string(app.shortDescription)),
            ("publishers", .array([.object([("name", .string(app.developer))])])),
            ("developers", .array([.object([("name", .string(app.developer))])])),
        ])
    }

    private static func platforms(_ app: StoreApp) -> OrderedJSON {
        .object([
            ("windows", .bool(true)), ("mac", .bool(app.macOS)), ("steamos_linux", .bool(app.linux)),
            ("steam_deck_compat_category", .int(app.deckCategory)),
        ])
    }

    /// Cents are decimal strings, as protobuf writes 64-bit numbers; the original price and the discount come only
    /// with a discount, as the captured full-price item (Portal 2) has neither.
    private static func purchaseOption(_ app: StoreApp, price: StorePrice) -> OrderedJSON {
        let currency = price.currency, discounted = price.discountPercent > 0
        var option = OrderedObject()
        option.add("packageid", .int(app.packageID))
        option.add("purchase_option_name", .string(app.name))
        option.add("final_price_in_cents", .string(String(price.final)))
        option.add("original_price_in_cents", discounted ? .string(String(price.initial)) : nil)
        option.add("formatted_final_price", .string(currency.format(price.final)))
        option.add("formatted_original_price", discounted ? .string(currency.format(price.initial)) : nil)
        option.add("discount_pct", discounted ? .int(price.discountPercent) : nil)
        if let end = price.discountEnd {
            option.add("active_discounts", .array([.object([
                ("discount_amount", .string(String(price.initial - price.final))), ("discount_end_date", .int(end)),
            ])]))
        }
        option.add("user_can_purchase_as_gift", .bool(true))
        option.add("included_game_count", .int(1))
        return option.json
    }

    /// The store's URL slug: letters and digits kept, every run of anything else one underscore.
    private static func slug(_ name: String) -> String {
        var slug = "", gap = false
        for character in name {
            if character.isASCII, character.isLetter || character.isNumber {
                if gap, !slug.isEmpty { slug += "_" }
                slug.append(character)
                gap = false
            } else {
                gap = true
            }
        }
        return slug
    }
}
