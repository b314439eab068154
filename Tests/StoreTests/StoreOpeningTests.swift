// StoreOpeningTests.swift: where the store lives, how it is opened, and how a bad path is reported.
import Foundation
@testable import Store
import Testing

@Suite final class StoreOpeningTests: TemporaryDirectoryTests {
    @Test func openingCreatesParentDirectories() throws {
        let path = directory.appendingPathComponent("cache/steam-pipes/steam-pipes.sqlite").path
        _ = try Store(path: path)
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test(.enabled(if: hasSQLiteShell))
    func fileIsInWALModeWithTheCurrentSchema() throws {
        let path = freshDatabasePath()
        _ = try Store(path: path)
        #expect(try runSQLiteShell(path, "PRAGMA journal_mode") == "wal")
        #expect(try runSQLiteShell(path, "PRAGMA user_version") == String(Schema.steps.count))
    }

    @Test func reopeningKeepsTheSchemaAndData() async throws {
        let path = freshDatabasePath()
        try await Store.open(path: path).put([("k", Data("v".utf8))])
        for _ in 0..<3 {
            #expect(try await Store.open(path: path).get("k")?.body == Data("v".utf8))
        }
    }

    @Test(arguments: ["store.sqlite", "deeper/store.sqlite"])
    func pathUnderARegularFileIsAStoreErrorNamingThePath(underneath: String) throws {
        let regularFile = directory.appendingPathComponent("not-a-directory")
        try Data("x".utf8).write(to: regularFile)
        let path = regularFile.appendingPathComponent(underneath).path

        let error = #expect(throws: StoreError.self) { try Store(path: path) }
        #expect(error?.path == path)
        #expect(error?.description.hasPrefix("store \(path): cannot create directory \(regularFile.path)") == true)
    }

    @Test func pathThatIsADirectoryIsNamedAsOne() throws {
        let path = directory.path
        let error = #expect(throws: StoreError.self) { try Store(path: path) }
        #expect(error?.trouble == .directory)
        #expect(error?.description == "store \(path) is a directory, not a database file; move it away, or point STEAM_PIPES_DB at a file")
    }

    @Test(.enabled(if: hasSQLiteShell))
    func storeFromANewerSchemaIsRefusedWithItsBytesUntouched() throws {
        let path = freshDatabasePath()
        try populatedStore(at: path)
        _ = try runSQLiteShell(path, "PRAGMA user_version = 99")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        let error = #expect(throws: StoreError.self) { try Store(path: path) }
        #expect(error?.trouble == .newerSchema(found: 99, known: Schema.steps.count))
        #expect(error?.description == "store \(path) was written by a newer steam-pipes (schema version 99; this one knows up to "
            + "\(Schema.steps.count)); use that steam-pipes, or move the file away and rerun")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test func aFileOfGarbageIsNotADatabaseAndIsLeftAsItWas() throws {
        let path = freshDatabasePath()
        let garbage = Data((0..<20_000).map { UInt8(truncatingIfNeeded: $0 &* 40_503 >> 3) })
        try garbage.write(to: URL(fileURLWithPath: path))

        let error = #expect(throws: StoreError.self) { try Store(path: path) }
        #expect(error?.trouble == .notADatabase)
        #expect(error?.description == "store \(path) is not a SQLite database (file is not a database): the file is damaged; "
            + "move it away and rerun")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
    }

    @Test(.enabled(if: hasSQLiteShell))
    func aFileTruncatedMidPageIsDamagedAndIsLeftAsItWas() throws {
        let path = freshDatabasePath()
        try populatedStore(at: path)
        let whole = try Data(contentsOf: URL(fileURLWithPath: path))
        try #require(whole.count > 3 * 4096)
        let truncated = whole.prefix(2 * 4096 + 1000)
        try truncated.write(to: URL(fileURLWithPath: path))

        let error = #expect(throws: StoreError.self) { try Store(path: path) }
        #expect(error?.trouble == .damaged)
        #expect(error?.description == "store \(path) is damaged (database disk image is malformed); move it away and rerun")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == truncated)
    }

    /// A store with a few rows in every table's first pages, checkpointed into the main file and closed.
    private func populatedStore(at path: String) throws {
        _ = try Store(path: path)
        _ = try runSQLiteShell(path, """
            INSERT INTO cached_answer VALUES ('s', 'm', '', 'i', 'found', randomblob(9000), 0, NULL);
            INSERT INTO dota_match VALUES ('s', 1, 1, 0, randomblob(9000), 'sequence', 0, 'match');
            PRAGMA wal_checkpoint(TRUNCATE);
            """)
        try? FileManager.default.removeItem(atPath: path + "-wal")
        try? FileManager.default.removeItem(atPath: path + "-shm")
    }
}
