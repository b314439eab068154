// The lookups in-process: steam-games players and find, steam-profile level and badges, against the replay's libraries
// on loopback; the app list's week on an injected clock.
import Foundation
import SteamGamesTool
import SteamModels
import SteamProfileTool
import Testing
import TestSupport
import WebAPI

@Suite struct LookupWorkTests {
    @Test func playersSayWhichAppAndWhenAndAnUnknownAppIsANote() async throws {
        try await LoopbackReplay.with { replay in
            let outcome = try await run(PlayersWork(), ["570", "12345"], api: replay.api(key: .missing(keyFile: "")))
            #expect(outcome.records.count == 1)
            #expect(outcome.records.first.map { Set($0.keys) } == ["appid", "player_count", "fetched_at"])
            #expect(outcome.notes == ["argument 2 (12345): no app has id 12345 (GetNumberOfCurrentPlayers answered 404, result 42)"])
        }
    }

    @Test func levelsAndBadgesAgreeAndPrivateProfilesAreNotes() async throws {
        try await LoopbackReplay.with { replay in
            let demo = try await replay.steamid("demo_user"), hidden = try await replay.steamid("private_profile")
            let level = try await run(LevelWork(), [demo, hidden], api: replay.api())
            let badges = try await run(BadgesWork(), [demo], api: replay.api())
            let player = try #require(level.records.first?["player_level"] as? Int)
            #expect(badges.records.allSatisfy { $0["steamid"] as? String == demo && $0["player_level"] as? Int == player })
            #expect(level.notes == [#"argument 2 (\#(hidden)): GetSteamLevel: keeps its profile private, or is no account (answered {"response":{}})"#])
        }
    }

    /// The list's age is read from the client's clock: six days on it is fresh, eight days on it is fetched again.
    @Test func theAppListIsFetchedAgainOnlyOnceAWeekOld() async throws {
        let start = 1_790_812_800.0
        try await LoopbackReplay.with(epoch: start) { replay in
            let clock = Clock(start)
            let find = FindWork(pageSize: 300)
            let first = try await run(find, ["dota 2"], api: replay.api(now: clock.now))
            #expect(first.records.first?["appid"] as? Int == 570)
            #expect(try await replay.requests(to: "GetAppList").count == 3)
            clock.advance(by: 6 * 86_400)
            _ = try await run(FindWork(pageSize: 300), ["dota"], api: replay.api(now: clock.now))
            #expect(try await replay.requests(to: "GetAppList").count == 3)
            clock.advance(by: 2 * 86_400)
            _ = try await run(FindWork(pageSize: 300), ["dota"], api: replay.api(now: clock.now))
            #expect(try await replay.requests(to: "GetAppList").count == 6)
            let offline = try await run(FindWork(pageSize: nil), ["nothing like it"], api: replay.api(mode: .offline, now: clock.now))
            #expect(offline.records.isEmpty && offline.notes == [#"argument 1 (nothing like it): no app's name holds every word of "nothing like it""#])
        }
    }
}
