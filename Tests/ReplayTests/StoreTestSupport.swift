// What the store and wishlist tests share: the paths, a GetItems call with its input_json, and the control truths.

import Foundation
import Testing
@testable import ReplayRoutes

enum StorePaths {
    static let wishlist = "/IWishlistService/GetWishlist/v1/"
    static let wishlistCount = "/IWishlistService/GetWishlistItemCount/v1/"
    static let items = "/IStoreBrowseService/GetItems/v1/"
    static let appDetails = "/store/api/appdetails"
}

extension InProcessReplay {
    /// GetItems for `appids` in `country`, asking for every part the client asks for, without a key.
    func storeItems(_ appids: [Int], country: String = "US") async -> ReplayAnswer {
        await callWithoutKey(StorePaths.items, [("input_json", Self.itemsJSON(appids, country: country))])
    }

    /// `store_items` of a GetItems answer that must have succeeded.
    func storeItemList(_ appids: [Int], country: String = "US") async throws -> [[String: Any]] {
        let answer = await storeItems(appids, country: country)
        try #require(answer.status == 200, "\(answer.text)")
        let response = try #require(try answer.json()["response"] as? [String: Any])
        return try #require(response["store_items"] as? [[String: Any]])
    }

    func appDetails(_ parameters: [(String, String)]) async -> ReplayAnswer {
        await service.answer(method: "GET", path: StorePaths.appDetails, query: Self.query(parameters))
    }

    /// /_replay/wishlist for `steamid`, one record per wished app; nil where it answers 404.
    func wishlistTruth(of steamid: String) async throws -> [[String: Any]]? {
        let answer = await control("GET", "/_replay/wishlist?steamid=\(steamid)")
        guard answer.status != 404 else { return nil }
        try #require(answer.status == 200, "\(answer.text)")
        return try Self.lines(answer)
    }

    /// /_replay/store in `country`, for `appids` or the whole store.
    func storeTruth(_ appids: [Int] = [], country: String = "US") async throws -> [[String: Any]] {
        let asked = ([("cc", country)] + appids.map { ("appid", String($0)) })
        let answer = await control("GET", "/_replay/store?" + Self.query(asked))
        try #require(answer.status == 200, "\(answer.text)")
        return try Self.lines(answer)
    }

    static func itemsJSON(_ appids: [Int], country: String) -> String {
        let ids = appids.map { #"{"appid":\#($0)}"# }.joined(separator: ",")
        return #"{"ids":[\#(ids)],"context":{"language":"english","country_code":"\#(country)","steam_realm":1},"#
            + #""data_request":{"include_basic_info":true,"include_all_purchase_options":true,"include_reviews":true,"#
            + #""include_release":true,"include_platforms":true}}"#
    }

    private static func lines(_ answer: ReplayAnswer) throws -> [[String: Any]] {
        try answer.text.split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }
}
