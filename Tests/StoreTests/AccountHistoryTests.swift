// AccountHistoryTests.swift: account snapshots recorded as states: an answer that changes nothing moves the state's
// last time and adds no row, two answers of one second are both kept, an answer stored late takes its place by time,
// each answer's state and the one before it are found, a feed's take given back is taken again, and a history reads
// back page by page, by kind and range, one account in time order or every account oldest first.
import Foundation
import Store
import Testing

@Suite final class AccountHistoryTests: TemporaryDirectoryTests {
    let scope = AnswerScope(server: "http://127.0.0.1:1", method: "GetPlayerSummaries")

    func snapshot(_ steamID: Int64, at time: Double, _ body: String = "{}", kind: AccountSnapshot.Kind = .summary) -> AccountSnapshot {
        AccountSnapshot(kind: kind, steamID: steamID, fetchedAt: time, body: Data(body.utf8))
    }

    func states(_ store: Store, _ kind: AccountSnapshot.Kind = .summary, of steamID: Int64? = nil) async throws -> [AccountState] {
        try await store.accountHistory(server: scope.server, AccountHistoryRange(kind: kind, steamID: steamID), after: nil, limit: 100)
    }

    @Test func anAnswerThatChangesNothingMovesTheStatesLastTimeAndAddsNoRow() async throws {
        let store = try Store(path: freshDatabasePath())
        for time in [100.0, 200, 300] { try await store.save([], in: scope, accounts: [snapshot(7, at: time, #"{"a":1}"#)]) }
        try await store.save([], in: scope, accounts: [snapshot(7, at: 400, #"{"a":2}"#)])
        try await store.save([], in: scope, accounts: [snapshot(7, at: 500, #"{"a":2}"#)])
        let found = try await states(store)
        #expect(found.map { [$0.seenFrom, $0.seenUntil] } == [[100, 300], [400, 500]])
        #expect(found.map { String(decoding: $0.body, as: UTF8.self) } == [#"{"a":1}"#, #"{"a":2}"#])
    }

    /// Two answers in one second are two answers: the second neither replaces the first nor is taken for it.
    @Test func twoAnswersOfOneSecondAreBothKept() async throws {
        let store = try Store(path: freshDatabasePath())
        try await store.save([], in: scope, accounts: [snapshot(7, at: 1000.25, #"{"personaname":"renamed"}"#)])
        try await store.save([], in: scope, accounts: [snapshot(7, at: 1000.75, #"{"personaname":"robin"}"#)])
        #expect(try await states(store).map(\.seenFrom) == [1000.25, 1000.75])
        let around = try await store.accountStates(server: scope.server, kind: .summary, at: [(7, 1000.75)])
        #expect(around[7]?.current.seenFrom == 1000.75 && around[7]?.previous?.seenFrom == 1000.25)
    }

    /// A take given back is taken again whole by the feed's next run; once a later take of the feed has moved on,
    /// giving back an earlier one changes nothing and says so.
    @Test func aTakeGivenBackIsTakenAgainUnlessTheFeedMovedOn() async throws {
        let path = freshDatabasePath()
        let store = try Store(path: path)
        func take(_ time: Double) async throws -> Store.FeedTake {
            try await store.takeUnreportedStates(server: scope.server, feed: "f", kind: .summary, steamID: 7, fetchedAt: time)
        }
        try await store.save([], in: scope, accounts: [snapshot(7, at: 100, #"{"a":1}"#)])
        #expect(try await take(100).firstSeen)
        try await store.save([], in: scope, accounts: [snapshot(7, at: 200, #"{"a":2}"#)])
        let first = try await take(200)
        #expect(first.states.map(\.seenFrom) == [100, 200])
        #expect(Store.giveBack(first, storePath: path) == nil)
        let again = try await take(200)
        #expect(again.states.map(\.seenFrom) == [100, 200])
        try await store.save([], in: scope, accounts: [snapshot(7, at: 300, #"{"a":3}"#)])
        let later = try await take(300)
        #expect(later.states.map(\.seenFrom) == [200, 300])
        #expect(Store.giveBack(again, storePath: path) == #"a later run of feed "f" has moved on since"#)
        #expect(try await take(300).states.isEmpty, "the later take stands")
    }

    /// Another process's answer, stored after a later one, is put in its place by time.
    @Test func anAnswerStoredLateTakesItsPlaceByTime() async throws {
        let store = try Store(path: freshDatabasePath())
        try await store.save([], in: scope, accounts: [snapshot(7, at: 100, #"{"a":1}"#), snapshot(7, at: 300, #"{"a":3}"#)])
        try await store.save([], in: scope, accounts: [snapshot(7, at: 200, #"{"a":2}"#), snapshot(7, at: 150, #"{"a":1}"#)])
        #expect(try await states(store).map { [$0.seenFrom, $0.seenUntil] } == [[100, 150], [200, 200], [300, 300]])
    }

    @Test func eachAnswersStateAndTheOneBeforeAreFoundForItsAccountAndKind() async throws {
        let store = try Store(path: freshDatabasePath())
        try await store.save([], in: scope, accounts: [snapshot(7, at: 100, #"{"a":1}"#), snapshot(8, at: 150)])
        try await store.save([], in: scope, accounts: [snapshot(7, at: 200, #"{"a":2}"#), snapshot(7, at: 250, kind: .bans)])
        let found = try await store.accountStates(server: scope.server, kind: .summary, at: [(7, 200), (8, 150), (9, 150)])
        #expect(found[7]?.current.seenFrom == 200 && found[7]?.previous?.seenFrom == 100)
        #expect(found[8]?.current.seenFrom == 150 && found[8]?.previous == nil && found[9] == nil)
        // At an earlier time, the state the account was in then.
        #expect(try await store.accountStates(server: scope.server, kind: .summary, at: [(7, 199)])[7]?.current.seenFrom == 100)
        #expect(try await store.accountStates(server: "https://elsewhere", kind: .summary, at: [(7, 300)]).isEmpty)
    }

    @Test func historyPagesOneAccountInTimeOrderAndEveryAccountOldestFirst() async throws {
        let store = try Store(path: freshDatabasePath())
        try await store.save([], in: scope, accounts: [snapshot(7, at: 100, "[1]", kind: .friends), snapshot(3, at: 300, "[]", kind: .friends)])
        try await store.save([], in: scope, accounts: [snapshot(7, at: 200, "[2]", kind: .friends), snapshot(3, at: 50, "[3]", kind: .friends)])
        let all = try await states(store, .friends)
        #expect(all.map { [Double($0.steamID), $0.seenFrom] } == [[3, 50], [7, 100], [7, 200], [3, 300]])
        try #require(all.count == 4, "\(all.count) rows")
        let page = try await store.accountHistory(server: scope.server, AccountHistoryRange(kind: .friends), after: all[1], limit: 1)
        #expect(page == [all[2]])
        let ofSeven = try await states(store, .friends, of: 7)
        #expect(ofSeven.map(\.seenFrom) == [100, 200])
        let sinceAndUntil = try await store.accountHistory(
            server: scope.server, AccountHistoryRange(kind: .friends, steamID: 7, since: 150, until: 201), after: nil, limit: 10)
        #expect(sinceAndUntil.map(\.seenFrom) == [200])
        #expect(try await states(store, .bans).isEmpty)
    }
}
