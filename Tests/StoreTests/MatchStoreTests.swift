// MatchStoreTests.swift: Dota matches on a real SQLite file: whole or not at all, by server, by account, newest first.
import Foundation
import Store
import Testing

@Suite final class MatchStoreTests: TemporaryDirectoryTests {
    let server = "http://127.0.0.1:8080"

    func match(_ id: Int64, accounts: [Int64] = [22202], body: String? = nil) -> StoredMatch {
        StoredMatch(
            matchID: id, sequenceNumber: id + 1000, startTime: 1_790_000_000 + id,
            body: Data((body ?? #"{"match_id":\#(id)}"#).utf8), fetchedVia: "sequence",
            fetchedAt: Date(timeIntervalSince1970: 1_790_000_000), accountIDs: accounts)
    }

    @Test func matchesRoundTripByServerAndId() async throws {
        let store = try Store(path: freshDatabasePath())
        try await store.save(match: match(1), server: server)
        try await store.save(match: match(2, accounts: [22202, 5, 5]), server: server)
        let found = try await store.matches(server: server, account: 22202)
        #expect(found.map(\.matchID) == [2, 1])
        #expect(found.first?.body == Data(#"{"match_id":2}"#.utf8) && found.first?.sequenceNumber == 1002)
        #expect(found.first?.fetchedVia == "sequence" && found.first?.startTime == 1_790_000_002 && found.first?.form == .match)
        #expect(try store.storedBody(server: server, id: 2)?.body == Data(#"{"match_id":2}"#.utf8))
        #expect(try store.storedBody(server: server, id: 3) == nil)
        #expect(try store.storedBody(server: "https://api.steampowered.com", id: 1) == nil)
        #expect(try await store.storedMatchIDs(server: server, account: 22202, among: [2, 3, 1]) == [1, 2])
        #expect(try await store.storedMatchIDs(server: server, account: 5, among: [2, 3, 1]) == [2])
        #expect(try await store.storedMatchIDs(server: "https://api.steampowered.com", account: 22202, among: [1, 2]) == [])
    }

    @Test func anAccountsMatchesComeNewestFirst() async throws {
        let store = try Store(path: freshDatabasePath())
        for id in [5, 9, 7] as [Int64] { try await store.save(match: match(id), server: server) }
        try await store.save(match: match(8, accounts: [99]), server: server)
        #expect(try await store.matches(server: server, account: 22202, limit: 2).map(\.matchID) == [9, 7])
        #expect(try await store.matches(server: server, account: 99, limit: 10).map(\.matchID) == [8])
    }

    /// Another process's copy stays, and is what the second save hands back to write.
    @Test func theFirstStoredCopyStays() async throws {
        let store = try Store(path: freshDatabasePath())
        let first = try await store.save(match: match(1, body: "{\"first\":1}"), server: server)
        let second = try await store.save(match: match(1, accounts: [22202, 77], body: "{\"second\":1}"), server: server)
        #expect(first.body == Data("{\"first\":1}".utf8) && second.body == first.body)
        #expect(try store.storedBody(server: server, id: 1)?.body == Data("{\"first\":1}".utf8))
        #expect(try await store.matches(server: server, account: 77).isEmpty)
    }

    /// --refresh asks for a match anew, so its copy replaces the stored one.
    @Test func aRefreshedMatchReplacesTheOldCopy() async throws {
        let store = try Store(path: freshDatabasePath())
        try await store.save(match: match(1, body: "{\"old\":1}"), server: server)
        let held = try await store.save(match: match(1, body: "{\"new\":1}"), server: server, replacing: true)
        #expect(held.body == Data("{\"new\":1}".utf8))
        #expect(try store.storedBody(server: server, id: 1)?.body == Data("{\"new\":1}".utf8))
    }

    @Test func historyMarksAreKeptPerServerAndAccount() async throws {
        let store = try Store(path: freshDatabasePath())
        #expect(try await store.historyMark(server: server, account: 22202) == nil)
        try await store.setHistoryMark(server: server, account: 22202, to: HistoryMark(listedThrough: 41, unstored: [3, 17]))
        try await store.setHistoryMark(server: server, account: 22202, to: HistoryMark(listedThrough: 40, unstored: [17]))
        try await store.setHistoryMark(server: server, account: 5, to: HistoryMark(listedThrough: 90, unstored: []))
        #expect(try await store.historyMark(server: server, account: 22202) == HistoryMark(listedThrough: 40, unstored: [17]))
        #expect(try await store.historyMark(server: server, account: 5) == HistoryMark(listedThrough: 90, unstored: []))
        #expect(try await store.historyMark(server: "https://api.steampowered.com", account: 22202) == nil)
    }

    /// Many ids in one call go out in several queries; none is lost at the seams.
    @Test func moreIdsThanOneQueryHolds() async throws {
        let store = try Store(path: freshDatabasePath())
        for id in stride(from: Int64(1), through: 1200, by: 100) { try await store.save(match: match(id), server: server) }
        let asked = Array(Int64(1)...Int64(1300))
        #expect(try await store.storedMatchIDs(server: server, account: 22202, among: asked).count == 12)
    }

    @Test(.enabled(if: hasSQLiteShell)) func aStoreOfTheLastSchemaGainsTheMatchTables() async throws {
        let path = freshDatabasePath()
        _ = try runSQLiteShell(path, """
            CREATE TABLE cached_answer (server TEXT NOT NULL, method TEXT NOT NULL, identity TEXT NOT NULL,
              outcome TEXT NOT NULL, body BLOB, fetched_at REAL NOT NULL, expires_at REAL,
              PRIMARY KEY (server, method, identity)) WITHOUT ROWID;
            INSERT INTO cached_answer VALUES ('s', 'm', 'i', 'found', x'7b7d', 1, NULL);
            PRAGMA user_version = 2;
            """)
        let store = try Store(path: path)
        try await store.save(match: match(1), server: server)
        #expect(try store.storedBody(server: server, id: 1) != nil)
        let kept = try await store.answers(in: AnswerScope(server: "s", method: "m"), for: ["i"], freshAt: nil)
        #expect(kept["i"]?.body == Data("{}".utf8))
    }
}
