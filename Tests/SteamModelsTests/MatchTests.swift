// Dota matches and heroes: Valve's real answers decode, records gain account_id, is_radiant and hero_name where a
// reader looks for them, and every field Valve sent, named or not, reaches the record with its digits.
import Foundation
import Testing
import TestSupport
@testable import SteamModels

@Suite struct MatchTests {
    static let heroes = HeroTable([
        Hero(id: 1, name: "npc_dota_hero_antimage", localizedName: "Anti-Mage"),
        Hero(id: 53, name: "npc_dota_hero_furion", localizedName: "Nature's Prophet"),
        Hero(id: 74, name: "npc_dota_hero_invoker", localizedName: nil),
    ])

    static let details = #"""
        {"result":{"players":[
          {"account_id":4294967295,"player_slot":0,"hero_id":1,"kills":3},
          {"player_slot":128,"hero_id":53,"kills":1},
          {"account_id":22202,"player_slot":129,"hero_id":74,"facet_future":{"x":1}}],
         "radiant_win":true,"match_id":8123456789,"match_seq_num":6912345678,"start_time":1790000000,
         "radiant_logo":17881201520994978452,"some_field_from_2027":[1,2]}}
        """#

    @Test func recordAddsWhoseItIsAndPlayerFieldsBesideTheirNeighbours() throws {
        let match = try Match(detailsJSON: Array(Self.details.utf8))
        #expect(match.matchID == 8_123_456_789)
        #expect(match.sequenceNumber == 6_912_345_678)
        #expect(match.accountIDs == [22202])
        let record = String(decoding: JSONValue.object(match.record(for: 22202, heroes: Self.heroes)).jsonBytes, as: UTF8.self)
        #expect(record == #"""
            {"account_id":22202,"players":[\#
            {"account_id":4294967295,"player_slot":0,"is_radiant":true,"hero_id":1,"hero_name":"Anti-Mage","kills":3},\#
            {"player_slot":128,"is_radiant":false,"hero_id":53,"hero_name":"Nature's Prophet","kills":1},\#
            {"account_id":22202,"player_slot":129,"is_radiant":false,"hero_id":74,"hero_name":"invoker","facet_future":{"x":1}}],\#
            "radiant_win":true,"match_id":8123456789,"match_seq_num":6912345678,"start_time":1790000000,\#
            "radiant_logo":17881201520994978452,"some_field_from_2027":[1,2]}
            """#)
    }

    @Test func withoutAPerspectiveOrHeroesNothingIsInvented() throws {
        let match = try Match(detailsJSON: Array(Self.details.utf8))
        let record = match.record(for: nil, heroes: nil)
        #expect(record["account_id"] == nil)
        #expect(record["players"]?.array?.first?.object?["hero_name"] == nil)
    }

    @Test(arguments: [
        (#"{"result":{}}"#, "has no match_id"),
        (#"{"result":{"match_id":"12"}}"#, #"has match_id "12", not a match id"#),
        (#"{"result":{"match_id":9223372036854775808}}"#, "has match_id 9223372036854775808, not a match id"),
        (#"{"result":{"match_id":5,"players":[1]}}"#, "match 5 has a player that is not an object"),
        (#"{"error":"x"}"#, "the answer has no result object"),
    ])
    func badShapesAreNamed(_ json: String, _ problem: String) {
        #expect(throws: ShapeError(problem)) { try Match(detailsJSON: Array(json.utf8)) }
    }

    @Test func heroesAreFoundByIdOrAnyNameAPersonTypes() {
        for name in ["1", "anti-mage", "Anti-Mage", "ANTIMAGE", "antimage", "npc_dota_hero_antimage", " 1 "] {
            #expect(Self.heroes.hero(named: name)?.id == 1, "\(name)")
        }
        for name in ["natures prophet", "Nature's Prophet", "furion"] {
            #expect(Self.heroes.hero(named: name)?.id == 53, "\(name)")
        }
        #expect(Self.heroes.hero(named: "2") == nil)
        #expect(Self.heroes.hero(named: "pudge") == nil)
    }

    /// Every tool's hero flag: any name the built-in table knows, and any positive id, even one newer than the table.
    @Test(arguments: [
        ("anti-mage", 1), ("Anti-Mage", 1), ("npc_dota_hero_antimage", 1), ("antimage", 1), ("Nature's Prophet", 53),
        ("natures-prophet", 53), ("furion", 53), ("  pudge ", 14), ("1", 1), (" 14 ", 14), ("145", 145), ("999", 999),
    ])
    func heroFlagsTakeNamesAndIDs(_ value: String, _ id: Int) throws {
        #expect(try HeroChoice(value, flag: "--hero").id == id)
    }

    /// Anything else is a usage error, in one wording whichever tool and flag.
    @Test(arguments: [
        ("0", #""0""#), ("-1", #""-1""#), ("1.5", #""1.5""#), ("", #""""#), ("not a hero", #""not a hero""#),
        ("pudge2", #""pudge2""#), ("npc_dota_hero_", #""npc_dota_hero_""#),
    ])
    func anyOtherHeroIsAUsageError(_ value: String, _ shown: String) {
        let error = #expect(throws: UnknownHeroError.self) { try HeroChoice(value, flag: "--with-hero") }
        #expect(error?.exitStatus == .usage)
        #expect(error?.description == "--with-hero: no hero has the id or name \(shown); `dota-detail heroes` lists them")
    }

    @Test func aPageWithoutMatchesIsEmptyAndABadListIsNamed() throws {
        let hidden = try MatchHistoryPage(json: Array(#"{"result":{"status":1,"results_remaining":300,"matches":[]}}"#.utf8))
        #expect(hidden.matches.isEmpty && hidden.resultsRemaining == 300)
        #expect(throws: ShapeError("result.matches is an object, not an array")) {
            try MatchHistoryPage(json: Array(#"{"result":{"matches":{}}}"#.utf8))
        }
    }

    @Test(.enabled(if: APISamples.directory != nil), arguments: APISamples.files("GetMatchDetails"))
    func realMatchDetailsDecodeAndKeepEveryByte(_ file: URL) throws {
        let body = try Data(contentsOf: file)
        let match = try Match(detailsJSON: body)
        #expect(match.players.count == 10)
        // Every field of Valve's result survives: compare with Foundation's reading of the same bytes.
        let original = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])["result"] as? NSDictionary
        let ours = try JSONSerialization.jsonObject(with: Data(match.jsonBytes)) as? NSDictionary
        #expect(ours == original)
    }

    @Test(.enabled(if: APISamples.directory != nil), arguments: APISamples.files("GetMatchHistory"))
    func realHistoryPagesDecode(_ file: URL) throws {
        let page = try MatchHistoryPage(json: Data(contentsOf: file))
        #expect(!page.matches.isEmpty)
        #expect(page.matches.allSatisfy { $0.sequenceNumber != nil && $0.startTime != nil })
        #expect(page.resultsRemaining != nil)
    }

    @Test(.enabled(if: APISamples.directory != nil), arguments: APISamples.files("GetMatchHistoryBySequenceNum"))
    func realSequencePagesDecode(_ file: URL) throws {
        let page = try MatchSequencePage(json: Data(contentsOf: file))
        #expect(page.matches.map(\.matchID) == [496, 497])
    }

    @Test(.enabled(if: APISamples.directory != nil), arguments: APISamples.files("GetHeroes"))
    func realHeroListsDecode(_ file: URL) throws {
        let list = try HeroList(json: Data(contentsOf: file))
        #expect(list.table.heroes.count > 100)
        #expect(list.table.hero(id: 1)?.shortName == "antimage")
        #expect(list.table.hero(named: "antimage")?.id == 1)
    }
}
