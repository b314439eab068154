// steam-games wishlist, prices and common as people run them: the built binaries in real pipes against steam-replay's
// store, checked against what the world says it holds (/_replay/wishlist, /_replay/store), read with curl so the check
// shares no code with the tools.
import Foundation
import Testing
import TestSupport

/// The replay world's truth about the store.
struct StoreWorld {
    let sandbox: Sandbox

    func control(_ path: String) throws -> [[String: Any]] {
        let result = try sandbox.run("curl -sS --fail-with-body '\(sandbox.replay.baseURL)\(path)'")
        #expect(result.status == 0, "\(path): \(result.stdoutText)")
        return try result.records()
    }

    /// The account's wishlist at the replay clock's now, in Valve's order.
    func wishlist(_ steamid: String) throws -> [[String: Any]] { try control("/_replay/wishlist?steamid=\(steamid)") }

    /// Every app's store data in `cc` at the replay clock's now, by appid.
    func store(_ cc: String) throws -> [Int: [String: Any]] {
        Dictionary(uniqueKeysWithValues: try control("/_replay/store?cc=\(cc)").compactMap { app in
            (app["appid"] as? Int).map { ($0, app) }
        })
    }

    func app(_ role: String) throws -> Int {
        try #require(try sandbox.replay.identity(role)["appid"] as? Int, "role \(role) has no appid")
    }

    /// Requests the replay logged whose path holds `method`.
    func requests(_ method: String) throws -> Int { try sandbox.replay.requests(to: method).count }

    /// The categories `steam-games common --category co-op` keeps: co-op, online, split-screen and LAN co-op.
    static let coop: Set<Int> = [9, 38, 39, 48]
}

/// The price fields of a record, or of the world's truth, for comparing the two.
private func price(_ record: [String: Any]) -> [String] {
    ["currency", "initial", "final", "discount_percent"].map { "\(record[$0] ?? "nil")" }
}

@Suite(.blocksOnProcesses) struct StorefrontTests {
    @Test func aWishlistListsTheWorldsAppsInOrderWithNamesAndPricesInFewRequests() throws {
        let sandbox = try Sandbox()
        let world = StoreWorld(sandbox: sandbox)
        let demo = try sandbox.identity("demo_user")
        let wished = try world.wishlist(demo.steamid)
        let store = try world.store("US")
        try #require(wished.count > 150, "the demo user's list needs two GetItems calls at least")
        let result = try sandbox.run("steam-games wishlist \(demo.vanity) --cc us")
        #expect(result.status == 0, "\(result.stderr)")
        let records = try result.records()
        #expect(records.map { $0["appid"] as? Int } == wished.map { $0["appid"] as? Int })
        #expect(records.map { $0["priority"] as? Int } == wished.map { $0["priority"] as? Int })
        #expect(records.map { $0["date_added"] as? Int } == wished.map { $0["date_added"] as? Int })
        for record in records {
            let appid = try #require(record["appid"] as? Int)
            let truth = try #require(store[appid], "app \(appid) is not in the world's store")
            #expect(record["steamid"] as? String == demo.steamid && record["cc"] as? String == "US")
            switch record["store"] as? String {
            case "priced":
                #expect(price(record) == price(truth), "\(appid)")
                #expect(record["name"] as? String == truth["name"] as? String)
                #expect((record["final_formatted"] as? String)?.hasPrefix("$") == true)
            case "free": #expect(truth["free"] as? Bool == true, "\(appid)")
            case "unlisted": #expect(truth["delisted"] as? Bool == true, "\(appid)")
            default: Issue.record("app \(appid): \(record)")
            }
        }
        #expect(records.contains { $0["store"] as? String == "free" } && records.contains { $0["store"] as? String == "unlisted" })
        #expect(records.contains { ($0["discount_percent"] as? Int ?? 0) > 0 })
        // 1 + ⌈apps / 150⌉ requests to the store and the wishlist (and one to resolve the vanity name).
        let calls = (wished.count + 149) / 150
        #expect(try world.requests("GetWishlist/") == 1 && world.requests("GetItems") == calls)
        #expect(try world.requests("GetWishlistItemCount") == 0 && world.requests("appdetails") == 0)
        // Again within the hour: everything from the store.
        try sandbox.replay.clearRequests()
        let again = try sandbox.run("steam-games wishlist \(demo.steamid) --cc us")
        #expect(again.stdout == result.stdout, "\(again.stderr)")
        #expect(try sandbox.replay.requests().isEmpty)
    }

