// dota-matches and dota-detail against steam-replay: the whole pipe in today's outage mode, the store that makes a
// rerun free, incremental sync, a killed run, Valve's fields passed through, and each way Valve says "no".
import Foundation
import Testing
import TestSupport

/// The flags that take the rate limits out of a test's way: the replay has none of Valve's.
let unlimited = "--rate 1000 --burst 16 --sequence-rate 1000"

@Suite(.blocksOnProcesses) struct DotaPipeTests {
    @Test func theWholePipeWorksThroughTheOutage() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let history = try sandbox.run("steam-auth resolve \(demo.vanity) | dota-matches --all --rate 1000")
        #expect(history.status == 0, "\(history.stderr)")
        let summaries = try history.records()
        #expect(summaries.count > 100)
        #expect(Set(summaries.map { $0["match_id"] as? Int }).count == summaries.count)
        let ids = summaries.map { $0["match_id"] as? Int ?? 0 }
        #expect(ids == ids.sorted(by: >), "newest first")
        let accountID = try #require(try sandbox.run("steam-auth resolve \(demo.steamid)").records().first?["account_id"] as? Int)
        #expect(summaries.allSatisfy { $0["account_id"] as? Int == accountID })

        try sandbox.replay.clearRequests()
        let detail = try sandbox.run(
            "dota-detail --jobs 16 \(unlimited) | jq -c '{match_id, radiant_win}'", stdin: history.stdoutText)
        #expect(detail.status == 0, "\(detail.stderr)")
        let details = try detail.records()
        #expect(details.map { $0["match_id"] as? Int ?? 0 } == ids)
        #expect(details.allSatisfy { $0["radiant_win"] is Bool })
        // The first 500 {} sends the rest of the run to the fallback: at most one GetMatchDetails per job.
        #expect(try sandbox.replay.requests(to: "GetMatchDetails").count <= 16)
        #expect(try sandbox.replay.requests(to: "GetMatchHistoryBySequenceNum").count == ids.count)
        #expect(detail.stderr.components(separatedBy: "fetching matches by sequence number instead").count == 2, "\(detail.stderr)")

        try sandbox.replay.clearRequests()
        let again = try sandbox.run("dota-detail \(unlimited)", stdin: history.stdoutText)
        #expect(again.status == 0 && again.stderr.isEmpty, "\(again.stderr)")
        #expect(try again.records().count == ids.count)
        #expect(try sandbox.replay.requests().isEmpty)
    }

    @Test func recordsCarryPerspectiveHeroNamesSidesAndEveryFieldValveSent() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let summary = try #require(try sandbox.run("dota-matches --limit 1 \(demo.steamid)").records().first)
        let accountID = try #require(summary["account_id"] as? Int)
        let sequence = try #require(summary["match_seq_num"] as? Int)
        let result = try sandbox.run("dota-detail \(unlimited)", stdin: try json(summary))
        #expect(result.status == 0, "\(result.stderr)")
        let line = try #require(result.stdoutLines.first)
        let record = try #require(try result.records().first)
        #expect(line.hasPrefix("{\"account_id\":\(accountID),"))
        let players = try #require(record["players"] as? [[String: Any]])
        #expect(players.allSatisfy { $0["is_radiant"] is Bool && $0["hero_name"] is String })

        // Valve's own object, fetched here with curl, is the record minus the fields steam-pipes adds.
        let raw = try sandbox.run(
            "curl -s \"$STEAM_API_BASE_URL/IDOTA2Match_570/GetMatchHistoryBySequenceNum/v1/?key=$STEAM_API_KEY&start_at_match_seq_num=\(sequence)&matches_requested=1\"")
        let valve = try #require(((try JSONSerialization.jsonObject(with: raw.stdout) as? [String: Any])?["result"] as? [String: Any])?["matches"] as? [[String: Any]]).first
        var ours = record
        ours["account_id"] = nil
        ours["players"] = players.map { player in player.filter { $0.key != "is_radiant" && $0.key != "hero_name" } }
        #expect(NSDictionary(dictionary: ours) == NSDictionary(dictionary: try #require(valve)))
    }

    /// Team logos run past Int64: their digits must reach stdout as Valve wrote them, and so must every field we
    /// never name.
    @Test func logosAboveInt64KeepEveryDigit() throws {
        let sandbox = try Sandbox()
        let past = try sandbox.identity("dota_past_cap")
        let history = try sandbox.run("dota-matches --all --rate 1000 \(past.steamid)")
        let detail = try sandbox.run("dota-detail --jobs 16 \(unlimited)", stdin: history.stdoutText)
        #expect(detail.status == 0, "\(detail.stderr)")
        let logos = detail.stdoutText.matches(of: /"(?:radiant|dire)_logo":(\d+)/).map { String($0.1) }
        let huge = logos.filter { UInt64($0).map { $0 > UInt64(Int64.max) } ?? false }
        #expect(!huge.isEmpty, "no logo above Int64.max among \(logos.count) logos")
        // JSONSerialization would round these; compare the digits with Valve's answer as the replay sends it.
        let logo = try #require(huge.first)
        let line = try #require(detail.stdoutLines.first { $0.contains(logo) })
        let sequence = String(try #require(line.firstMatch(of: /"match_seq_num":(\d+)/)).1)
        let raw = try sandbox.run(
            "curl -s \"$STEAM_API_BASE_URL/IDOTA2Match_570/GetMatchHistoryBySequenceNum/v1/?key=$STEAM_API_KEY&start_at_match_seq_num=\(sequence)&matches_requested=1\"")
        #expect(raw.stdoutText.contains(logo))
    }
}

