// Issue 43, "a history that never loses a match": a friend syncing into the same store, before or after the user, a
// match that failed, an interrupted --unordered run: each ends with every match Valve lists for each account stored
// for it and listed by `dota-detail stored`. A second --new after a clean sync costs one GetMatchHistory page and
// lists nothing, and OpenDota's --new lists exactly what OpenDota has that the store lacks for the account.
import Foundation
import Testing
import TestSupport

/// One account of the replay's world, by its SteamID64 and 32-bit account id, in one sandbox.
struct SyncedAccount {
    let steamid: String
    let accountID: UInt64

    init(_ sandbox: Sandbox, role: String) throws {
        steamid = try sandbox.identity(role).steamid
        accountID = try #require(UInt64(steamid)).subtractingReportingOverflow(76_561_197_960_265_728).partialValue
    }

    init(accountID: UInt64) {
        self.accountID = accountID
        steamid = String(accountID + 76_561_197_960_265_728)
    }

    /// The README's daily recipe (its first line), the rate limits lifted: the replay has none of Valve's.
    func recipe(_ detailFlags: String = "") -> String {
        "dota-matches --new --rate 1000 \(steamid) | tac | dota-detail \(unlimited) \(detailFlags) > /dev/null"
    }

    /// The match ids GetMatchHistory lists for the account now, newest first: its whole window, paged by dota-matches.
    func listedByValve(in sandbox: Sandbox) throws -> [Int] {
        let run = try sandbox.run("dota-matches --all --no-cache --rate 1000 --jq .match_id \(steamid)")
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdoutLines.compactMap { Int($0) }
    }

    /// The match ids the store holds for the account (its rows of dota_match_player); none before the first run
    /// makes the store.
    func stored(in sandbox: Sandbox) throws -> Set<Int> {
        guard FileManager.default.fileExists(atPath: storePath(sandbox)) else { return [] }
        return Set(try sqlite(storePath(sandbox), "SELECT match_id FROM dota_match_player WHERE account_id = \(accountID)")
            .compactMap { Int($0) })
    }

    /// The match ids `dota-detail stored` writes for the account, in its order.
    func writtenFromStore(in sandbox: Sandbox) throws -> [Int] {
        let run = try sandbox.run("dota-detail stored --jq .match_id \(steamid)")
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdoutLines.compactMap { Int($0) }
    }

    /// What `dota-matches --new` lists now, as match ids, newest first.
    func new(in sandbox: Sandbox, _ flags: String = "--rate 1000") throws -> [Int] {
        let run = try sandbox.run("dota-matches --new \(flags) --jq .match_id \(steamid)")
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdoutLines.compactMap { Int($0) }
    }

    /// Every match Valve lists for the account is stored for it and written by `dota-detail stored`, none twice.
    func expectWholeHistory(in sandbox: Sandbox, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let listed = try listedByValve(in: sandbox)
        #expect(!listed.isEmpty, "\(context): Valve lists nothing for \(accountID)", sourceLocation: sourceLocation)
        let stored = try stored(in: sandbox)
        let missing = Set(listed).subtracting(stored)
        #expect(missing.isEmpty, "\(context): \(accountID) lacks \(missing.sorted()) of Valve's \(listed.count)",
                sourceLocation: sourceLocation)
        let written = try writtenFromStore(in: sandbox)
        #expect(Set(written).count == written.count, "\(context): dota-detail stored wrote a match twice",
                sourceLocation: sourceLocation)
        #expect(Set(written) == stored, "\(context): dota-detail stored wrote \(written.count), store holds \(stored.count)",
                sourceLocation: sourceLocation)
    }
}

func storePath(_ sandbox: some ToolSandbox) -> String {
    sandbox.directory.appendingPathComponent("store.sqlite").path
}

@Suite(.blocksOnProcesses) struct HistorySyncTests {
    /// The issue's pair: robinwalker (the demo user) and 784806294, who played in some of his matches.
    static let friendAccountID: UInt64 = 784_806_294

