// The ISteamUser client in-process, against steam-replay over loopback through real libcurl and a real store.
import Foundation
import SteamModels
import Testing
import TestSupport
import Transport
@testable import WebAPI

/// A sandboxed steam-replay and store, and SteamAPI clients pointed at them with fast retries.
final class Backend {
    let sandbox: Sandbox
    var replay: Replay { sandbox.replay }
    var directory: URL { sandbox.directory }

    init() throws { sandbox = try Sandbox() }

    func api(
        mode: CacheMode = .normal, key: String? = nil, attempts: Int = 4, baseURL: String? = nil,
        now: @escaping @Sendable () -> Date = Date.init
    ) -> SteamAPI {
        var transport = TransportConfiguration(
            retry: RetryPolicy(maxAttempts: attempts, baseDelay: 0.01, maxDelay: 0.05),
            rateKey: key ?? replay.key,
            stateDirectory: directory.appendingPathComponent("state"))
        transport.jobs = 4
        return SteamAPI(configuration: .init(
            baseURL: baseURL ?? replay.baseURL, key: .environment(key ?? replay.key),
            cacheMode: mode, storePath: directory.appendingPathComponent("store.sqlite").path, transport: transport, now: now))
    }

    func steamID(_ role: String) throws -> SteamID {
        SteamID(id64: UInt64(try replay.identity(role)["steamid"] as? String ?? "") ?? 0)
    }
}

@Suite struct SteamUserTests {
    @Test func summariesComeHundredToACallAndUnknownIdsAreAbsent() async throws {
        let backend = try Backend()
        let hub = try backend.steamID("many_friends")
        guard case .friends(let friends) = try await backend.api().friendList(of: hub) else {
            Issue.record("hub's friends are private"); return
        }
        let unknown = try backend.steamID("unknown_steamid")
        let ids = friends.map { SteamID(id64: UInt64($0.steamid)!) } + [unknown, unknown]
        let summaries = try await backend.api().summaries(of: ids)
        #expect(summaries.found.count == friends.count)
        #expect(summaries.unknown == [unknown])
        #expect(summaries.failed.isEmpty)
        let calls = try backend.replay.requests(to: "GetPlayerSummaries")
        #expect(calls.count == (friends.count + 1 + 99) / 100)
    }

    @Test func cachedSummariesCostNoCall() async throws {
        let backend = try Backend()
        let demo = try backend.steamID("demo_user")
        let first = try await backend.api().summaries(of: [demo])
        try backend.replay.clearRequests()
        let second = try await backend.api().summaries(of: [demo])
        #expect(second.found == first.found && first.found.count == 1)
        #expect(try backend.replay.requests().isEmpty)
        let refreshed = try await backend.api(mode: .refresh).summaries(of: [demo])
        #expect(refreshed.found == first.found)
        #expect(try backend.replay.requests().count == 1)
    }

    @Test func friendsSayWhoseFriendsTheyAre() async throws {
        let backend = try Backend()
        let demo = try backend.steamID("demo_user")
        guard case .friends(let friends) = try await backend.api().friendList(of: demo) else {
            Issue.record("demo user's friends are private"); return
        }
        #expect(!friends.isEmpty)
        #expect(friends.allSatisfy { $0.friend_of == String(demo.id64) && $0.relationship == "friend" })
    }

    @Test func privateAndEmptyFriendLists() async throws {
        let backend = try Backend()
        #expect(try await backend.api().friendList(of: backend.steamID("private_profile")) == .hidden)
        #expect(try await backend.api().friendList(of: backend.steamID("no_friends")) == .friends([]))
    }

    @Test func vanityNames() async throws {
        let backend = try Backend()
        let demo = try backend.replay.identity("demo_user")
        let id = try await backend.api().resolveVanity(demo["vanity"] as! String)
        #expect(id.map { String($0.id64) } == demo["steamid"] as? String)
        let unknown = try backend.replay.identity("unknown_vanity")["vanity"] as! String
        #expect(try await backend.api().resolveVanity(unknown) == nil)
    }

