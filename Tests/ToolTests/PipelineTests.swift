// The tools as people run them: built binaries in real shell pipes against steam-replay on loopback.
import Foundation
import Testing
import TestSupport

@Suite(.blocksOnProcesses) struct PipelineTests {
    @Test func demoPipePrintsOneSummaryPerFriend() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let result = try sandbox.run("steam-auth resolve \(demo.vanity) | steam-profile friends | steam-profile")
        #expect(result.status == 0, "\(result.stderr)")
        let summaries = try result.records()
        #expect(summaries.count == demo.friends)
        #expect(Set(summaries.compactMap { $0["steamid"] as? String }).count == demo.friends)
        #expect(summaries.allSatisfy { $0["personaname"] is String })
    }

    @Test func largeFriendListsAreSummarisedHundredAtATime() throws {
        let sandbox = try Sandbox()
        let hub = try sandbox.identity("many_friends")
        #expect(hub.friends > 250)
        let result = try sandbox.run("steam-profile friends \(hub.steamid) | steam-profile")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try result.records().count == hub.friends)
        let calls = try sandbox.replay.requests(to: "GetPlayerSummaries")
        #expect(calls.count == (hub.friends + 99) / 100)
    }

    @Test func friendsWithSummariesAreJoinedAndBatched() throws {
        let sandbox = try Sandbox()
        let hub = try sandbox.identity("many_friends")
        let result = try sandbox.run("steam-profile friends --summaries \(hub.steamid)")
        #expect(result.status == 0, "\(result.stderr)")
        let records = try result.records()
        #expect(records.count == hub.friends)
        #expect(records.allSatisfy { $0["friend_of"] as? String == hub.steamid && $0["personaname"] is String && $0["friend_since"] is Int })
        #expect(try sandbox.replay.requests(to: "GetPlayerSummaries").count == (hub.friends + 99) / 100)
    }

    @Test func privateFriendListIsANoteNotAFailure() throws {
        let sandbox = try Sandbox()
        let hidden = try sandbox.identity("private_profile")
        let demo = try sandbox.identity("demo_user")
        let result = try sandbox.run("steam-profile friends \(hidden.steamid) \(demo.steamid)")
        #expect(result.status == 0)
        #expect(result.stderr.contains("steam-profile: note: argument 1 (\(hidden.steamid)): keeps the friend list private"))
        #expect(try result.records().count == demo.friends)
    }

    @Test func twoRateLimitsAreRetriedAndThePipeSucceeds() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        try sandbox.replay.inject(#"[{"path":"GetPlayerSummaries","status":429,"count":2}]"#)
        let result = try sandbox.run("steam-profile friends \(demo.steamid) | steam-profile")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try result.records().count == demo.friends)
        let calls = try sandbox.replay.requests(to: "GetPlayerSummaries").map { $0["status"] as? Int }
        #expect(calls == [429, 429, 200])
        #expect(result.stderr.contains("429"))
    }

    @Test func rateLimitOutlastingRetriesExitsFive() throws {
        let sandbox = try Sandbox()
        try sandbox.replay.inject(#"[{"path":"GetPlayerSummaries","status":429,"count":10}]"#)
        let result = try sandbox.run("steam-profile --attempts 2 76561197960287930")
        #expect(result.status == 5)
        #expect(result.stderr.contains("steam-profile: error: argument 1 (76561197960287930): rate limited"), "\(result.stderr)")
    }

    @Test func rejectedKeyExitsFourAndTheKeyIsShownNowhere() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let wrongKey = "FEEDFACE0123456789ABCDEFFEEDFACE"
        let result = try sandbox.run("steam-profile friends \(demo.steamid) | steam-profile; exit ${PIPESTATUS[0]}", key: wrongKey)
        #expect(result.status == 4)
        #expect(result.stderr.contains("key was rejected"))
        #expect(!result.stderr.contains(wrongKey))
        #expect(!result.stdoutText.contains(wrongKey))
        let store = sandbox.directory.appendingPathComponent("store.sqlite")
        for file in [store.path, store.path + "-wal"] {
            if let bytes = FileManager.default.contents(atPath: file) {
                #expect(bytes.range(of: Data(wrongKey.utf8)) == nil, "key found in \(file)")
            }
        }
    }

    @Test func missingKeyExitsFour() throws {
        let sandbox = try OfflineSandbox()
        let result = try sandbox.run("steam-profile 76561197960287930", key: "")
        #expect(result.status == 4)
        #expect(result.stderr.contains("no Steam API key"))
    }

    @Test func jqFilterShapesEachRecord() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let name = try #require(try sandbox.replay.identity("demo_user")["personaname"] as? String)
        let result = try sandbox.run("steam-profile --jq .personaname \(demo.steamid)")
        #expect(result.status == 0, "\(result.stderr)")
        let printed = try JSONSerialization.jsonObject(with: result.stdout, options: [.fragmentsAllowed]) as? String
        #expect(printed == name && result.stdoutLines.count == 1, "\(result.stdoutText)")
        let shaped = try sandbox.run("steam-profile --jq '{name: .personaname, id: .steamid}' \(demo.steamid)")
        #expect(try shaped.records().map { [$0["name"] as? String, $0["id"] as? String] } == [[name, demo.steamid]])
        let raw = try sandbox.run("steam-profile --jq .personaname -r \(demo.steamid)")
        #expect(raw.stdoutText == "\(name)\n")
    }

    /// Offline: a request would fail and end the run with 2, not 3.
    @Test func badJQProgramExitsThreeBeforeAnyRequest() throws {
        let sandbox = try OfflineSandbox()
        let result = try sandbox.run("steam-profile --jq '.[' 76561197960287930")
        #expect(result.status == 3)
        #expect(result.stderr.hasPrefix("steam-profile: error: --jq: "))
        #expect(result.stderr.contains("compile error"))
    }

    @Test func closedPipeEndsQuietly() throws {
        let sandbox = try Sandbox()
        let hub = try sandbox.identity("many_friends")
        let result = try sandbox.run("steam-profile friends --summaries \(hub.steamid) | head -1; exit ${PIPESTATUS[0]}")
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdoutLines.count == 1)
    }

    @Test func garbageLineIsReportedAndTheRestAreProcessed() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let input = "\(demo.steamid)\n!!garbage!!\n{\"steamid\":\"\(demo.steamid)\"}\n"
        let result = try sandbox.run("steam-profile", stdin: input)
        #expect(result.status == 1)
        #expect(result.stderr.contains("steam-profile: error: line 2 (!!garbage!!): not a SteamID, profile URL or vanity name"))
        #expect(try result.records().count == 2)
    }

    @Test func ndjsonEdgeCases() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let long = String(repeating: "x", count: 200_000)
        var input = Data("\n\(demo.steamid)\r\n\r\n   \n".utf8)
        input.append(contentsOf: [0x37, 0x36, 0xFF, 0x0A])  // line 5: invalid UTF-8
        input.append(Data("\(long)\n{\"steamid\":\"\(demo.steamid)\"}".utf8))  // line 6: very long; line 7: no newline
        let result = try shell("steam-profile", stdin: input, environment: sandbox.replay.environment(in: sandbox.directory))
        #expect(result.status == 1)
        #expect(result.stderr.contains("line 5: not valid UTF-8"))
        #expect(result.stderr.contains("line 6 (xxxxxxxx"))
        #expect(try result.records().count == 2)
    }

    @Test func formats() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let csv = try sandbox.run("steam-profile friends \(demo.steamid) --format csv")
        #expect(csv.status == 0)
        #expect(csv.stdoutLines.first == "steamid,relationship,friend_since,friend_of")
        #expect(csv.stdoutLines.count == demo.friends + 1)

        let json = try sandbox.run("steam-profile friends \(demo.steamid) --format json")
        let array = try JSONSerialization.jsonObject(with: json.stdout) as? [[String: Any]]
        #expect(array?.count == demo.friends)

        let table = try sandbox.run("steam-profile \(demo.steamid) --jq '{steamid, personaname}' --format table")
        #expect(table.stdoutLines.first?.hasPrefix("steamid ") == true)
        #expect(table.stdoutLines.count == 2)
    }
}
