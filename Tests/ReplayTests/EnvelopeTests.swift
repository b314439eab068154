// Each Valve method's envelope and quirks, answered in-process.

import Foundation
import Testing
@testable import ReplayRoutes

@Suite struct EnvelopeTests {
    let replay = InProcessReplay()

    @Test func resolveVanityURLFindsAPlayer() async throws {
        let demo = try await replay.identity("demo_user")
        let answer = await replay.call(ValvePaths.vanity, [("vanityurl", try #require(demo["vanity"] as? String))])
        #expect(answer.status == 200)
        #expect(answer.headers["Content-Type"] == "application/json; charset=UTF-8")
        let response = try #require(try answer.json()["response"] as? [String: Any])
        #expect(response["success"] as? Int == 1)
        #expect(response["steamid"] as? String == demo["steamid"] as? String)
    }

    @Test func resolveVanityURLAnswers42ForNoMatch() async throws {
        let vanity = try #require(try await replay.identity("unknown_vanity")["vanity"] as? String)
        let answer = await replay.call(ValvePaths.vanity, [("vanityurl", vanity)])
        #expect(answer.status == 200)
        #expect(answer.text == #"{"response":{"message":"No match","success":42}}"#)
    }

    @Test func summariesTrimAPrivateProfileAndLeaveOutUnknownIDs() async throws {
        let ids = [try await replay.steamid("demo_user"), try await replay.steamid("private_profile"),
                   try await replay.steamid("unknown_steamid")]
        let answer = await replay.call(ValvePaths.summaries, [("steamids", ids.joined(separator: ","))])
        let response = try #require(try answer.json()["response"] as? [String: Any])
        let players = try #require(response["players"] as? [[String: Any]])
        #expect(Set(players.compactMap { $0["steamid"] as? String }) == Set(ids.prefix(2)))
        let hidden = try #require(players.first { $0["steamid"] as? String == ids[1] })
        #expect(hidden["communityvisibilitystate"] as? Int == 1)
        #expect(hidden["timecreated"] == nil && hidden["realname"] == nil && hidden["loccountrycode"] == nil)
        #expect(hidden["personastate"] as? Int == 0)
    }

    @Test func summariesRefuseMoreThan100IDs() async throws {
        let ids = (0..<101).map { String(76_561_197_960_265_729 + $0) }.joined(separator: ",")
        #expect(await replay.call(ValvePaths.summaries, [("steamids", ids)]).status == 400)
    }

    @Test func friendListListsEveryFriendWithRelationshipAndSince() async throws {
        let demo = try await replay.identity("demo_user")
        let answer = await replay.call(ValvePaths.friends, [("steamid", try #require(demo["steamid"] as? String))])
        let list = try #require(try answer.json()["friendslist"] as? [String: Any])
        let friends = try #require(list["friends"] as? [[String: Any]])
        #expect(friends.count == demo["friends"] as? Int)
        #expect(friends.allSatisfy { $0["relationship"] as? String == "friend" && $0["friend_since"] is Int })
    }

    @Test func friendListOfALonerIsAnEmptyObject() async throws {
        let answer = await replay.call(ValvePaths.friends, [("steamid", try await replay.steamid("no_friends"))])
        #expect(answer.status == 200)
        #expect(answer.text == "{}")
    }

    @Test func friendListOfAPrivateOrUnknownProfileIs401() async throws {
        for role in ["private_profile", "unknown_steamid"] {
            #expect(await replay.call(ValvePaths.friends, [("steamid", try await replay.steamid(role))]).status == 401)
        }
    }

    @Test func friendListOfANonNumericIDIs400() async {
        #expect(await replay.call(ValvePaths.friends, [("steamid", "gabe")]).status == 400)
    }
}
