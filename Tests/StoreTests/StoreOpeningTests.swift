// StoreOpeningTests.swift: where the store lives, how it is opened, and how a bad path is reported.
import Foundation
import Store
import Testing

@Suite final class StoreOpeningTests: TemporaryDirectoryTests {
    @Test func explicitDatabaseVariableWins() {
        let environment = ["STEAM_PIPES_DB": "/data/pipes.sqlite", "XDG_CACHE_HOME": "/xdg", "HOME": "/home/u"]
        #expect(Store.defaultPath(environment: environment) == "/data/pipes.sqlite")
    }

    @Test func xdgCacheHomeComesNext() {
        let environment = ["STEAM_PIPES_DB": "", "XDG_CACHE_HOME": "/xdg", "HOME": "/home/u"]
        #expect(Store.defaultPath(environment: environment) == "/xdg/steam-pipes/steam-pipes.sqlite")
    }

    @Test(arguments: [["HOME": "/home/u"], ["XDG_CACHE_HOME": "", "HOME": "/home/u"], ["XDG_CACHE_HOME": "relative", "HOME": "/home/u"]])
    func homeCacheIsTheFallback(environment: [String: String]) {
        #expect(Store.defaultPath(environment: environment) == "/home/u/.cache/steam-pipes/steam-pipes.sqlite")
    }

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
        #expect(try runSQLiteShell(path, "PRAGMA user_version") == "1")
    }

    @Test func reopeningKeepsTheSchemaAndData() throws {
        let path = freshDatabasePath()
        try Store(path: path).cache([(key: "k", status: 200, body: Data("v".utf8))])
        for _ in 0..<3 {
            #expect(try Store(path: path).cached("k", maxAge: nil)?.body == Data("v".utf8))
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
