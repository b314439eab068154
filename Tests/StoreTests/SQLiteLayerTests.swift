// SQLiteLayerTests.swift: the store's own SQLite layer on real files: values in and out as bound, errors with
// SQLite's codes and words, transactions whole or not at all, statements reset after every run, batches at every size.
import Foundation
@testable import Store
import Testing

@Suite final class SQLiteLayerTests: TemporaryDirectoryTests {
    /// A store on a read-only mount is read as immutable, through a URI: "?", "#", "%" and a space in its path are
    /// the file's own name, not the URI's query, fragment or escapes.
    @Test func anImmutableReadFindsAFileWhosePathHoldsURICharacters() async throws {
        let folder = directory.appendingPathComponent("a ?b#c%41 é")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("store.sqlite").path
        try await Store(path: path).put([("1", Data("{}".utf8))])
        let immutable = try SQLiteConnection(path: path, access: .immutable, busyTimeout: 0)
        #expect(try Schema.userVersion(immutable) == Schema.steps.count)
        #expect(SQLiteConnection.immutableURI("/x/a ?b#%") == "file:/x/a%20%3Fb%23%25?immutable=1")
    }

    func connection(_ access: SQLiteConnection.Access = .readWrite, busyTimeout: Int32 = 1000) throws -> SQLiteConnection {
        try SQLiteConnection(path: freshDatabasePath("layer.sqlite"), access: access, busyTimeout: busyTimeout)
    }

