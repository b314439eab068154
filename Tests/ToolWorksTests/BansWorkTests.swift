// steam-profile bans, in-process: one record per account in input order, 100 accounts a call, and each input a failed
// call spoils named.
import Foundation
import SteamModels
import SteamProfileTool
import Testing
import TestSupport
import WebAPI

@Suite struct BansWorkTests {
    /// `count` accounts the world knows: the friends of its hubs, and their friends, each once.
    static func accounts(_ count: Int, of replay: LoopbackReplay) async throws -> [String] {
        var found: [String] = []
        var seen = Set<String>()
        var queue = [try await replay.steamid("many_friends")]
        let api = replay.api()
        while found.count < count, !queue.isEmpty {
            guard case .friends(let friends) = try await api.friendList(of: try #require(SteamID(decimal: queue.removeFirst()))).list
            else { continue }
            for friend in friends where seen.insert(friend.steamid).inserted {
                found.append(friend.steamid)
                queue.append(friend.steamid)
            }
        }
        #expect(found.count >= count)
        return Array(found.prefix(count))
    }

    @Test func twoHundredFiftyAccountsTakeThreeCallsAndComeBackInInputOrder() async throws {
        try await LoopbackReplay.with { replay in
            let ids = try await Self.accounts(250, of: replay)
            let outcome = try await run(BansWork(), ids, api: replay.api())
            #expect(outcome.messages.isEmpty, "\(outcome.messages)")
            #expect(outcome.records.map { $0["steamid"] as? String } == ids)
            #expect(outcome.records.allSatisfy { $0["SteamId"] == nil && $0["NumberOfVACBans"] is Int && $0["EconomyBan"] is String })
            #expect(try await replay.requests(to: "GetPlayerBans").count == 3)
            // Each answer is kept for the hour: asked again, the store answers.
            let again = try await run(BansWork(), ids, api: replay.api())
            #expect(again.records.count == 250)
            #expect(try await replay.requests(to: "GetPlayerBans").count == 3)
        }
    }

    @Test func anUnknownAccountIsANoteAndAFailedCallNamesEachInputItSpoils() async throws {
        try await LoopbackReplay.with { replay in
            let unknown = try await replay.steamid("unknown_steamid")
            let demo = try await replay.steamid("demo_user")
            let outcome = try await run(BansWork(), [unknown, demo, "{}"], from: .lines, api: replay.api())
            #expect(outcome.records.map { $0["steamid"] as? String } == [demo])
            #expect(outcome.notes == ["line 1 (\(unknown)): no player has steamid \(unknown)"])
            #expect(outcome.failures == [#"line 3: object has no "steamid" field"#])

            try await replay.inject(#"[{"path":"GetPlayerBans","status":503}]"#)
            let failed = try await run(BansWork(), ["22202", "robinwalker"], api: replay.api(mode: .bypass, attempts: 1))
            #expect(failed.records.isEmpty)
            try #require(failed.failures.count == 2, "\(failed.messages)")
            #expect(failed.failures[0].hasPrefix("argument 1 (22202): "))
            #expect(failed.failures[1].hasPrefix("argument 2 (robinwalker): "))
            #expect(failed.failures.allSatisfy { $0.contains("503") })
        }
    }
}
