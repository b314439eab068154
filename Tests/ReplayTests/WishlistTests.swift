// GetWishlist and GetWishlistItemCount as the replay serves them: ranked apps first, then unranked; `{"response":{}}`
// for private, empty and unknown lists, the count telling private from empty; the demo user's list as the client's
// batching needs it; and lists that change from one replay day to the next.
import Foundation
import Testing
@testable import ReplayRoutes

@Suite struct WishlistTests {
    let replay = InProcessReplay()

    private func count(_ steamid: String) async throws -> Int {
        let answer = await replay.callWithoutKey(StorePaths.wishlistCount, [("steamid", steamid)])
        #expect(answer.status == 200)
        return try #require((try answer.json()["response"] as? [String: Any])?["count"] as? Int, "\(answer.text)")
    }

    private func items(_ steamid: String) async throws -> [[String: Any]] {
        let answer = await replay.callWithoutKey(StorePaths.wishlist, [("steamid", steamid)])
        #expect(answer.status == 200)
        return try #require((try answer.json()["response"] as? [String: Any])?["items"] as? [[String: Any]], "\(answer.text)")
    }

    @Test func theDemoUsersListIsRankedThenUnrankedAndHoldsTheStoreRoles() async throws {
        let demo = try await replay.steamid("demo_user")
        let items = try await items(demo)
        #expect((160...400).contains(items.count), "\(items.count) apps: the client must need 2-3 GetItems calls")
        #expect(items.allSatisfy { Set($0.keys) == ["appid", "priority", "date_added"] })
        let priorities = items.compactMap { $0["priority"] as? Int }
        let ranked = priorities.prefix { $0 > 0 }
        #expect(Array(ranked) == Array(1...ranked.count), "ranks run 1, 2, 3, … in order")
        #expect(priorities.dropFirst(ranked.count).allSatisfy { $0 == 0 }, "the unranked come last")
        #expect(try await count(demo) == items.count)
        #expect(try await replay.wishlistTruth(of: demo)?.map { $0["appid"] as? Int } == items.map { $0["appid"] as? Int })
        let wished = Set(items.compactMap { $0["appid"] as? Int })
        for role in ["store_free_app", "store_delisted_app", "store_discounted_app"] {
            #expect(wished.contains(try await replay.appid(role)), "\(role) is on the demo user's wishlist")
            #expect(try await replay.identity(role)["steamid"] as? String == demo)
        }
        let owned = Set(try await replay.library(of: demo).compactMap { $0["appid"] as? Int })
        #expect(wished.isDisjoint(with: owned), "nobody wishes for a game they own")
        let start = Int(InProcessReplay.epoch)
        #expect(items.allSatisfy { ($0["date_added"] as? Int ?? .max) < start })
    }

    @Test func aPrivateOrEmptyListIsAnEmptyResponseAndOnlyTheCountTellsThemApart() async throws {
        let privateList = try await replay.steamid("wishlist_private")
        let empty = try await replay.steamid("wishlist_empty")
        for steamid in [privateList, empty, try await replay.steamid("private_profile"), try await replay.steamid("unknown_steamid")] {
            let answer = await replay.callWithoutKey(StorePaths.wishlist, [("steamid", steamid)])
            #expect(answer.status == 200 && answer.text == #"{"response":{}}"#, "\(steamid): \(answer.text)")
        }
        #expect(try await count(privateList) > 0)
        #expect(try await count(empty) == 0)
        #expect(try await count(try await replay.steamid("unknown_steamid")) == 0)
        #expect(try await replay.wishlistTruth(of: privateList) == nil, "404 for a private list")
        #expect(try await replay.wishlistTruth(of: empty)?.isEmpty == true)
        // The key is optional: the right one, a wrong one or none.
        for key in [InProcessReplay.key, "WRONG"] {
            let answer = await replay.callWithoutKey(StorePaths.wishlistCount, [("key", key), ("steamid", empty)])
            #expect(answer.text == #"{"response":{"count":0}}"#)
        }
        #expect(await replay.callWithoutKey(StorePaths.wishlist, [("steamid", "robin")]).status == 400)
    }

    @Test func mostOfTheDemoUsersFriendsShowTheirLists() async throws {
        let demo = try await replay.steamid("demo_user")
        let friends = try await replay.call(ValvePaths.friends, [("steamid", demo)]).json()
        let list = try #require((friends["friendslist"] as? [String: Any])?["friends"] as? [[String: Any]])
        var shown = 0
        for friend in list {
            if try await replay.wishlistTruth(of: try #require(friend["steamid"] as? String)) != nil { shown += 1 }
        }
        #expect(shown * 10 >= list.count * 7, "\(shown) of \(list.count)")
    }

    /// Within a fortnight the demo user both adds an app (dated the moment of the add) and removes one.
    @Test func listsChangeFromDayToDay() async throws {
        let demo = try await replay.steamid("demo_user")
        var before = try await items(demo)
        var added = false, removed = false, previous = Int(InProcessReplay.epoch)
        for _ in 0..<14 where !(added && removed) {
            _ = await replay.control("POST", "/_replay/advance?days=1")
            let after = try await items(demo)
            let old = Set(before.compactMap { $0["appid"] as? Int }), new = Set(after.compactMap { $0["appid"] as? Int })
            for item in after where !old.contains(item["appid"] as? Int ?? 0) {
                added = true
                #expect((previous..<(previous + 86_400)).contains(item["date_added"] as? Int ?? 0), "dated when it happened")
                #expect(item["priority"] as? Int != 0, "a new app is ranked last")
            }
            removed = removed || !old.subtracting(new).isEmpty
            before = after
            previous += 86_400
        }
        #expect(added && removed)
    }

    @Test func theSameSeedGivesTheSameLists() async throws {
        let other = InProcessReplay()
        let demo = try await replay.steamid("demo_user")
        let mine = await replay.callWithoutKey(StorePaths.wishlist, [("steamid", demo)])
        let theirs = await other.callWithoutKey(StorePaths.wishlist, [("steamid", demo)])
        #expect(mine.body == theirs.body)
        let elsewhere = InProcessReplay(seed: 2)
        let another = await elsewhere.callWithoutKey(StorePaths.wishlist, [("steamid", try await elsewhere.steamid("demo_user"))])
        #expect(another.body != mine.body)
    }
}
