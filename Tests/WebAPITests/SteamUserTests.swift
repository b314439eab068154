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

    func api(mode: CacheMode = .normal, key: String? = nil, attempts: Int = 4) -> SteamAPI {
        let environment = replay.environment(in: directory)
        var transport = TransportConfiguration(
            retry: RetryPolicy(maxAttempts: attempts, baseDelay: 0.01, maxDelay: 0.05),
            rateKey: key ?? replay.key,
            stateDirectory: directory.appendingPathComponent("state"))
        transport.jobs = 4
        return SteamAPI(configuration: .init(
            baseURL: replay.baseURL, key: key ?? replay.key, keyFile: APIKey.filePath(environment: environment),
            cacheMode: mode, storePath: directory.appendingPathComponent("store.sqlite").path, transport: transport))
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
        let found = try await backend.api().summaries(of: ids)
        #expect(found.count == friends.count)
        #expect(found[unknown] == nil)
        let calls = try backend.replay.requests(to: "GetPlayerSummaries")
        #expect(calls.count == (friends.count + 1 + 99) / 100)
    }

    @Test func cachedSummariesCostNoCall() async throws {
        let backend = try Backend()
        let demo = try backend.steamID("demo_user")
        let first = try await backend.api().summaries(of: [demo])
        try backend.replay.clearRequests()
        let second = try await backend.api().summaries(of: [demo])
        #expect(second == first)
        #expect(try backend.replay.requests().isEmpty)
        let refreshed = try await backend.api(mode: .refresh).summaries(of: [demo])
        #expect(refreshed == first)
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
            baseURL: backend.replay.baseURL, key: nil, keyFile: "/nowhere/key", cacheMode: .bypass,
            storePath: backend.directory.appendingPathComponent("s.sqlite").path, transport: TransportConfiguration()))
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
        do {
            _ = try await backend.api().summaries(of: [backend.steamID("demo_user")])
            Issue.record("no error")
        } catch let error as WebAPIError {
            #expect(error.exitStatus == .partialFailure)
            #expect(error.description.contains("HTML"))
        }
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
}
