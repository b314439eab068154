// The Steam store through the client: an account's wishlist (GetWishlist, then GetWishlistItemCount to tell a
// private list from an empty one), and each app's store data and price in a country, from GetItems 150 apps a call or
// appdetails' price batches, every app's answer kept on its own until the next sale time, so that a later run asks
// only for the apps it has not seen since.
import FoundationEssentials
import SteamModels
import Store
import Transport

/// What GetWishlist and GetWishlistItemCount said of one account's wishlist.
public enum WishlistAnswer: Sendable {
    case items([WishedApp], fetchedAt: Date)
    /// The list is private: GetWishlist hides it, but it holds `count` apps.
    case hidden(count: Int64)
    case empty(fetchedAt: Date)
}

/// Where store prices come from (--via).
public enum PriceSource: String, CaseIterable, Sendable {
    /// GetItems, and appdetails for the apps of a GetItems call that failed for a reason that can pass.
    case auto
    case getitems
    case appdetails
}

/// What the store said of each asked-for app in one country.
public struct StoreApps: Sendable {
    public var found: [AppID: StoreApp] = [:]
    /// When the store gave each answer: since the client's `startedAt` for a fresh one, the first fetch's time for a
    /// stored one.
    public var fetchedAt: [AppID: Date] = [:]
    /// Which endpoint each answer came from: GetItems or appdetails.
    public var source: [AppID: String] = [:]
    /// Apps with no answer at all, and why; offline, the apps the store lacks.
    public var failed: [AppID: WebAPIError] = [:]

    public init() {}
}

extension SteamAPI {
    /// The account's wishlist. A fresh list also leaves a wishlist state in the store: `snapshot` is taken once the
    /// caller knows the prices.
    public func wishlist(of account: SteamID) async throws -> WishlistAnswer {
        let parameters = [("steamid", String(account.id64))], subject = "steamid \(account.id64)"
        if case .found(let list, let fetchedAt) = try await checkedAnswer(.getWishlist, parameters, describing: subject, Wishlist.init(json:)) {
            return list.items.isEmpty ? .empty(fetchedAt: fetchedAt) : .items(list.items, fetchedAt: fetchedAt)
        }
        let counted = try await checkedAnswer(.getWishlistItemCount, parameters, describing: subject, WishlistCount.init(json:))
        guard case .found(let count, let fetchedAt) = counted else {
            throw WebAPIError.unexpectedBody(endpoint: Endpoint.getWishlistItemCount.method, detail: "no count for \(subject)")
        }
        return count.count > 0 ? .hidden(count: count.count) : .empty(fetchedAt: fetchedAt)
    }

    /// Records a wishlist state of the account, as answers record theirs: only a list fetched in this run is new.
    public func record(wishlist snapshot: AccountSnapshot) async throws {
        guard snapshot.fetchedAt >= startedAt.timeIntervalSince1970 else { return }
        try await keep([], from: .getWishlist, accounts: [snapshot])
    }

    /// The store's answer about each of `apps` in `country`, from the store while fresh, else fetched a batch a call,
    /// the calls side by side, each call's answers stored as it returns: a failed call loses none of the others.
    public func storeApps(_ apps: [AppID], in country: StoreCountry, via source: PriceSource) async throws -> StoreApps {
        let unique = Array(Set(apps)).sorted()
        var result = StoreApps()
        let methods: [StoreMethod] = switch source {
        case .auto: [.storeItems(country), .appDetails(country)]
        case .getitems: [.storeItems(country)]
        case .appdetails: [.appDetails(country)]
        }
        for method in methods {
            let stored = try await storedAnswers(method.endpoint, unique.map { method.identity($0) })
            for app in unique where result.found[app] == nil {
                guard let answer = stored[method.identity(app)] else { continue }
                try record(answer, for: app, from: method, in: &result)
            }
        }
        var missing = unique.filter { result.found[$0] == nil }
        guard cacheMode != .offline else {
            for app in missing {
                result.failed[app] = .notInStore(endpoint: methods[0].endpoint.method, what: "app \(app) in \(country)")
            }
            return result
        }
        for method in methods where !missing.isEmpty {
            let calls = await fetchStoreApps(missing, method)
            for call in calls {
                switch call.answers {
                case .success(let answers):
                    for (app, answer) in answers { try record(answer, for: app, from: method, in: &result) }
                case .failure(let error as WebAPIError) where error.exitStatus == ExitStatus.partialFailure:
                    for app in call.batch { result.failed[app] = error }
                case .failure(let error):
                    throw error
                }
            }
            missing = missing.filter { result.found[$0] == nil }
            for app in result.found.keys { result.failed[app] = nil }
        }
        return result
    }

