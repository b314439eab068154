// The nightly CI recipe, examples/ci/nightly.sh, run as a CI job runs it: in a working directory whose .steam-pipes/
// a cache carries from night to night. Two nights with the replay clock moved between them: the first takes the
// whole history, the second only the matches played since, and the file of every match (written anew from the store)
// and the report grow by exactly those. A night that fails part-way loses nothing, and the next fills the gap.
import Foundation
import Testing
import TestSupport

@Suite(.blocksOnProcesses) struct NightlyTests {
    @Test func theSecondNightFetchesOnlyTheNewMatches() throws {
        let job = try NightlyJob()
        let demo = try job.sandbox.identity("demo_user")

        let first = try job.nightly(demo.vanity)
        #expect(first.status == 0, "\(first.stderr)")
        let firstLines = try job.lines(NightlyJob.matches)
        let firstIDs = try NightlyJob.matchIDs(firstLines)
        // The whole history is what Valve lists, past dota-matches' default of 100.
        let listed = try job.listedMatchIDs(demo.steamid)
        #expect(listed.count > 100)
        #expect(firstIDs == listed)
        #expect(Set(firstIDs).count == firstLines.count)
        try job.expectReport(matches: firstLines.count)
        #expect(first.stderr.hasSuffix(
            "nightly.sh: \(demo.vanity): \(firstLines.count) new matches, \(firstLines.count) in all; playtime of "
                + "\(try job.ownedGames(demo.steamid).count) games; wrote public/report.html, heroes.csv and playtime.csv\n"),
            "\(first.stderr)")
        #expect(try job.snapshotTimes(demo.steamid).count == 1)

        // The demo user plays a match every two days or so: move the clock until a few have been played, so that they cannot all be
        // among those Valve hides.
        let before = try job.worldMatches("demo_user")
        var days = 0
        while try job.worldMatches("demo_user") < before + 3, days < 60 {
            try job.sandbox.replay.advance(days: 5)
            days += 5
        }
        try job.sandbox.replay.clearRequests()
        let second = try job.nightly(demo.vanity)
        #expect(second.status == 0, "\(second.stderr)")
        let served = try job.sandbox.replay.requests()

        // The file is written anew from the store, newest first: the new matches, then the old lines as they were.
        let lines = try job.lines(NightlyJob.matches)
        let added = Array(lines.dropLast(firstLines.count))
        let addedIDs = try NightlyJob.matchIDs(added)
        #expect(Array(lines.suffix(firstLines.count)) == firstLines, "the old lines, byte for byte")
        #expect(Set(try NightlyJob.matchIDs(lines)).count == lines.count, "no match twice")
        let played = Set(try job.listedMatchIDs(demo.steamid)).subtracting(firstIDs)
        #expect(Set(addedIDs) == played)
        #expect(!added.isEmpty)
        // One match's details per new match, asked by its sequence number after the one GetMatchDetails that finds
        // the outage, and one history page, which ends at the history mark the first night left.
        let addedSequenceNumbers = try added.map { try NightlyJob.field("match_seq_num", of: $0) }
        #expect(NightlyJob.sequenceNumbers(served).sorted() == addedSequenceNumbers.sorted())
        #expect(NightlyJob.count(served, "GetMatchDetails") == 1)
        #expect(NightlyJob.count(served, "GetMatchHistory/") == 1)
        try job.expectReport(matches: lines.count)
        #expect(second.stderr.contains(
            "nightly.sh: \(demo.vanity): \(added.count) new match\(added.count == 1 ? "" : "es"), \(lines.count) in all"),
            "\(second.stderr)")

        // Each night takes a snapshot of its own, though the two are minutes apart, within the cache's hour; so the
        // playtime file holds the minutes played in the days the clock moved.
        #expect(try job.snapshotTimes(demo.steamid).count == 2)
        let perDay = try job.ownedGames(demo.steamid).reduce(0) { $0 + ($1["minutes_per_day"] as? Int ?? 0) }
        let playtime = try job.lines("public/playtime.csv")
        #expect(playtime.first == "period,minutes,games,accounts")
        // The file is the job's output: a line without a minutes column fails the test instead of trapping.
        let minutes = try playtime.dropFirst().map { line in
            let columns = line.split(separator: ",")
            try #require(columns.count >= 2, "playtime.csv: \(line)")
            return Int(columns[1]) ?? 0
        }
        #expect(minutes.reduce(0, +) == days * perDay)
    }

    @Test func aFailedNightLosesNothingAndTheNextFillsTheGap() throws {
        let job = try NightlyJob()
        let demo = try job.sandbox.identity("demo_user")
        // A match in the middle of the history that fails while newer ones get stored: the next --new lists it again.
        let recent = try job.run("dota-matches --limit 20 \(demo.steamid)")
        let missing = try #require(try recent.records().dropFirst(10).first?["match_seq_num"] as? Int, "\(recent.stderr)")
            .description
        try job.sandbox.replay.inject(
            #"[{"path":"GetMatchHistoryBySequenceNum","status":404,"query":{"start_at_match_seq_num":"\#(missing)"}}]"#)

        let failed = try job.nightly(demo.steamid)
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("nightly.sh: error: fetching matches failed (exit 1)"), "\(failed.stderr)")
        let kept = try job.lines(NightlyJob.matches)
        #expect(!kept.isEmpty)
        #expect(Set(try NightlyJob.matchIDs(kept)).count == kept.count)
        #expect(try kept.allSatisfy { try NightlyJob.field("match_seq_num", of: $0) != missing })
        #expect(!job.exists("public/report.html"), "nothing to publish from a failed night")

        try job.sandbox.replay.clearFaults()
        try job.sandbox.replay.clearRequests()
        let next = try job.nightly(demo.steamid)
        #expect(next.status == 0, "\(next.stderr)")
        let lines = try job.lines(NightlyJob.matches)
        #expect(lines.filter { !kept.contains($0) }.count == 1 && lines.count == kept.count + 1)
        #expect(try lines.filter { !kept.contains($0) }.map { try NightlyJob.field("match_seq_num", of: $0) } == [missing])
        let listed = try job.listedMatchIDs(demo.steamid)
        #expect(try NightlyJob.matchIDs(lines).sorted() == listed.sorted())
        #expect(NightlyJob.sequenceNumbers(try job.sandbox.replay.requests()) == [missing])
        try job.expectReport(matches: lines.count)
    }
}

