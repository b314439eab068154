// The store as the tools use it: later runs answer from it, the cache flags, and concurrent writers in one pipe.
import Foundation
import Testing
import TestSupport

@Suite struct StoreUseTests {
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
        _ = try sandbox.run("steam-profile \(demo.steamid)")
        try sandbox.replay.clearRequests()
        let offline = try sandbox.run("steam-profile --offline \(demo.steamid) 76561197960287930")
        #expect(offline.status == 1)
        #expect(try offline.records().count == 1)
        #expect(offline.stderr.contains("--offline: the store has no GetPlayerSummaries answer"))
        #expect(try sandbox.replay.requests().isEmpty)
    }

    @Test func refreshFetchesAgainAndNoCacheLeavesNoTrace() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        _ = try sandbox.run("steam-profile \(demo.steamid)")
        _ = try sandbox.run("steam-profile --refresh \(demo.steamid)")
        #expect(try sandbox.replay.requests(to: "GetPlayerSummaries").count == 2)

        _ = try sandbox.run("steam-profile --no-cache \(demo.steamid)")
        #expect(try sandbox.replay.requests(to: "GetPlayerSummaries").count == 3)
        let hub = try sandbox.identity("many_friends")
        _ = try sandbox.run("steam-profile --no-cache \(hub.steamid)")
        let offline = try sandbox.run("steam-profile --offline \(hub.steamid)")
        #expect(offline.status == 1)
    }

    @Test func cacheFlagsExcludeEachOther() throws {
        let sandbox = try Sandbox()
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