@Suite(.blocksOnProcesses) struct DotaSyncTests {
    /// After a first sync of the whole window, each --new lists only the games played since, with one listing
    /// request: paging stops at the account's history mark, the newest match the last look listed, once the matches
    /// it found unstored are stored.
    @Test func newFetchesOnlyTheMatchesPlayedSince() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let first = try sandbox.run("dota-matches --new --rate 1000 \(demo.steamid) | tac | dota-detail \(unlimited)")
        #expect(first.status == 0, "\(first.stderr)")
        let known = Set(try first.records().map { $0["match_id"] as? Int ?? 0 })
        #expect(known.count > 100, "the first sync pages past one page")
        try sandbox.replay.clearRequests()
        let settled = try sandbox.run("dota-matches --new \(demo.steamid)")
        #expect(settled.status == 0 && settled.stdout.isEmpty, "\(settled.stderr)")
        #expect(try sandbox.replay.requests(to: "GetMatchHistory/").count == 1)

        try sandbox.replay.advance(days: 20)
        try sandbox.replay.clearRequests()
        let sync = try sandbox.run("dota-matches --new \(demo.steamid) | dota-detail \(unlimited)")
        #expect(sync.status == 0, "\(sync.stderr)")
        let fresh = try sync.records().map { $0["match_id"] as? Int ?? 0 }
        #expect(!fresh.isEmpty, "20 days bring the demo user new matches")
        #expect(known.isDisjoint(with: fresh))
        #expect(fresh.allSatisfy { $0 > known.max() ?? 0 })
        #expect(try sandbox.replay.requests(to: "GetMatchHistoryBySequenceNum").count == fresh.count)
        #expect(try sandbox.replay.requests(to: "GetMatchHistory/").count == 1, "paging stops at the history mark")