    /// robinwalker's 100 newest matches stored (no --new ever ran), then the clock moved 41 days.
    private func userWithHundredStoredAndFortyOneDaysPlayed() throws -> (Sandbox, SyncedAccount, SyncedAccount) {
        let sandbox = try Sandbox()
        let user = try SyncedAccount(sandbox, role: "demo_user")
        let friend = SyncedAccount(accountID: Self.friendAccountID)
        let first = try sandbox.run("dota-matches --limit 100 --rate 1000 \(user.steamid) | dota-detail \(unlimited) > /dev/null")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(try user.stored(in: sandbox).count == 100)
        try sandbox.replay.advance(days: 41)
        return (sandbox, user, friend)
    }

    /// Promise: a friend's sync into the same store first takes none of the user's matches from his --new: it lists
    /// exactly those Valve lists that are not stored for him (a shared match the friend stored counts as his), and
    /// after the recipe both hold every match Valve lists for them.
    @Test func aFriendSyncingFirstLeavesTheUserEveryMatchHeLacks() throws {
        let (sandbox, user, friend) = try userWithHundredStoredAndFortyOneDaysPlayed()
        try expectSecondSyncListsWhatItLacks(first: (friend, "the friend"), second: (user, "the user"), in: sandbox)
    }

    /// Promise: the other way round, the user's sync first takes none of the friend's matches from the friend's
    /// --new: a shared match the user stored is not fetched again, and no older match of the friend is skipped.
    @Test func aFriendSyncingAfterTheUserStillGetsEveryMatchHeLacks() throws {
        let (sandbox, user, friend) = try userWithHundredStoredAndFortyOneDaysPlayed()
        try expectSecondSyncListsWhatItLacks(first: (user, "the user"), second: (friend, "the friend"), in: sandbox)
    }

    /// The first account's sync, then the second's --new, which must list exactly the matches Valve lists that are not
    /// stored for it, then its sync; both then hold every match Valve lists for them.
    private func expectSecondSyncListsWhatItLacks(
        first: (account: SyncedAccount, name: String), second: (account: SyncedAccount, name: String), in sandbox: Sandbox
    ) throws {
        let firstSync = try sandbox.run(first.account.recipe())
        #expect(firstSync.status == 0, "\(firstSync.stderr)")
        try first.account.expectWholeHistory(in: sandbox, "\(first.name) after his sync")

        let lacking = Set(try second.account.listedByValve(in: sandbox)).subtracting(try second.account.stored(in: sandbox))
        let listed = try second.account.new(in: sandbox)
        #expect(Set(listed).count == listed.count, "a match listed twice")
        #expect(Set(listed) == lacking, "--new listed \(listed.count); \(second.name) lacks \(lacking.count)")
        let secondSync = try sandbox.run(second.account.recipe())
        #expect(secondSync.status == 0, "\(secondSync.stderr)")
        try second.account.expectWholeHistory(in: sandbox, "\(second.name) after \(first.name)'s sync and his own")
        try first.account.expectWholeHistory(in: sandbox, "\(first.name) after \(second.name)'s sync")
    }