    @Test func blobsRoundTripFromNoBytesToBytesWithNULsInThem() throws {
        let db = try connection()
        try db.execute("CREATE TABLE t (k INTEGER PRIMARY KEY, body BLOB)")
        let bodies = [Data(), Data([0]), Data([0, 1, 0, 255]), Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })]
        for (key, body) in bodies.enumerated() {
            let insert = try db.cachedStatement("INSERT INTO t VALUES (?, ?)")
            try insert.bind(key, body)
            try insert.run()
        }
        let read = try db.prepare("SELECT body, typeof(body) FROM t ORDER BY k").rows { row in (row[0] as Data?, row[1] as String) }
        #expect(read.map(\.0) == bodies)
        // No bytes is a blob of no bytes, never NULL: a NOT NULL column takes it.
        #expect(read.map(\.1) == ["blob", "blob", "blob", "blob"])
    }

    @Test func textRoundTripsEmptyAndWithEveryKindOfCharacter() throws {
        let db = try connection()
        try db.execute("CREATE TABLE t (k INTEGER PRIMARY KEY, name TEXT NOT NULL)")
        let names = ["", "Rabscuttle 😀", "漢字", "nul\u{0}inside", String(repeating: "é", count: 10_000)]
        for (key, name) in names.enumerated() {
            let insert = try db.cachedStatement("INSERT INTO t VALUES (?, ?)")
            try insert.bind(key, name)
            try insert.run()
        }
        #expect(try db.prepare("SELECT name FROM t ORDER BY k").rows { $0[0] as String } == names)
        #expect(try db.prepare("SELECT count(*) FROM t WHERE name IS NULL").firstRow { $0[0] as Int } == 0)
    }

    @Test func nullColumnsReadAsNilOrAsSQLiteConvertsThem() throws {
        let db = try connection()
        try db.execute("CREATE TABLE t (i INTEGER, r REAL, s TEXT, b BLOB)")
        let insert = try db.prepare("INSERT INTO t VALUES (?, ?, ?, ?)")
        try insert.bind(Int64?.none, Double?.none, String?.none, Data?.none)
        try insert.run()
        try insert.bind(Int64.min, -0.5, "x", Data("y".utf8))
        try insert.run()
        let rows = try db.prepare("SELECT i, r, s, b FROM t ORDER BY rowid").rows { row in
            (row["i"] as Int64?, row["r"] as Double?, row["s"] as String?, row["b"] as Data?)
        }
        // The query's rows: not the two inserted fails the test instead of trapping.
        try #require(rows.count == 2, "\(rows.count) rows")
        #expect(rows[0].0 == nil && rows[0].1 == nil && rows[0].2 == nil && rows[0].3 == nil)
        #expect(rows[1].0 == Int64.min && rows[1].1 == -0.5 && rows[1].2 == "x" && rows[1].3 == Data("y".utf8))
        let defaults = try db.prepare("SELECT i, r, s, b FROM t WHERE i IS NULL").firstRow { row in
            (row[0] as Int64, row[1] as Double, row[2] as String, row[3] as Data)
        }
        #expect(defaults?.0 == 0 && defaults?.1 == 0 && defaults?.2 == "" && defaults?.3 == Data())
    }

    @Test func aFailedStatementCarriesSQLitesCodesWordsAndOperation() throws {
        let db = try connection()
        try db.execute("CREATE TABLE cached_thing (k TEXT PRIMARY KEY NOT NULL, v TEXT NOT NULL)")
        let insert = try db.cachedStatement("INSERT INTO cached_thing (k, v) VALUES (?, ?)")
        try insert.bind("k", String?.none)
        let error = #expect(throws: SQLiteError.self) { try insert.run() }
        #expect(error?.code == 19)  // SQLITE_CONSTRAINT
        #expect(error?.extendedCode == 1299)  // SQLITE_CONSTRAINT_NOTNULL
        #expect(error?.message == "NOT NULL constraint failed: cached_thing.v")
        #expect(error?.operation == "INSERT INTO cached_thing")
        #expect(error?.description == "NOT NULL constraint failed: cached_thing.v (SQLite result 1299, in INSERT INTO cached_thing)")
        // The statement is ready again after its failure.
        try insert.bind("k", "v")
        try insert.run()
        #expect(try db.prepare("SELECT v FROM cached_thing").firstRow { $0[0] as String } == "v")
    }

    @Test func aStatementThatCannotBePreparedSaysWhy() throws {
        let db = try connection()
        let error = #expect(throws: SQLiteError.self) { try db.prepare("SELECT v FROM nowhere WHERE") }
        #expect(error?.code == 1)  // SQLITE_ERROR
        #expect(error?.message == "incomplete input")
        #expect(error?.operation == "SELECT FROM nowhere")
        let missing = #expect(throws: SQLiteError.self) { try db.execute("DELETE FROM absent WHERE 1") }
        #expect(missing?.message == "no such table: absent" && missing?.operation == "DELETE FROM absent")
    }

    @Test func aTransactionThatThrowsLeavesNoRow() throws {
        struct Refused: Error {}
        let db = try connection()
        try db.execute("CREATE TABLE t (k INTEGER PRIMARY KEY)")
        #expect(throws: Refused.self) {
            try db.transaction(.immediate) {
                try db.execute("INSERT INTO t VALUES (1); INSERT INTO t VALUES (2)")
                throw Refused()
            }
        }
        // A statement failing inside, and SQLite's rollback of it, leaves the connection ready for the next.
        #expect(throws: SQLiteError.self) {
            try db.transaction(.immediate) { try db.execute("INSERT INTO t VALUES (3); INSERT INTO t VALUES (3)") }
        }
        try db.transaction(.immediate) { try db.execute("INSERT INTO t VALUES (4)") }
        #expect(try db.prepare("SELECT k FROM t").rows { $0[0] as Int } == [4])
    }

    @Test func anImmediateTransactionWaitsForAnotherWriterThenSaysBusy() throws {
        let holder = try connection()
        try holder.execute("PRAGMA journal_mode = WAL; CREATE TABLE t (k INTEGER PRIMARY KEY)")
        let waiter = try connection(busyTimeout: 200)
        try holder.execute("BEGIN IMMEDIATE")
        let started = ContinuousClock.now
        let error = #expect(throws: SQLiteError.self) { try waiter.transaction(.immediate) {} }
        #expect(ContinuousClock.now - started >= .milliseconds(150), "the busy timeout was waited for")
        #expect(error?.code == 5 && error?.message == "database is locked")  // SQLITE_BUSY
        // A reader is not held up by the writer in WAL mode.
        let reader = try connection(.readOnly)
        #expect(try reader.transaction(.deferred) { try reader.prepare("SELECT count(*) FROM t").firstRow { $0[0] as Int } } == 0)
        try holder.execute("ROLLBACK")
        try waiter.transaction(.immediate) { try waiter.execute("INSERT INTO t VALUES (1)") }
    }

    /// SQLITE_LOCKED is a conflict inside one connection (here a table dropped under its own running SELECT), which
    /// no other process caused and waiting would not end: the message must not send the user looking for one.
    @Test func aTableLockedByTheSameConnectionIsNotBlamedOnAnotherProcess() throws {
        let path = freshDatabasePath("layer.sqlite")
        let db = try SQLiteConnection(path: path, access: .readWrite, busyTimeout: 1000)
        try db.execute("CREATE TABLE t (k INTEGER PRIMARY KEY); INSERT INTO t VALUES (1), (2)")
        var dropped: (any Error)?
        try db.prepare("SELECT k FROM t").forEachRow { _ in
            do { try db.execute("DROP TABLE t") } catch { dropped = dropped ?? error }
        }
        #expect((dropped as? SQLiteError)?.code == 6, "\(String(describing: dropped))")  // SQLITE_LOCKED
        let error = StoreError(path: path, operation: "cannot write", underlying: try #require(dropped))
        #expect(error.trouble == .lockedWithinProcess)
        #expect(!error.description.contains("another process"), "\(error.description)")
        #expect(error.description.contains("within steam-pipes itself"), "\(error.description)")
    }

    /// A SELECT stopped at its first row and left unreset would keep its read transaction, and its snapshot, open.
    @Test func aCachedStatementReadsLaterCommitsAfterStoppingAtItsFirstRow() throws {
        let writer = try connection()
        try writer.execute("PRAGMA journal_mode = WAL; CREATE TABLE t (k INTEGER PRIMARY KEY); INSERT INTO t VALUES (1), (2)")
        let reader = try connection(.readOnly)
        let count = try reader.cachedStatement("SELECT k FROM t ORDER BY k")
        #expect(try count.firstRow { $0[0] as Int } == 1)
        try writer.execute("DELETE FROM t WHERE k = 1")
        #expect(try reader.cachedStatement("SELECT k FROM t ORDER BY k") === count)
        #expect(try count.firstRow { $0[0] as Int } == 2)
    }

    @Test func theChangesOfTheLastStatementAreCounted() throws {
        let db = try connection()
        try db.execute("CREATE TABLE t (k INTEGER PRIMARY KEY); INSERT INTO t VALUES (1), (2), (3)")
        try db.execute("DELETE FROM t WHERE k > 1")
        #expect(db.changes == 2)
        try db.execute("INSERT INTO t VALUES (1) ON CONFLICT DO NOTHING")
        #expect(db.changes == 0)
    }

    @Test func openingWhatCannotBeOpenedSaysWhy() throws {
        let error = #expect(throws: SQLiteError.self) {
            try SQLiteConnection(path: freshDatabasePath("absent.sqlite"), access: .readOnly, busyTimeout: 0)
        }
        #expect(error?.code == 14 && error?.message == "unable to open database file" && error?.operation == nil)  // SQLITE_CANTOPEN
    }

    /// Short batches are padded to a few statement shapes with their last id: none may be lost or added at any size.
    @Test(arguments: [1, 2, 3, 255, 256, 257, 499, 500, 501, 1000, 1001])
    func everyBatchSizeFindsExactlyTheStoredIds(count: Int) async throws {
        let store = try Store(path: freshDatabasePath())
        let server = "http://127.0.0.1:1"
        let stored = Set((0..<Int64(count)).filter { $0 % 3 != 1 })
        for id in stored {
            try await store.save(
                match: StoredMatch(
                    matchID: id, sequenceNumber: nil, startTime: nil, body: Data("{}".utf8), fetchedVia: "details",
                    fetchedAt: Date(timeIntervalSince1970: 0), accountIDs: [7]),
                server: server)
        }
        let asked = Array(0..<Int64(count))
        #expect(try await store.storedMatchIDs(server: server, account: 7, among: asked) == stored)
        #expect(try await Set(store.storedBodies(server: server, ids: asked).keys) == stored)
        let identities = asked.map(String.init)
        try await store.put(identities.filter { Int64($0)! % 3 != 1 }.map { ($0, Data($0.utf8)) })
        let answers = try await store.answers(in: testScope, for: identities, freshAt: nil)
        #expect(Set(answers.keys) == Set(stored.map(String.init)))
        #expect(answers.allSatisfy { $0.value.body == Data($0.key.utf8) })
    }
}

