// Store.swift: the SQLite file behind every steam-pipes tool, opened so that many processes can share it.
internal import CSQLite
import Dispatch
import FoundationEssentials
import FoundationGaps
import Glibc
import Synchronization

/// The embedded database: cached answers for now; the match store and history snapshots come with their tools.
///
/// Several tools of one pipe open and write the same file at once, each in its own process.
/// The file is in WAL mode (readers never block the writer), every write transaction is
/// IMMEDIATE and waits up to `busyTimeout` for the write lock, and each public write is one
/// transaction, so a killed process leaves either all of a call's rows or none.
public final class Store: Sendable {
    public let path: String
    /// Either the one writer, or why there is none: a current store on a read-only file, directory or mount is
    /// opened for reading alone (`--offline`, `history`, `dota-detail stored` on a backup), and each write fails with
    /// what opening the writer met.
    private let writing: Result<WriterLane, StoreError>
    let readers: ReaderPool
    /// How readers open the file: read-only, or immutable where not even the shared-memory file can be made.
    private let readerAccess: SQLiteConnection.Access
    /// A read-only connection for point reads made on the caller's thread, opened on first use.
    private let pointReaderConnection = Mutex<SQLiteConnection?>(nil)

    /// How long a connection waits for another process's lock before giving up.
    static let busyTimeout: TimeInterval = 30
    static let busyTimeoutMilliseconds = Int32(busyTimeout * 1000)
    /// Opening retries for the SQLITE_BUSY answers that bypass the busy handler.
    static let maximumOpenAttempts = 10
    /// Readers open at once at most; more concurrent reads wait for one.
    static let maximumReaders = 5

    /// Opens the store at `path`, creating the file, its parent directories and the schema
    /// as needed.
    public init(path: String) throws(StoreError) {
        self.path = path
        let directory = parentDirectory(of: path)
        if !directory.isEmpty, let failure = createDirectories(directory) {
            throw StoreError(path: path, operation: "cannot create directory \(directory)", reason: String(cString: strerror(failure)))
        }
        try Self.refuseSpecialFile(at: path)
        try Schema.refuseNewer(at: path)
        do {
            writing = .success(WriterLane(try Self.openWriter(at: path)))
            readerAccess = .readOnly
        } catch {
            let failure = StoreError(path: path, operation: "cannot open", underlying: error)
            guard failure.trouble == .readOnly, let (access, version) = Self.readableAccess(at: path) else { throw failure }
            guard version == Schema.steps.count else {
                // Version 0 is a file with no store in it yet, which only the writer could make one of.
                if version == 0 { throw failure }
                throw StoreError(
                    path: path, operation: "cannot open",
                    reason: "its schema version \(version) must be upgraded to \(Schema.steps.count) first", trouble: .readOnly)
            }
            writing = .failure(failure)
            readerAccess = access
        }
        readers = ReaderPool(
            path: path, access: readerAccess, busyTimeout: Self.busyTimeoutMilliseconds, capacity: Self.maximumReaders)
    }

    /// How a store that cannot be written can still be read, and its schema version, which must be this version's
    /// (a migration needs the writer); nil for a file that cannot be read either, such as a missing one. Read-only
    /// first, which reads the WAL beside the file; immutable where that cannot make the shared-memory file.
    private static func readableAccess(at path: String) -> (SQLiteConnection.Access, version: Int)? {
        for access in [SQLiteConnection.Access.readOnly, .immutable] {
            guard let connection = try? SQLiteConnection(path: path, access: access, busyTimeout: busyTimeoutMilliseconds),
                let version = try? Schema.userVersion(connection)
            else { continue }
            return (access, version)
        }
        return nil
    }

