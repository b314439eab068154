// The ISteamUser client in-process, against the replay served from this process over loopback through real libcurl
// and a real store.
import Foundation
import SteamModels
import Testing
import TestSupport
import Transport
@testable import WebAPI

extension LoopbackReplay {
    func steamID(_ role: String) async throws -> SteamID {
        SteamID(id64: UInt64(try await steamid(role)) ?? 0)
    }

    func clearRequests() async throws {
        try await control("DELETE", "/_replay/requests")
    }

    /// Every request the replay answered.
    func requests() async throws -> [[String: Any]] { try ndjsonObjects(Data(try await control("GET", "/_replay/requests").utf8)) }
}

@Suite struct SteamUserTests {
    @Test func summariesComeHundredToACallAndUnknownIdsAreAbsent() async throws {
        try await LoopbackReplay.with { replay in
            let hub = try await replay.steamID("many_friends")
            guard case .friends(let friends) = try await replay.api().friendList(of: hub).list else {
                Issue.record("hub's friends are private"); return
            }
            let unknown = try await replay.steamID("unknown_steamid")
            // The server's ids: one that is no number fails the test instead of trapping.
            let ids = try friends.map { SteamID(id64: try #require(UInt64($0.steamid), "\($0.steamid)")) }
                + [unknown, unknown]
            let summaries = try await replay.api().summaries(of: ids)
            #expect(summaries.found.count == friends.count)
            #expect(summaries.unknown == [unknown])
            #expect(summaries.failed.isEmpty)
            let calls = try await replay.requests(to: "GetPlayerSummaries")
            #expect(calls.count == (friends.count + 1 + 99) / 100)
        }
    }

    @Test func cachedSummariesCostNoCall() async throws {
        try await LoopbackReplay.with { replay in
            let demo = try await replay.steamID("demo_user")
            let first = try await replay.api().summaries(of: [demo])
            try await replay.clearRequests()
            let second = try await replay.api().summaries(of: [demo])
            #expect(second.found == first.found && first.found.count == 1)
            #expect(try await replay.requests().isEmpty)
            let refreshed = try await replay.api(mode: .refresh).summaries(of: [demo])
            #expect(refreshed.found == first.found)
            #expect(try await replay.requests().count == 1)
        }
    }

    @Test func friendsSayWhoseFriendsTheyAre() async throws {
        try await LoopbackReplay.with { replay in
            let demo = try await replay.steamID("demo_user")
            guard case .friends(let friends) = try await replay.api().friendList(of: demo).list else {
                Issue.record("demo user's friends are private"); return
            }
            #expect(!friends.isEmpty)
            #expect(friends.allSatisfy { $0.friend_of == String(demo.id64) && $0.relationship == "friend" })
        }
    }

    @Test func privateAndEmptyFriendLists() async throws {
        try await LoopbackReplay.with { replay in
            let hidden = try await replay.steamID("private_profile"), lonely = try await replay.steamID("no_friends")
            #expect(try await replay.api().friendList(of: hidden).list == .hidden)
            #expect(try await replay.api().friendList(of: lonely).list == .friends([]))
        }
    }

    @Test func vanityNames() async throws {
        try await LoopbackReplay.with { replay in
            let demo = try await replay.identity("demo_user")
            let id = try await replay.api().resolveVanity(try #require(demo["vanity"] as? String, "\(demo)"))
            #expect(id.map { String($0.id64) } == demo["steamid"] as? String)
            let unknownRole = try await replay.identity("unknown_vanity")
            let unknown = try #require(unknownRole["vanity"] as? String, "\(unknownRole)")
            #expect(try await replay.api().resolveVanity(unknown) == nil)
        }
    }

    @Test func wrongKeyIsRejectedWithoutRetry() async throws {
        try await LoopbackReplay.with { replay in
            await #expect(throws: WebAPIError.self) {
                _ = try await replay.api(key: .environment("WRONGKEY")).summaries(of: [SteamID(accountID: 22202)])
            }
            do {
                _ = try await replay.api(key: .environment("WRONGKEY")).friendList(of: replay.steamID("demo_user"))
                Issue.record("a wrong key was accepted")
            } catch let error as WebAPIError {
                #expect(error.exitStatus == .authentication)
                #expect(!error.description.contains("WRONGKEY"))
            }
            #expect(try await replay.requests().count == 2)
        }
    }

    @Test func missingKeyIsAnAuthenticationError() async throws {
        try await LoopbackReplay.with { replay in
            let api = replay.api(mode: .bypass, key: .missing(keyFile: "/nowhere/key"))
            do {
                _ = try await api.summaries(of: [SteamID(accountID: 1)])
                Issue.record("no error")
            } catch let error as WebAPIError {
                #expect(error.exitStatus == .authentication)
                #expect(error.description.contains("/nowhere/key"))
            }
        }
    }

    @Test func htmlInsteadOfJSONFailsThatRequest() async throws {
        try await LoopbackReplay.with { replay in
            try await replay.inject(#"[{"path":"GetPlayerSummaries","html":true}]"#)
            let demo = try await replay.steamID("demo_user")
            let summaries = try await replay.api().summaries(of: [demo])
            let error = try #require(summaries.failed[demo])
            #expect(error.exitStatus == .partialFailure)
            #expect(error.description.contains("HTML"))
        }
    }

    @Test func serverErrorsAreRetriedThenReported() async throws {
        try await LoopbackReplay.with { replay in
            try await replay.inject(#"[{"path":"GetFriendList","status":503,"count":5}]"#)
            do {
                _ = try await replay.api(attempts: 3).friendList(of: replay.steamID("demo_user"))
                Issue.record("no error")
            } catch let error as WebAPIError {
                #expect(error.description == "GetFriendList answered HTTP 503")
            }
            #expect(try await replay.requests(to: "GetFriendList").count == 3)
        }
    }

    @Test func deadServerIsANetworkError() async throws {
        try await LoopbackReplay.with { replay in
            // Port 1 (tcpmux) has no listener on any machine the tests run on: the connection is refused.
            do {
                _ = try await replay.api(attempts: 2, baseURL: "http://127.0.0.1:1").summaries(of: [SteamID(accountID: 22202)])
                Issue.record("no error")
            } catch let error as WebAPIError {
                #expect(error.exitStatus == .fatal)
                #expect(!error.description.contains(LoopbackReplay.key))
            }
        }
    }

    @Test(arguments: [#"{"reset":true}"#, #"{"truncate":true}"#])
    func aBrokenConnectionFailsThatRequestOnly(fault: String) async throws {
        try await LoopbackReplay.with { replay in
            try await replay.inject("[\(fault.dropLast()),\"path\":\"GetFriendList\",\"count\":9}]")
            do {
                _ = try await replay.api(attempts: 2).friendList(of: replay.steamID("demo_user"))
                Issue.record("no error")
            } catch let error as WebAPIError {
                #expect(error.exitStatus == .partialFailure, "\(error)")
            }
        }
    }

    @Test func anUnknownVanityNameIsRememberedBriefly() async throws {
        try await LoopbackReplay.with { replay in
            let unknownRole = try await replay.identity("unknown_vanity")
            let unknown = try #require(unknownRole["vanity"] as? String, "\(unknownRole)")
            let start = Date()
            #expect(try await replay.api(now: { start }).resolveVanity(unknown) == nil)
            #expect(try await replay.api(now: { start.addingTimeInterval(9 * 60) }).resolveVanity(unknown) == nil)
            #expect(try await replay.requests(to: "ResolveVanityURL").count == 1)
            #expect(try await replay.api(now: { start.addingTimeInterval(11 * 60) }).resolveVanity(unknown) == nil)
            #expect(try await replay.requests(to: "ResolveVanityURL").count == 2)
        }
    }

    @Test func theSameVanityNameManyTimesInOneRunIsOneCall() async throws {
        try await LoopbackReplay.with { replay in
            let demoRole = try await replay.identity("demo_user")
            let demo = try #require(demoRole["vanity"] as? String, "\(demoRole)")
            let api = replay.api(mode: .bypass)
            let expected = try await replay.steamID("demo_user")
            try await withThrowingTaskGroup(of: SteamID?.self) { group in
                for name in [demo, demo.uppercased(), demo] { group.addTask { try await api.resolveVanity(name) } }
                for try await id in group { #expect(id == expected) }
            }
            _ = try await api.resolveVanity(demo)
            #expect(try await replay.requests(to: "ResolveVanityURL").count == 1)
        }
    }

    /// The defect: an answer from steam-replay was later served to a user pointed at another server.
    @Test func storedAnswersBelongToTheServerThatGaveThem() async throws {
        try await LoopbackReplay.with { replay in
            let demo = try await replay.steamID("demo_user")
            _ = try await replay.api().summaries(of: [demo])
            let sameServerOtherName = replay.baseURL.replacingOccurrences(of: "127.0.0.1", with: "localhost")
            #expect(sameServerOtherName != replay.baseURL)
            _ = try await replay.api(baseURL: sameServerOtherName).summaries(of: [demo])
            #expect(try await replay.requests(to: "GetPlayerSummaries").count == 2)
            _ = try await replay.api().summaries(of: [demo])
            #expect(try await replay.requests(to: "GetPlayerSummaries").count == 2)
        }
    }

    /// The defect: a batch's answers were saved only after every batch had succeeded.
    @Test func aFailedBatchLosesNoneOfTheOthers() async throws {
        try await LoopbackReplay.with { replay in
            let hub = try await replay.steamID("many_friends")
            guard case .friends(let friends) = try await replay.api().friendList(of: hub).list else {
                Issue.record("hub's friends are private"); return
            }
            let ids = try friends.map { SteamID(id64: try #require(UInt64($0.steamid), "\($0.steamid)")) }
            try await replay.inject(#"[{"path":"GetPlayerSummaries","status":500,"count":1}]"#)
            let first = try await replay.api(attempts: 1).summaries(of: ids)
            // Batches go side by side, so the fault meets whichever arrives first: a whole batch of 100, or the last.
            #expect([100, ids.count % 100].contains(first.failed.count))
            #expect(first.found.count == ids.count - first.failed.count)
            #expect(first.failed.values.allSatisfy { $0.description == "GetPlayerSummaries answered HTTP 500" })

            let offline = try await replay.api(mode: .offline).summaries(of: ids)
            #expect(offline.found == first.found)
            #expect(Set(offline.failed.keys) == Set(first.failed.keys))
        }
    }
}
