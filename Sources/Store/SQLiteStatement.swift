// SQLiteStatement.swift: owns one prepared sqlite3_stmt: binds its parameters, steps through its rows, finalizes it.
internal import CSQLite
import FoundationEssentials

/// Sole owner of one prepared statement, used by one thread at a time as its connection is. Every run ends with the
/// statement reset: a SELECT left mid-rows would hold its read transaction open, pinning the WAL and hiding later
/// writes from this connection.
final class SQLiteStatement {
    let sql: String
    private let handle: OpaquePointer
    /// Column indexes by name, made on the first read by name.
    private var columnIndexes: [String: Int32]?

    /// Prepares `sql`, one statement. `persistent` tells SQLite the statement will be kept and run many times.
    init(_ sql: String, on connection: OpaquePointer, persistent: Bool) throws(SQLiteError) {
        var prepared: OpaquePointer?
        let flags = persistent ? UInt32(SQLITE_PREPARE_PERSISTENT) : 0
        let result = sqlite3_prepare_v3(connection, sql, -1, flags, &prepared, nil)
        guard result == SQLITE_OK, let prepared else {
            sqlite3_finalize(prepared)
            throw SQLiteError(result == SQLITE_OK ? SQLITE_MISUSE : result, on: connection, sql: sql)
        }
        self.sql = sql
        handle = prepared
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Binds `values` to the statement's parameters in order, from the first.
    func bind<each Value: SQLiteValue>(_ values: repeat each Value) throws(SQLiteError) {
        var index: Int32 = 1
        for value in repeat each values {
            try bind(value, at: index)
            index += 1
        }
    }

    /// Binds `value` to parameter `index` (1-based, as SQLite counts).
    func bind(_ value: some SQLiteValue, at index: Int32) throws(SQLiteError) {
        let result = value.bind(to: handle, at: index)
        guard result == SQLITE_OK else { throw failure(result) }
    }

    /// Binds `values` in order to the parameters from `index` on.
    func bind(_ values: some Sequence<some SQLiteValue>, from index: Int32) throws(SQLiteError) {
        var index = index
        for value in values {
            try bind(value, at: index)
            index += 1
        }
    }

    /// Runs the statement to its end, for what it does rather than what it returns.
    func run() throws(SQLiteError) {
        defer { reset() }
        while true {
            switch sqlite3_step(handle) {
            case SQLITE_DONE: return
            case SQLITE_ROW: continue
            case let result: throw failure(result)
            }
        }
    }

    /// Hands each row to `body` in turn; a row is only valid during its call.
    func forEachRow(_ body: (SQLiteRow) -> Void) throws(SQLiteError) {
        defer { reset() }
        while true {
            switch sqlite3_step(handle) {
            case SQLITE_DONE: return
            case SQLITE_ROW: body(SQLiteRow(statement: self))
            case let result: throw failure(result)
            }
        }
    }

    /// `read` of the first row, or nil when there is none; the rest are not stepped through.
    func firstRow<T>(_ read: (SQLiteRow) -> T) throws(SQLiteError) -> T? {
        defer { reset() }
        switch sqlite3_step(handle) {
        case SQLITE_DONE: return nil
        case SQLITE_ROW: return read(SQLiteRow(statement: self))
        case let result: throw failure(result)
        }
    }

    /// Every row, each made by `read`.
    func rows<T>(_ read: (SQLiteRow) -> T) throws(SQLiteError) -> [T] {
        var all: [T] = []
        try forEachRow { row in all.append(read(row)) }
        return all
    }

    /// Readies the statement for its next run, dropping the bound values (response bodies may be large) with it.
    private func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    private func failure(_ result: Int32) -> SQLiteError {
        SQLiteError(result, on: sqlite3_db_handle(handle), sql: sql)
    }

    fileprivate func value<Value: SQLiteValue>(at index: Int32) -> Value {
        precondition(index >= 0 && index < sqlite3_column_count(handle), "no column \(index) in \(sql)")
        return Value.read(from: handle, at: index)
    }

    fileprivate func index(ofColumn name: String) -> Int32 {
        if columnIndexes == nil {
            columnIndexes = Dictionary(
                (0..<sqlite3_column_count(handle)).map { (String(cString: sqlite3_column_name(handle, $0)), $0) },
                uniquingKeysWith: { first, _ in first })
        }
        guard let index = columnIndexes?[name] else { preconditionFailure("no column \(name) in \(sql)") }
        return index
    }
}

/// The row a statement stands on, lent to a closure for the length of one call: SQLite reuses the row's memory at the
/// next step, so a row must not be kept. (Non-copyable would say so to the compiler, but Swift 6.3's optimizer
/// crashes inlining a closure that borrows one.)
struct SQLiteRow {
    fileprivate let statement: SQLiteStatement

