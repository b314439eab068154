// dota-matches' one note when Valve ends a listing early (its window of 500 run out, an empty page while matches
// remain), and its silence when the history, --limit or --since ends it; at a fixed moment, so the counts are exact.
import DotaMatchesTool
import Foundation
import Testing
import TestSupport

@Suite struct HistoryShortfallTests {
    /// 2026-11-26T03:00:00Z. The world's histories grow with its clock, so the counts below hold at this moment only.
    static let moment = 1_795_748_400.0
    /// 2026-01-01T00:00:00Z, as the --help example's --since gives it.
    static let start2026: Int64 = 1_767_225_600

    /// A listing Valve ends early: the query, what it lists, and the one note that says so.
    struct Cut: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let account: String
        var hero: String?
        var all = false
        var since: Int64?
        let listed: Int
        let note: String
    }

    static let cuts = [
        // The --help example: gabelogannewell's newest 500 all started after 2026-01-01.
        Cut(
            testDescription: "the window runs out before --since is reached", account: "22202", hero: "anti-mage",
            since: start2026, listed: 5,
            note: "listed 5 matches, then GetMatchHistory's window ended: Valve lists only an account's newest 500 "
                + "(total_results 500); --source opendota lists the older ones"),
        Cut(
            testDescription: "an empty page while matches remain", account: "973977994", all: true, listed: 46,
            note: "listed 46 matches, then GetMatchHistory sent an empty page though 295 more remain "
                + "(results_remaining 295 of total_results 500); --source opendota lists the rest"),
    ]

    @Test(arguments: cuts)
    func valveEndingAListingEarlyIsOneNoteWithValvesCounts(cut: Cut) async throws {
        try await LoopbackReplay.with(epoch: Self.moment) { replay in
            let work = try historyWork(hero: cut.hero, all: cut.all, since: cut.since)
            let outcome = try await run(work, [cut.account], api: replay.api())
            #expect(outcome.records.count == cut.listed)
            #expect(outcome.messages == ["argument 1 (\(cut.account)): \(cut.note)"])
            #expect(outcome.statuses == [nil])
        }
    }

    @Test func aListingEndedByTheHistoryTheLimitOrSinceSaysNothing() async throws {
        try await LoopbackReplay.with(epoch: Self.moment) { replay in
            // robinwalker has played fewer than 500: Valve's pages reach his first match.
            let whole = try await run(try historyWork(all: true), ["robinwalker"], api: replay.api())
            #expect(whole.records.count == 399 && whole.messages.isEmpty, "\(whole.messages)")
            let limited = try await run(try historyWork(limit: 3), ["22202"], api: replay.api())
            #expect(limited.records.count == 3 && limited.messages.isEmpty, "\(limited.messages)")
            // 2026-11-01: inside gabelogannewell's newest 500, so --since ends the paging before Valve does.
            let recent = try await run(try historyWork(since: 1_793_491_200), ["22202"], api: replay.api())
            #expect(recent.records.count == 128 && recent.messages.isEmpty, "\(recent.messages)")
        }
    }
}
