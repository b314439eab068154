// GetItems and appdetails as the replay serves them: the recorded shapes (string cents, success 1, `"data":[]` for a
// free app, success 15 and false for an unknown one, null bodies on 400 and 429), prices that move at 17:00 UTC in
// both alike, the front end's refusal of too long a GetItems, appdetails' own limit on the replay clock, and the
// store roles.
import Foundation
import Testing
@testable import ReplayRoutes

@Suite struct StoreRouteTests {
    let replay = InProcessReplay()

    @Test func getItemsAnswersOneItemPerIdInTheRecordedShapes() async throws {
        let roles = ["store_discounted_app", "store_free_app", "store_delisted_app", "store_unknown_app", "coop_app"]
        var appids: [Int] = []
        for role in roles { appids.append(try await replay.appid(role)) }
        let items = try await replay.storeItemList(appids)
        #expect(items.compactMap { $0["id"] as? Int } == appids, "one item per id, in the order asked")
        let (discounted, free, delisted, unknown) = (items[0], items[1], items[2], items[3])
        #expect(discounted["success"] as? Int == 1 && discounted["visible"] as? Bool == true)
        let option = try #require(discounted["best_purchase_option"] as? [String: Any])
        let final = try #require(option["final_price_in_cents"] as? String), original = try #require(option["original_price_in_cents"] as? String)
        let finalCents = try #require(Int(final)), originalCents = try #require(Int(original))
        #expect(finalCents < originalCents)
        #expect((option["discount_pct"] as? Int ?? 0) > 0)
        #expect((option["formatted_final_price"] as? String)?.hasPrefix("$") == true)
        #expect((option["formatted_original_price"] as? String)?.hasPrefix("$") == true)
        let discount = try #require((option["active_discounts"] as? [[String: Any]])?.first)
        let end = try #require(discount["discount_end_date"] as? Int)
        #expect(end % 86_400 == 17 * 3_600 && Double(end) > InProcessReplay.epoch, "a sale ends at 17:00 UTC")
        #expect(discount["discount_amount"] as? String == String(originalCents - finalCents))
        let categories = try #require(discounted["categories"] as? [String: Any])
        #expect(categories["supported_player_categoryids"] is [Int] && categories["feature_categoryids"] is [Int])
        let summary = try #require((discounted["reviews"] as? [String: Any])?["summary_filtered"] as? [String: Any])
        #expect(Set(summary.keys) == ["review_count", "percent_positive", "review_score", "review_score_label"])
        #expect(free["is_free"] as? Bool == true && free["best_purchase_option"] == nil)
        #expect(delisted["visible"] as? Bool == false && delisted["best_purchase_option"] == nil && delisted["name"] is String)
        #expect(NSDictionary(dictionary: unknown) == NSDictionary(dictionary: [
            "item_type": 0, "id": appids[3], "success": 15, "visible": false, "name": "",
        ]))
        let coop = try #require(items[4]["categories"] as? [String: Any])
        #expect((coop["supported_player_categoryids"] as? [Int] ?? []).contains { [9, 38].contains($0) })
    }

    /// Full price sends neither the original price nor a discount, as the captured Portal 2 item.
    @Test func aFullPriceOptionHasNoOriginalPrice() async throws {
        let truth = try await replay.storeTruth()
        let full = try #require(truth.first { $0["discount_percent"] as? Int == 0 && $0["free"] as? Bool == false })
        let fullID = try #require(full["appid"] as? Int)
        let item = try #require(try await replay.storeItemList([fullID]).first)
        let option = try #require(item["best_purchase_option"] as? [String: Any])
        let initial = try #require(full["initial"] as? Int)
        #expect(option["final_price_in_cents"] as? String == String(initial))
        #expect(option["original_price_in_cents"] == nil && option["discount_pct"] == nil && option["active_discounts"] == nil)
    }

    @Test func getItemsRefusesMalformedJSONAndTooLongARequest() async throws {
        for bad in ["{", #"{"ids":"570"}"#, "[]"] {
            let answer = await replay.callWithoutKey(StorePaths.items, [("input_json", bad)])
            #expect(answer.status == 400, "\(bad)")
        }
        let apps = replay.world.store.catalog.apps.map(\.appid)
        #expect(try await replay.storeItemList(Array(apps.prefix(150))).count == 150, "150 ids fit")
        #expect(await replay.storeItems(Array(apps.prefix(500))).status == 414, "500 exceed the front end's limit")
        #expect(await replay.callWithoutKey(StorePaths.items, []).text == #"{"response":{}}"#)
    }

    @Test func appDetailsAnswersPricesInTheReferencesShapes() async throws {
        let truth = try await replay.storeTruth()
        let paid = try #require(truth.first { $0["discount_percent"] as? Int == 0 && $0["free"] as? Bool == false })
        let paidID = try #require(paid["appid"] as? Int)
        let free = try await replay.appid("store_free_app"), unknown = try await replay.appid("store_unknown_app")
        let discounted = try await replay.appid("store_discounted_app")
        let answer = await replay.appDetails([("appids", "\(paidID),\(free),\(unknown),\(discounted)"), ("cc", "us"), ("filters", "price_overview")])
        #expect(answer.status == 200)
        let body = try answer.json()
        #expect(answer.text.contains(#""\#(free)":{"success":true,"data":[]}"#))
        #expect(answer.text.contains(#""\#(unknown)":{"success":false}"#))
        let price = try #require(((body[String(paidID)] as? [String: Any])?["data"] as? [String: Any])?["price_overview"] as? [String: Any])
        #expect(price["currency"] as? String == "USD" && price["initial_formatted"] as? String == "")
        #expect(price["initial"] as? Int == paid["initial"] as? Int && price["final"] as? Int == paid["final"] as? Int)
        let sale = try #require(((body[String(discounted)] as? [String: Any])?["data"] as? [String: Any])?["price_overview"] as? [String: Any])
        #expect((sale["discount_percent"] as? Int ?? 0) > 0 && (sale["initial_formatted"] as? String)?.isEmpty == false)
        let philippines = try await replay.appDetails([("appids", String(paidID)), ("cc", "PH"), ("filters", "price_overview")]).json()
        let peso = try #require(((philippines[String(paidID)] as? [String: Any])?["data"] as? [String: Any])?["price_overview"] as? [String: Any])
        #expect(peso["currency"] as? String == "PHP" && (peso["final_formatted"] as? String)?.hasPrefix("P") == true)
        let yen = try await replay.storeTruth([paidID], country: "JP")
        #expect((yen.first?["initial"] as? Int ?? 1) % 100 == 0, "yen are counted in hundredths too")
    }

    @Test func appDetailsRefusesAListWithoutThePriceFilterWithNull() async throws {
        let free = try await replay.appid("store_free_app"), coop = try await replay.appid("coop_app")
        for parameters in [[("appids", "\(free),\(coop)")], [("appids", "\(free),\(coop)"), ("filters", "basic")], []] {
            let answer = await replay.appDetails(parameters)
            #expect(answer.status == 400 && answer.text == "null", "\(parameters)")
        }
        let details = try await replay.appDetails([("appids", String(coop)), ("cc", "US")]).json()
        let data = try #require((details[String(coop)] as? [String: Any])?["data"] as? [String: Any])
        #expect(data["steam_appid"] as? Int == coop && data["type"] as? String == "game" && data["name"] is String)
        #expect((data["categories"] as? [[String: Any]] ?? []).allSatisfy { $0["id"] is Int && $0["description"] is String })
        #expect((data["genres"] as? [[String: Any]] ?? []).allSatisfy { $0["id"] is String })
        let freeDetails = try await replay.appDetails([("appids", String(free))]).json()
        let freeData = try #require((freeDetails[String(free)] as? [String: Any])?["data"] as? [String: Any])
        #expect(freeData["is_free"] as? Bool == true && freeData["price_overview"] == nil)
    }

    /// Across 17:00 UTC some prices drop and others rise, in GetItems and appdetails alike; across 16:00 none moves.
    @Test func pricesChangeAt1700UTC() async throws {
        let start = Int(InProcessReplay.epoch), day = 86_400
        let toSale = (17 * 3_600 - start % day + day) % day
        _ = await replay.control("POST", "/_replay/advance?seconds=\(toSale + day - 3_600 - 1)")
        var dropped = false, rose = false
        for _ in 0..<7 where !(dropped && rose) {
            let before = try await replay.storeTruth()
            _ = await replay.control("POST", "/_replay/advance?seconds=1800")
            #expect(try await replay.storeTruth().map { $0["final"] as? Int } == before.map { $0["final"] as? Int }, "16:30")
            _ = await replay.control("POST", "/_replay/advance?seconds=1802")
            let after = try await replay.storeTruth()
            for (old, new) in zip(before, after) {
                guard let was = old["final"] as? Int, let now = new["final"] as? Int else { continue }
                dropped = dropped || now < was
                rose = rose || now > was
            }
            let sold = after.filter { $0["final"] is Int && $0["free"] as? Bool == false }.prefix(100)
            let appids = sold.compactMap { $0["appid"] as? Int }
            let items = try await replay.storeItemList(appids)
            #expect(items.map { ($0["best_purchase_option"] as? [String: Any])?["final_price_in_cents"] as? String }
                == sold.map { String($0["final"] as? Int ?? -1) }, "GetItems reads the same prices")
            let details = try await replay.appDetails([("appids", appids.map(String.init).joined(separator: ",")), ("filters", "price_overview")]).json()
            #expect(appids.map { (((details[String($0)] as? [String: Any])?["data"] as? [String: Any])?["price_overview"] as? [String: Any])?["final"] as? Int }
                == sold.map { $0["final"] as? Int }, "appdetails reads the same prices")
            _ = await replay.control("POST", "/_replay/advance?seconds=\(day - 3_602)")
        }
        #expect(dropped && rose)
    }

    @Test func appDetailsHasItsOwnLimitOnTheReplayClock() async throws {
        let free = try await replay.appid("store_free_app")
        let ask = { await replay.appDetails([("appids", String(free)), ("filters", "price_overview")]) }
        for _ in 0..<300 { #expect(await ask().status == 200, "off unless asked for") }
        #expect(await replay.control("POST", "/_replay/valve-limits", body: #"{"enabled": true, "reset": true}"#).status == 200)
        for index in 0..<247 { #expect(await ask().status == 200, "request \(index) of the burst") }
        let refused = await ask()
        #expect(refused.status == 429 && refused.text == "null" && refused.headers["Retry-After"] == nil)
        // Valve's methods count elsewhere: the store's bucket leaves them alone.
        #expect(await replay.call(ValvePaths.summaries, [("steamids", "76561197960435530")]).status == 200)
        _ = await replay.control("POST", "/_replay/advance?seconds=3")
        let first = await ask(), second = await ask()
        #expect(first.status == 200 && second.status == 200, "two tokens back after 3 s")
        #expect(await ask().status == 429)
        let log = await replay.control("GET", "/_replay/requests").text
        #expect(log.contains(#""fault":"valve-limit""#))
    }

    @Test func theStoreRolesComeAfterEveryOlderRole() async throws {
        let lines = await replay.control("GET", "/_replay/world").text.split(separator: "\n")
        let names = try lines.map { try #require((try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])?["role"] as? String) }
        #expect(Array(names.suffix(7)) == [
            "wishlist_private", "wishlist_empty", "store_free_app", "store_delisted_app", "store_discounted_app",
            "store_unknown_app", "coop_app",
        ])
        #expect(names.dropLast(7).last == "gabelogannewell", "the named accounts keep their lines")
        let roleApps = [try await replay.appid("store_free_app"), try await replay.appid("store_delisted_app")]
        let truth = try await replay.storeTruth(roleApps)
        #expect(truth.first?["free"] as? Bool == true && truth.last?["delisted"] as? Bool == true)
    }

    /// The demo user owns the co-op app, and so do two or more of its friends whose libraries show.
    @Test func theCoopAppIsSharedWithFriends() async throws {
        for seed: UInt64 in [1, 2, 3] {
            let replay = InProcessReplay(seed: seed)
            let coop = try await replay.appid("coop_app"), demo = try await replay.steamid("demo_user")
            #expect(try await replay.library(of: demo).contains { $0["appid"] as? Int == coop })
            let friendList = try await replay.call(ValvePaths.friends, [("steamid", demo)]).json()
            let friends = try #require((friendList["friendslist"] as? [String: Any])?["friends"] as? [[String: Any]])
            var owners = 0
            for friend in friends {
                let answer = await replay.control("GET", "/_replay/library?steamid=\(friend["steamid"] as? String ?? "")")
                if answer.status == 200, answer.text.contains(#"{"appid":\#(coop),"#) { owners += 1 }
            }
            #expect(owners >= 2, "seed \(seed)")
        }
    }

    /// 1,200 apps, every catalog game with a store page among them; the same seed, the same answers.
    @Test func theStoreIsBigEnoughAndDeterministic() async throws {
        let store = try await replay.storeTruth()
        #expect(store.count >= 1_000)
        let listed = replay.world.games.catalog.apps.filter { !$0.name.hasPrefix("Unknown AppID") }.map(\.appid)
        let known = Set(store.compactMap { $0["appid"] as? Int })
        #expect(listed.allSatisfy(known.contains))
        let appids = Array(store.compactMap { $0["appid"] as? Int }.prefix(120))
        let mine = await replay.storeItems(appids), theirs = await InProcessReplay().storeItems(appids)
        #expect(mine.body == theirs.body)
    }
}
