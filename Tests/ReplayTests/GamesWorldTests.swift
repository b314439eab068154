// The games side of the world: fixed by the seed, roles that hold for any seed, and old domains left as they were.

import Foundation
import Testing
@testable import ReplayWorld

@Suite struct GamesWorldTests {
    @Test func theSameSeedGivesTheSameGames() async throws {
        let first = InProcessReplay(seed: 5), second = InProcessReplay(seed: 5)
        let worldText = await first.control("GET", "/_replay/world").text
        #expect(worldText == (await second.control("GET", "/_replay/world").text))
        let demo = try await first.steamid("demo_user")
        for path in [GamePaths.owned, GamePaths.recent] {
            let parameters = [("steamid", demo), ("include_appinfo", "1"), ("include_played_free_games", "1")]
            #expect(await first.call(path, parameters).body == (await second.call(path, parameters).body))
        }
        let news = [("appid", "440")]
        #expect(await first.call(GamePaths.news, news).body == (await second.call(GamePaths.news, news).body))
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func everyGamesRoleHoldsForTheSeed(seed: UInt64) async throws {
        let replay = InProcessReplay(seed: seed)
        let demo = try await replay.steamid("demo_user")
        let owned = try await replay.library(of: demo)
        func truth(_ appid: Int) throws -> [String: Any] {
            try #require(owned.first { $0["appid"] as? Int == appid }, "demo user owns \(appid)")
        }
        let withAchievements = try await replay.appid("app_with_achievements")
        #expect(try truth(withAchievements)["free"] as? Bool == false)
        let unlocks = try await replay.achievementTruth(of: demo, appid: withAchievements).map { $0["achieved"] as? Bool }
        #expect(unlocks.contains(true) && unlocks.contains(false))
        for role in ["app_with_achievements", "app_stats_no_achievements", "app_no_stats"] {
            #expect(try await replay.identity(role)["steamid"] as? String == demo)
        }
        for role in ["app_with_achievements", "app_stats_no_achievements"] {
            #expect((try truth(try await replay.appid(role))["playtime_forever"] as? Int ?? 0) > 0, "\(role) is played")
        }
        _ = try truth(try await replay.appid("app_no_stats"))
        #expect(await replay.callWithoutKey(GamePaths.news, [("appid", String(try await replay.appid("app_with_news")))]).text
            .contains(#""newsitems":[{"#))
        #expect(replay.world.games.catalog.app(try await replay.appid("unknown_app")) == nil)
        #expect((40...80).contains(owned.count))
        #expect(replay.world.games.catalog.apps.count == CatalogGenerator.appCount)
        #expect(Set(replay.world.games.catalog.apps.map(\.appid)).isSuperset(of: [440, 570, 730]))
    }

    @Test func theOlderRolesKeepTheirLinesAheadOfTheGamesRoles() async throws {
        let replay = InProcessReplay()
        let roles = await replay.control("GET", "/_replay/world").text.split(separator: "\n").map(String.init)
        let firstGamesRole = try #require(roles.firstIndex { $0.contains(#""role":"private_games""#) })
        #expect(roles[..<firstGamesRole].allSatisfy { !$0.contains("appid") })
        // The server's lines: one without a role fails the test instead of trapping.
        let names = try roles[firstGamesRole...].map { line -> Substring in
            let parts = line.split(separator: "\"role\":\"")
            try #require(parts.count > 1, "\(line)")
            return parts[1].prefix { $0 != "\"" }
        }
        #expect(names == [
            "private_games", "big_library", "app_with_achievements", "app_stats_no_achievements", "app_no_stats",
            "app_with_news", "unknown_app", "robinwalker", "gabelogannewell",
            // The store roles, appended after every older one.
            "wishlist_private", "wishlist_empty", "store_free_app", "store_delisted_app", "store_discounted_app",
            "store_unknown_app", "coop_app",
        ])
    }

    @Test func controlTruthsRefuseWhatTheyCannotShow() async throws {
        let replay = InProcessReplay()
        #expect(await replay.control("GET", "/_replay/library?steamid=gabe").status == 400)
        #expect(await replay.control("GET", "/_replay/library").status == 400)
        let demo = try await replay.steamid("demo_user")
        let noStats = try await replay.appid("app_no_stats")
        #expect(await replay.control("GET", "/_replay/achievements?steamid=\(demo)&appid=\(noStats)").status == 404)
        let library = await replay.control("GET", "/_replay/library?steamid=\(demo)")
        #expect(library.headers["Content-Type"] == "application/x-ndjson")
        let appids = library.text.split(separator: "\n").compactMap { line in
            KeyOrder.objects(in: String(line), atDepth: 1).first == ["appid", "playtime_forever", "minutes_per_day", "free"]
                ? (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["appid"] as? Int : nil
        }
        #expect(!appids.isEmpty && appids == appids.sorted())
    }
}