    /// Promise: a match whose fetch failed (GetMatchHistoryBySequenceNum answering 500 to every attempt) fails the
    /// recipe, and the next --new lists it again, so the rerun stores it.
    @Test func aMatchThatFailedIsListedAndStoredByTheNextRun() throws {
        let (sandbox, user, _, fresh) = try userSyncedTenDaysAgo()
        // A failed match in the middle of the day's: newer and older ones around it are stored.
        let failed = fresh[fresh.count / 2]
        let failedID = try #require(failed["match_id"] as? Int)
        let sequence = try #require(failed["match_seq_num"] as? Int)
        try sandbox.replay.inject(
            #"[{"path":"GetMatchHistoryBySequenceNum","query":{"start_at_match_seq_num":"\#(sequence)"},"status":500,"count":8}]"#)
        let cut = try sandbox.run(user.recipe())
        #expect(cut.status == 1, "\(cut.stderr)")
        #expect(!(try user.stored(in: sandbox).contains(failedID)), "the failed match \(failedID) is stored")
        try sandbox.replay.clearFaults()
        try expectNextNewListsOnly(failedID, of: user, in: sandbox)
    }

    /// Promise: with --unordered, newer matches stored ahead of a slow older one, and the run then interrupted
    /// (SIGINT to the whole pipe), the next --new lists the gap, and the rerun stores it.
    @Test func anInterruptedUnorderedRunLeavesNoGapForTheNextNew() throws {
        let (sandbox, user, stored, fresh) = try userSyncedTenDaysAgo()
        // tac hands the oldest first; its answer takes 20 s, so the newer ones are stored while it waits.
        let oldest = try #require(fresh.last)
        let oldestID = try #require(oldest["match_id"] as? Int)
        let sequence = try #require(oldest["match_seq_num"] as? Int)
        try sandbox.replay.inject(
            #"[{"path":"GetMatchHistoryBySequenceNum","query":{"start_at_match_seq_num":"\#(sequence)"},"latency_ms":20000,"count":1}]"#)
        let directory = sandbox.directory.path
        try (user.recipe("--jobs 4 --unordered") + "\n").write(toFile: directory + "/recipe.sh", atomically: true, encoding: .utf8)
        let newer = fresh.count - 1
        let cut = try runWithSignalsUnblocked(sandbox, """
            set -m
            cd '\(directory)'
            bash recipe.sh 2> cut.err &
            pid=$!
            deadline=$((SECONDS + 30))
            until [ "$(sqlite3 store.sqlite "SELECT count(*) FROM dota_match_player WHERE account_id = \(user.accountID)")" -ge \(stored.count + newer) ]; do
                [ $SECONDS -lt $deadline ] || break
                sleep 0.1
            done
            kill -INT -- -$pid 2> /dev/null
            wait $pid
            echo "status $?"
            """)
        #expect(cut.stdoutLines.count == 1, "\(cut.stderr)")
        let afterCut = try user.stored(in: sandbox)
        #expect(afterCut.count == stored.count + newer, "the newer \(newer) stored ahead of the slow one")
        #expect(!afterCut.contains(oldestID), "the slow match \(oldestID) was stored before the cut")

        try expectNextNewListsOnly(oldestID, of: user, in: sandbox)
    }

    /// The demo user after a clean sync and ten days of play: the store, and the matches of those days, newest first,
    /// at least three of them.
    private func userSyncedTenDaysAgo() throws -> (Sandbox, SyncedAccount, stored: Set<Int>, fresh: [[String: Any]]) {
        let sandbox = try Sandbox()
        let user = try SyncedAccount(sandbox, role: "demo_user")
        let clean = try sandbox.run(user.recipe())
        #expect(clean.status == 0, "\(clean.stderr)")
        try sandbox.replay.advance(days: 10)
        let stored = try user.stored(in: sandbox)
        let fresh = try sandbox.replay.matches(of: user.steamid, limit: 500)
            .filter { $0["sequence"] as? Bool == true && !stored.contains($0["match_id"] as? Int ?? 0) }
        try #require(fresh.count >= 3, "10 days brought \(fresh.count) new matches")
        return (sandbox, user, stored, fresh)
    }

    /// The next --new lists `match` alone, and the recipe's rerun leaves the whole history stored.
    private func expectNextNewListsOnly(_ match: Int, of user: SyncedAccount, in sandbox: Sandbox) throws {
        #expect(try user.new(in: sandbox) == [match])
        let rerun = try sandbox.run(user.recipe())
        #expect(rerun.status == 0, "\(rerun.stderr)")
        try user.expectWholeHistory(in: sandbox, "after the rerun")
    }

    /// Promise: right after a clean sync, --new asks GetMatchHistory once (the history mark stops it at the first
    /// page) and lists nothing.
    @Test func aSecondNewRightAfterACleanSyncAsksOnePageAndListsNothing() throws {
        let sandbox = try Sandbox()
        let user = try SyncedAccount(sandbox, role: "demo_user")
        let clean = try sandbox.run(user.recipe())
        #expect(clean.status == 0, "\(clean.stderr)")
        try sandbox.replay.advance(days: 3)
        let day = try sandbox.run(user.recipe())
        #expect(day.status == 0, "\(day.stderr)")
        try sandbox.replay.clearRequests()
        #expect(try user.new(in: sandbox) == [])
        let pages = try sandbox.replay.requests(to: "GetMatchHistory/")
        #expect(pages.count == 1, "\(pages.map { $0["query"] as? String ?? "" })")
        try user.expectWholeHistory(in: sandbox, "after the two syncs")
    }

    /// Promise: `--source opendota --new` lists exactly the matches OpenDota has for the account that the store does
    /// not hold for it, older than Valve's window included.
    @Test func openDotasNewListsExactlyWhatTheStoreLacksForTheAccount() throws {
        let sandbox = try Sandbox()
        let user = try SyncedAccount(sandbox, role: "demo_user")
        try sandbox.replay.setOpenDotaLimits(#"{"minute_limit":100000}"#)
        let some = try sandbox.run("dota-matches --limit 30 --rate 1000 \(user.steamid) | dota-detail \(unlimited) > /dev/null")
        #expect(some.status == 0, "\(some.stderr)")
        try sandbox.replay.advance(days: 5)
        let all = try sandbox.run("dota-matches --source opendota --all --jq .match_id \(user.steamid)")
        #expect(all.status == 0, "\(all.stderr)")
        let stored = try user.stored(in: sandbox)
        try #require(!stored.isEmpty)
        let lacking = Set(all.stdoutLines.compactMap { Int($0) }).subtracting(stored)
        try sandbox.replay.clearRequests()
        let listed = try user.new(in: sandbox, "--source opendota")
        #expect(Set(listed).count == listed.count, "a match listed twice")
        #expect(Set(listed) == lacking, "--new listed \(listed.count); the store lacks \(lacking.count)")
        #expect(try sandbox.replay.requests(to: "/api/players/").count == 1)
    }

    /// Promise: four dota-detail runs at once over the same 80 matches on one store (three through Valve's sequence
    /// route, one through OpenDota, whose copy of a match differs) each write the store's copy, the first stored:
    /// every run's stdout equals `dota-detail stored` for those matches byte for byte, in the same order.
    @Test func fourConcurrentRunsEachWriteTheStoresCopyByteForByte() throws {
        let sandbox = try Sandbox()
        let user = try SyncedAccount(sandbox, role: "demo_user")
        try sandbox.replay.setOpenDotaLimits(#"{"minute_limit":100000}"#)
        let directory = sandbox.directory.path
        let listed = try sandbox.run("dota-matches --limit 80 --rate 1000 \(user.steamid) > '\(directory)/list'")
        #expect(listed.status == 0, "\(listed.stderr)")
        let ids = try sandbox.run("jq .match_id '\(directory)/list'").stdoutLines.compactMap { Int($0) }
        try #require(ids.count == 80)
        // 20 ms an answer on both routes, so that the runs overlap throughout.
        try sandbox.replay.inject(
            #"[{"path":"GetMatchHistoryBySequenceNum","latency_ms":20,"count":100000},{"path":"/api/matches/","latency_ms":20,"count":100000}]"#)
        let runs = try sandbox.run("""
            cd '\(directory)'
            for n in 1 2 3; do dota-detail --via sequence --jobs 4 \(unlimited) < list > run$n.out 2> run$n.err & done
            dota-detail --via opendota --jobs 4 --opendota-rate 1000 \(unlimited) < list > run4.out 2> run4.err &
            status=0
            for job in $(jobs -p); do wait $job || status=1; done
            cat run*.err >&2
            exit $status
            """)
        #expect(runs.status == 0, "\(runs.stderr)")
        let stored = try sandbox.run("dota-detail stored \(user.steamid)")
        #expect(stored.status == 0, "\(stored.stderr)")
        let wanted = Set(ids)
        let storedLines = try stored.stdoutLines.filter { line in
            let record = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return wanted.contains(record?["match_id"] as? Int ?? 0)
        }
        #expect(storedLines.count == 80)
        for n in 1...4 {
            let written = try String(contentsOfFile: directory + "/run\(n).out", encoding: .utf8)
                .split(separator: "\n").map(String.init)
            #expect(written.count == 80, "run \(n) wrote \(written.count)")
            let differing = zip(written, storedLines).enumerated().filter { $0.element.0 != $0.element.1 }.map { $0.offset + 1 }
            #expect(written == storedLines, "run \(n) (\(n == 4 ? "opendota" : "sequence")) differs from the store at lines \(differing)")
        }
    }
}
