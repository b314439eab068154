// Every real Valve response in ../shared/api-samples that these models cover must decode (read where present).
import Foundation
import Testing
import TestSupport
@testable import SteamModels

@Suite struct APISampleTests {
    @Test(.enabled(if: APISamples.directory != nil), arguments: APISamples.files("GetPlayerSummaries"))
    func playerSummaries(_ file: URL) throws {
        let players = try JSONDecoder().decode(PlayerSummariesEnvelope.self, from: Data(contentsOf: file)).response.players
        #expect(!players.isEmpty)
        for player in players {
            #expect(UInt64(player.steamid) != nil)
            #expect(player.personaname != nil)
        }
    }

    @Test(.enabled(if: APISamples.directory != nil)) func locationFieldsSurvive() throws {
        let file = try #require(APISamples.files("GetPlayerSummaries").first { $0.lastPathComponent.contains("location") })
        let player = try #require(try JSONDecoder().decode(PlayerSummariesEnvelope.self, from: Data(contentsOf: file)).response.players.first)
        #expect(player.loccountrycode == "US")
        #expect(player.loccityid == 3961)
        #expect(player.primaryclanid == "103582791429521412")
    }

    /// Each file is its own expectation: the decoder keeps every friend, in order, with the fields as the raw JSON has them.
    @Test(.enabled(if: APISamples.directory != nil), arguments: APISamples.files("GetFriendList"))
    func friendLists(_ file: URL) throws {
        let data = try Data(contentsOf: file)
        let friends = try JSONDecoder().decode(FriendListEnvelope.self, from: data).friends
        let envelope = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let raw = (envelope["friendslist"] as? [String: Any])?["friends"] as? [[String: Any]] ?? []
        #expect(friends.count == raw.count)
        for (friend, object) in zip(friends, raw) {
            #expect(friend.steamid == object["steamid"] as? String)
            #expect(friend.relationship == object["relationship"] as? String)
            #expect(friend.friend_since == object["friend_since"] as? Int)
        }
    }

    @Test(.enabled(if: APISamples.directory != nil)) func valveAccountFriendListHasOldFriendships() throws {
        let file = try #require(APISamples.files("GetFriendList").first { $0.lastPathComponent == "lpradel_valve_account_friends.json" })
        let friends = try JSONDecoder().decode(FriendListEnvelope.self, from: Data(contentsOf: file)).friends
        #expect(friends.count == 291)
        #expect(friends.filter { $0.friend_since == 0 }.count == 81)
        #expect(friends.allSatisfy { $0.relationship == "friend" })
    }

    @Test(.enabled(if: APISamples.directory != nil), arguments: APISamples.files("ResolveVanityURL"))
    func vanityResolutions(_ file: URL) throws {
        let response = try JSONDecoder().decode(VanityResolutionEnvelope.self, from: Data(contentsOf: file)).response
        if response.success == 1 {
            #expect(response.steamid != nil)
        } else {
            #expect(response.success == 42)
            #expect(response.message == "No match")
        }
    }

    @Test func friendListOfSomeoneWithNoFriendsIsAnEmptyObject() throws {
        #expect(try JSONDecoder().decode(FriendListEnvelope.self, from: Data("{}".utf8)).friends.isEmpty)
    }
}
