// The steam-replay binary: it prints its URL first, ends with status 0 on a signal sent as soon as that is read, and
// takes --match-details and clock advances from TestSupport's Replay; its generate subcommand prints a corpus.

import Foundation
import Testing
import TestSupport

@Suite struct ExecutableTests {
    @Test(arguments: [SIGINT, SIGTERM])
    func signalRightAfterTheURLEndsWithStatus0(signal: Int32) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Products.path("steam-replay"))
        process.environment = TestEpoch.processEnvironment
        process.arguments = ["--port", "0", "--key", "K"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1)?.first, byte != UInt8(ascii: "\n") {
            line.append(byte)
        }
        #expect(String(decoding: line, as: UTF8.self).hasPrefix("http://127.0.0.1:"))
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
    }

    /// As under `| head -c1` when head has gone before the URL comes: the URL's write meets EPIPE, which must neither
    /// trap nor stop a server others may be using. It waits for the server on a thread of the blocking pool, holding
    /// none of the cooperative threads the in-process servers of other suites answer on.
    @Test(.blocksOnProcesses) func aStdoutWithNoReaderNeitherTrapsNorStopsTheServer() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        close(ends[0])
        let port = try freeLoopbackPort()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Products.path("steam-replay"))
        process.environment = TestEpoch.processEnvironment
        process.arguments = ["serve", "--port", String(port), "--key", "K"]
        process.standardOutput = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        let clock = "curl -sS --fail http://127.0.0.1:\(port)/_replay/clock"
        try waitUntil("the replay answering on port \(port)", within: 30) {
            guard process.isRunning else { throw TestSupportError("steam-replay ended with status \(process.terminationStatus)") }
            return try shell(clock).status == 0
        }
        #expect(try shell(clock).status == 0, "still serving once the URL has met the closed pipe")
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 0)
        #expect(String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == "")
    }

    /// A port the system had free a moment ago: the one place a test must name a port before the server starts.
    private func freeLoopbackPort() throws -> Int {
        let (socket, port) = try loopbackSocket(listening: false)
        close(socket)
        return port
    }

    private func get(_ replay: Replay, _ pathAndQuery: String) throws -> (status: String, body: String) {
        let url = "\(replay.baseURL)\(pathAndQuery)&key=\(replay.key)"
        let result = try shell("curl -sS -w '\\n%{http_code}' '\(url)'")
        let lines = result.stdoutText.split(separator: "\n", omittingEmptySubsequences: false)
        return (String(lines.last ?? ""), lines.dropLast().joined(separator: "\n"))
    }

    @Test func matchDetailsOkAnswersAsBefore2024AndTheDefaultAsToday() throws {
        let ok = try Replay(arguments: ["--match-details", "ok"])
        let outage = try Replay()
        let demo = try #require(try ok.identity("demo_user")["account_id"] as? Int)
        // The newest match GetMatchDetails serves: the newest of all may be a practice lobby, which it does not.
        let id = try #require(try ok.detailedMatchIDs(of: String(demo)).first, "no served match among the newest")
        let history = try get(ok, "/IDOTA2Match_570/GetMatchHistory/v1/?account_id=\(demo)&matches_requested=25")
        #expect(history.body.contains("\"match_id\":\(id),"), "GetMatchHistory lists \(id)")

        let details = try get(ok, "/IDOTA2Match_570/GetMatchDetails/v1/?match_id=\(id)")
        #expect(details.status == "200")
        #expect(details.body.contains("\"match_id\":\(id),"))
        let today = try get(outage, "/IDOTA2Match_570/GetMatchDetails/v1/?match_id=\(id)")
        #expect(today.status == "500" && today.body == "{}")
    }

    @Test func advancingByDaysRevealsMatches() throws {
        let replay = try Replay()
        let before = try #require(try replay.identity("dota_past_cap")["matches"] as? Int)
        try replay.advance(days: 3)
        let after = try #require(try replay.identity("dota_past_cap")["matches"] as? Int)
        #expect((10...20).contains(after - before), "4-6 matches a day, give or take one at each end")
    }

    @Test func generatePrintsTheSameCorpusOnEveryRun() throws {
        let first = try shell("steam-replay generate --matches 250 --seed 3 --focus-share 0.5")
        let second = try shell("steam-replay generate --matches 250 --seed 3 --focus-share 0.5")
        #expect(first.status == 0 && first.stderr.isEmpty)
        #expect(first.stdoutLines.count == 250)
        #expect(first.stdout == second.stdout)
        #expect(try first.records().allSatisfy { ($0["players"] as? [Any])?.count == 10 })
    }

    @Test func generateEndsQuietlyWhenTheReaderLeaves() throws {
        let result = try shell("steam-replay generate --matches 2000 | head -c 100 > /dev/null; echo \"${PIPESTATUS[0]}\"")
        #expect(result.stdoutText == "0\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func generateRefusesABadFlagWithUsageStatus() throws {
        let share = try shell("steam-replay generate --matches 5 --focus-share 2")
        #expect(share.status == 64 && share.stdout.isEmpty)
        #expect(share.stderr.contains("--focus-share 2"))
        let date = try shell("steam-replay generate --matches 5 --start 2020-12-32")
        #expect(date.status == 64 && date.stderr.contains("--start 2020-12-32 is not a date"))
    }

    /// A clock start past the replay clock's ceiling is a usage error naming the value and the ceiling, from the flag
    /// or from the environment; the server does not start.
    @Test func anEpochPastTheCeilingIsAUsageError() throws {
        let flag = try shell("steam-replay --key K --epoch 1e19")
        #expect(flag.status == 64 && flag.stdout.isEmpty)
        #expect(flag.stderr.contains("--epoch 1e+19 is past the replay clock's ceiling, 253402300799"), "\(flag.stderr)")
        let variable = try shell("STEAM_REPLAY_EPOCH=1e19 steam-replay --key K")
        #expect(variable.status == 64 && variable.stdout.isEmpty)
        #expect(variable.stderr.contains("STEAM_REPLAY_EPOCH=1e19 is past the replay clock's ceiling"), "\(variable.stderr)")
    }

    /// The keys may come from the environment, which no process list shows (TestSupport's Replay passes them so); with
    /// neither the flag nor the variable there is no key to check, and the server does not start.
    @Test func theKeyComesFromTheFlagOrTheEnvironmentAndIsRequired() throws {
        let missing = try shell("env -u STEAM_REPLAY_KEY steam-replay --port 0")
        #expect(missing.status == 64 && missing.stdout.isEmpty)
        #expect(missing.stderr.contains("--key KEY, or STEAM_REPLAY_KEY in the environment"), "\(missing.stderr)")
        let replay = try Replay(key: "EnvironmentKey", openDotaKey: "EnvironmentOpenDotaKey")
        let steam = try shell("curl -s -o /dev/null -w '%{http_code}' '\(replay.baseURL)/ISteamUser/GetPlayerSummaries/v2/?key=EnvironmentKey&steamids=76561197960287930'")
        #expect(steam.stdoutText == "200")
        let openDota = try shell("curl -s -D - -o /dev/null -H 'Authorization: Bearer EnvironmentOpenDotaKey' '\(replay.baseURL)/api/matches/1'")
        #expect(!openDota.stdoutText.contains("X-Rate-Limit-Remaining-Month"), "the key lifts the month: \(openDota.stdoutText)")
    }
}
