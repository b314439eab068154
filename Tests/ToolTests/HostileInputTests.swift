// The tools tried as a hostile new user would: flags out of range, unreadable stdin, wrong JSON types, numbers that
// are no ids, a server that fails one request in the middle. No trap, no hang; every failure names its input's line
// and id, and the other inputs go on.
import Foundation
import Testing
import TestSupport

@Suite(.blocksOnProcesses) struct HostileInputTests {
    /// A server nobody answers on ends the run, and the message names the input it stopped at, as every failure does.
    @Test func aRefusedConnectionEndsTheRunNamingTheInputItStoppedAt() throws {
        let sandbox = try OfflineSandbox()
        let result = try sandbox.run("steam-games owned --attempts 1", stdin: "76561197960435530\n76561197960287930\n")
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("steam-games: error: line 1 (76561197960435530): could not get"), "\(result.stderr)")
        #expect(result.stderr.contains("the run stops here"), "\(result.stderr)")
    }

    /// Offline: a request, which a usage error must come before, would fail and end the run with 2, not 64.
    @Test(arguments: [
        "--timeout inf", "--timeout 1e20", "--timeout nan", "--timeout -1", "--rate 1e-300", "--rate inf", "--rate 0",
        "--jobs 0", "--jobs 100000", "--attempts -1", "--attempts 1000", "--burst 0",
    ])
    func outOfRangeFlagsAreUsageErrors(flags: String) throws {
        let sandbox = try OfflineSandbox()
        let result = try sandbox.run("steam-profile friends \(flags) 76561197960287930")
        #expect(result.status == 64, "\(flags): \(result.stderr)")
        #expect(result.stderr.contains("Error:"), "\(result.stderr)")
    }

    @Test(arguments: [("< /etc", "Is a directory"), ("<&-", "closed")])
    func unreadableStdinIsFatal(redirection: String, reason: String) throws {
        let sandbox = try OfflineSandbox()
        let result = try sandbox.run("steam-auth resolve \(redirection)")
        #expect(result.status == 2)
        #expect(result.stderr == "steam-auth: error: stdin: \(reason)\n")
    }

    /// Offline: a request would fail and end the run with 2, not 1.
    @Test func numbersThatAreNoAccountsFailWithoutARequest() throws {
        let sandbox = try OfflineSandbox()
        let inputs = ["-5", "18446744073709551616", "+22202", "0", #"{"steamid":true}"#, "null", "false", "22202"]
        let result = try sandbox.run("steam-auth resolve", stdin: inputs.joined(separator: "\n") + "\n")
        #expect(result.status == 1)
        #expect(try result.records().count == 1)
        let errors = result.stderr.split(separator: "\n")
        #expect(errors.count == 7, "\(result.stderr)")
        for line in 1...7 {
            #expect(errors.contains { $0.hasPrefix("steam-auth: error: line \(line)") }, "line \(line): \(result.stderr)")
        }
    }

    /// A failed summaries call names every input it spoils, with its line and id, not one anonymous batch.
    @Test func aFailedBatchNamesEachInputItSpoils() throws {
        let sandbox = try Sandbox()
        try sandbox.replay.inject(#"[{"path":"GetPlayerSummaries","status":500}]"#)
        let ids = ["76561197960287930", "76561197960287931", "76561197960287932"]
        let result = try sandbox.run("steam-profile --attempts 1", stdin: ids.joined(separator: "\n"))
        #expect(result.status == 1)
        for (index, id) in ids.enumerated() {
            #expect(result.stderr.contains("steam-profile: error: line \(index + 1) (\(id)): GetPlayerSummaries answered HTTP 500"), "\(result.stderr)")
        }
    }

    /// One input's broken connection fails that input; the rest go on and the run exits 1, not 2.
    @Test(arguments: [#""reset":true"#, #""truncate":true"#, #""status":503"#])
    func aRequestThatFailsInTheMiddleSpoilsOnlyItsInput(fault: String) throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let hub = try sandbox.identity("many_friends")
        try sandbox.replay.inject(#"[{"path":"GetFriendList","query":{"steamid":"\#(hub.steamid)"},\#(fault),"count":9}]"#)
        let result = try sandbox.run("steam-profile friends --attempts 2", stdin: "\(demo.steamid)\n\(hub.steamid)\n\(demo.steamid)\n")
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("steam-profile: error: line 2 (\(hub.steamid)): "), "\(result.stderr)")
        #expect(try result.records().count == 2 * demo.friends)
    }

    @Test func aServerThatCannotBeReachedEndsTheRun() throws {
        let sandbox = try OfflineSandbox()
        let result = try sandbox.run("steam-profile friends --attempts 1 76561197960287930 76561197960287931")
        #expect(result.status == 2)
        #expect(result.stderr.contains("Could not connect") || result.stderr.contains("Couldn't connect") || result.stderr.contains("refused"), "\(result.stderr)")
    }

    @Test func theSameVanityNameThreeTimesIsOneCall() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let result = try sandbox.run("steam-auth resolve --no-cache \(demo.vanity) \(demo.vanity) \(demo.vanity.uppercased())")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try result.records().count == 3)
        #expect(try sandbox.replay.requests(to: "ResolveVanityURL").count == 1)
    }

    @Test func anUnknownVanityNameIsNotAskedAgainOnTheNextRun() throws {
        let sandbox = try Sandbox()
        let unknown = try sandbox.replay.identity("unknown_vanity")["vanity"] as? String ?? "nobody-here"
        for _ in 0..<2 {
            #expect(try sandbox.run("steam-auth resolve \(unknown)").status == 1)
        }
        #expect(try sandbox.replay.requests(to: "ResolveVanityURL").count == 1)
    }
}

@Suite(.blocksOnProcesses) struct OrderingTests {
    /// Notes come out in input order even when a later batch finishes first.
    @Test func notesFollowInputOrder() throws {
        let sandbox = try Sandbox()
        try sandbox.replay.inject(#"[{"path":"GetPlayerSummaries","latency_ms":400,"count":1}]"#)
        // Accounts nobody in the world has: each is a note, 250 of them in three batches.
        let ids = (1...250).map { String(76_561_197_960_265_728 + UInt64($0)) }
        let result = try sandbox.run("steam-profile --jobs 4", stdin: ids.joined(separator: "\n") + "\n")
        #expect(result.status == 0, "\(result.stderr)")
        let noted = result.stderr.split(separator: "\n").compactMap { line -> Int? in
            guard let range = line.range(of: "note: line ") else { return nil }
            return Int(line[range.upperBound...].prefix { $0.isNumber })
        }
        #expect(noted == Array(1...250))
        #expect(try sandbox.replay.requests(to: "GetPlayerSummaries").count == 3)
    }

    /// With --unordered a slow input does not hold back the ones after it; by default it does.
    @Test func unorderedWritesWhatIsReadyFirst() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let hub = try sandbox.identity("many_friends")
        let slowHub = #"[{"path":"GetFriendList","query":{"steamid":"\#(hub.steamid)"},"latency_ms":600}]"#
        try sandbox.replay.inject(slowHub)
        let unordered = try sandbox.run("steam-profile friends --no-cache --unordered --jq .friend_of -r \(hub.steamid) \(demo.steamid)")
        #expect(unordered.status == 0, "\(unordered.stderr)")
        #expect(unordered.stdoutLines.first == demo.steamid)
        let ordered = try sandbox.run("steam-profile friends --no-cache --jq .friend_of -r \(hub.steamid) \(demo.steamid)")
        #expect(ordered.stdoutLines.first == hub.steamid)
        #expect(ordered.stdoutLines.count == unordered.stdoutLines.count)
    }
}
