// Store.swift: the SQLite file behind every steam-pipes tool, opened so that many processes can share it.
import Foundation
import GRDB
import Synchronization

/// The embedded database: cached answers for now; the match store and history snapshots come with their tools.
///
/// Several tools of one pipe open and write the same file at once, each in its own process.
/// The file is in WAL mode (readers never block the writer), every write transaction is
/// IMMEDIATE and waits up to `busyTimeout` for the write lock, and each public write is one
/// transaction, so a killed process leaves either all of a call's rows or none.
public final class Store: Sendable {
    public let path: String
    let pool: DatabasePool
    /// A read-only connection for point reads made on the caller's thread, opened on first use.
    private let pointReaderConnection = Mutex<DatabaseQueue?>(nil)

    /// How long a connection waits for another process's lock before giving up.
    static let busyTimeout: TimeInterval = 30
    /// Opening retries for the SQLITE_BUSY answers that bypass the busy handler.
    static let maximumOpenAttempts = 10

    /// Opens the store at `path`, creating the file, its parent directories and the schema
    /// as needed.
    public init(path: String) throws(StoreError) {
        self.path = path
        let directory = (path as NSString).deletingLastPathComponent
        do {
            if !directory.isEmpty {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            }
        } catch {
            throw StoreError(path: path, operation: "cannot create directory \(directory)", underlying: error)
        }
        try Schema.refuseNewer(at: path)
        do {
            pool = try Self.openPool(at: path)
        } catch {
            throw StoreError(path: path, operation: "cannot open", underlying: error)
        }
    }

    /// Opens the store off Swift's cooperative threads: opening may wait up to `busyTimeout` for another
    /// process's lock, and on 2 cores two such blocked threads would stall every task of the process.
    public static func open(path: String) async throws(StoreError) -> Store {
        let result: Result<Store, StoreError> = await withCheckedContinuation { continuation in
            openingQueue.async {
                do throws(StoreError) {
                    continuation.resume(returning: .success(try Store(path: path)))
                } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
        }
        return try result.get()
    }

    private static let openingQueue = DispatchQueue(label: "steam-pipes store opening")

    /// The connection for point reads; the pool has made the file and its WAL by the time any read is asked for.
    func pointReader() throws -> DatabaseQueue {
        try pointReaderConnection.withLock { connection in
            if let connection { return connection }
            var configuration = Configuration()
            configuration.readonly = true
            configuration.busyMode = .timeout(Self.busyTimeout)
            let opened = try DatabaseQueue(path: path, configuration: configuration)
            connection = opened
            return opened
        }
    }

    /// Runs `body` (GRDB's async access, which waits on GRDB's own queues), turning whatever it throws into a
    /// StoreError that says what was attempted.
    func access<T>(_ operation: String, _ body: () async throws -> T) async throws(StoreError) -> T {
        do {
            return try await body()
        } catch {
            throw StoreError(path: path, operation: operation, underlying: error)
        }
    }

    /// Opens the pool and migrates the schema, retrying the whole open on SQLITE_BUSY.
    ///
    /// The busy timeout covers ordinary lock waits, but when several processes meet a brand-new
    /// file, `PRAGMA journal_mode = WAL` (run by DatabasePool's initialiser) can answer
    /// SQLITE_BUSY without calling the busy handler: a few of every thousand processes did, in
    /// rounds of 24 opening one fresh file. The race ends as soon as one process has switched
    /// the file, so a short randomised pause and a fresh attempt settle it. A SQLITE_BUSY that came after the whole
    /// busy timeout is another process holding its write lock: retrying that would wait ten times as long, so
    /// the open fails then.
    private static func openPool(at path: String) throws -> DatabasePool {
        let givingUp = Date().addingTimeInterval(busyTimeout)
        var attempt = 1
        while true {
            do {
                let pool = try DatabasePool(path: path, configuration: configuration)
                try Schema.migrate(pool, path: path)
                return pool
            } catch let error as DatabaseError
                where error.resultCode == .SQLITE_BUSY && attempt < maximumOpenAttempts && Date() < givingUp
            {
                Thread.sleep(forTimeInterval: Double(attempt) * .random(in: 0.01...0.05))
                attempt += 1
            }
        }
    }

    private static var configuration: Configuration {
        var configuration = Configuration()
        configuration.busyMode = .timeout(busyTimeout)
        // DatabasePool uses WAL anyway; say so, since the multi-process safety depends on it.
        configuration.journalMode = .wal
        return configuration
    }
}