/// A CI job's working directory, with steam-replay standing in for Valve.
private struct NightlyJob {
    static let script = Products.packageRoot.appendingPathComponent("examples/ci/nightly.sh").path
    /// Where nightly.sh keeps every match record, by default.
    static let matches = ".steam-pipes/matches.ndjson"

    let sandbox: Sandbox
    let directory: URL

    init() throws {
        sandbox = try Sandbox()
        directory = sandbox.directory.appendingPathComponent("job")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    /// nightly.sh with its defaults: the store in .steam-pipes/, the output in public/. Only the rate limits are
    /// lifted, as the replay has none of Valve's.
    func nightly(_ account: String) throws -> ProcessResult {
        try run("env -u STEAM_PIPES_DB NIGHTLY_NETWORK_FLAGS='--rate 1000 --burst 16' "
            + "NIGHTLY_DETAIL_FLAGS='--jobs 16 --sequence-rate 1000' '\(Self.script)' '\(account)'")
    }

    /// A command in the job's directory, with the store nightly.sh uses.
    func run(_ command: String) throws -> ProcessResult {
        var environment = sandbox.replay.environment(in: sandbox.directory)
        environment["STEAM_PIPES_DB"] = ".steam-pipes/store.sqlite"
        return try shell("cd '\(directory.path)' && \(command)", environment: environment)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path)
    }

    func lines(_ path: String) throws -> [String] {
        try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
            .split(separator: "\n").map(String.init)
    }

    /// The account's matches as Valve lists them now, asked anew.
    func listedMatchIDs(_ steamid: String) throws -> [Int] {
        let listed = try run("dota-matches --all --no-cache --rate 1000 --jq .match_id \(steamid)")
        #expect(listed.status == 0, "\(listed.stderr)")
        return listed.stdoutLines.compactMap { Int($0) }
    }

    /// The games `steam-games owned` lists (free ones only with --free), from the world's truth.
    func ownedGames(_ steamid: String) throws -> [[String: Any]] {
        try sandbox.replay.library(of: steamid).filter { $0["free"] as? Bool != true }
    }

    func snapshotTimes(_ steamid: String) throws -> Set<Int> {
        Set(try run("steam-games history \(steamid)").records().compactMap { $0["fetched_at"] as? Int })
    }

    func worldMatches(_ role: String) throws -> Int {
        try sandbox.replay.identity(role)["matches"] as? Int ?? 0
    }

    /// The report and heroes.csv are over every match in the file.
    func expectReport(matches: Int) throws {
        let page = try lines("public/report.html").joined(separator: "\n")
        #expect(page.contains(#"<span class="big" data-field="games">\#(matches)</span>matches"#))
        let heroes = try lines("public/heroes.csv")
        #expect(heroes.first == "hero_id,hero_name,last_played,games,win,with_games,with_win,against_games,against_win")
        let rows = heroes.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        // Required, not expected: the sum below reads the fourth column of every row.
        try #require(!rows.isEmpty && rows.allSatisfy { $0.count == 9 }, "\(heroes)")
        // The account plays one hero a match.
        #expect(rows.reduce(0) { $0 + (Int($1[3]) ?? 0) } == matches)
    }

    static func matchIDs(_ lines: [String]) throws -> [Int] {
        try lines.map { Int(try field("match_id", of: $0)) ?? 0 }
    }

    /// A top-level number of a match record, as its digits.
    static func field(_ name: String, of line: String) throws -> String {
        let record = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        return try #require(record[name] as? Int).description
    }

    /// The match each GetMatchHistoryBySequenceNum request asked for, by its sequence number.
    static func sequenceNumbers(_ requests: [[String: Any]]) -> [String] {
        requests.filter { ($0["path"] as? String)?.contains("GetMatchHistoryBySequenceNum") == true }.map { request in
            var components = URLComponents()
            components.percentEncodedQuery = request["query"] as? String
            return components.queryItems?.first { $0.name == "start_at_match_seq_num" }?.value ?? ""
        }
    }

    static func count(_ requests: [[String: Any]], _ endpoint: String) -> Int {
        requests.filter { ($0["path"] as? String)?.contains(endpoint) == true }.count
    }
}
