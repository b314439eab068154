// The games models: the real samples decode, Valve's quirks are read right, shapes that are wrong are named, and
// achievements join to their schema and percentages in each order.
import Foundation
import Testing
import TestSupport
@testable import SteamModels

@Suite struct GameModelTests {
    static func sample(_ endpoint: String) throws -> Data? {
        guard let file = APISamples.files(endpoint).first else { return nil }
        return try Data(contentsOf: file)
    }

    @Test(.enabled(if: APISamples.directory != nil)) func ownedGamesSampleKeepsEveryGameAndField() throws {
        let list = try GameList(json: #require(try Self.sample("GetOwnedGames")))
        #expect(list.games.count == 487)
        #expect(list.total == 487)
        let first = try #require(list.games.first)
        #expect(first.appID == 10 && first.name == "Counter-Strike" && first.playtimeForever == 32)
        // A field our model does not name (img_logo_url, gone from today's answers) still passes through.
        let record = first.record(owner: SteamID(id64: 76_561_197_960_287_930), fetchedAt: 1_763_800_000)
        #expect(record.fields.map(\.name) == [
            "steamid", "appid", "name", "playtime_forever", "img_icon_url", "img_logo_url", "has_community_visible_stats", "fetched_at",
        ])
        #expect(record["steamid"] == .string("76561197960287930"))
    }

    @Test(.enabled(if: APISamples.directory != nil)) func recentSampleCountsMoreThanItLists() throws {
        let list = try GameList(json: #require(try Self.sample("GetRecentlyPlayedGames")))
        #expect(list.total == 6)
        #expect(list.games.count == 3)
        #expect(list.games.first?.fields["playtime_2weeks"] == .number("190"))
    }

    @Test func emptyRecentListHasNoGamesKey() throws {
        let list = try GameList(json: Array(#"{"response":{"total_count":0}}"#.utf8))
        #expect(list.games.isEmpty && list.total == 0)
    }

    @Test(arguments: [
        (#"{"response":{"games":[{"appid":"10","playtime_forever":1}]}}"#, "game 1 has a string as its appid"),
        (#"{"response":{"games":[{"appid":10,"playtime_forever":-5}]}}"#, "app 10 has -5 as playtime_forever"),
        (#"{"response":{"games":[{"appid":10}]}}"#, "app 10 has nothing as playtime_forever"),
        (#"{"response":{"games":{}}}"#, "response.games is an object"),
        (#"{"result":{}}"#, "no response object"),
        ("<html>", "not JSON"),
    ])
    func wrongGameShapesAreNamed(_ json: String, _ expected: String) {
        #expect { try GameList(json: Array(json.utf8)) } throws: { ($0 as? ShapeError)?.description.contains(expected) == true }
    }

    @Test(.enabled(if: APISamples.directory != nil)) func achievementSamplesDecode() throws {
        let player = try PlayerAchievements(json: #require(try Self.sample("GetPlayerAchievements")))
        let achievements = try #require(player.achievements)
        #expect(!achievements.isEmpty)
        // LP's 2015 answer has no unlocktime.
        #expect(achievements.allSatisfy { $0.unlocktime == nil })
        let schema = try GameSchema(json: #require(try Self.sample("GetSchemaForGame")))
        #expect(schema.gameName == "PAYDAY 2")
        #expect(schema.achievements.first?["name"] == .string("hot_wheels"))
        let percentages = try GlobalPercentages(json: #require(try Self.sample("GetGlobalAchievementPercentagesForApp")))
        // The old double keeps every digit Valve wrote.
        #expect(percentages.byName["no_one_cared_who_i_was"]?.number == .number("64.179924011230469"))
    }

    @Test(.enabled(if: APISamples.directory != nil)) func wrappedStatValuesComeBackNegative() throws {
        let stats = try UserStats(json: #require(try Self.sample("GetUserStatsForGame"))).stats
        let destroyed = try #require(stats.first { $0.name == "Scout.accum.iBuildingsDestroyed" })
        #expect(destroyed.value == .number("-36"))
        #expect(destroyed.wrapped == .number("4294967260"))
        let damage = try #require(stats.first { $0.name == "Scout.accum.iDamageDealt" })
        #expect(damage.value == .number("396994") && damage.wrapped == nil)
    }

    @Test(.enabled(if: APISamples.directory != nil)) func newsSampleDecodes() throws {
        let news = try AppNews(json: #require(try Self.sample("GetNewsForApp")))
        #expect(!news.items.isEmpty)
        #expect(news.items.first?["gid"] == .string("521616685377513917"))
    }

    @Test func percentAsStringBecomesANumber() throws {
        let json = #"{"achievementpercentages":{"achievements":[{"name":"A","percent":"38.7"},{"name":"B","percent":5}]}}"#
        let percentages = try GlobalPercentages(json: Array(json.utf8))
        #expect(percentages.byName["A"] == .init(number: .number("38.7"), value: 38.7))
        #expect(percentages.byName["B"]?.number == .number("5"))
    }

    @Test(arguments: [#""1e""#, #""abc""#, #""101.0""#, #""-0.5""#, #"" ""#, "null", "true"])
    func percentThatIsNoNumberIsNamed(_ percent: String) {
        let json = #"{"achievementpercentages":{"achievements":[{"name":"A","percent":"# + percent + "}]}}"
        #expect { try GlobalPercentages(json: Array(json.utf8)) } throws: {
            ($0 as? ShapeError)?.description.hasPrefix("achievement A has percent") == true
        }
    }

    @Test func statsButNoAchievementsIsNil() throws {
        let json = #"{"playerstats":{"gameName":"Expand","steamID":"76561197960287930","success":true}}"#
        #expect(try PlayerAchievements(json: Array(json.utf8)).achievements == nil)
        #expect(try GameSchema(json: Array(#"{"game":{}}"#.utf8)).isEmpty)
    }

    @Test func achievedMustBeZeroOrOne() {
        let json = #"{"playerstats":{"achievements":[{"apiname":"X","achieved":2}]}}"#
        #expect { try PlayerAchievements(json: Array(json.utf8)) } throws: {
            ($0 as? ShapeError)?.description.contains("achievement X has achieved") == true
        }
    }

    // MARK: joining achievements

    // Parsed each time, so that a parser that fails fails the test that reads them rather than trapping in try!.
    static var player: [PlayerAchievements.Achievement] {
        get throws { try #require(try PlayerAchievements(json: Array(#"""
        {"playerstats":{"achievements":[
          {"apiname":"COMMON","achieved":1,"unlocktime":100},
          {"apiname":"RARE","achieved":0,"unlocktime":0},
          {"apiname":"RAREST","achieved":0,"unlocktime":0},
          {"apiname":"NEWEST","achieved":1,"unlocktime":300},
          {"apiname":"UNRATED","achieved":0,"unlocktime":0}],"success":true}}
        """#.utf8)).achievements) }
    }
    static var schema: GameSchema { get throws { try GameSchema(json: Array(#"""
        {"game":{"availableGameStats":{"achievements":[
          {"name":"COMMON","defaultvalue":0,"displayName":"Common","hidden":0,"description":"Easy"},
          {"name":"RARE","defaultvalue":0,"displayName":"Rare","hidden":1},
          {"name":"RAREST","defaultvalue":0,"displayName":"Rarest","hidden":0,"description":"Hard"}]}}}
        """#.utf8)) } }
    static var percentages: GlobalPercentages { get throws { try GlobalPercentages(json: Array(#"""
        {"achievementpercentages":{"achievements":[
          {"name":"COMMON","percent":"80.0"},{"name":"NEWEST","percent":"40.5"},{"name":"RARE","percent":"3.1"},
          {"name":"RAREST","percent":"0.2"}]}}
        """#.utf8)) } }

    func names(_ selection: AchievementSelection, _ order: AchievementOrder) throws -> [String] {
        try AchievementRecords.join(
            owner: SteamID(id64: 76_561_197_960_287_930), appID: 440, player: Self.player, schema: Self.schema,
            percentages: Self.percentages, selection: selection, order: order
        ).compactMap { $0["apiname"]?.string }
    }

    @Test func lockedRarestFirstLeavesTheUnratedLast() throws {
        #expect(try names(.locked, .rarest) == ["RAREST", "RARE", "UNRATED"])
        #expect(try names(.all, .rarest) == ["RAREST", "RARE", "NEWEST", "COMMON", "UNRATED"])
    }

    @Test func otherOrdersAndSelections() throws {
        #expect(try names(.all, .game) == ["COMMON", "RARE", "RAREST", "NEWEST", "UNRATED"])
        #expect(try names(.all, .recent) == ["NEWEST", "COMMON", "RARE", "RAREST", "UNRATED"])
        #expect(try names(.unlocked, .game) == ["COMMON", "NEWEST"])
    }

    @Test func recordJoinsSchemaAndPercentWithoutTheSchemasName() throws {
        let record = try #require(try AchievementRecords.join(
            owner: SteamID(id64: 76_561_197_960_287_930), appID: 440, player: Self.player, schema: Self.schema,
            percentages: Self.percentages, selection: .all, order: .game
        ).first)
        #expect(record.fields.map(\.name) == [
            "steamid", "appid", "apiname", "achieved", "unlocktime", "displayName", "hidden", "description", "percent",
        ])
        #expect(record["percent"] == .number("80.0"))
        #expect(JSONValue.object(record).jsonBytes.count > 0)
    }
}