@Suite final class StoreConcurrencyTests: TemporaryDirectoryTests {
    let server = "http://127.0.0.1:1"

    func match(_ id: Int64, _ body: String) -> StoredMatch {
        StoredMatch(
            matchID: id, sequenceNumber: nil, startTime: nil, body: Data(body.utf8), form: .record, fetchedVia: "details",
            fetchedAt: Date(timeIntervalSince1970: 1_790_000_000), accountIDs: [7])
    }

    /// The point reader opens once and stays open; each read must see what was committed since its last.
    @Test func thePointReaderSeesEverySaveAfterItOpened() async throws {
        let store = try Store(path: freshDatabasePath())
        #expect(try store.storedBody(server: server, id: 1) == nil)
        try await store.save(match: match(1, "{\"first\":1}"), server: server)
        #expect(try store.storedBody(server: server, id: 1)?.body == Data("{\"first\":1}".utf8))
        try await store.save(match: match(1, "{\"second\":1}"), server: server, replacing: true)
        #expect(try store.storedBody(server: server, id: 1)?.body == Data("{\"second\":1}".utf8))
        #expect(try store.storedBody(server: server, id: 1)?.form == .record)
    }

    /// Another connection holds the write lock: the store's save waits for it on the writer's queue, while its reads,
    /// async and point, go on; the save lands when the lock is let go.
    @Test(.timeLimit(.minutes(1)))
    func readsGoOnWhileASaveWaitsForAnotherWriter() async throws {
        let path = freshDatabasePath()
        let store = try Store(path: path)
        try await store.save(match: match(1, "{\"kept\":1}"), server: server)
        try await store.put([("k", Data("v".utf8))])
        let holder = try SQLiteConnection(path: path, access: .readWrite, busyTimeout: 0)
        try holder.execute("BEGIN IMMEDIATE")
        let server = server, second = match(2, "{\"waited\":2}")
        let waiting = Task { _ = try await store.save(match: second, server: server) }
        try await Task.sleep(for: .milliseconds(100))
        for _ in 0..<20 {
            #expect(try await store.get("k")?.body == Data("v".utf8))
            #expect(try await store.matches(server: server, account: 7).map(\.matchID) == [1])
            #expect(try store.storedBody(server: server, id: 1)?.body == Data("{\"kept\":1}".utf8))
        }
        try holder.execute("COMMIT")
        try await waiting.value
        #expect(try store.storedBody(server: server, id: 2)?.body == Data("{\"waited\":2}".utf8))
    }