    /// Each batch of `apps` asked in a call of its own, side by side.
    private func fetchStoreApps(_ apps: [AppID], _ method: StoreMethod) async -> [StoreBatch] {
        // Each child builds its whole result after its await, as AccountBatches' do (swiftlang/swift#91911).
        await withTaskGroup(of: StoreBatch.self) { group in
            for start in stride(from: 0, to: apps.count, by: method.perCall) {
                let batch = Array(apps[start..<min(start + method.perCall, apps.count)])
                group.addTask {
                    let answers: Result<[AppID: Answer], any Error>
                    do { answers = .success(try await self.fetchStoreBatch(batch, method)) } catch { answers = .failure(error) }
                    return StoreBatch(batch: batch, answers: answers)
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
    }

    /// What one call of a run came to, for the apps it asked about.
    private struct StoreBatch: Sendable {
        let batch: [AppID]
        let answers: Result<[AppID: Answer], any Error>
    }

    /// One call: an answer per app asked, stored at once. An app the answer leaves out is an error naming it: the
    /// store answers for every id it is given, known or not.
    private func fetchStoreBatch(_ batch: [AppID], _ method: StoreMethod) async throws -> [AppID: Answer] {
        let endpoint = method.endpoint
        let response = try await fetch(endpoint, method.parameters(batch))
        _ = try outcome(of: response, from: endpoint)
        let fetchedAt = configuration.now()
        var answers: [AppID: Answer] = [:]
        for (app, body) in try Self.read(response.body, from: endpoint, method.split) {
            guard batch.contains(app) else {
                throw WebAPIError.unexpectedBody(endpoint: endpoint.method, detail: "app \(app), which was not asked for")
            }
            let known = try Self.read(Data(body), from: endpoint, method.decode).standing != .unknown
            answers[app] = Answer(outcome: known ? .found : .notFound, body: Data(body), fetchedAt: fetchedAt)
        }
        if let left = batch.first(where: { answers[$0] == nil }) {
            throw WebAPIError.unexpectedBody(endpoint: endpoint.method, detail: "no answer for app \(left), which was asked for")
        }
        try await keep(answers.map { (method.identity($0.key), $0.value) }, from: endpoint)
        return answers
    }

    private func record(_ answer: Answer, for app: AppID, from method: StoreMethod, in result: inout StoreApps) throws {
        result.found[app] = try Self.read(answer.body, from: method.endpoint, method.decode)
        result.fetchedAt[app] = answer.fetchedAt
        result.source[app] = method.endpoint.method
    }
}

/// How one of the store's two sources is asked, taken apart and read back, in one country.
enum StoreMethod: Sendable {
    case storeItems(StoreCountry)
    case appDetails(StoreCountry)

    var endpoint: Endpoint {
        switch self {
        case .storeItems: .getStoreItems
        case .appDetails: .appDetailsPrices
        }
    }

    var perCall: Int {
        switch self {
        case .storeItems: Endpoint.storeItemsPerCall
        case .appDetails: Endpoint.appDetailsPerCall
        }
    }

    private var country: StoreCountry {
        switch self {
        case .storeItems(let country), .appDetails(let country): country
        }
    }

    /// The name of one app's stored answer.
    func identity(_ app: AppID) -> String { "\(app)/\(country.code)" }

    /// Always the country: without it Steam prices by the caller's address. English names, whatever the locale.
    func parameters(_ apps: [AppID]) -> [(String, String)] {
        switch self {
        case .storeItems(let country):
            var ids: [JSONValue] = []
            for app in apps {
                var id = JSONObject()
                id.append("appid", .integer(app))
                ids.append(.object(id))
            }
            var context = JSONObject(), request = JSONObject(), input = JSONObject()
            context.append("language", .string("english"))
            context.append("country_code", .string(country.code))
            context.append("steam_realm", .number("1"))
            for part in ["include_basic_info", "include_all_purchase_options", "include_release", "include_platforms"] {
                request.append(part, .bool(true))
            }
            input.append("ids", .array(ids))
            input.append("context", .object(context))
            input.append("data_request", .object(request))
            return [("input_json", String(decoding: JSONValue.object(input).jsonBytes, as: UTF8.self))]
        case .appDetails(let country):
            return [
                ("appids", apps.map(String.init).joined(separator: ",")), ("cc", country.code), ("filters", "price_overview"),
            ]
        }
    }

    /// Each app of one answer, as the body stored for it alone.
    var split: @Sendable (Data) throws(ShapeError) -> [(appID: AppID, body: [UInt8])] {
        switch self {
        case .storeItems: { body throws(ShapeError) in try StoreItems.split(json: body) }
        case .appDetails: { body throws(ShapeError) in try AppDetailsPrices.split(json: body) }
        }
    }

    var decode: @Sendable (Data) throws(ShapeError) -> StoreApp {
        switch self {
        case .storeItems(let country):
            { body throws(ShapeError) in try StoreItems.app(json: body, currency: country.currency) }
        case .appDetails:
            { body throws(ShapeError) in
                guard let app = try AppDetailsPrices.apps(json: body).first else { throw ShapeError("the answer names no app") }
                return app
            }
        }
    }
}

extension SteamAPI {
    /// The rate class --appdetails-rate sets, and its rate when unset: see RateClass.storeAppDetails.
    public static let appDetailsRateClass = RateClass.storeAppDetails.name
    public static let appDetailsDefaultRate = 0.6
}
