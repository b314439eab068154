// SQLiteConnection.swift: owns one sqlite3 connection: opens it, runs SQL and transactions on it, keeps its prepared
// statements, closes it.
internal import CSQLite
import FoundationGaps

/// Sole owner of one `sqlite3` connection, closed when the owner goes.
///
/// Opened in SQLite's multi-thread mode (SQLITE_OPEN_NOMUTEX): a connection may move between threads but is used by
/// one at a time, which whoever holds it guarantees (the writer's serial queue, the reader pool's lending, the point
/// reader's mutex), so SQLite's own per-call mutex would be paid for nothing. That is also why it is unchecked
/// Sendable: it may be handed to another thread, never shared with one.
final class SQLiteConnection: @unchecked Sendable {
    enum Access {
        /// Reads and writes, creating the file when it is missing.
        case readWrite
        /// Reads only; the file must exist.
        case readOnly
        /// Reads a file no process can be writing (its directory or mount is read-only, so its shared-memory file
        /// cannot be made): opened as `file:…?immutable=1`, which takes no locks and needs no shared memory. A WAL
        /// file beside it is not read, so such a file reads as of its last checkpoint.
        case immutable
    }

    enum TransactionKind: String {
        /// Takes the read snapshot at the first read, and the write lock only if a statement writes.
        case deferred = "BEGIN DEFERRED"
        /// Takes the write lock at once, waiting for it under the busy timeout; a write transaction that began
        /// deferred and met another writer would fail with SQLITE_BUSY at once, the handler unasked.
        case immediate = "BEGIN IMMEDIATE"
    }

    private let handle: OpaquePointer
    /// Prepared statements by SQL, for the statements run again and again.
    private var statements: [String: SQLiteStatement] = [:]

    /// Opens `path`, with SQLite's extended result codes and `busyTimeout` milliseconds of waiting for another
    /// connection's lock before a call answers SQLITE_BUSY.
    init(path: String, access: Access, busyTimeout milliseconds: Int32) throws(SQLiteError) {
        var opened: OpaquePointer?
        let accessFlags = switch access {
        case .readWrite: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        case .readOnly: SQLITE_OPEN_READONLY
        case .immutable: SQLITE_OPEN_READONLY | SQLITE_OPEN_URI
        }
        let flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE | accessFlags
        let result = sqlite3_open_v2(access == .immutable ? Self.immutableURI(path) : path, &opened, flags, nil)
        guard result == SQLITE_OK, let opened else {
            // A failed open usually still hands back a connection, holding the error; it must be closed all the same.
            let error = SQLiteError(result == SQLITE_OK ? SQLITE_NOMEM : result, on: opened, sql: nil)
            sqlite3_close_v2(opened)
            throw error
        }
        handle = opened
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, milliseconds)
    }

    /// `path` as a SQLite URI filename with `immutable=1`: every byte but the unreserved ones and "/" percent-encoded,
    /// since "?", "#" and "%" in a file name would otherwise end or change the path.
    static func immutableURI(_ path: String) -> String {
        "file:" + path.percentEncoded(allowing: .filePath) + "?immutable=1"
    }

    deinit {
        // Finalizing first lets the close end the connection now rather than leave a zombie to the last finalize.
        statements.removeAll()
        sqlite3_close_v2(handle)
    }

    /// The statement for `sql`, prepared on first use and kept for the connection's life. For SQL that is the same
    /// text every time; SQL made per call goes through `prepare`.
    func cachedStatement(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        if let statement = statements[sql] { return statement }
        let statement = try SQLiteStatement(sql, on: handle, persistent: true)
        statements[sql] = statement
        return statement
    }

    /// A statement for `sql`, finalized when the caller lets it go.
    func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
        try SQLiteStatement(sql, on: handle, persistent: false)
    }

    /// Runs `sql`, which may hold several statements separated by semicolons, ignoring any rows.
    func execute(_ sql: String) throws(SQLiteError) {
        var message: UnsafeMutablePointer<CChar>?
        let result = sqlite3_exec(handle, sql, nil, nil, &message)
        defer { sqlite3_free(message) }
        guard result == SQLITE_OK else {
            throw SQLiteError(
                extendedCode: sqlite3_extended_errcode(handle),
                message: message.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(result)), sql: sql)
        }
    }

    /// Runs `body` in one transaction: committed when it returns, rolled back when it or the commit throws, so that
    /// the transaction's rows are all written or none.
    func transaction<T>(_ kind: TransactionKind, _ body: () throws -> T) throws -> T {
        try cachedStatement(kind.rawValue).run()
        do {
            let value = try body()
            try cachedStatement("COMMIT").run()
            return value
        } catch {
            // SQLite may have rolled back already (a full disk, an interrupted statement); a second ROLLBACK would
            // fail and hide the error that caused the first.
            if sqlite3_get_autocommit(handle) == 0 {
                try? cachedStatement("ROLLBACK").run()
            }
            throw error
        }
    }

    /// How many rows the last INSERT, UPDATE or DELETE changed.
    var changes: Int {
        Int(sqlite3_changes64(handle))
    }
}
