// AnswerCacheTests.swift: stored answers on real SQLite files: round trips, expiry, scopes, batches, atomicity.
import Foundation
@testable import Store
import Testing

@Suite final class AnswerCacheTests: TemporaryDirectoryTests {
    let fetchedAt = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func answerRoundTrips() async throws {
        let store = try Store(path: freshDatabasePath())
        let answer = StoredAnswer(
            outcome: "hidden", body: Data(#"{"players":[{"personaname":"Rabscuttle 😀"}]}"#.utf8),
            fetchedAt: fetchedAt, expiresAt: fetchedAt.addingTimeInterval(60))
        try await store.save([("76561197960287930", answer)], in: testScope)
        #expect(try await store.get("76561197960287930") == answer)
        #expect(try await store.get("1") == nil)
    }

    @Test func emptyBodyAndNoExpiryRoundTrip() async throws {
        let store = try Store(path: freshDatabasePath())
        try await store.put([("1", Data())], fetchedAt: fetchedAt)
        let stored = try #require(try await store.get("1"))
        #expect(stored.body == Data() && stored.expiresAt == nil)
        #expect(stored.isFresh(at: .distantFuture))
    }

    @Test func expiredAnswersAreLeftOutUnlessAnyAgeWillDo() async throws {
        let store = try Store(path: freshDatabasePath())
        let expiry = fetchedAt.addingTimeInterval(3600)
        try await store.put([("1", Data("{}".utf8))], fetchedAt: fetchedAt, expiresAt: expiry)
        #expect(try await store.answers(in: testScope, for: ["1"], freshAt: expiry.addingTimeInterval(-1)).count == 1)
        #expect(try await store.answers(in: testScope, for: ["1"], freshAt: expiry).isEmpty)
        #expect(try await store.answers(in: testScope, for: ["1"], freshAt: nil).count == 1)
    }

    /// The defect this guards against: an answer from a local replay server was served to a user pointed at Valve.
    @Test func answersFromAnotherServerOrMethodAreNotServed() async throws {
        let store = try Store(path: freshDatabasePath())
        try await store.put([("76561197960287930", Data("replay".utf8))])
        let valve = AnswerScope(server: "https://api.steampowered.com", method: testScope.method)
        let otherMethod = AnswerScope(server: testScope.server, method: "GetOther")
        #expect(try await store.answers(in: valve, for: ["76561197960287930"], freshAt: nil).isEmpty)
        #expect(try await store.answers(in: otherMethod, for: ["76561197960287930"], freshAt: nil).isEmpty)
    }

    /// A key's answers are its own: another key (a wrong one, or a second user's sharing the store) is not served
    /// them, and keeps its own beside them; reading every key's (offline) gives the newest of each identity.
    @Test func anotherKeysAnswersAreNotServedButEveryKeysAreReadTogether() async throws {
        let store = try Store(path: freshDatabasePath())
        let first = AnswerScope(server: testScope.server, method: testScope.method, access: "aaaa")
        let second = AnswerScope(server: testScope.server, method: testScope.method, access: "bbbb")
        let everyKey = AnswerScope(server: testScope.server, method: testScope.method, access: nil)
        let older = StoredAnswer(outcome: "found", body: Data("first".utf8), fetchedAt: fetchedAt, expiresAt: nil)
        try await store.save([("1", older), ("2", older)], in: first)
        #expect(try await store.answers(in: second, for: ["1"], freshAt: fetchedAt).isEmpty)
        #expect(try await store.answers(in: testScope, for: ["1"], freshAt: fetchedAt).isEmpty)
        let newer = StoredAnswer(outcome: "hidden", body: Data("second".utf8), fetchedAt: fetchedAt + 60, expiresAt: nil)
        try await store.save([("1", newer)], in: second)
        #expect(try await store.answers(in: first, for: ["1"], freshAt: fetchedAt)["1"] == older)
        #expect(try await store.answers(in: everyKey, for: ["1", "2"], freshAt: nil) == ["1": newer, "2": older])
    }

    @Test func aBatchReadSpansMoreIdentitiesThanOneQueryTakes() async throws {
        let store = try Store(path: freshDatabasePath())
        let identities = (0..<1_234).map { String($0) }
        try await store.put(identities.map { ($0, Data($0.utf8)) })
        let found = try await store.answers(in: testScope, for: identities + ["absent"] + identities.prefix(3), freshAt: nil)
        #expect(found.count == identities.count)
        #expect(found["1233"]?.body == Data("1233".utf8))
    }

    @Test func savingAgainReplacesTheAnswer() async throws {
        let store = try Store(path: freshDatabasePath())
        try await store.put([("1", Data("old".utf8))], fetchedAt: fetchedAt)
        let later = fetchedAt.addingTimeInterval(60)
        try await store.save([("1", StoredAnswer(outcome: "not_found", body: Data(), fetchedAt: later, expiresAt: nil))], in: testScope)
        #expect(try await store.get("1") == StoredAnswer(outcome: "not_found", body: Data(), fetchedAt: later, expiresAt: nil))
    }

    @Test(.enabled(if: hasSQLiteShell))
    func failedSaveWritesNothing() async throws {
        let path = freshDatabasePath()
        let store = try Store(path: path)
        // A trigger, added from outside, makes SQLite itself reject one row in the middle of a batch.
        _ = try runSQLiteShell(path, """
            CREATE TRIGGER reject_poison BEFORE INSERT ON cached_answer WHEN NEW.identity = 'poison'
            BEGIN SELECT RAISE(ABORT, 'poisoned row'); END;
            """)
        let batch = ["first", "second", "poison", "last"].map { (identity: $0, body: Data($0.utf8)) }
        do {
            try await store.put(batch, fetchedAt: fetchedAt)
            Issue.record("a poisoned batch was saved")
        } catch let error as StoreError {
            #expect(error.description == "store \(path): cannot write cached answers: poisoned row")
        }
        for identity in ["first", "second", "last"] {
            #expect(try await store.get(identity) == nil, "\(identity) survived a failed batch")
        }
    }

    @Test(.enabled(if: hasSQLiteShell))
    func anOldCacheTableIsReplaced() async throws {
        let path = freshDatabasePath()
        _ = try runSQLiteShell(path, """
            CREATE TABLE response_cache (key TEXT PRIMARY KEY NOT NULL, status INTEGER NOT NULL, body BLOB, fetched_at REAL NOT NULL);
            INSERT INTO response_cache VALUES ('GetPlayerSummaries/1', 200, 'x', 0);
            PRAGMA user_version = 1;
            """)
        _ = try Store(path: path)
        #expect(try runSQLiteShell(path, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
            == "account_state\napp_list\napp_list_fetch\napp_name\ncached_answer\nchange_feed\ndota_history_mark\ndota_match\ndota_match_player\nopenid_nonce\nplaytime_snapshot")
        #expect(try runSQLiteShell(path, "PRAGMA user_version") == String(Schema.steps.count))
    }
}
