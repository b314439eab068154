// steam-profile --changes and --watch as processes: a first run's one note and no events, a rerun's silence, a watch
// that prints each change once, in order, as the replay's clock moves between its rounds, and ends on SIGINT with the
// tool's signal status and every round's snapshot stored; feeds that each report every ban, alone or started together;
// events that never reached stdout reported by the feed's next run; steam-pipes(7)'s two monitors as written; two
// runs in one second; a store that stays flat under sixty rounds that find no change; a watch whose reader leaves
// ends quietly.
import Foundation
import Manual
import Testing
import TestSupport

@Suite(.blocksOnProcesses) struct ProfileChangesTests {
    @Test func aFirstRunNotesOnceAndPrintsNothingAndARerunPrintsNothing() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let first = try sandbox.run("steam-profile friends \(demo.steamid) | steam-profile bans --changes")
        #expect(first.status == 0 && first.stdout.isEmpty, "\(first.stderr)")
        let notes = first.stderr.split(separator: "\n").filter { $0.contains("no earlier snapshot") }
        #expect(notes == ["steam-profile: note: --changes: \(demo.friends) accounts have no earlier snapshot in the store to compare with, "
            + "so no events this time; the next run compares with this one"], "\(first.stderr)")
        let rerun = try sandbox.run("steam-profile friends \(demo.steamid) | steam-profile bans --changes")
        #expect(rerun.status == 0 && rerun.stdout.isEmpty && rerun.stderr.isEmpty, "\(rerun.stderr)")
    }

    @Test func aWatchPrintsEachChangeOnceInOrderAndEndsOnSIGINTWithEveryRoundStored() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let result = try runWithSignalsUnblocked(sandbox, SignalTests.waiting + """
            set -m
            cd "$(dirname "$STEAM_PIPES_DB")"
            steam-profile friends --summaries --watch 1 --changes \(demo.steamid) > out.ndjson 2> err.txt &
            pid=$!
            await "the first round's note" $pid grep -q "no earlier snapshot" err.txt
            curl -sf -X POST "$STEAM_API_BASE_URL/_replay/advance?days=30" > /dev/null
            await "the first changes" $pid eval '[ -s out.ndjson ]'
            sleep 2.5
            lines=$(grep -c . out.ndjson)
            curl -sf -X POST "$STEAM_API_BASE_URL/_replay/advance?days=30" > /dev/null
            await "the second changes" $pid eval '[ "$(grep -c . out.ndjson)" -gt '$lines' ]'
            sleep 0.3
            kill -INT $pid
            wait $pid
            echo "status $?"
            """)
        #expect(result.stdoutLines == ["status 130"], "\(result.stderr)")
        let output = try Data(contentsOf: sandbox.directory.appendingPathComponent("out.ndjson"))
        let events = try ProcessResult(status: 0, stdout: output, stderr: "").records()
        // The tool's records: one without a field named here fails the test instead of trapping.
        func field(_ name: String, of event: [String: Any]) throws -> Any {
            try #require(event[name], "no \(name): \(event)")
        }
        let keys = try events.map { event in
            try "\(field("event", of: event)) \(field("steamid", of: event)) \(field("seen_at", of: event)) "
                + "\(event["friend"] ?? "")"
        }
        #expect(Set(keys).count == keys.count, "each change once")
        let seen = events.compactMap { $0["seen_at"] as? Int }
        #expect(seen == seen.sorted(), "in order")
        // Two rounds after the clock moved each printed the world's month of changes: at least two distinct rounds.
        #expect(Set(seen).count >= 2)
        for event in events {
            #expect((event["previous_seen_at"] as? Int ?? 0) < (event["seen_at"] as? Int ?? 0))
        }
        let errors = try String(contentsOf: sandbox.directory.appendingPathComponent("err.txt"), encoding: .utf8)
        #expect(errors.split(separator: "\n").filter { $0.contains("no earlier snapshot") }.count == 1, "\(errors)")
        // Each friend list that differs from the one before is a state of its own, and each event's two times are a
        // state's first answer and the previous state's last.
        let store = sandbox.directory.appendingPathComponent("store.sqlite").path
        let states = try sqlite(store, """
            SELECT CAST(seen_from AS INTEGER) || ' ' || CAST(seen_until AS INTEGER) FROM account_state
            WHERE kind = 'friends' AND steamid = \(demo.steamid)
            """).map { $0.split(separator: " ").map(String.init) }
        let friendEvents = events.filter { ($0["event"] as? String ?? "").hasPrefix("friend_") }
        #expect(states.count == 1 + Set(friendEvents.compactMap { $0["seen_at"] as? Int }).count, "\(states)")
        for event in friendEvents {
            let seenAt = try field("seen_at", of: event), previous = try field("previous_seen_at", of: event)
            #expect(states.contains { $0.first == "\(seenAt)" } && states.contains { $0.last == "\(previous)" })
        }
        #expect(try sqlite(store, "PRAGMA integrity_check") == ["ok"])
    }

    /// Each feed reports every ban since its own last run, whatever other commands fetched meanwhile: a plain look
    /// at every account between two runs takes nothing from the monitors; two feeds each print all of them; four
    /// runs of one feed started together print them once between them; and a run within the cache's hour, without
    /// --refresh, asks Valve anew.
    @Test func everyFeedReportsEveryBanSinceItsLastRunWhateverWasFetchedMeanwhile() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let directory = sandbox.directory.path
        let players = try sandbox.run("cd '\(directory)' && steam-profile friends \(demo.steamid) > players.ndjson")
        #expect(players.status == 0, "\(players.stderr)")
        func monitor(_ feed: String) throws -> [String] {
            let run = try sandbox.run("cd '\(directory)' && steam-profile bans --changes --feed \(feed) < players.ndjson")
            #expect(run.status == 0, "--feed \(feed): \(run.stderr)")
            return try run.records().map { "\($0["steamid"] ?? "") \($0["seen_at"] ?? "")" }
        }
        let monitors = ["monitor", "other", "third", "fourth"]
        for feed in monitors + ["shared", "cached"] { #expect(try monitor(feed).isEmpty, "a first run has no earlier state") }
        try sandbox.replay.advance(days: 60)
        // Someone looks at every account by hand: each account's state moves on without any feed.
        let look = try sandbox.run("cd '\(directory)' && steam-profile bans --refresh < players.ndjson > /dev/null")
        #expect(look.status == 0, "\(look.stderr)")
        let started = try sandbox.run("""
            cd '\(directory)'
            for feed in \(monitors.joined(separator: " ")); do
                steam-profile bans --changes --feed $feed < players.ndjson > feed.$feed &
            done
            wait
            """)
        #expect(started.status == 0, "\(started.stderr)")
        let printed = try monitors.map { feed in
            let output = try Data(contentsOf: sandbox.directory.appendingPathComponent("feed.\(feed)"))
            return try ProcessResult(status: 0, stdout: output, stderr: "").records().map { "\($0["steamid"] ?? "") \($0["seen_at"] ?? "")" }
        }
        let reported = printed[0]
        #expect(!reported.isEmpty, "sixty days bring the demo user's friends bans")
        #expect(Set(reported.map { $0.split(separator: " ").first }).count == reported.count, "each account once")
        #expect(printed.allSatisfy { $0.sorted() == reported.sorted() }, "four feeds started together each print every ban: \(printed)")
        #expect(try monitor("monitor").isEmpty, "a feed's rerun has nothing more")
        let together = try sandbox.run("""
            cd '\(directory)'
            for run in 1 2 3 4; do steam-profile bans --changes --feed shared < players.ndjson > shared.$run & done
            wait
            cat shared.1 shared.2 shared.3 shared.4
            """)
        #expect(together.status == 0, "\(together.stderr)")
        let shared = try together.records().map { "\($0["steamid"] ?? "") \($0["seen_at"] ?? "")" }
        #expect(shared.sorted() == reported.sorted(), "four runs of one feed print each ban once between them")
        // Within the cache's hour of the look, and without --refresh, the feed still asks: its answers are new.
        try sandbox.replay.advance(days: 60)
        let fresh = try monitor("cached")
        let again = try monitor("monitor")
        #expect(Set(fresh.map { $0.split(separator: " ").first }).isSuperset(of: Set(reported.map { $0.split(separator: " ").first })))
        #expect(again.count == fresh.count - reported.count, "the monitor has the second sixty days' bans alone")
        // Offline, a feed reports what the store learned since its last run, and says it fetched nothing.
        try sandbox.replay.advance(days: 60)
        let looked = try sandbox.run("cd '\(directory)' && steam-profile bans --refresh < players.ndjson > /dev/null")
        #expect(looked.status == 0, "\(looked.stderr)")
        let offline = try sandbox.run("cd '\(directory)' && steam-profile bans --changes --offline --feed monitor < players.ndjson")
        #expect(offline.status == 0 && offline.stderr.contains("--changes --offline: fetched nothing"), "\(offline.stderr)")
        let learned = try offline.records().map { "\($0["steamid"] ?? "") \($0["seen_at"] ?? "")" }
        #expect(learned.sorted() == (try monitor("cached")).sorted(), "the look's bans, as a feed last run with it reports them")
    }

    /// A feed's events that never reach stdout are not lost: the run that took them gives them back, so the feed's
    /// next run reports them, whether stdout failed (a full disk) or a signal came while they waited their turn
    /// behind a slow account. A feed that ran without trouble is the measure.
    @Test func eventsThatNeverReachStdoutAreReportedByTheFeedsNextRun() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user"), hub = try sandbox.identity("many_friends")
        let changing = try #require(try sandbox.replay.events(comingWithin: 60).first { event in
            event["event"] as? String == "friend_added" && event["visible"] as? Bool == true
                && event["steamid"] as? String != hub.steamid
        }?["steamid"] as? String, "sixty days bring a visible friendship")
        let directory = sandbox.directory.path
        func run(_ command: String) throws -> ProcessResult { try sandbox.run("cd '\(directory)' && \(command)") }
        func events(_ result: ProcessResult) throws -> [String] {
            try result.records().map { "\($0["event"] ?? "") \($0["steamid"] ?? "") \($0["friend"] ?? "")" }
        }
        let players = try run("steam-profile friends \(demo.steamid) > players.ndjson")
        #expect(players.status == 0, "\(players.stderr)")
        let accounts = "\(hub.steamid) \(changing)"
        for feed in ["full", "cut", "measure"] {
            #expect(try run("steam-profile bans --changes --feed \(feed) < players.ndjson").status == 0)
            #expect(try run("steam-profile friends --changes --feed \(feed) \(accounts)").status == 0)
        }
        try sandbox.replay.advance(days: 60)

        let full = try run("steam-profile bans --changes --feed full < players.ndjson > /dev/full")
        #expect(full.status == 2, "\(full.stderr)")
        #expect(full.stderr.contains(#"not written (stdout: No space left on device); feed "full" reports their changes again on its next run"#), "\(full.stderr)")
        let bans = try events(try run("steam-profile bans --changes --feed measure < players.ndjson"))
        #expect(!bans.isEmpty, "sixty days bring bans")
        #expect(try events(try run("steam-profile bans --changes --feed full < players.ndjson")) == bans)

        // The hub's friend list comes first and is held; the other account's changes wait behind it, taken and unwritten.
        try sandbox.replay.inject(#"[{"path":"GetFriendList","query":{"steamid":"\#(hub.steamid)"},"latency_ms":600000}]"#)
        let cut = try runWithSignalsUnblocked(sandbox, SignalTests.waiting + """
            set -m
            cd '\(directory)'
            steam-profile friends --changes --feed cut \(accounts) > cut.ndjson 2> cut.err &
            pid=$!
            taken() {
                [ "$(sqlite3 store.sqlite "SELECT count(*) FROM change_feed WHERE feed = 'cut' AND kind = 'friends' AND steamid = \(changing) AND reported_from > (SELECT min(seen_from) FROM account_state WHERE kind = 'friends' AND steamid = \(changing))")" = 1 ]
            }
            await "the changes taken" $pid taken
            kill -TERM $pid
            wait $pid
            echo "status $?"
            cat cut.err >&2
            """)
        #expect(cut.stdoutLines == ["status 143"], "\(cut.stderr)")
        #expect(cut.stderr.contains(#"(\#(changing)): not written (the run was stopped); feed "cut" reports their changes again on its next run"#), "\(cut.stderr)")
        #expect(try Data(contentsOf: sandbox.directory.appendingPathComponent("cut.ndjson")).isEmpty)
        try sandbox.replay.clearFaults()
        let friends = try events(try run("steam-profile friends --changes --feed measure \(accounts)"))
        #expect(friends.contains { $0.contains(changing) }, "\(friends)")
        #expect(try events(try run("steam-profile friends --changes --feed cut \(accounts)")) == friends)
    }

    /// steam-pipes(7)'s two monitors, its lines run as written: a first run of each prints nothing; sixty days and a
    /// look by hand later, the hourly one fails its job on the bans and the weekly one lists the same accounts.
    @Test func theManualsTwoMonitorsRunAsWrittenAndEachReportsEveryBan() throws {
        let manual = try String(contentsOf: Products.packageRoot.appendingPathComponent("docs/manual/steam-pipes.md"), encoding: .utf8)
        let block = try #require(Cookbook.shellBlocks(in: manual).first { $0.prose.contains { line in line.hasPrefix("**Two monitors") } })
        let commands = block.lines.filter { !$0.hasPrefix("#") }
        try #require(commands.count == 4, "\(block.lines)")
        let sandbox = try Sandbox()
        let directory = sandbox.directory.path
        func run(_ command: String) throws -> ProcessResult { try sandbox.run("cd '\(directory)' && \(command)") }
        for command in commands {
            let first = try run(command)
            #expect(first.status == 0, "\(command): \(first.stderr)")
        }
        try sandbox.replay.advance(days: 60)
        let look = try run("steam-profile bans --refresh < friends.ndjson")
        #expect(look.status == 0, "\(look.stderr)")
        #expect(try run(commands[1]).status == 0)
        #expect(try run(commands[2]).status == 1, "jq -e fails the job on the new bans")
        #expect(try run(commands[3]).status == 0)
        let banned = try run("cat new-bans.ndjson").records().compactMap { $0["steamid"] as? String }
        #expect(!banned.isEmpty, "sixty days bring robinwalker's friends bans")
        #expect(try run("cat banned-this-week.txt").stdoutLines == banned)
    }

    /// Two runs within one second are two answers: the first, faked to show the player renamed, begins a state, and
    /// the second, Valve's own again, reports the name changing back rather than overwriting the first.
    @Test func twoRunsInOneSecondKeepBothAnswersAndTheSecondReportsTheNameBack() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let baseline = try sandbox.run("steam-profile --changes \(demo.steamid)")
        #expect(baseline.status == 0 && baseline.stdout.isEmpty, "\(baseline.stderr)")
        let real = try #require(try sandbox.run("steam-profile --no-cache \(demo.steamid)").records().first?["personaname"] as? String)
        let faked = #"{\"response\":{\"players\":[{\"steamid\":\"\#(demo.steamid)\",\"communityvisibilitystate\":3,"#
            + #"\"profilestate\":1,\"personaname\":\"impostor\",\"personastate\":0}]}}"#
        try sandbox.replay.inject(#"[{"path":"GetPlayerSummaries","count":1,"content_type":"application/json","body":"\#(faked)"}]"#)
        let both = try sandbox.run("""
            cd '\(sandbox.directory.path)' && steam-profile --changes \(demo.steamid) > first.ndjson \\
                && steam-profile --changes \(demo.steamid)
            """)
        #expect(both.status == 0, "\(both.stderr)")
        let renamedBack = try both.records().filter { $0["event"] as? String == "renamed" }
        #expect(renamedBack.count == 1 && renamedBack.first?["before"] as? String == "impostor"
                && renamedBack.first?["after"] as? String == real, "\(both.stdoutText)")
        let store = sandbox.directory.appendingPathComponent("store.sqlite").path
        let names = try sqlite(store, """
            SELECT json_extract(body, '$.personaname') FROM account_state WHERE kind = 'summary' AND steamid = \(demo.steamid)
            ORDER BY seen_from
            """)
        #expect(names.suffix(2) == ["impostor", real], "\(names)")
    }

    /// Answers that say what the ones before said add no row: each account keeps one state per kind, whose
    /// seen_until moves with every fetch, and the store's file does not grow.
    @Test func fetchesThatFindNoChangeLeaveTheStoreFlat() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let store = sandbox.directory.appendingPathComponent("store.sqlite").path
        let fetch = "steam-profile friends --summaries --changes --refresh \(demo.steamid) > /dev/null"
        let first = try sandbox.run(fetch)
        #expect(first.status == 0, "\(first.stderr)")
        func rows() throws -> [String] { try sqlite(store, "SELECT kind, count(*), max(seen_until) FROM account_state GROUP BY kind") }
        let before = try rows(), size = try Self.bytes(of: store)
        for round in 1...5 {
            let again = try sandbox.run(fetch)
            #expect(again.status == 0 && again.stdout.isEmpty, "round \(round): \(again.stderr)")
        }
        let after = try rows()
        #expect(after.map { $0.split(separator: "|").prefix(2) } == before.map { $0.split(separator: "|").prefix(2) },
                "\(before) then \(after)")
        #expect(after != before, "seen_until moves with each fetch")
        #expect(try Self.bytes(of: store) == size)
    }

    /// The store's size with its write-ahead log folded in, as a later open finds it.
    static func bytes(of store: String) throws -> Int {
        let pages = try sqlite(store, "PRAGMA wal_checkpoint(TRUNCATE); SELECT page_count * page_size FROM pragma_page_count, pragma_page_size")
        return try #require(pages.last.flatMap { Int($0) }, "\(pages)")
    }

    /// The issue's measure: sixty rounds of a watch over a hub's 250 and more friends and their summaries, the world
    /// standing still. Each round fetches every answer anew; the store must grow by under 100 KB in all.
    @Test func sixtyRoundsOfAWatchOverTwoHundredFiftyFriendsGrowTheStoreByUnder100KB() throws {
        let sandbox = try Sandbox()
        let hub = try sandbox.identity("many_friends")
        #expect(hub.friends >= 250)
        let store = sandbox.directory.appendingPathComponent("store.sqlite").path
        let first = try sandbox.run("steam-profile friends --summaries --changes \(hub.steamid) > /dev/null")
        #expect(first.status == 0, "\(first.stderr)")
        let size = try Self.bytes(of: store)
        try sandbox.replay.clearRequests()
        let directory = sandbox.directory
        let watch = BackgroundScript(sandbox, """
            cd '\(directory.path)'
            steam-profile friends --summaries --watch 1 --changes --rate 100 --burst 4 \(hub.steamid) > out.ndjson 2> err.txt &
            pid=$!
            deadline=$((SECONDS + 300))
            until [ -e enough ] || [ $SECONDS -ge $deadline ]; do kill -0 $pid || exit 1; sleep 0.1; done
            kill -TERM $pid
            wait $pid
            echo "status $?"
            """)
        defer { _ = FileManager.default.createFile(atPath: directory.appendingPathComponent("enough").path, contents: nil) }
        try waitUntil("sixty rounds", within: 300, every: 0.5) { try sandbox.replay.requests(to: "GetFriendList").count >= 60 }
        _ = FileManager.default.createFile(atPath: directory.appendingPathComponent("enough").path, contents: nil)
        let result = try watch.result()
        #expect(result.stdoutLines == ["status 143"], "\(result.stderr)")
        let errors = try String(contentsOf: directory.appendingPathComponent("err.txt"), encoding: .utf8)
        #expect(errors.isEmpty, "\(errors)")
        #expect(try Data(contentsOf: directory.appendingPathComponent("out.ndjson")).isEmpty, "nothing changed")
        let growth = try Self.bytes(of: store) - size
        #expect(growth < 100_000, "\(growth) bytes in sixty rounds")
        #expect(try sqlite(store, "SELECT count(*) FROM account_state WHERE kind = 'friends'") == ["1"])
    }

    @Test func aWatchWhoseReaderLeavesEndsQuietlyThoughNothingChanges() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        // `true` reads nothing and leaves at once; no round has a change to write, so only the wait can notice.
        let result = try sandbox.run("steam-profile bans --watch 1 --changes \(demo.steamid) | true; echo \"status ${PIPESTATUS[0]}\"")
        #expect(result.stdoutLines == ["status 0"], "\(result.stderr)")
    }
}
