// However dota-detail's run ends (it finishes, SIGINT, SIGTERM or SIGHUP, OpenDota's month runs out, the server stops
// answering, stdout is full, a store write fails), the matches it stored are the records it wrote plus the inputs it
// named as stored but not written. And a reader that stops early costs at most --jobs matches beyond what it read.
import Foundation
import Testing
import TestSupport

@Suite(.blocksOnProcesses) struct StoreStdoutTests {
    /// The first 12 matches are answered at once and every later request is held for ten minutes: whatever ends the
    /// run comes with it mid-way and requests in flight.
    static let twelveThenHold = #"""
        [{"path":"GetMatchHistoryBySequenceNum","latency_ms":0,"count":12},
         {"path":"GetMatchHistoryBySequenceNum","latency_ms":600000}]
        """#

    @Test func aRunThatEndsWellStoresWhatItWrote() throws {
        let run = try DetailRun(matches: 20)
        let result = try run.sandbox.run("cd '\(run.sandbox.directory.path)' && dota-detail \(unlimited) < history.ndjson > out.ndjson")
        #expect(result.status == 0, "\(result.stderr)")
        try run.expectStoreEqualsOutput(stderr: result.stderr, all: true)
    }

    @Test(arguments: ["INT", "TERM", "HUP"])
    func aSignalLeavesTheStoreEqualToStdout(signal: String) throws {
        let status = 128 + ["HUP": 1, "INT": 2, "TERM": 15][signal, default: 0]
        let run = try DetailRun(matches: 40)
        try run.sandbox.replay.inject(Self.twelveThenHold)
        let ended = try runWithSignalsUnblocked(run.sandbox, SignalTests.waiting + """
            set -m
            cd '\(run.sandbox.directory.path)'
            dota-detail --jobs 4 \(unlimited) < history.ndjson > out.ndjson 2> err.txt &
            pid=$!
            await "8 records on stdout" $pid eval '[ "$(grep -c . out.ndjson)" -ge 8 ]'
            kill -\(signal) $pid
            wait $pid
            echo "status $?"
            """)
        #expect(ended.stdoutLines == ["status \(status)"], "\(ended.stderr)")
        try run.expectStoreEqualsOutput(stderr: try run.file("err.txt"))
    }

    /// OpenDota's month has room for three more requests: the fourth answer ends the run (exit 5), with later inputs
    /// fetched by other jobs and never written, so never stored.
    @Test func openDotasMonthStopLeavesTheStoreEqualToStdout() throws {
        let run = try DetailRun(matches: 12)
        try run.sandbox.replay.setOpenDotaLimits(#"{"month_limit": 50000, "month_used": 49997}"#)
        let result = try run.sandbox.run(
            "cd '\(run.sandbox.directory.path)' && dota-detail --via opendota --jobs 4 --opendota-rate 1000 < history.ndjson > out.ndjson")
        #expect(result.status == 5, "\(result.stderr)")
        try run.expectStoreEqualsOutput(stderr: result.stderr)
        #expect(try run.written().count < 12)
    }

    /// The server goes away with requests in flight: they fail, and so does every request after them.
    @Test func aServerThatStopsAnsweringLeavesTheStoreEqualToStdout() throws {
        let run = try DetailRun(matches: 40)
        try run.sandbox.replay.inject(Self.twelveThenHold)
        let ended = try run.sandbox.run(SignalTests.waiting + """
            cd '\(run.sandbox.directory.path)'
            dota-detail --jobs 4 --attempts 1 \(unlimited) < history.ndjson > out.ndjson 2> err.txt &
            pid=$!
            await "8 records on stdout" $pid eval '[ "$(grep -c . out.ndjson)" -ge 8 ]'
            kill \(run.sandbox.replay.processIdentifier)
            wait $pid
            echo "status $?"
            """)
        let stderr = try run.file("err.txt")
        #expect(ended.stdoutLines != ["status 0"] && stderr.contains("the run stops here"), "\(ended.stderr)\n\(stderr)")
        try run.expectStoreEqualsOutput(stderr: stderr)
    }

    /// stdout is /dev/full: nothing written ever leaves the buffer, and the matches stored with it are named.
    @Test func aFullStdoutNamesWhatWasStoredButNotWritten() throws {
        let run = try DetailRun(matches: 10)
        let result = try run.sandbox.run("cd '\(run.sandbox.directory.path)' && dota-detail \(unlimited) < history.ndjson > /dev/full")
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("stored but not written (stdout: No space left on device)"), "\(result.stderr)")
        let named = try run.expectStoreEqualsOutput(stderr: result.stderr, written: [])
        #expect(!named.isEmpty)
    }

    /// The store is on a small disk that fills part-way: the match whose write fails is neither stored nor written,
    /// the run ends naming it, and the store holds exactly the records written and those named as stored but not
    /// written (fetched ahead of their turn).
    @Test func aFailedStoreWriteEndsTheRunWithTheStoreEqualToStdout() throws {
        let run = try DetailRun(matches: 60)
        guard let disk = try SmallDisk(in: run.sandbox.directory, kilobytes: 320) else { return }
        defer { disk.unmount() }
        let store = disk.path + "/store.sqlite"
        let result = try run.sandbox.run(
            "cd '\(run.sandbox.directory.path)' && STEAM_PIPES_DB='\(store)' dota-detail \(unlimited) < history.ndjson > out.ndjson")
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("cannot grow (database or disk is full)"), "\(result.stderr)")
        #expect(result.stderr.contains("the run stops here"), "\(result.stderr)")
        let written = try run.written()
        let named = try run.expectStoreEqualsOutput(stderr: result.stderr, store: store)
        #expect(!(written + named).isEmpty && written.count + named.count < 60, "\(result.stderr)")
    }

    /// OpenDota's answer of a match it has not taken in (no players, or no radiant_win) is refused, named, and never
    /// stored; the next input goes on.
    @Test(arguments: ["players", "radiant_win"])
    func anOpenDotaMatchOfTheWrongShapeIsNeverStored(lacking: String) throws {
        let run = try DetailRun(matches: 2)
        let id = run.listed[0]
        let players = lacking == "players" ? "[]" : #"[{"account_id":1,"player_slot":0,"hero_id":1}]"#
        let body = #"{"match_id":\#(id),"players":\#(players)}"#.replacingOccurrences(of: "\"", with: "\\\"")
        try run.sandbox.replay.inject(#"[{"path":"/api/matches/\#(id)","body":"\#(body)","content_type":"application/json"}]"#)
        let result = try run.sandbox.run(
            "cd '\(run.sandbox.directory.path)' && dota-detail --via opendota --opendota-rate 1000 < history.ndjson > out.ndjson")
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("line 1 (\(id)): ") && result.stderr.contains("match \(id) has no \(lacking), so it is not kept"),
                "\(result.stderr)")
        #expect(try run.written() == [run.listed[1]])
        let stored = try sqlite(run.sandbox.directory.appendingPathComponent("store.sqlite").path, "SELECT match_id FROM dota_match")
        #expect(stored == ["\(run.listed[1])"])
    }

    /// --offline for a match stored from another server says which server holds it, and by which route.
    @Test func anOfflineMissNamesTheServerThatHoldsTheMatch() throws {
        let run = try DetailRun(matches: 1)
        let id = run.listed[0]
        let fetched = try run.sandbox.run("cd '\(run.sandbox.directory.path)' && dota-detail --via sequence \(unlimited) < history.ndjson")
        #expect(fetched.status == 0, "\(fetched.stderr)")
        let elsewhere = "http://127.0.0.1:9"
        let moved = try run.sandbox.run(
            "cd '\(run.sandbox.directory.path)' && STEAM_API_BASE_URL=\(elsewhere) dota-detail --offline < history.ndjson")
        #expect(moved.status == 1 && moved.stdout.isEmpty)
        #expect(moved.stderr == "dota-detail: error: line 1 (\(id)): --offline: the store holds no match \(id) from \(elsewhere); "
            + "it holds it from \(run.sandbox.replay.baseURL) (fetched via sequence), another STEAM_API_BASE_URL\n", "\(moved.stderr)")
    }

    /// `| head -1`: the reader leaves after one record, and the run has fetched at most --jobs more. The first
    /// input's match is answered at once and every other one after 5 s, whatever order the jobs' requests come in:
    /// head has left long before the second record is written. Jobs running twice --jobs ahead, as they once did,
    /// would fetch 9.
    @Test func aReaderThatLeavesEarlyCostsAtMostJobsMatches() throws {
        let run = try DetailRun(matches: 30)
        let history = try run.file("history.ndjson").split(separator: "\n").first.map { String($0) } ?? ""
        let first = try #require((JSONSerialization.jsonObject(with: Data(history.utf8)) as? [String: Any])?["match_seq_num"] as? Int)
        try run.sandbox.replay.inject(#"""
            [{"path":"GetMatchHistoryBySequenceNum","query":{"start_at_match_seq_num":"\#(first)"},"latency_ms":0},
             {"path":"GetMatchHistoryBySequenceNum","latency_ms":5000,"count":1000}]
            """#)
        let result = try run.sandbox.run(
            "cd '\(run.sandbox.directory.path)' && dota-detail --via sequence --jobs 4 \(unlimited) < history.ndjson | head -1")
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
        #expect(try result.records().first?["match_id"] as? Int == run.listed[0])
        let fetched = try run.sandbox.replay.requests(to: "GetMatchHistoryBySequenceNum").count
        #expect((1...5).contains(fetched), "\(fetched) matches fetched for one read")
    }
}

/// An account's newest matches in history.ndjson, for dota-detail to fetch, and what a run left behind.
private struct DetailRun {
    let sandbox: Sandbox
    let listed: [Int]

    init(matches: Int) throws {
        sandbox = try Sandbox()
        let past = try sandbox.identity("dota_past_cap")
        let history = try sandbox.run("dota-matches --limit \(matches) --rate 1000 \(past.steamid)")
        listed = try history.records().map { $0["match_id"] as? Int ?? 0 }
        try #require(listed.count == matches, "\(history.stderr)")
        try history.stdout.write(to: sandbox.directory.appendingPathComponent("history.ndjson"))
        try sandbox.replay.clearRequests()
    }

    func file(_ name: String) throws -> String {
        try String(contentsOf: sandbox.directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// The match ids of out.ndjson's whole lines.
    func written() throws -> [Int] {
        let text = (try? file("out.ndjson")) ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: true).compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["match_id"] as? Int
        }
    }

    /// Expects the store's matches to be the records written (out.ndjson, unless given) and the inputs `stderr`
    /// names as stored but not written, each once, in input order; returns those named.
    @discardableResult
    func expectStoreEqualsOutput(stderr: String, written given: [Int]? = nil, store: String? = nil, all: Bool = false) throws -> [Int] {
        let written = try given ?? self.written()
        let named = stderr.split(separator: "\n").filter { $0.contains("stored but not written") }.flatMap { line in
            line.matches(of: /line \d+ \((\d+)\)/).compactMap { Int($0.output.1) }
        }
        let path = store ?? sandbox.directory.appendingPathComponent("store.sqlite").path
        let stored = try sqlite(path, "SELECT match_id FROM dota_match").compactMap { Int($0) }
        #expect(Set(stored) == Set(written + named), "stored \(stored.count), written \(written.count), named \(named)\n\(stderr)")
        let writtenPositions = written.compactMap { listed.firstIndex(of: $0) }
        #expect(writtenPositions.count == written.count && writtenPositions == writtenPositions.sorted(), "written in input order")
        // An input skipped before the last one written failed on its own (a request cut off as the server went away,
        // while a later input's had been answered): it is named as failed, and the inputs after it went on.
        let end = writtenPositions.last.map { $0 + 1 } ?? 0
        let failed = Set(stderr.split(separator: "\n").filter { !$0.contains("stored but not written") }.flatMap { line in
            line.matches(of: /line \d+ \((\d+)\)/).compactMap { Int($0.output.1) }
        })
        let skipped = listed.prefix(end).filter { !written.contains($0) }
        #expect(skipped.allSatisfy(failed.contains), "skipped without a failure named: \(skipped)\n\(stderr)")
        // With --jobs, an input after one the server never answered can have been fetched and stored: it is named,
        // after the written ones, in input order, each once.
        let positions = named.compactMap { listed.firstIndex(of: $0) }
        #expect(positions.count == named.count && positions.allSatisfy { $0 >= end }, "named: \(named)")
        #expect(positions == positions.sorted() && Set(positions).count == positions.count, "named in input order, none twice")
        if all { #expect(written == listed) }
        return named
    }
}