    /// More concurrent reads than the pool has readers: each waits for one and gets its own answer.
    @Test func manyConcurrentReadsShareTheReaders() async throws {
        let store = try Store(path: freshDatabasePath())
        try await store.put((0..<50).map { (String($0), Data("body \($0)".utf8)) })
        try await withThrowingTaskGroup(of: Void.self) { group in
            for round in 0..<200 {
                group.addTask { () async throws -> Void in
                    let key = String(round % 50)
                    #expect(try await store.get(key)?.body == Data("body \(key)".utf8))
                }
            }
            try await group.waitForAll()
        }
    }

    /// A store written by the GRDB versions holds NULL for an empty body: it reads as no bytes.
    @Test(.enabled(if: hasSQLiteShell))
    func aNullBodyFromAnOlderStoreReadsAsNoBytes() async throws {
        let path = freshDatabasePath()
        _ = try Store(path: path)
        _ = try runSQLiteShell(path, """
            INSERT INTO cached_answer VALUES ('\(testScope.server)', '\(testScope.method)', '', 'old', 'found', NULL, 0, NULL);
            INSERT INTO dota_match VALUES ('s', 1, NULL, NULL, x'', 'details', 0, 'match');
            """)
        let store = try Store(path: path)
        #expect(try await store.get("old")?.body == Data())
        #expect(try store.storedBody(server: "s", id: 1)?.body == Data())
        try await store.put([("new", Data())])
        #expect(try runSQLiteShell(path, "SELECT typeof(body) FROM cached_answer WHERE identity = 'new'") == "blob")
    }
}
