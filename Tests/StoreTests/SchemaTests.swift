// SchemaTests.swift: a store file of every schema version opens and is brought up to date, keeping its rows; a
// SQLite file some other program made is refused.
import Foundation
@testable import Store
import Testing

@Suite final class SchemaTests: TemporaryDirectoryTests {
    /// A file made by the first `version` steps, as the steam-pipes that stopped there left it, with a row where the
    /// cache's table has its last shape.
    @Test(.enabled(if: hasSQLiteShell), arguments: 0...Schema.steps.count)
    func aStoreOfEveryVersionOpensAndIsMigrated(version: Int) async throws {
        let path = freshDatabasePath()
        let script = Schema.steps.prefix(version).map { $0 + ";\n" }.joined()
        _ = try runSQLiteShell(path, script + "PRAGMA user_version = \(version);")
        if version >= 2 {
            // Step 13 added the access column, after the method.
            let access = version >= 13 ? "'', " : ""
            _ = try runSQLiteShell(path, "INSERT INTO cached_answer VALUES ('\(testScope.server)', '\(testScope.method)', \(access)'kept', 'found', x'7b7d', 1, NULL)")
        }
        let store = try Store(path: path)
        #expect(try runSQLiteShell(path, "PRAGMA user_version") == String(Schema.steps.count))
        #expect(try runSQLiteShell(path, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
            == "account_state\napp_list\napp_list_fetch\napp_name\ncached_answer\nchange_feed\ndota_history_mark\ndota_match\ndota_match_player\nopenid_nonce\nplaytime_snapshot")
        if version >= 2 {
            #expect(try await store.get("kept")?.body == Data("{}".utf8))
        }
        let match = StoredMatch(
            matchID: 1, sequenceNumber: 2, startTime: 3, body: Data("{}".utf8), form: .record, fetchedVia: "details",
            fetchedAt: Date(timeIntervalSince1970: 4), accountIDs: [5])
        try await store.save(match: match, server: "s")
        #expect(try await store.matches(server: "s", account: 5) == [match.withoutAccounts])
        // The column types stay as the steps made them.
        #expect(try runSQLiteShell(path, "SELECT typeof(match_id), typeof(start_time), typeof(fetched_at), typeof(body) FROM dota_match")
            == "integer|integer|real|blob")
    }

    /// A store of schema 9 kept a snapshot per answer: each run of equal snapshots of an account becomes one state,
    /// from its first answer to its last, and a body that comes back after another is a state of its own.
    @Test(.enabled(if: hasSQLiteShell))
    func accountSnapshotsBecomeStates() async throws {
        let path = freshDatabasePath()
        let script = Schema.steps.prefix(9).map { $0 + ";\n" }.joined()
        _ = try runSQLiteShell(path, script + """
            INSERT INTO account_snapshot VALUES ('s', 'summary', 7, 100, x'61'), ('s', 'summary', 7, 200, x'61'),
                ('s', 'summary', 7, 300, x'62'), ('s', 'summary', 7, 400, x'61'), ('s', 'summary', 8, 150, x'61'),
                ('s', 'bans', 7, 250, x'61');
            PRAGMA user_version = 9;
            """)
        _ = try Store(path: path)
        #expect(try runSQLiteShell(path, """
            SELECT kind, steamid, seen_from, seen_until, body FROM account_state ORDER BY kind, steamid, seen_from
            """) == "bans|7|250.0|250.0|a\nsummary|7|100.0|200.0|a\nsummary|7|300.0|300.0|b\nsummary|7|400.0|400.0|a\nsummary|8|150.0|150.0|a")
    }

    @Test(.enabled(if: hasSQLiteShell))
    func aDatabaseOfAnotherProgramIsRefusedAndItsTablesKept() throws {
        let path = freshDatabasePath()
        _ = try runSQLiteShell(path, """
            CREATE TABLE photos (id INTEGER PRIMARY KEY); CREATE TABLE albums (id INTEGER PRIMARY KEY);
            CREATE TABLE tags (id INTEGER PRIMARY KEY); CREATE TABLE people (id INTEGER PRIMARY KEY);
            INSERT INTO photos VALUES (1);
            """)
        let error = #expect(throws: StoreError.self) { try Store(path: path) }
        #expect(error?.trouble == .foreign)
        #expect(error?.description == "store \(path) is a SQLite database, but not a steam-pipes store "
            + "(it holds tables steam-pipes did not make: albums, people, photos); point STEAM_PIPES_DB at another file")
        #expect(try runSQLiteShell(path, "SELECT name FROM sqlite_master ORDER BY name") == "albums\npeople\nphotos\ntags")
        #expect(try runSQLiteShell(path, "SELECT id FROM photos") == "1")
    }
}

extension StoredMatch {
    /// The match as `matches(server:account:)` reads it back: the accounts are only in the index.
    var withoutAccounts: StoredMatch {
        StoredMatch(
            matchID: matchID, sequenceNumber: sequenceNumber, startTime: startTime, body: body, form: form,
            fetchedVia: fetchedVia, fetchedAt: fetchedAt, accountIDs: [])
    }
}