    @Test func aPrivateWishlistAndAnEmptyOneAreTwoNotes() throws {
        let sandbox = try Sandbox()
        let hidden = try #require(try sandbox.replay.identity("wishlist_private")["steamid"] as? String)
        let empty = try #require(try sandbox.replay.identity("wishlist_empty")["steamid"] as? String)
        let result = try sandbox.run("steam-games wishlist --cc us \(hidden) \(empty)")
        #expect(result.status == 0 && result.stdout.isEmpty, "\(result.stderr)")
        #expect(result.stderr.contains("(\(hidden)): keeps its wishlist private"), "\(result.stderr)")
        #expect(result.stderr.contains("(\(empty)): has an empty wishlist"), "\(result.stderr)")
        #expect(try sandbox.replay.requests(to: "GetWishlistItemCount").count == 2)
        // --no-appinfo asks the store nothing, and needs no country.
        let demo = try sandbox.identity("demo_user")
        let bare = try sandbox.run("steam-games wishlist --no-appinfo \(demo.steamid)")
        let bareRecords = try bare.records()
        #expect(bare.status == 0 && bareRecords.allSatisfy { $0["store"] == nil && $0["date_added"] is Int }, "\(bare.stderr)")
        // Prices need a country: the flag or the settings file's.
        let countryless = try sandbox.run("steam-games wishlist \(hidden)")
        #expect(countryless.status == 64 && countryless.stderr.contains("give --cc COUNTRY"), "\(countryless.stderr)")
    }

    @Test func pricesOfManyAppsComeBatchedAndAnAppWithoutAPriceIsANote() throws {
        let sandbox = try Sandbox()
        let world = StoreWorld(sandbox: sandbox)
        let store = try world.store("DE")
        let free = try world.app("store_free_app"), unknown = try world.app("store_unknown_app")
        let delisted = try world.app("store_delisted_app")
        let priced = store.values.filter { $0["free"] as? Bool == false && $0["delisted"] as? Bool == false }
            .compactMap { $0["appid"] as? Int }.sorted().prefix(400)
        let apps = Array(priced) + [free, unknown, delisted]
        let input = apps.map(String.init).joined(separator: "\n") + "\n"
        let result = try sandbox.run("steam-games prices --cc de", stdin: input)
        #expect(result.status == 0, "\(result.stderr)")
        let records = try result.records()
        #expect(records.map { $0["appid"] as? Int } == priced.map { $0 })
        for record in records {
            let appid = try #require(record["appid"] as? Int)
            let truth = try #require(store[appid])
            #expect(price(record) == price(truth) && record["currency"] as? String == "EUR", "\(record)")
            #expect(record["source"] as? String == "GetItems" && record["fetched_at"] is Int)
        }
        #expect(result.stderr.contains("app \(free) is free to play"), "\(result.stderr)")
        #expect(result.stderr.contains("the store knows no app \(unknown)"), "\(result.stderr)")
        #expect(result.stderr.contains("app \(delisted) is not sold in DE"), "\(result.stderr)")
        #expect(try world.requests("GetItems") == (apps.count + 149) / 150)
        // appdetails says the same prices, 100 apps a call, in its own bucket.
        try sandbox.replay.clearRequests()
        let details = try sandbox.run("steam-games prices --cc de --via appdetails --no-cache", stdin: input)
        #expect(details.status == 0, "\(details.stderr)")
        #expect(try details.records().map(price) == records.map(price))
        #expect(try world.requests("appdetails") == (apps.count + 99) / 100 && world.requests("GetItems") == 0)
    }

    @Test func aPriceIsKeptUntilTheNextSaleTimeThenAskedAgain() throws {
        let sandbox = try Sandbox()
        let world = StoreWorld(sandbox: sandbox)
        let app = try world.app("store_discounted_app")
        let first = try sandbox.run("steam-games prices --cc us \(app)")
        #expect(first.status == 0 && first.stdoutLines.count == 1, "\(first.stderr)")
        try sandbox.replay.clearRequests()
        #expect(try sandbox.run("steam-games prices --cc us \(app)").stdout == first.stdout)
        #expect(try world.requests("GetItems") == 0)
        // The answer is kept until the next 17:00 UTC by the tool's clock, when Valve's sales turn over (the replay's
        // clock cannot move the tool's, so the store file says when).
        let kept = try sandbox.run("sqlite3 \"$STEAM_PIPES_DB\" \"SELECT fetched_at, expires_at FROM cached_answer WHERE method = 'GetItems'\"")
        let times = try #require(kept.stdoutLines.first, "\(kept.stderr)").split(separator: "|").compactMap { Double($0) }
        try #require(times.count == 2)
        let nextSale = ((times[0] - 61_200) / 86_400).rounded(.down) * 86_400 + 61_200 + 86_400
        #expect(times[1] == nextSale && times[1] - times[0] <= 86_400, "\(times)")
        // A day later in the world, the sales have turned over: asked anew, the price is the world's new one.
        try sandbox.replay.advance(days: 1)
        let later = try sandbox.run("steam-games prices --cc us --refresh \(app)")
        #expect(try world.requests("GetItems") == 1)
        let record = try #require(try later.records().first, "\(later.stderr)")
        #expect(price(record) == price(try #require(try world.store("US")[app])))
    }

