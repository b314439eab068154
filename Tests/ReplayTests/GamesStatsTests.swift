// GetSchemaForGame, GetUserStatsForGame, GetPlayerAchievements, global percentages and news: shapes, refusals, keys.

import Foundation
import Testing
@testable import ReplayRoutes

@Suite struct GamesStatsTests {
    let replay = InProcessReplay()

    @Test func schemaLeavesDescriptionOutOfHiddenAchievementsAndSendsTheVersionAsAString() async throws {
        let appid = try await replay.appid("app_with_achievements")
        let answer = await replay.call(GamePaths.schema, [("appid", String(appid)), ("l", "french")])
        let game = try #require(try answer.json()["game"] as? [String: Any])
        #expect(game["gameVersion"] is String && game["gameName"] is String)
        let stats = try #require(game["availableGameStats"] as? [String: Any])
        let achievements = try #require(stats["achievements"] as? [[String: Any]])
        #expect(achievements.allSatisfy { ($0["hidden"] as? Int == 1) == ($0["description"] == nil) })
        #expect(achievements.allSatisfy { $0["defaultvalue"] as? Int == 0 && ($0["icongray"] as? String)?.hasPrefix("https://") == true })
        #expect(KeyOrder.objects(in: answer.text, atDepth: 2) == [["gameName", "gameVersion", "availableGameStats"]])
        let order = ["name", "defaultvalue", "displayName", "hidden", "description", "icon", "icongray"]
        #expect(KeyOrder.objects(in: answer.text, atDepth: 5).allSatisfy {
            KeyOrder.follows($0, order) || $0 == ["name", "defaultvalue", "displayName"]
        })
    }

    @Test func schemaShapesForStatsOnlyNoStatsAndUnknownApps() async throws {
        let statsOnly = await replay.call(GamePaths.schema, [("appid", String(try await replay.appid("app_stats_no_achievements")))])
        let game = try #require(try statsOnly.json()["game"] as? [String: Any])
        let stats = try #require(game["availableGameStats"] as? [String: Any])
        #expect(stats["achievements"] == nil && (stats["stats"] as? [Any])?.isEmpty == false)
        let noStats = await replay.call(GamePaths.schema, [("appid", String(try await replay.appid("app_no_stats")))])
        #expect(noStats.status == 200 && noStats.text == #"{"game":{}}"#)
        let unknown = await replay.call(GamePaths.schema, [("appid", String(try await replay.appid("unknown_app")))])
        #expect(unknown.status == 400 && unknown.text == "{}")
    }

    @Test func userStatsListAchievedOnesByNameAndWrapNegativeNetStats() async throws {
        let demo = try await replay.steamid("demo_user"), appid = try await replay.appid("app_with_achievements")
        #expect(try await replay.identity("app_with_achievements")["steamid"] as? String == demo)
        let answer = await replay.call(GamePaths.userStats, [("steamid", demo), ("appid", String(appid))])
        let stats = try #require(try answer.json()["playerstats"] as? [String: Any])
        #expect(KeyOrder.objects(in: answer.text, atDepth: 2) == [["steamID", "gameName", "stats", "achievements"]])
        #expect(stats["steamID"] as? String == demo)
        let values = try #require(stats["stats"] as? [[String: Any]]).compactMap { $0["value"] as? Int }
        #expect(values.contains { $0 > Int(Int32.max) && $0 <= Int(UInt32.max) }, "a net stat below zero, uint32-wrapped")
        #expect(values.allSatisfy { $0 >= 0 })
        let achieved = try #require(stats["achievements"] as? [[String: Any]])
        #expect(achieved.allSatisfy { $0["achieved"] as? Int == 1 && $0["name"] is String && $0["apiname"] == nil })
        let truth = try await replay.achievementTruth(of: demo, appid: appid)
        let truthAchieved = truth.filter { $0["achieved"] as? Bool == true }.compactMap { $0["apiname"] as? String }
        #expect(achieved.compactMap { $0["name"] as? String } == truthAchieved)
        #expect(!truthAchieved.isEmpty && truthAchieved.count < truth.count)
    }

    @Test func userStatsRefuseWithAnEmptyObject() async throws {
        let demo = try await replay.steamid("demo_user")
        let cases = [
            (demo, try await replay.appid("app_no_stats")),
            (demo, try await replay.appid("unknown_app")),
            (try await replay.steamid("private_games"), 440),
            (try await replay.steamid("private_profile"), 440),
        ]
        for (steamid, appid) in cases {
            let answer = await replay.call(GamePaths.userStats, [("steamid", steamid), ("appid", String(appid))])
            #expect(answer.status == 400 && answer.text == "{}", "\(steamid) \(appid)")
        }
    }

    @Test func playerAchievementsListEveryAchievementAsTheControlTruthSays() async throws {
        let demo = try await replay.steamid("demo_user"), appid = try await replay.appid("app_with_achievements")
        let answer = await replay.call(GamePaths.achievements, [("steamid", demo), ("appid", String(appid))])
        let stats = try #require(try answer.json()["playerstats"] as? [String: Any])
        #expect(KeyOrder.objects(in: answer.text, atDepth: 2) == [["steamID", "gameName", "achievements", "success"]])
        #expect(stats["success"] as? Bool == true)
        let listed = try #require(stats["achievements"] as? [[String: Any]])
        let truth = try await replay.achievementTruth(of: demo, appid: appid)
        #expect(listed.count == truth.count)
        for (entry, fact) in zip(listed, truth) {
            #expect(entry["apiname"] as? String == fact["apiname"] as? String)
            #expect(entry["achieved"] as? Int == ((fact["achieved"] as? Bool == true) ? 1 : 0))
            #expect(entry["unlocktime"] as? Int == fact["unlocktime"] as? Int)
            #expect((entry["unlocktime"] as? Int == 0) == (entry["achieved"] as? Int == 0))
            #expect((entry["unlocktime"] as? Int ?? 0) < Int(InProcessReplay.epoch))
            #expect(entry["name"] == nil && entry["description"] == nil)
        }
        let localized = await replay.call(GamePaths.achievements, [("steamid", demo), ("appid", String(appid)), ("l", "english")])
        #expect(KeyOrder.objects(in: localized.text, atDepth: 4).allSatisfy {
            $0 == ["apiname", "achieved", "unlocktime", "name", "description"]
        })
    }

    @Test func playerAchievementsRefusalsAndStatsOnlyShape() async throws {
        let demo = try await replay.steamid("demo_user")
        let statsOnly = await replay.call(GamePaths.achievements, [("steamid", demo), ("appid", String(try await replay.appid("app_stats_no_achievements")))])
        #expect(statsOnly.status == 200)
        #expect(statsOnly.text.hasSuffix(#""success":true}}"#) && !statsOnly.text.contains("achievements"))
        let noStats = #"{"playerstats":{"error":"Requested app has no stats","success":false}}"#
        for appid in [try await replay.appid("app_no_stats"), try await replay.appid("unknown_app")] {
            let answer = await replay.call(GamePaths.achievements, [("steamid", demo), ("appid", String(appid))])
            #expect(answer.status == 400 && answer.text == noStats)
        }
        for role in ["private_profile", "private_games"] {
            let answer = await replay.call(GamePaths.achievements, [("steamid", try await replay.steamid(role)), ("appid", "440")])
            #expect(answer.status == 403 && answer.text == #"{"playerstats":{"error":"Profile is not public","success":false}}"#)
        }
    }

    @Test func globalPercentagesNeedNoKeyAndComeAsOneDecimalStringsHighestFirst() async throws {
        let demo = try await replay.steamid("demo_user"), appid = try await replay.appid("app_with_achievements")
        let truth = try await replay.achievementTruth(of: demo, appid: appid)
        for key in [[], [("key", "wrong")]] {
            let answer = await replay.callWithoutKey(GamePaths.percentages, key + [("gameid", String(appid))])
            #expect(answer.status == 200)
            let list = try #require((try answer.json()["achievementpercentages"] as? [String: Any])?["achievements"] as? [[String: Any]])
            #expect(list.count == truth.count)
            let tenths = try list.map { entry in
                let percent = try #require(entry["percent"] as? String)
                #expect(percent.split(separator: ".").last?.count == 1)
                return Int(percent.replacingOccurrences(of: ".", with: "")) ?? -1
            }
            #expect(tenths == tenths.sorted(by: >))
            for (entry, value) in zip(list, tenths) {
                #expect(truth.first { $0["apiname"] as? String == entry["name"] as? String }?["percent_tenths"] as? Int == value)
            }
        }
        for appid in [try await replay.appid("unknown_app"), try await replay.appid("app_stats_no_achievements")] {
            let answer = await replay.callWithoutKey(GamePaths.percentages, [("gameid", String(appid))])
            #expect(answer.status == 403 && answer.text == "{}")
        }
    }

    @Test func newsNeedsNoKeyAndHonoursCountMaxlengthAndEnddate() async throws {
        let appid = try await replay.appid("app_with_news")
        let full = await replay.callWithoutKey(GamePaths.news, [("appid", String(appid))])
        let news = try #require(try full.json()["appnews"] as? [String: Any])
        let items = try #require(news["newsitems"] as? [[String: Any]])
        #expect(KeyOrder.objects(in: full.text, atDepth: 2) == [["appid", "newsitems", "count"]])
        #expect(items.count == 20 && (news["count"] as? Int ?? 0) > 20 && news["appid"] as? Int == appid)
        let order = ["gid", "title", "url", "is_external_url", "author", "contents", "feedlabel", "date", "feedname",
                     "feed_type", "appid", "tags"]
        #expect(KeyOrder.objects(in: full.text, atDepth: 4).allSatisfy { KeyOrder.follows($0, order) && $0.count >= 11 })
        let dates = items.compactMap { $0["date"] as? Int }
        #expect(dates == dates.sorted(by: >) && dates.allSatisfy { $0 < Int(InProcessReplay.epoch) })
        #expect(items.allSatisfy { UInt64($0["gid"] as? String ?? "") != nil && $0["is_external_url"] is Bool })

        let short = await replay.callWithoutKey(GamePaths.news, [("appid", String(appid)), ("count", "3"), ("maxlength", "40"), ("key", "nonsense")])
        let shortItems = try #require((try short.json()["appnews"] as? [String: Any])?["newsitems"] as? [[String: Any]])
        #expect(shortItems.count == 3)
        #expect(shortItems.allSatisfy { ($0["contents"] as? String).map { $0.count <= 40 && $0.hasSuffix("...") } == true })

        let end = try #require(dates.count > 5 ? dates[5] : nil, "\(dates.count) dated news items")
        let older = await replay.callWithoutKey(GamePaths.news, [("appid", String(appid)), ("enddate", String(end))])
        let olderDates = try #require((try older.json()["appnews"] as? [String: Any])?["newsitems"] as? [[String: Any]])
            .compactMap { $0["date"] as? Int }
        #expect(olderDates.first == end && olderDates.allSatisfy { $0 <= end })

        let unknown = await replay.callWithoutKey(GamePaths.news, [("appid", String(try await replay.appid("unknown_app")))])
        #expect(unknown.status == 403 && unknown.text == "{}")
    }

    @Test func keyedGamesMethodsRefuseAWrongKey() async throws {
        let demo = try await replay.steamid("demo_user")
        for path in [GamePaths.owned, GamePaths.recent, GamePaths.schema, GamePaths.userStats, GamePaths.achievements] {
            let answer = await replay.callWithoutKey(path, [("key", "wrong"), ("steamid", demo), ("appid", "440")])
            #expect(answer.status == 403 && answer.text.contains("<pre>key=</pre>"), "\(path)")
        }
    }

    @Test func faultsApplyToTheGamesMethods() async throws {
        try await replay.inject(#"[{"path":"GetOwnedGames","status":503},{"path":"GetNewsForApp","html":true}]"#)
        let owned = await replay.call(GamePaths.owned, [("steamid", try await replay.steamid("demo_user"))])
        #expect(owned.status == 503)
        let news = await replay.callWithoutKey(GamePaths.news, [("appid", "440")])
        #expect(news.status == 200 && news.text.contains("Down for maintenance"))
    }
}
