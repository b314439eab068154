// The lookups' decoders over Valve's real answers (Tests/RecordedAnswers, whose SOURCES.md names where each came from).
import Foundation
import SteamModels
import Testing
import TestSupport

@Suite struct LookupModelTests {
    @Test func currentPlayersReadsTheRecordedCount() throws {
        let players = try CurrentPlayers(json: try RecordedAnswers.body("GetNumberOfCurrentPlayers", "yusefouda_730_183105_players.json"))
        #expect(players.count == .number("183105"))
        // The unknown app's body has no count: the endpoint's 404 rule reads it, and the decoder refuses it.
        #expect(throws: ShapeError.self) {
            try CurrentPlayers(json: try RecordedAnswers.body("GetNumberOfCurrentPlayers", "yusefouda_unknown_app_http404_result42.json"))
        }
    }

    @Test func steamLevelReadsTheRecordedLevel() throws {
        #expect(try SteamLevel(json: try RecordedAnswers.body("GetSteamLevel", "yusefouda_level_20.json")).level == .number("20"))
    }

    @Test func badgesKeepEveryFieldAndTheTotals() throws {
        let badges = try Badges(json: try RecordedAnswers.body("GetBadges", "yusefouda_15_badges_level_20.json"))
        #expect(badges.badges.count == 15)
        let games = badges.badges.filter { $0["appid"] != nil }
        #expect(games.count == 7)
        #expect(games.allSatisfy { $0["communityitemid"]?.string != nil && $0["border_color"] == .number("0") })
        #expect(badges.badges.first?.fields.map(\.name) == ["badgeid", "level", "completion_time", "xp", "scarcity"])
        #expect(badges.totals.fields.map(\.name)
            == ["player_xp", "player_level", "player_xp_needed_to_level_up", "player_xp_needed_current_level"])
        #expect(badges.totals["player_xp"] == .number("3119") && badges.totals["player_level"] == .number("20"))
        // A private profile's `{"response":{}}` decodes to nothing; the endpoint's rule calls it hidden first.
        let hidden = try Badges(json: try RecordedAnswers.body("GetBadges", "yusefouda_private_empty_response.json"))
        #expect(hidden.badges.isEmpty && hidden.totals.fields.isEmpty)
    }

    @Test func anAppListPageSaysWhereTheNextStarts() throws {
        let page = try AppListPage(json: try RecordedAnswers.body("GetAppList", "livenote_2026_one_app_trimmed.json"))
        #expect(page.apps == [ListedApp(appID: 10, name: "Counter-Strike")])
        #expect(page.haveMoreResults && page.lastAppID == 508_530)
        // The last page carries neither field (woctezuma/steam-store-snapshots' last page, SOURCES.md).
        let last = try AppListPage(json: Data(#"{"response":{"apps":[{"appid":20,"name":"Team Fortress Classic"}]}}"#.utf8))
        #expect(!last.haveMoreResults && last.lastAppID == nil)
        #expect(throws: ShapeError.self) { try AppListPage(json: Data(#"{"response":{"apps":[],"have_more_results":true}}"#.utf8)) }
    }
}