        try sandbox.replay.clearRequests()
        let nothingNew = try sandbox.run("dota-matches --new \(demo.steamid)")
        #expect(nothingNew.status == 0 && nothingNew.stdout.isEmpty, "\(nothingNew.stderr)")
    }

    /// A first sync on an empty store, and --since, page past the 100 a bare dota-matches stops at.
    @Test func newAndSinceAreNotCutAtTheDefaultLimit() throws {
        let sandbox = try Sandbox()
        let past = try sandbox.identity("dota_past_cap")
        let all = try sandbox.run("dota-matches --all --rate 1000 \(past.steamid)").records()
        #expect(all.count > 400)
        let new = try sandbox.run("dota-matches --new --rate 1000 \(past.steamid)")
        #expect(new.status == 0, "\(new.stderr)")
        #expect(try new.records().count == all.count, "nothing is stored yet, so every match is new")
        let cutoff = try #require(all.dropFirst(150).first?["start_time"] as? Int)
        let since = try sandbox.run("dota-matches --since \(cutoff) --rate 1000 \(past.steamid)").records()
        #expect(since.count >= 150 && since.allSatisfy { ($0["start_time"] as? Int ?? 0) >= cutoff })
        let limited = try sandbox.run("dota-matches --new --limit 7 \(past.steamid)").records()
        #expect(limited.count == 7)
    }

    @Test func aKilledRunKeepsEveryMatchItFetchedAndTheRerunFetchesOnlyTheRest() throws {
        let sandbox = try Sandbox()
        let past = try sandbox.identity("dota_past_cap")
        let history = try sandbox.run("dota-matches --limit 60 --rate 1000 \(past.steamid)")
        #expect(try history.records().count == 60)
        try history.stdout.write(to: sandbox.directory.appendingPathComponent("history.ndjson"))
        // The server answers the first 12 requests at once and holds every later one for ten minutes, beyond the
        // test: the run is killed with requests in flight that are never answered, so never logged (steam-replay logs
        // a request as it answers it), and the log cleared after the kill holds the rerun's requests alone. Matches
        // are stored as they are fetched, whichever input's request took a quick answer, so the store holds 8 of
        // the 12 at least when the kill comes.
        try sandbox.replay.inject(#"""
            [{"path":"GetMatchHistoryBySequenceNum","latency_ms":0,"count":12},
             {"path":"GetMatchHistoryBySequenceNum","latency_ms":600000}]
            """#)
        let killed = try sandbox.run("""
            dota-detail --jobs 4 \(unlimited) < "$(dirname "$STEAM_PIPES_DB")/history.ndjson" > /dev/null 2>&1 &
            pid=$!
            stored() { sqlite3 "$STEAM_PIPES_DB" 'SELECT count(*) FROM dota_match' 2>/dev/null || echo 0; }
            deadline=$((SECONDS + 60))
            until [ "$(stored)" -ge 8 ]; do
                kill -0 $pid 2>/dev/null || { echo "dota-detail ended before it stored 8 matches" >&2; exit 1; }
                [ $SECONDS -lt $deadline ] || { echo "dota-detail stored no 8 matches in 60 s" >&2; kill -9 $pid; exit 1; }
                sleep 0.05
            done
            kill -9 $pid
            wait $pid
            stored
            """)
        let stored = try #require(Int(killed.stdoutLines.last ?? ""), "\(killed.stderr)")
        #expect((8...12).contains(stored))
        let storedIDs = try sandbox.run(#"sqlite3 "$STEAM_PIPES_DB" 'SELECT match_id FROM dota_match'"#).stdoutLines
        let listedIDs = Set(try history.records().map { "\($0["match_id"] as? Int ?? 0)" })
        #expect(storedIDs.count == stored && Set(storedIDs).isSubset(of: listedIDs), "inputs fetched, each stored once")
        try sandbox.replay.clearFaults()
        try sandbox.replay.clearRequests()
        let rerun = try sandbox.run("dota-detail \(unlimited)", stdin: history.stdoutText)
        #expect(rerun.status == 0, "\(rerun.stderr)")
        let ids = try rerun.records().map { $0["match_id"] as? Int ?? 0 }
        #expect(ids == (try history.records().map { $0["match_id"] as? Int ?? 0 }))
        let fetched = try sandbox.replay.requests(to: "GetMatchHistoryBySequenceNum").count
        #expect(fetched == 60 - stored, "\(fetched) fetched again, \(stored) of 60 were stored")
    }
}

@Suite(.blocksOnProcesses) struct DotaAnswerTests {
    @Test func aPrivateHistoryIsANoteNotAnError() throws {
        let sandbox = try Sandbox()
        let hidden = try sandbox.identity("dota_private_history")
        let result = try sandbox.run("dota-matches \(hidden.steamid)")
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "dota-matches: note: argument 1 (\(hidden.steamid)): keeps its Dota 2 match history private (GetMatchHistory status 15)\n")
    }

    @Test func anAccountWithoutMatchesIsANote() throws {
        let sandbox = try Sandbox()
        let unknown = try sandbox.identity("unknown_steamid")
        let result = try sandbox.run("dota-matches --all --rate 1000 \(unknown.steamid) | wc -l")
        #expect(result.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        #expect(result.stderr.contains("note: argument 1 (\(unknown.steamid)): Valve lists no Dota 2 matches for \(unknown.steamid)"), "\(result.stderr)")
    }

    @Test func pagingStopsAtTheCapAndAtAnEmptyPage() throws {
        let sandbox = try Sandbox()
        let past = try sandbox.identity("dota_past_cap")
        let capped = try sandbox.run("dota-matches --all --rate 1000 \(past.steamid)")
        #expect(capped.status == 0, "\(capped.stderr)")
        let count = try capped.records().count
        #expect(count > 400 && count <= 500)
        #expect(try sandbox.replay.requests(to: "GetMatchHistory/").count <= 6)
        // Both stops leave matches unlisted, and one note says so; HistoryShortfallTests has the exact counts.
        #expect(capped.stderr.hasPrefix(
            "dota-matches: note: argument 1 (\(past.steamid)): listed \(count) matches, then GetMatchHistory's window ended"),
            "\(capped.stderr)")

        let gap = try sandbox.identity("dota_empty_page")
        try sandbox.replay.clearRequests()
        let stopped = try sandbox.run("dota-matches --all --rate 1000 \(gap.steamid)")
        #expect(stopped.status == 0, "\(stopped.stderr)")
        let listed = try stopped.records().count
        #expect(listed < 200)
        #expect(try sandbox.replay.requests(to: "GetMatchHistory/").count <= 3)
        #expect(stopped.stderr.hasPrefix(
            "dota-matches: note: argument 1 (\(gap.steamid)): listed \(listed) match"), "\(stopped.stderr)")
        #expect(stopped.stderr.contains("then GetMatchHistory sent an empty page though"), "\(stopped.stderr)")
        #expect(stopped.stderr.split(separator: "\n").count == 1, "\(stopped.stderr)")
    }

    @Test func filtersAndLimits() throws {
        let sandbox = try Sandbox()
        let past = try sandbox.identity("dota_past_cap")
        let accountID = try #require(try sandbox.run("steam-auth resolve \(past.steamid)").records().first?["account_id"] as? Int)
        let all = try sandbox.run("dota-matches --all --rate 1000 \(past.steamid)").records()
        let played = all.compactMap { match in
            (match["players"] as? [[String: Any]])?.first { $0["account_id"] as? Int == accountID }?["hero_name"] as? String
        }
        let favourite = try #require(Dictionary(grouping: played, by: { $0 }).max { $0.value.count < $1.value.count }?.key)
        let byName = try sandbox.run("dota-matches --all --rate 1000 --hero '\(favourite.lowercased())' \(past.steamid)")
        #expect(byName.status == 0, "\(byName.stderr)")
        #expect(try byName.records().count == played.filter { $0 == favourite }.count)

        let recent = try sandbox.run("dota-matches --limit 7 \(past.steamid)").records()
        #expect(recent.count == 7)
        let cutoff = try #require(all.dropFirst(30).first?["start_time"] as? Int)
        let since = try sandbox.run("dota-matches --all --rate 1000 --since \(cutoff) \(past.steamid)").records()
        #expect(since.allSatisfy { ($0["start_time"] as? Int ?? 0) >= cutoff })
        #expect(since.count >= 30)

        let unknown = try sandbox.run("dota-matches --hero 'not a hero' \(past.steamid)")
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains(#"--hero: no hero has the id or name "not a hero"; `dota-detail heroes` lists them"#), "\(unknown.stderr)")
        // An id no hero list knows may be a hero newer than the list: it is taken, and here it matches nothing.
        let newer = try sandbox.run("dota-matches --hero 999 \(past.steamid)")
        #expect(newer.status == 0, "\(newer.stderr)")
        #expect(try newer.records().isEmpty)
    }

    @Test func beforeTheOutageGetMatchDetailsAnswersAndItsRefusalsAreNotes() throws {
        let sandbox = try Sandbox(replayArguments: ["--match-details", "ok"])
        let demo = try sandbox.identity("demo_user")
        let ids = try sandbox.run("dota-matches --limit 20 --jq .match_id \(demo.steamid)").stdoutLines
        let result = try sandbox.run("dota-detail \(unlimited) \(ids.joined(separator: " ")) 1")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try result.records().count + result.stderr.split(separator: "\n").count == ids.count + 1)
        #expect(result.stderr.contains("argument \(ids.count + 1) (1): Valve has no match 1 (GetMatchDetails: Match ID not found)"))
        #expect(try sandbox.replay.requests(to: "BySequenceNum").isEmpty)
    }

    @Test func viaDetailsDuringTheOutageFailsEachMatchClearly() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run("dota-detail --via details \(unlimited) 8000000001 8000000002")
        #expect(result.status == 1)
        #expect(result.stderr.split(separator: "\n").count == 2)
        #expect(result.stderr.contains("argument 2 (8000000002): GetMatchDetails is unavailable (HTTP 500 {}"), "\(result.stderr)")
    }

    @Test func aBareIdFindsItsSequenceNumberWithOneHistoryCall() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let id = try #require(try sandbox.run("dota-matches --limit 1 --jq .match_id \(demo.steamid)").stdoutLines.first)
        try sandbox.replay.clearRequests()
        let result = try sandbox.run("dota-detail \(unlimited) \(id)")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try result.records().first?["match_id"] as? Int == Int(id))
        let history = try sandbox.replay.requests(to: "GetMatchHistory/")
        #expect(history.count == 1)
        #expect((history.first?["query"] as? String)?.contains("start_at_match_id=\(id)") == true)
    }

    /// The bare ids of dota-detail's old first --help example: GetMatchHistory, which lists only the newest matches
    /// of all, places the newest but not the next two, at this moment of the world (2026-11-26T03:00:00Z).
    @Test func aBareIdPastGetMatchHistoryFailsNamingWhatWorks() throws {
        let sandbox = try Sandbox(replayArguments: ["--epoch", "1795748400"])
        let ids = try sandbox.run("dota-matches --limit 3 --jq .match_id robinwalker").stdoutLines
        try #require(ids.count == 3)
        let bare = try sandbox.run("dota-detail \(unlimited)", stdin: ids.joined(separator: "\n"))
        #expect(bare.status == 1, "\(bare.stderr)")
        #expect(try bare.records().map { "\($0["match_id"] as? Int ?? 0)" } == [ids[0]])
        let failures = bare.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.map(String.init)
        #expect(failures == [2, 3].map { line in
            "dota-detail: error: line \(line) (\(ids[line - 1])): GetMatchHistory does not list match \(ids[line - 1]), so its "
                + "sequence number is unknown; pipe dota-matches' whole records, which carry match_seq_num (--jq .match_id "
                + "drops it), or use --via opendota"
        }, "\(bare.stderr)")

        let whole = try sandbox.run("dota-matches --limit 3 robinwalker | dota-detail \(unlimited)")
        #expect(whole.status == 0, "\(whole.stderr)")
        #expect(try whole.records().map { "\($0["match_id"] as? Int ?? 0)" } == ids)
    }

    @Test func offlineAnswersFromTheStoreAndNamesWhatItLacks() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let history = try sandbox.run("dota-matches --limit 3 \(demo.steamid)")
        _ = try sandbox.run("dota-detail \(unlimited)", stdin: history.stdoutText)
        try sandbox.replay.clearRequests()
        let offline = try sandbox.run("dota-detail --offline", stdin: history.stdoutText + "8000000009\n")
        #expect(offline.status == 1)
        #expect(try offline.records().count == 3)
        #expect(offline.stderr.contains("line 4 (8000000009): --offline: the store holds no match 8000000009 from \(sandbox.replay.baseURL)\n"), "\(offline.stderr)")
        #expect(try sandbox.replay.requests().isEmpty)
    }

    @Test func heroesAreListedById() throws {
        let sandbox = try Sandbox()
        let heroes = try sandbox.run("dota-detail heroes").records()
        #expect(heroes.count > 100)
        let ids = heroes.map { $0["id"] as? Int ?? 0 }
        #expect(ids == ids.sorted())
        #expect(heroes.allSatisfy { $0["localized_name"] is String && ($0["name"] as? String)?.hasPrefix("npc_dota_hero_") == true })
    }
}

@Suite(.blocksOnProcesses) struct DotaHostileTests {
    /// Offline: a request, which a usage error must come before, would fail and end the run with 2, not 64.
    @Test(arguments: [
        "dota-detail --sequence-rate inf 5", "dota-detail --sequence-rate 1e-300 5", "dota-detail --sequence-rate -1 5",
        "dota-detail --via sometimes 5", "dota-matches --limit 0 22202", "dota-matches --limit 501 22202",
        "dota-matches --all --limit 5 22202", "dota-matches --since yesterday 22202", "dota-matches --min-players 11 22202",
        "dota-matches --game-mode -1 22202",
    ])
    func outOfRangeFlagsAreUsageErrors(command: String) throws {
        let sandbox = try OfflineSandbox()
        let result = try sandbox.run(command)
        #expect(result.status == 64, "\(command): \(result.stderr)")
    }

    /// dota-detail stored fetches no match, so a flag that only governs fetching is refused by name, not ignored.
    @Test(arguments: ["--jobs 4", "--unordered", "--no-cache", "--refresh"])
    func storedRefusesTheFlagsThatDoNothingThere(flag: String) throws {
        let sandbox = try OfflineSandbox()
        let result = try sandbox.run("dota-detail stored \(flag) 22202")
        let name = try #require(flag.split(separator: " ").first)
        #expect(result.status == 64 && result.stdout.isEmpty, "\(flag): \(result.stderr)")
        #expect(result.stderr.contains("dota-detail stored reads the store and fetches no match: \(name) does nothing there"),
                "\(result.stderr)")
    }

    /// The store keeps Valve's matches, not OpenDota's rows: offline, OpenDota's listing would be Valve's in disguise.
    @Test func offlineOpenDotaListingIsRefused() throws {
        let sandbox = try OfflineSandbox()
        let result = try sandbox.run("dota-matches --offline --source opendota 22202")
        #expect(result.status == 64 && result.stdout.isEmpty, "\(result.stderr)")
        #expect(result.stderr.contains("--offline needs --source valve: the store keeps no OpenDota rows"), "\(result.stderr)")
        #expect(result.stderr.contains("dota-detail stored"), "\(result.stderr)")
    }

    @Test func badLinesAreNamedAndTheRestGoOn() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let good = try #require(try sandbox.run("dota-matches --limit 1 \(demo.steamid)").stdoutLines.first)
        let lines = ["abc", #"{"match_id":null}"#, good, "-5", #"{"match_id":5,"account_id":"x"}"#, "[]", "99999999999999999999"]
        let result = try sandbox.run("dota-detail \(unlimited)", stdin: lines.joined(separator: "\n") + "\n")
        #expect(result.status == 1)
        #expect(try result.records().count == 1)
        for line in [1, 2, 4, 5, 6, 7] {
            #expect(result.stderr.contains("dota-detail: error: line \(line)"), "line \(line): \(result.stderr)")
        }
    }

    @Test func aServerFailingOneRequestSpoilsOnlyThatMatch() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let history = try sandbox.run("dota-matches --limit 6 \(demo.steamid)")
        let summaries = try history.records()
        try #require(summaries.count == 6, "\(history.stderr)")
        let victim = try #require(summaries[3]["match_seq_num"] as? Int)
        try sandbox.replay.inject(#"[{"path":"BySequenceNum","query":{"start_at_match_seq_num":"\#(victim)"},"status":503,"count":10}]"#)
        let result = try sandbox.run("dota-detail --attempts 2 \(unlimited)", stdin: history.stdoutText)
        #expect(result.status == 1)
        #expect(try result.records().count == 5)
        #expect(result.stderr.contains("dota-detail: error: line 4 ("), "\(result.stderr)")
    }

    @Test func aClosedStdoutEndsQuietly() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let result = try sandbox.run("dota-matches --all --rate 1000 \(demo.steamid) | dota-detail \(unlimited) | head -1")
        #expect(result.status == 0)
        #expect(result.stdoutLines.count == 1)
        #expect(!result.stderr.contains("error"), "\(result.stderr)")
    }

    @Test func progressShowsOnATerminalOnly() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let history = try sandbox.run("dota-matches --limit 5 \(demo.steamid)")
        try history.stdout.write(to: sandbox.directory.appendingPathComponent("history.ndjson"))
        // script(1) gives the tool a terminal for stdin, stdout and stderr, and copies what it shows to stdout.
        let onTerminal = try sandbox.run(
            "script -qec 'dota-detail \(unlimited) < \"$(dirname \"$STEAM_PIPES_DB\")/history.ndjson\" > /dev/null' /dev/null")
        #expect(onTerminal.stdoutText.contains("5/5 matches"), "\(onTerminal.stdoutText)")
        #expect(onTerminal.stdoutText.contains("5 fetched"), "\(onTerminal.stdoutText)")
        let piped = try sandbox.run("dota-detail \(unlimited) < \"$(dirname \"$STEAM_PIPES_DB\")/history.ndjson\" > /dev/null")
        #expect(piped.stderr.components(separatedBy: "\n").filter { $0.contains("stored,") }.isEmpty, "\(piped.stderr)")
    }
}

private func json(_ object: [String: Any]) throws -> String {
    String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self) + "\n"
}

@Suite(.blocksOnProcesses) struct DotaOfflineHistoryTests {
    /// Offline, the history is the account's stored matches in Valve's summary shape, the same records as online.
    @Test func offlineHistoryIsTheStoredMatchesSummarized() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let online = try sandbox.run("dota-matches --limit 12 \(demo.steamid) | tee /dev/stderr | dota-detail \(unlimited) > /dev/null")
        #expect(online.status == 0)
        try sandbox.replay.clearRequests()
        let offline = try sandbox.run("dota-matches --offline --limit 12 \(demo.steamid)")
        #expect(offline.status == 0, "\(offline.stderr)")
        let printedOnline = online.stderr.split(separator: "\n").filter { $0.hasPrefix("{") }.map { line in
            NSDictionary(dictionary: (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]) ?? [:])
        }
        let printedOffline = try offline.records().map { NSDictionary(dictionary: $0) }
        #expect(printedOffline.count == 12)
        #expect(printedOffline == printedOnline)
        #expect(try sandbox.replay.requests().isEmpty)
        let nothing = try sandbox.run("dota-matches --offline 76561197960287930")
        #expect(nothing.stderr.contains("the store holds no Dota 2 matches of 76561197960287930"), "\(nothing.stderr)")
    }

    /// An account with nothing stored is a note that names the recipe's first line, not a failure; the flags that
    /// govern the requests a vanity name costs are taken, and --offline too.
    @Test(arguments: ["", "--offline --timeout 60 --attempts 6 --rate 1000 --burst 16"])
    func storedForAnAccountWithNothingStoredIsANote(flags: String) throws {
        let sandbox = try OfflineSandbox()
        let result = try sandbox.run("dota-detail stored \(flags) 76561197960287930")
        #expect(result.status == 0 && result.stdout.isEmpty, "\(result.stderr)")
        #expect(result.stderr == "dota-detail: note: argument 1 (76561197960287930): the store holds no Dota 2 matches of "
                + "76561197960287930; `dota-matches --new 22202 | tac | dota-detail > /dev/null` fetches them\n")
    }
}