    @Test func wrongKeyIsRejectedWithoutRetry() async throws {
        let backend = try Backend()
        await #expect(throws: WebAPIError.self) {
            _ = try await backend.api(key: "WRONGKEY").summaries(of: [SteamID(accountID: 22202)])
        }
        do {
            _ = try await backend.api(key: "WRONGKEY").friendList(of: backend.steamID("demo_user"))
            Issue.record("a wrong key was accepted")
        } catch let error as WebAPIError {
            #expect(error.exitStatus == .authentication)
            #expect(!error.description.contains("WRONGKEY"))
        }
        #expect(try backend.replay.requests().count == 2)
    }

    @Test func missingKeyIsAnAuthenticationError() async throws {
        let backend = try Backend()
        let api = SteamAPI(configuration: .init(
            baseURL: backend.replay.baseURL, key: .missing(keyFile: "/nowhere/key"), cacheMode: .bypass,
            storePath: backend.directory.appendingPathComponent("s.sqlite").path,
            transport: TransportConfiguration(stateDirectory: backend.directory)))
        do {
            _ = try await api.summaries(of: [SteamID(accountID: 1)])
            Issue.record("no error")
        } catch let error as WebAPIError {
            #expect(error.exitStatus == .authentication)
            #expect(error.description.contains("/nowhere/key"))
        }
    }

    @Test func htmlInsteadOfJSONFailsThatRequest() async throws {
        let backend = try Backend()
        try backend.replay.inject(#"[{"path":"GetPlayerSummaries","html":true}]"#)
        let demo = try backend.steamID("demo_user")
        let summaries = try await backend.api().summaries(of: [demo])
        let error = try #require(summaries.failed[demo])
        #expect(error.exitStatus == .partialFailure)
        #expect(error.description.contains("HTML"))
    }

    @Test func serverErrorsAreRetriedThenReported() async throws {
        let backend = try Backend()
        try backend.replay.inject(#"[{"path":"GetFriendList","status":503,"count":5}]"#)
        do {
            _ = try await backend.api(attempts: 3).friendList(of: backend.steamID("demo_user"))
            Issue.record("no error")
        } catch let error as WebAPIError {
            #expect(error.description == "GetFriendList answered HTTP 503")
        }
        #expect(try backend.replay.requests(to: "GetFriendList").count == 3)
    }

    @Test func deadServerIsANetworkError() async throws {
        let backend = try Backend()
        backend.replay.stop()
        do {
            _ = try await backend.api(attempts: 2).summaries(of: [SteamID(accountID: 22202)])
            Issue.record("no error")
        } catch let error as WebAPIError {
            #expect(error.exitStatus == .fatal)
            #expect(!error.description.contains(backend.replay.key))
        }
    }

    @Test(arguments: [#"{"reset":true}"#, #"{"truncate":true}"#])
    func aBrokenConnectionFailsThatRequestOnly(fault: String) async throws {
        let backend = try Backend()
        try backend.replay.inject("[\(fault.dropLast()),\"path\":\"GetFriendList\",\"count\":9}]")
        do {
            _ = try await backend.api(attempts: 2).friendList(of: backend.steamID("demo_user"))
            Issue.record("no error")
        } catch let error as WebAPIError {
            #expect(error.exitStatus == .partialFailure, "\(error)")
        }
    }

    @Test func anUnknownVanityNameIsRememberedBriefly() async throws {
        let backend = try Backend()
        let unknown = try backend.replay.identity("unknown_vanity")["vanity"] as! String
        let start = Date()
        #expect(try await backend.api(now: { start }).resolveVanity(unknown) == nil)
        #expect(try await backend.api(now: { start.addingTimeInterval(9 * 60) }).resolveVanity(unknown) == nil)
        #expect(try backend.replay.requests(to: "ResolveVanityURL").count == 1)
        #expect(try await backend.api(now: { start.addingTimeInterval(11 * 60) }).resolveVanity(unknown) == nil)
        #expect(try backend.replay.requests(to: "ResolveVanityURL").count == 2)
    }

    @Test func theSameVanityNameManyTimesInOneRunIsOneCall() async throws {
        let backend = try Backend()
        let demo = try backend.replay.identity("demo_user")["vanity"] as! String
        let api = backend.api(mode: .bypass)
        try await withThrowingTaskGroup(of: SteamID?.self) { group in
            for name in [demo, demo.uppercased(), demo] { group.addTask { try await api.resolveVanity(name) } }
            for try await id in group { #expect(id == (try backend.steamID("demo_user"))) }
        }
        _ = try await api.resolveVanity(demo)
        #expect(try backend.replay.requests(to: "ResolveVanityURL").count == 1)
    }

    /// The defect: an answer from steam-replay was later served to a user pointed at another server.
    @Test func storedAnswersBelongToTheServerThatGaveThem() async throws {
        let backend = try Backend()
        let demo = try backend.steamID("demo_user")
        _ = try await backend.api().summaries(of: [demo])
        let sameServerOtherName = backend.replay.baseURL.replacingOccurrences(of: "127.0.0.1", with: "localhost")
        #expect(sameServerOtherName != backend.replay.baseURL)
        _ = try await backend.api(baseURL: sameServerOtherName).summaries(of: [demo])
        #expect(try backend.replay.requests(to: "GetPlayerSummaries").count == 2)
        _ = try await backend.api().summaries(of: [demo])
        #expect(try backend.replay.requests(to: "GetPlayerSummaries").count == 2)
    }

    /// The defect: a batch's answers were saved only after every batch had succeeded.
    @Test func aFailedBatchLosesNoneOfTheOthers() async throws {
        let backend = try Backend()
        let hub = try backend.steamID("many_friends")
        guard case .friends(let friends) = try await backend.api().friendList(of: hub) else {
            Issue.record("hub's friends are private"); return
        }
        let ids = friends.map { SteamID(id64: UInt64($0.steamid)!) }
        try backend.replay.inject(#"[{"path":"GetPlayerSummaries","status":500,"count":1}]"#)
        let first = try await backend.api(attempts: 1).summaries(of: ids)
        // Batches go side by side, so the fault meets whichever arrives first: a whole batch of 100, or the last.
        #expect([100, ids.count % 100].contains(first.failed.count))
        #expect(first.found.count == ids.count - first.failed.count)
        #expect(first.failed.values.allSatisfy { $0.description == "GetPlayerSummaries answered HTTP 500" })

        let offline = try await backend.api(mode: .offline).summaries(of: ids)
        #expect(offline.found == first.found)
        #expect(Set(offline.failed.keys) == Set(first.failed.keys))
    }
}
