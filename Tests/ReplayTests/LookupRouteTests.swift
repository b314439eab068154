// GetNumberOfCurrentPlayers, GetSteamLevel and GetBadges as the replay serves them: Valve's shapes and refusals, the
// same answers for the same seed and clock, and numbers that move as the clock does.
import Foundation
import Testing
@testable import ReplayRoutes

private enum LookupPaths {
    static let players = "/ISteamUserStats/GetNumberOfCurrentPlayers/v1/"
    static let level = "/IPlayerService/GetSteamLevel/v1/"
    static let badges = "/IPlayerService/GetBadges/v1/"
}

@Suite struct LookupRouteTests {
    @Test func playerCountsNeedNoKeyFollowTheSeedAndMoveWithTheClock() async throws {
        let replay = InProcessReplay(seed: 3), twin = InProcessReplay(seed: 3)
        let app = [("appid", "570")]
        let first = await replay.callWithoutKey(LookupPaths.players, app)
        #expect(first.status == 200)
        let response = try #require(try first.json()["response"] as? [String: Any])
        #expect(response["result"] as? Int == 1 && (response["player_count"] as? Int ?? -1) >= 0)
        #expect(first.body == (await twin.callWithoutKey(LookupPaths.players, app)).body)
        var counts: Set<Int> = []
        for _ in 0..<12 {
            _ = await replay.control("POST", "/_replay/advance?seconds=3600")
            counts.insert(try #require((try await replay.call(LookupPaths.players, app).json()["response"] as? [String: Any])?["player_count"] as? Int))
        }
        #expect(counts.count > 1, "the count moves with the clock")
        let unknown = await replay.call(LookupPaths.players, [("appid", "12345")])
        #expect(unknown.status == 404 && unknown.text == #"{"response":{"result":42}}"#)
    }

    @Test func levelsAndBadgesAgreeGrowAndHidePrivateProfiles() async throws {
        let replay = InProcessReplay(seed: 2)
        let demo = try await replay.steamid("demo_user")
        func badges() async throws -> [String: Any] {
            try #require(try await replay.call(LookupPaths.badges, [("steamid", demo)]).json()["response"] as? [String: Any])
        }
        let before = try await badges()
        let level = try #require((try await replay.call(LookupPaths.level, [("steamid", demo)]).json()["response"] as? [String: Any])?["player_level"] as? Int)
        #expect(before["player_level"] as? Int == level)
        let list = try #require(before["badges"] as? [[String: Any]])
        #expect(before["player_xp"] as? Int == list.reduce(0) { $0 + ($1["xp"] as? Int ?? 0) }, "XP is the badges' sum")
        _ = await replay.control("POST", "/_replay/advance?days=400")
        let after = try await badges()
        #expect((after["player_xp"] as? Int ?? 0) > (before["player_xp"] as? Int ?? 0), "a year of service at least")
        let hidden = try await replay.steamid("private_profile")
        for path in [LookupPaths.level, LookupPaths.badges] {
            #expect(await replay.call(path, [("steamid", hidden)]).text == #"{"response":{}}"#)
            #expect(await replay.call(path, [("steamid", "76561197960265728")]).text == #"{"response":{}}"#)
            #expect(await replay.call(path, [("steamid", "robin")]).status == 400)
            #expect(await replay.callWithoutKey(path, [("steamid", demo)]).status == 403)
        }
    }
}
