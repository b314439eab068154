// steam-auth resolve: every input form, vanity names through ResolveVanityURL, and what it refuses.
import Foundation
import Testing
import TestSupport

@Suite(.blocksOnProcesses) struct ResolveTests {
    /// Offline: a request would fail and end the run with 2, not 0.
    @Test func everyFormResolvesWithoutTheNetwork() throws {
        let sandbox = try OfflineSandbox()
        let forms = ["76561197960287930", "22202", "STEAM_0:0:11101", "[U:1:22202]", "https://steamcommunity.com/profiles/76561197960287930/"]
        let result = try sandbox.run("steam-auth resolve " + forms.map { "'\($0)'" }.joined(separator: " "))
        #expect(result.status == 0, "\(result.stderr)")
        let records = try result.records()
        #expect(records.count == forms.count)
        for (record, form) in zip(records, forms) {
            #expect(record["input"] as? String == form)
            #expect(record["steamid"] as? String == "76561197960287930")
            #expect(record["account_id"] as? Int == 22202)
            #expect(record["steam2"] as? String == "STEAM_1:0:11101")
            #expect(record["steam3"] as? String == "[U:1:22202]")
        }
    }

    @Test func vanityNamesAndURLsResolveOnceThenFromTheStore() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let first = try sandbox.run("steam-auth resolve \(demo.vanity) https://steamcommunity.com/id/\(demo.vanity)/")
        #expect(first.status == 0, "\(first.stderr)")
        let records = try first.records()
        #expect(records.map { $0["steamid"] as? String } == [demo.steamid, demo.steamid])
        #expect(records.first?["vanity"] as? String == demo.vanity)
        try sandbox.replay.clearRequests()
        let again = try sandbox.run("steam-auth resolve \(demo.vanity)")
        #expect(try again.records().first?["steamid"] as? String == demo.steamid)
        #expect(try sandbox.replay.requests().isEmpty)
    }

    @Test func unknownVanityFailsThatInputOnly() throws {
        let sandbox = try Sandbox()
        let unknown = try sandbox.replay.identity("unknown_vanity")["vanity"] as? String ?? "nobody-here"
        let result = try sandbox.run("steam-auth resolve", stdin: "\(unknown)\n22202\n")
        #expect(result.status == 1)
        #expect(result.stderr.contains("steam-auth: error: line 1 (\(unknown)): no account has the vanity name \"\(unknown)\""))
        #expect(try result.records().count == 1)
    }

    @Test func objectsFromOtherToolsAreInputs() throws {
        let sandbox = try OfflineSandbox()
        let result = try sandbox.run("steam-auth resolve", stdin: #"{"account_id":22202}"# + "\n" + #"{"steamid":"76561197960287930","personaname":"x"}"#)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try result.records().map { $0["account_id"] as? Int } == [22202, 22202])
    }

    /// Offline: a request would fail and end the run with 2, not 1.
    @Test func offlineVanityMissIsAnInputFailure() throws {
        let sandbox = try OfflineSandbox()
        let result = try sandbox.run("steam-auth resolve --offline somebody")
        #expect(result.status == 1)
        #expect(result.stderr.contains("--offline"))
    }
}

/// A record names a player or nothing: the issue's `steam-auth resolve valve`, answered with Valve's group, must not
/// come out as `[g:1:4]`.
@Suite(.blocksOnProcesses) struct AccountKindTests {
    @Test func aVanityNameThatResolvesToAGroupIsReportedNotPassedOn() throws {
        let sandbox = try Sandbox()
        try sandbox.replay.inject(#"""
            [{"path":"ResolveVanityURL","query":{"vanityurl":"valve"},"content_type":"application/json; charset=UTF-8",
              "body":"{\"response\":{\"steamid\":\"103582791429521412\",\"success\":1}}"}]
            """#)
        let result = try sandbox.run("steam-auth resolve", stdin: "valve\n22202\n")
        #expect(result.status == 1)
        #expect(result.stderr.contains(#"line 1 (valve): the vanity name "valve" resolves to 103582791429521412 ([g:1:4]): SteamID64 of a group (type 7), not of an individual account"#), "\(result.stderr)")
        let records = try result.records()
        #expect(records.count == 1)
        #expect(records.first?["steamid"] as? String == "76561197960287930")
        #expect(records.first?["account_type"] as? String == "individual")
        #expect(!result.stdoutText.contains("[g:1:4]"))
    }

    /// Offline: a request would fail and end the run with 2, not 1.
    @Test(arguments: ["https://steamcommunity.com/groups/valve", "steamcommunity.com/gid/103582791429521412", "103582791429521412", "[g:1:4]"])
    func groupsNamedAnyOtherWayAreRefusedWithoutARequest(input: String) throws {
        let sandbox = try OfflineSandbox()
        let result = try sandbox.run("steam-auth resolve '\(input)' | steam-profile")
        #expect(result.status == 0, "steam-profile got nothing: \(result.stderr)")
        let alone = try sandbox.run("steam-auth resolve '\(input)'")
        #expect(alone.status == 1)
        #expect(alone.stderr.contains("argument 1 (\(input)): "), "\(alone.stderr)")
        #expect(alone.stdout.isEmpty)
    }
}
