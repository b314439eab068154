// Against steam-replay --valve-limits, Valve's measured limits in real time: the default rates meet no 429, a rate set
// too high learns from a few 429s and hands what it learned to the next process, and a key Valve blocks after its
// 429s stops the run at the first 403, retrying nothing.
import Foundation
import Testing
import TestSupport

@Suite(.blocksOnProcesses) struct ValveLimitPipeTests {
    /// gabelogannewell's newest summaries, which carry the match_seq_num the sequence route needs.
    private func summaries(_ count: Int, in sandbox: Sandbox) throws -> [String] {
        let listed = try sandbox.run("dota-matches --limit \(count) 22202")
        #expect(listed.status == 0 && listed.stdoutLines.count == count, "\(listed.stderr)")
        return listed.stdoutLines
    }

    private func answers(_ status: Int, in sandbox: Sandbox) throws -> Int {
        try sandbox.replay.requests().filter { $0["status"] as? Int == status }.count
    }

    private func stdin(_ lines: some Sequence<String>) -> String {
        lines.map { $0 + "\n" }.joined()
    }

    @Test func theDefaultRatesMeetNoRefusal() async throws {
        let sandbox = try Sandbox(replayArguments: ["--valve-limits"])
        let input = try summaries(6, in: sandbox)
        try sandbox.replay.clearRequests()
        let run = try await sandbox.runOffThePool("dota-detail --via sequence", stdin: stdin(input))
        #expect(run.status == 0 && run.stdoutLines.count == 6, "\(run.stderr)")
        #expect(try sandbox.replay.requests(to: "GetMatchHistoryBySequenceNum").count == 6)
        #expect(try answers(429, in: sandbox) == 0 && answers(403, in: sandbox) == 0)
    }

    @Test func aRateTooHighLearnsFromAFew429sAndTheNextProcessStartsWhereItLeftOff() async throws {
        let sandbox = try Sandbox(replayArguments: ["--valve-limits"])
        let input = try summaries(10, in: sandbox)
        try sandbox.replay.clearRequests()
        let first = try await sandbox.runOffThePool(
            "dota-detail --via sequence --sequence-rate 1 --verbose", stdin: stdin(input.prefix(8)))
        #expect(first.status == 0 && first.stdoutLines.count == 8, "\(first.stderr)")
        let refused = try answers(429, in: sandbox)
        #expect((1...4).contains(refused), "\(refused) answers of 429")
        #expect(try answers(403, in: sandbox) == 0)
        #expect(
            first.stderr.contains(
                "GetMatchHistoryBySequenceNum answered 429 without Retry-After: match-sequence requests now go at 0.5/s "
                    + "from every process using this key (--sequence-rate 1)"), "\(first.stderr)")

        try sandbox.replay.clearRequests()
        let next = try await sandbox.runOffThePool("dota-detail --via sequence --sequence-rate 1", stdin: stdin(input.suffix(2)))
        #expect(next.status == 0 && next.stdoutLines.count == 2, "\(next.stderr)")
        #expect(try answers(429, in: sandbox) == 0)
    }

    @Test func aKeyValveBlocksAfterIts429sStopsTheRunAtTheFirst403() async throws {
        let sandbox = try Sandbox(replayArguments: ["--valve-limits"])
        try sandbox.replay.setValveLimits(#"{"block_after": 2, "block_seconds": 600}"#)
        let input = try summaries(4, in: sandbox)
        try sandbox.replay.clearRequests()
        let run = try await sandbox.runOffThePool("dota-detail --via sequence --sequence-rate 1", stdin: stdin(input))
        #expect(run.status == 5, "\(run.stderr)")
        #expect(run.stderr.contains("Valve is refusing this API key for now after too many requests"), "\(run.stderr)")
        #expect(run.stderr.contains("with a lower --sequence-rate"), "\(run.stderr)")
        let log = try sandbox.replay.requests()
        let forbidden = log.indices.filter { log[$0]["status"] as? Int == 403 }
        #expect(forbidden == [log.count - 1], "one 403, and nothing sent after it: \(log)")
        #expect(log.filter { $0["status"] as? Int == 429 }.count == 2)
    }

    @Test func aRateLimitThatOutlastsTheAttemptsNamesTheFlagOfItsSource() throws {
        let sandbox = try Sandbox()
        let input = try summaries(1, in: sandbox)
        // A 429 from something between us and each service: OpenDota's own say "limit exceeded", and these do not.
        try sandbox.replay.inject(
            #"[{"path":"GetMatchHistoryBySequenceNum","status":429,"count":2},{"path":"/api/matches","status":429,"count":2}]"#)
        let valve = try sandbox.run("dota-detail --via sequence --attempts 2 --sequence-rate 1000", stdin: stdin(input))
        #expect(valve.status == 5, "\(valve.stderr)")
        #expect(valve.stderr.contains("(HTTP 429 after 2 attempts); try a lower --sequence-rate or later"), "\(valve.stderr)")
        let openDota = try sandbox.run("dota-detail --via opendota --attempts 2 --no-cache", stdin: stdin(input))
        #expect(openDota.status == 5, "\(openDota.stderr)")
        #expect(openDota.stderr.contains("(HTTP 429 after 2 attempts); try a lower --opendota-rate or later"), "\(openDota.stderr)")
    }

    @Test func aRunTheSequenceRouteWouldTakeOverTenMinutesSaysSoOnceWithOpenDotasTime() throws {
        let sandbox = try Sandbox()
        // Seven matches at one request in 100 s: 11 minutes and more. The note comes with the first match, a second
        // or so in; the run is then interrupted, as a user who reads it would.
        let input = try summaries(7, in: sandbox)
        let run = try sandbox.run(
            "timeout -s INT 4 dota-detail --via sequence --sequence-rate 0.01", stdin: stdin(input))
        let notes = run.stderr.split(separator: "\n").filter { $0.contains("matches to fetch through GetMatchHistoryBySequenceNum") }
        #expect(notes.count == 1, "\(run.stderr)")
        #expect(
            notes.first?.hasSuffix(
                "7 matches to fetch through GetMatchHistoryBySequenceNum take about 11 min 40 s at --sequence-rate 0.01 "
                    + "(Valve answers it about once in 5 s per key); OpenDota would take about 7 s at --opendota-rate 1: "
                    + "--fallback opendota, or --via opendota") == true, "\(run.stderr)")
    }
}