    /// Refuses a path that names a FIFO, a socket or a device before anything opens it: open(2) of a FIFO for
    /// reading blocks until a writer comes, which would hang every tool, and SQLite can use none of them. A missing
    /// file is a new store, and a directory is SQLite's to judge, as before.
    private static func refuseSpecialFile(at path: String) throws(StoreError) {
        var status = stat()
        guard stat(path, &status) == 0 else { return }
        let kind: String
        switch status.st_mode & S_IFMT {
        case S_IFREG, S_IFDIR: return
        case S_IFIFO: kind = "a FIFO"
        case S_IFSOCK: kind = "a socket"
        case S_IFCHR: kind = "a character device"
        case S_IFBLK: kind = "a block device"
        default: kind = "a special file"
        }
        throw StoreError(path: path, operation: "cannot open", reason: kind, trouble: .notAFile(kind: kind))
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

    /// `body` on the connection for point reads, made on the caller's thread; by the time any read is asked for,
    /// the writer has made the file and its WAL, or, for a store that cannot be written, `readableAccess` has read it.
    func withPointReader<T: Sendable>(_ body: (SQLiteConnection) throws(SQLiteError) -> T) throws(SQLiteError) -> T {
        try pointReaderConnection.withLock { (connection: inout SQLiteConnection?) throws(SQLiteError) -> T in
            if let connection { return try body(connection) }
            let opened = try SQLiteConnection(path: path, access: readerAccess, busyTimeout: Self.busyTimeoutMilliseconds)
            connection = opened
            return try body(opened)
        }
    }

    /// `body` as one IMMEDIATE transaction on the writer's queue, turning whatever it throws into a StoreError that
    /// says what was attempted.
    func write<T: Sendable>(_ operation: String, _ body: @escaping @Sendable (SQLiteConnection) throws -> T) async throws(StoreError) -> T {
        let writer: WriterLane
        switch writing {
        case .success(let lane): writer = lane
        case .failure(let failure): throw failure
        }
        do {
            return try await writer.run { connection in try connection.transaction(.immediate) { try body(connection) } }
        } catch {
            throw StoreError(path: path, operation: operation, underlying: error)
        }
    }

    /// `body` in one read transaction on a reader, off the caller's thread, its failures as for `write`.
    func read<T: Sendable>(_ operation: String, _ body: @escaping @Sendable (SQLiteConnection) throws -> T) async throws(StoreError) -> T {
        do {
            return try await readers.read(body)
        } catch {
            throw StoreError(path: path, operation: operation, underlying: error)
        }
    }

    /// Opens the writer, switches the file to WAL and migrates the schema, retrying the whole open on SQLITE_BUSY.
    ///
    /// The busy timeout covers ordinary lock waits, but when several processes meet a brand-new
    /// file, `PRAGMA journal_mode = WAL` can answer SQLITE_BUSY without calling the busy handler: a few of every
    /// thousand processes did, in rounds of 24 opening one fresh file. The race ends as soon as one process has switched
    /// the file, so a short randomised pause and a fresh attempt settle it. A SQLITE_BUSY that came after the whole
    /// busy timeout is another process holding its write lock: retrying that would wait ten times as long, so
    /// the open fails then.
    static func openWriter(at path: String) throws -> SQLiteConnection {
        let givingUp = ContinuousClock.now + .seconds(busyTimeout)
        var attempt = 1
        while true {
            do {
                let connection = try SQLiteConnection(path: path, access: .readWrite, busyTimeout: busyTimeoutMilliseconds)
                try prepareWriter(connection)
                try Schema.migrate(connection, path: path)
                return connection
            } catch let error as SQLiteError
                where error.code == SQLITE_BUSY && attempt < maximumOpenAttempts && ContinuousClock.now < givingUp
            {
                usleep(useconds_t(Double(attempt) * .random(in: 0.01...0.05) * 1_000_000))
                attempt += 1
            }
        }
    }

    /// WAL, on which the multi-process safety depends; synchronous NORMAL, which in WAL mode still never corrupts
    /// the file and loses no commit to a killed process, only to a power cut; and a read of the schema, so that a
    /// file that is not a database, or is damaged where the schema lies, fails here with SQLite's words for it.
    private static func prepareWriter(_ connection: SQLiteConnection) throws(SQLiteError) {
        let mode = try connection.prepare("PRAGMA journal_mode = WAL").firstRow { $0[0] as String }
        guard mode?.lowercased() == "wal" else {
            throw SQLiteError(
                extendedCode: SQLITE_ERROR, message: "could not switch to WAL mode (journal mode \(mode ?? "unknown"))",
                sql: "PRAGMA journal_mode = WAL")
        }
        try connection.execute("PRAGMA synchronous = NORMAL")
        try connection.prepare("SELECT * FROM sqlite_master LIMIT 1").run()
    }
}

/// Makes `directory` and any parent it lacks, as `mkdir -p` does, or answers the errno of the step that failed. A
/// directory made at the same moment by another process is as good as one made here.
private func createDirectories(_ directory: String) -> Int32? {
    var status = stat()
    if stat(directory, &status) == 0 {
        return status.st_mode & S_IFMT == S_IFDIR ? nil : EEXIST
    }
    let parent = parentDirectory(of: directory)
    if !parent.isEmpty, parent != directory, stat(parent, &status) != 0, let failure = createDirectories(parent) {
        return failure
    }
    guard mkdir(directory, 0o777) == 0 else {
        let failure = errno
        if failure == EEXIST, stat(directory, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { return nil }
        return failure
    }
    return nil
}
