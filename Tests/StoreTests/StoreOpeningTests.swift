// StoreOpeningTests.swift: where the store lives, how it is opened, and how a bad path is reported.
import Foundation
import Store
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
        #expect(try runSQLiteShell(path, "PRAGMA user_version") == "5")
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

    @Test func pathThatIsADirectoryIsAStoreErrorFromSQLite() throws {
        let path = directory.path
        let error = #expect(throws: StoreError.self) { try Store(path: path) }
        #expect(error?.description == "store \(path): cannot open: unable to open database file")
    }

    @Test(.enabled(if: hasSQLiteShell))
    func storeFromANewerSchemaIsRefused() throws {
        let path = freshDatabasePath()
        _ = try Store(path: path)
        _ = try runSQLiteShell(path, "PRAGMA user_version = 99")

        let error = #expect(throws: StoreError.self) { try Store(path: path) }
        #expect(error?.description.contains("schema version 99 is newer") == true)
    }
}
