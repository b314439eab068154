// Our own fixtures for shapes the recorded samples lack: 2026 summaries, private profiles, the joined friend record.
import Foundation
import Testing
@testable import SteamModels

@Suite struct RecordShapeTests {
    @Test func currentSummaryShapeWithGameAndAvatarHash() throws {
        let body = #"""
            {"response":{"players":[{"steamid":"76561197960287930","communityvisibilitystate":3,"profilestate":1,
            "personaname":"𝔯𝔬𝔟𝔦𝔫 \uD834\uDD1E","profileurl":"https://steamcommunity.com/id/robinwalker/",
            "avatar":"https://avatars.steamstatic.com/f1dd60a188883caf82d0cbfccfe6aba0af1732d4.jpg",
            "avatarhash":"f1dd60a188883caf82d0cbfccfe6aba0af1732d4","lastlogoff":1777300000,"personastate":1,
            "personastateflags":0,"gameid":"730","gameextrainfo":"Counter-Strike 2","gameserverip":"0.0.0.0:0"}]}}
            """#
        let player = try #require(try JSONDecoder().decode(PlayerSummariesEnvelope.self, from: Data(body.utf8)).response.players.first)
        #expect(player.personaname?.hasSuffix("\u{1D11E}") == true)
        #expect(player.gameid == "730")
        #expect(player.avatarhash?.count == 40)
        #expect(player.realname == nil)
    }

    @Test func privateProfileHasOnlyPublicFields() throws {
        let body = #"{"response":{"players":[{"steamid":"76561197960287931","communityvisibilitystate":1,"profilestate":1,"personaname":"x","personastate":0}]}}"#
        let player = try #require(try JSONDecoder().decode(PlayerSummariesEnvelope.self, from: Data(body.utf8)).response.players.first)
        #expect(player.communityvisibilitystate == 1)
        #expect(player.timecreated == nil)
    }

    @Test func unknownIdsGiveAnEmptyPlayerList() throws {
        let body = #"{"response":{"players":[]}}"#
        #expect(try JSONDecoder().decode(PlayerSummariesEnvelope.self, from: Data(body.utf8)).response.players.isEmpty)
    }

    /// A sign is not part of a SteamID64, though Swift's `UInt64("+5")` reads one.
    @Test(arguments: ["765x", "+5", "-5", "", " 5", "18446744073709551616"])
    func friendWithASteamIDThatIsNotPlainDigitsIsRefused(steamid: String) {
        let body = #"{"friendslist":{"friends":[{"steamid":"\#(steamid)","relationship":"friend","friend_since":0}]}}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(FriendListEnvelope.self, from: Data(body.utf8)) }
    }

    /// `{}` is Valve's answer for a player without friends; another envelope is not GetFriendList's and is refused.
    @Test func onlyTheEmptyObjectMeansNoFriends() throws {
        #expect(try JSONDecoder().decode(FriendListEnvelope.self, from: Data("{}".utf8)).friends.isEmpty)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(FriendListEnvelope.self, from: Data(#"{"response":{}}"#.utf8))
        }
    }

    @Test func joinedFriendRecordIsFlat() throws {
        var summary = PlayerSummary(steamid: "76561197960287930")
        summary.personaname = "Robin"
        let joined = FriendWithSummary(
            friend: Friend(steamid: "76561197960287930", relationship: "friend", friend_since: 0, friend_of: "76561197960287931"),
            summary: summary)
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(joined)) as? [String: Any]
        #expect(object?["friend_of"] as? String == "76561197960287931")
        #expect(object?["friend_since"] as? Int == 0)
        #expect(object?["personaname"] as? String == "Robin")
        #expect(object?["steamid"] as? String == "76561197960287930")
        #expect(object?["realname"] == nil)
    }
}
