// AccountHistoryTests.swift: account snapshots saved with their answers, each account's latest before a time found,
// the same answer saved again adding nothing, and a history read back page by page, by kind and range.
import Foundation
import Store
import Testing

@Suite final class AccountHistoryTests: TemporaryDirectoryTests {
    let scope = AnswerScope(server: "http://127.0.0.1:1", method: "GetPlayerSummaries")

    func snapshot(_ steamID: Int64, at time: Int64, _ body: String = "{}", kind: AccountSnapshot.Kind = .summary) -> AccountSnapshot {
        AccountSnapshot(kind: kind, steamID: steamID, fetchedAt: time, body: Data(body.utf8))
    }

    @Test func theLatestSnapshotBeforeATimeIsEachAccountsOwnAndOfItsKind() async throws {
        let store = try Store(path: freshDatabasePath())
        try await store.save([], in: scope, accounts: [snapshot(7, at: 100, #"{"a":1}"#), snapshot(8, at: 150)])
        try await store.save([], in: scope, accounts: [snapshot(7, at: 200, #"{"a":2}"#), snapshot(7, at: 250, kind: .bans)])
        let before300 = try await store.latestAccountSnapshots(server: scope.server, kind: .summary, of: [7, 8, 9], before: 300)
        #expect(before300[7]?.fetchedAt == 200 && before300[7]?.body == Data(#"{"a":2}"#.utf8))
        #expect(before300[8]?.fetchedAt == 150 && before300[9] == nil)
        // Before the answer of 200 itself: the one it is compared with.
        #expect(try await store.latestAccountSnapshots(server: scope.server, kind: .summary, of: [7], before: 200)[7]?.fetchedAt == 100)
        #expect(try await store.latestAccountSnapshots(server: "https://elsewhere", kind: .summary, of: [7], before: 300).isEmpty)
    }

    @Test func theSameAnswerSavedAgainAddsNoRowAndHistoryPagesInAccountTimeOrder() async throws {
        let store = try Store(path: freshDatabasePath())
        for _ in 0..<3 { try await store.save([], in: scope, accounts: [snapshot(7, at: 100, "[]", kind: .friends)]) }
        try await store.save([], in: scope, accounts: [snapshot(3, at: 300, "[]", kind: .friends), snapshot(7, at: 50, "[]", kind: .friends)])
        let all = try await store.accountHistory(server: scope.server, AccountHistoryRange(kind: .friends), after: nil, limit: 10)
        #expect(all.map { [$0.steamID, $0.fetchedAt] } == [[3, 300], [7, 50], [7, 100]])
        // The store's rows: fewer than three fail the test instead of trapping below.
        try #require(all.count == 3, "\(all.count) rows")
        let page = try await store.accountHistory(server: scope.server, AccountHistoryRange(kind: .friends), after: all[0], limit: 1)
        #expect(page == [all[1]])
        let ranged = try await store.accountHistory(
            server: scope.server, AccountHistoryRange(kind: .friends, steamID: 7, since: 60, until: 101), after: nil, limit: 10)
        #expect(ranged == [all[2]])
        #expect(try await store.accountHistory(server: scope.server, AccountHistoryRange(kind: .bans), after: nil, limit: 10).isEmpty)
    }
}