    /// Column `index`, counted from 0 as SQLite counts columns.
    subscript<Value: SQLiteValue>(index: Int) -> Value {
        statement.value(at: Int32(index))
    }

    /// The column `name` names, as the SELECT lists it (without a table's prefix).
    subscript<Value: SQLiteValue>(name: String) -> Value {
        statement.value(at: statement.index(ofColumn: name))
    }
}

/// A Swift value bound to a parameter or read from a column. A NULL column reads as nil for an optional, and as
/// SQLite converts it (0, "", no bytes) otherwise.
protocol SQLiteValue {
    /// sqlite3_bind_* of this value; the bytes of text and blobs are copied by SQLite before it returns.
    func bind(to statement: OpaquePointer, at index: Int32) -> Int32
    static func read(from statement: OpaquePointer, at index: Int32) -> Self
}

extension Int64: SQLiteValue {
    func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        sqlite3_bind_int64(statement, index, self)
    }

    static func read(from statement: OpaquePointer, at index: Int32) -> Int64 {
        sqlite3_column_int64(statement, index)
    }
}

extension Int: SQLiteValue {
    func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        sqlite3_bind_int64(statement, index, Int64(self))
    }

    static func read(from statement: OpaquePointer, at index: Int32) -> Int {
        Int(sqlite3_column_int64(statement, index))
    }
}

extension Double: SQLiteValue {
    func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        sqlite3_bind_double(statement, index, self)
    }

    static func read(from statement: OpaquePointer, at index: Int32) -> Double {
        sqlite3_column_double(statement, index)
    }
}

extension String: SQLiteValue {
    func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        var text = self
        return text.withUTF8 { utf8 in
            // An empty buffer may have no address, and SQLite binds a null address as NULL, not as ''.
            guard let start = utf8.baseAddress, !utf8.isEmpty else {
                return sp_sqlite3_bind_text_copy(statement, index, "", 0)
            }
            return start.withMemoryRebound(to: CChar.self, capacity: utf8.count) {
                sp_sqlite3_bind_text_copy(statement, index, $0, sqlite3_uint64(utf8.count))
            }
        }
    }

    static func read(from statement: OpaquePointer, at index: Int32) -> String {
        // sqlite3_column_text before sqlite3_column_bytes: the first may convert the value, changing its length.
        guard let text = sqlite3_column_text(statement, index) else { return "" }
        return String(decoding: UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(statement, index))), as: UTF8.self)
    }
}

extension Data: SQLiteValue {
    func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        withUnsafeBytes { bytes in
            // An empty Data may have no address, and SQLite binds a null address as NULL: a blob of no bytes is
            // bound as one, so that it reads back as no bytes rather than as a missing value.
            guard let start = bytes.baseAddress, !bytes.isEmpty else { return sqlite3_bind_zeroblob(statement, index, 0) }
            return sp_sqlite3_bind_blob_copy(statement, index, start, sqlite3_uint64(bytes.count))
        }
    }

    static func read(from statement: OpaquePointer, at index: Int32) -> Data {
        // sqlite3_column_blob before sqlite3_column_bytes, as for text.
        guard let bytes = sqlite3_column_blob(statement, index) else { return Data() }
        return Data(bytes: bytes, count: Int(sqlite3_column_bytes(statement, index)))
    }
}

extension Optional: SQLiteValue where Wrapped: SQLiteValue {
    func bind(to statement: OpaquePointer, at index: Int32) -> Int32 {
        switch self {
        case .some(let value): value.bind(to: statement, at: index)
        case .none: sqlite3_bind_null(statement, index)
        }
    }

    static func read(from statement: OpaquePointer, at index: Int32) -> Wrapped? {
        sqlite3_column_type(statement, index) == SQLITE_NULL ? nil : Wrapped.read(from: statement, at: index)
    }
}
