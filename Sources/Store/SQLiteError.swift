// SQLiteError.swift: what SQLite answered when a call failed: its result codes, its own message, and the SQL it was given.
internal import CSQLite

/// A failed SQLite call. The store turns it into a StoreError, whose words come from `message` and whose remedy comes
/// from `code`; the rest is for whoever debugs the layer.
struct SQLiteError: Error, CustomStringConvertible {
    /// The extended result code (SQLITE_BUSY_SNAPSHOT, SQLITE_CONSTRAINT_NOTNULL, …): every connection asks for them.
    let extendedCode: Int32
    /// SQLite's own words (sqlite3_errmsg), never with the statement's arguments: those are whole response bodies.
    let message: String
    /// The statement being prepared or run; nil when opening or configuring the connection failed.
    let sql: String?

    /// The primary result code (SQLITE_BUSY, SQLITE_CORRUPT, …), which is what a caller decides by.
    var code: Int32 { extendedCode & 0xFF }

    /// What the statement does, in a few words ("INSERT INTO dota_match", "SELECT FROM cached_answer", "PRAGMA
    /// journal_mode"): enough to name the failed operation without quoting a statement that may run to pages.
    var operation: String? {
        guard let sql else { return nil }
        let words = sql.split(whereSeparator: { " \n\t(;,".contains($0) })
        guard let verb = words.first?.uppercased() else { return nil }
        switch verb {
        case "INSERT", "REPLACE", "DELETE", "SELECT":
            guard let preposition = words.firstIndex(where: { ["INTO", "FROM"].contains($0.uppercased()) }),
                  preposition + 1 < words.endIndex
            else { return verb }
            return "\(verb) \(words[preposition].uppercased()) \(words[preposition + 1])"
        case "UPDATE", "PRAGMA":
            return words.dropFirst().first.map { "\(verb) \($0)" } ?? verb
        default:
            return verb
        }
    }

    var description: String {
        let code = "SQLite result \(extendedCode)"
        guard let operation else { return "\(message) (\(code))" }
        return "\(message) (\(code), in \(operation))"
    }

    /// The error `connection` last recorded, after a call on it answered `result`.
    init(_ result: Int32, on connection: OpaquePointer?, sql: String?) {
        extendedCode = result
        self.sql = sql
        if let connection, let text = sqlite3_errmsg(connection), sqlite3_extended_errcode(connection) == result {
            message = String(cString: text)
        } else {
            // The connection's last error is another call's (or there is no connection): SQLite's words for the code.
            message = String(cString: sqlite3_errstr(result))
        }
    }

    init(extendedCode: Int32, message: String, sql: String?) {
        self.extendedCode = extendedCode
        self.message = message
        self.sql = sql
    }
}