    @Test func coopGamesInCommonAreTheIntersectionOfEveryPublicLibrary() throws {
        let sandbox = try Sandbox()
        let world = StoreWorld(sandbox: sandbox)
        let demo = try sandbox.identity("demo_user")
        let friends = try sandbox.run("steam-profile friends \(demo.steamid) --jq .steamid -r").stdoutLines
        var libraries: [Set<Int>] = []
        for friend in friends {
            let owned = try sandbox.run("steam-games owned \(friend) --jq .appid")
            if !owned.stderr.contains("private") { libraries.append(Set(owned.stdoutLines.compactMap { Int($0) })) }
        }
        try #require(libraries.count > 1)
        let store = try world.store("US")
        let coop = libraries.dropFirst().reduce(libraries[0]) { $0.intersection($1) }.filter { app in
            !StoreWorld.coop.isDisjoint(with: Set(store[app]?["categories"] as? [Int] ?? []))
        }
        let result = try sandbox.run("steam-profile friends \(demo.steamid) | steam-games common --category co-op")
        #expect(result.status == 0, "\(result.stderr)")
        let records = try result.records()
        #expect(Set(records.compactMap { $0["appid"] as? Int }) == coop)
        #expect(records.allSatisfy { $0["owners"] as? Int == libraries.count && $0["accounts"] as? Int == libraries.count })
        if libraries.count < friends.count { #expect(result.stderr.contains("games private and"), "\(result.stderr)") }

        // The world's co-op app is owned by the demo user and two friends at least.
        let coopApp = try world.app("coop_app")
        let some = try sandbox.run("steam-games common --friends-of \(demo.vanity) --at-least 3 --category co-op")
        #expect(some.status == 0, "\(some.stderr)")
        let found = try #require(try some.records().first { $0["appid"] as? Int == coopApp }, "\(some.stdoutText)")
        #expect((found["owners"] as? Int ?? 0) >= 3 && (found["without"] as? [String])?.count == (found["accounts"] as? Int ?? 0) - (found["owners"] as? Int ?? 0))
        #expect((found["categories"] as? [String])?.contains { $0.contains("co-op") } == true)
    }

    @Test func wishlistChangesAreWhatTheWorldChangedAcrossADay() throws {
        let sandbox = try Sandbox()
        let world = StoreWorld(sandbox: sandbox)
        let demo = try sandbox.identity("demo_user")
        let command = "steam-games wishlist \(demo.steamid) --cc us --changes --feed sales"
        let first = try sandbox.run(command)
        #expect(first.status == 0 && first.stdout.isEmpty, "\(first.stderr)")
        #expect(first.stderr.contains("no earlier snapshot in the store to compare with"), "\(first.stderr)")
        let before = try world.wishlist(demo.steamid), pricesBefore = try world.store("US")
        try sandbox.replay.advance(days: 1)
        let after = try world.wishlist(demo.steamid), pricesAfter = try world.store("US")
        let second = try sandbox.run(command)
        #expect(second.status == 0, "\(second.stderr)")
        let events = try second.records()
        func apps(_ list: [[String: Any]]) -> Set<Int> { Set(list.compactMap { $0["appid"] as? Int }) }
        func reported(_ name: String) -> Set<Int> { apps(events.filter { $0["event"] as? String == name }) }
        #expect(reported("wishlist_added") == apps(after).subtracting(apps(before)))
        #expect(reported("wishlist_removed") == apps(before).subtracting(apps(after)))
        let dropped = apps(before).intersection(apps(after)).filter { app in
            guard let was = pricesBefore[app]?["final"] as? Int, let now = pricesAfter[app]?["final"] as? Int else { return false }
            return now < was && pricesBefore[app]?["delisted"] as? Bool == false && pricesAfter[app]?["delisted"] as? Bool == false
        }
        #expect(reported("price_dropped") == dropped)
        #expect(!events.isEmpty, "a day of the world changes the demo user's wishlist or its prices")
        // Nothing changed since: the feed has nothing more to say.
        #expect(try sandbox.run(command).stdout.isEmpty)
    }
}
