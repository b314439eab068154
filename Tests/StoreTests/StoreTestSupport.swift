// StoreTestSupport.swift: a fresh directory per test, and the sqlite3 command-line shell for looking behind the store's back.
import Foundation
import Store
import Testing

/// Base for suites whose every test gets a new, empty directory, removed when the test ends
/// (Swift Testing makes one suite instance per test, so init and deinit bracket it).
class TemporaryDirectoryTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("steam-pipes-store-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// A path in the test's directory for a database file that does not exist yet.
    func freshDatabasePath(_ name: String = "store.sqlite") -> String {
        directory.appendingPathComponent(name).path
    }
}

/// Where Debian's sqlite3 shell lives; tests that need it are skipped without it.
let sqliteShell = "/usr/bin/sqlite3"
let hasSQLiteShell = FileManager.default.isExecutableFile(atPath: sqliteShell)

/// Runs `sql` against `path` with the sqlite3 shell and returns what it prints, trimmed.
func runSQLiteShell(_ path: String, _ sql: String) throws -> String {
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: sqliteShell)
    shell.arguments = [path, sql]
    let output = Pipe()
    shell.standardOutput = output
    try shell.run()
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    shell.waitUntilExit()
    try #require(shell.terminationStatus == 0, "sqlite3 failed on: \(sql)")
    return String(decoding: printed, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}

/// One scope for tests that are not about scopes.
let testScope = AnswerScope(server: "https://api.example.test", method: "GetThing")

extension Store {
    /// Saves one found answer per (identity, body), in one call.
    func put(_ entries: [(identity: String, body: Data)], fetchedAt: Date = Date(), expiresAt: Date? = nil) async throws {
        try await save(entries.map {
            (identity: $0.identity, answer: StoredAnswer(outcome: "found", body: $0.body, fetchedAt: fetchedAt, expiresAt: expiresAt))
        }, in: testScope)
    }

    /// The stored answer for `identity` in the test scope, at any age.
    func get(_ identity: String) async throws -> StoredAnswer? {
        try await answers(in: testScope, for: [identity], freshAt: nil)[identity]
    }
}
