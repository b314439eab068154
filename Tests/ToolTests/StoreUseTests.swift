// The store as the tools use it: later runs answer from it, the cache flags, and concurrent writers in one pipe.
import Foundation
import Testing
import TestSupport

@Suite(.blocksOnProcesses) struct StoreUseTests {
    @Test func secondRunMakesNoRequests() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let pipe = "steam-profile friends \(demo.steamid) | steam-profile"
        let first = try sandbox.run(pipe)
        #expect(first.status == 0, "\(first.stderr)")
        try sandbox.replay.clearRequests()
        let second = try sandbox.run(pipe)
        #expect(second.stdout == first.stdout)
        #expect(try sandbox.replay.requests().isEmpty)
    }

    @Test func offlineAnswersFromTheStoreAlone() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let online = try sandbox.run("steam-profile \(demo.steamid)")
        #expect(online.status == 0, "\(online.stderr)")
        try sandbox.replay.clearRequests()
        let offline = try sandbox.run("steam-profile --offline \(demo.steamid) 76561197960287930")
        #expect(offline.status == 1)
        #expect(try offline.records().count == 1)
        #expect(offline.stderr.contains("the store has no GetPlayerSummaries answer"))
        #expect(try sandbox.replay.requests().isEmpty)
    }

    @Test func aHistoryReadsTheStoreAloneForAVanityNameToo() throws {
        let sandbox = try Sandbox()
        let fetched = try sandbox.run("steam-profile robinwalker")
        #expect(fetched.status == 0, "\(fetched.stderr)")
        try sandbox.replay.clearRequests()
        for command in ["steam-profile history robinwalker", "steam-games history robinwalker"] {
            let history = try sandbox.run(command)
            #expect(history.status == 0, "\(command): \(history.stderr)")
        }
        #expect(try sandbox.run("steam-profile history robinwalker").records().count == 1)
        let unknown = try sandbox.run("steam-profile history someone_never_looked_up")
        #expect(unknown.status == 1)
        #expect(unknown.stderr.contains(#"ResolveVanityURL answer for vanity name "someone_never_looked_up""#), "\(unknown.stderr)")
        #expect(unknown.stderr.contains("reads the store alone"))
        #expect(try sandbox.replay.requests().isEmpty)
        for flag in ["--refresh", "--no-cache"] {
            let refused = try sandbox.run("steam-profile history \(flag) robinwalker")
            #expect(refused.status == 64 && refused.stderr.contains("reads the store alone"), "\(flag): \(refused.stderr)")
        }
    }

    @Test func refreshFetchesAgainAndNoCacheLeavesNoTrace() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        for command in ["steam-profile", "steam-profile --refresh"] {
            let result = try sandbox.run("\(command) \(demo.steamid)")
            #expect(result.status == 0, "\(command): \(result.stderr)")
        }
        #expect(try sandbox.replay.requests(to: "GetPlayerSummaries").count == 2)

        let uncached = try sandbox.run("steam-profile --no-cache \(demo.steamid)")
        #expect(uncached.status == 0, "\(uncached.stderr)")
        #expect(try sandbox.replay.requests(to: "GetPlayerSummaries").count == 3)
        let hub = try sandbox.identity("many_friends")
        let hubUncached = try sandbox.run("steam-profile --no-cache \(hub.steamid)")
        #expect(hubUncached.status == 0, "\(hubUncached.stderr)")
        let offline = try sandbox.run("steam-profile --offline \(hub.steamid)")
        #expect(offline.status == 1)
    }

    @Test func cacheFlagsExcludeEachOther() throws {
        let sandbox = try OfflineSandbox()
        let result = try sandbox.run("steam-profile --offline --refresh 22202")
        #expect(result.status == 64)
    }

    @Test func parallelPipesShareOneStoreWithoutLockErrors() throws {
        let sandbox = try Sandbox()
        let hub = try sandbox.identity("many_friends")
        let demo = try sandbox.identity("demo_user")
        let script = (1...6).map { i in
            "(steam-profile friends --refresh \(i % 2 == 0 ? hub.steamid : demo.steamid) | steam-profile --refresh > /dev/null; echo \"pipe \(i) status ${PIPESTATUS[*]}\") &"
        }.joined(separator: "\n") + "\nwait"
        let result = try sandbox.run(script)
        #expect(!result.stderr.contains("locked"), "\(result.stderr)")
        #expect(result.stdoutLines.sorted() == (1...6).map { "pipe \($0) status 0 0" })
    }
}

@Suite(.blocksOnProcesses) struct SharedRateTests {
    /// Two tools side by side share one token bucket per key: 8 requests at --rate 4 (a bucket of 4) cannot all
    /// go out at once, whereas two separate limiters would let each process send its 4 immediately.
    @Test func rateHoldsAcrossProcesses() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let friends = try sandbox.run("steam-profile friends \(demo.steamid) --jq .steamid -r | head -8").stdoutLines
        try sandbox.replay.clearRequests()
        let tool = "steam-profile friends --no-cache --rate 4 " + friends.prefix(4).joined(separator: " ")
        let tool2 = "steam-profile friends --no-cache --rate 4 " + friends.suffix(4).joined(separator: " ")
        let result = try sandbox.run("(\(tool) > /dev/null) & (\(tool2) > /dev/null) & wait")
        #expect(!result.stderr.contains("error"), "\(result.stderr)")
        let times = try sandbox.replay.requests(to: "GetFriendList").compactMap { $0["time"] as? String }.map(Self.seconds)
        #expect(times.count == 8)
        #expect((times.max() ?? 0) - (times.min() ?? 0) >= 0.9)
    }

    static func seconds(_ timestamp: String) -> Double {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: timestamp)?.timeIntervalSince1970 ?? 0
    }
}
