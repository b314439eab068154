// StoreError.swift: the one error the store throws, naming the database file, what is wrong with it and what to do.
internal import CSQLite
import FoundationGaps
import Glibc

/// A store operation failed. Where the cause is one a person can act on (a damaged file, a directory, a read-only or
/// full disk, a lock held too long, a newer schema) the description says so and what to do:
/// `store /x/y.sqlite is not a SQLite database (file is not a database): the file is damaged; move it away and rerun`.
/// Otherwise it names the operation and SQLite's reason: `store /x/y.sqlite: cannot read cache: disk I/O error`.
public struct StoreError: Error, CustomStringConvertible, Sendable {
    public let path: String
    /// What failed: "cannot open", "cannot read cache", …
    public let operation: String
    public let reason: String
    /// What is wrong with the file, when that is known.
    public let trouble: Trouble?

    /// The causes a person can act on, each with its remedy. None of them is mended by the store itself: a damaged
    /// or newer file may hold matches fetched over days, so it is never recreated behind the user's back.
    public enum Trouble: Sendable, Equatable {
        case notADatabase
        case damaged
        case directory
        /// A FIFO, a socket or a device: opening a FIFO for reading waits for a writer, so it is refused by its type.
        case notAFile(kind: String)
        case readOnly
        case full
        /// Another connection held the write lock past the busy timeout (SQLITE_BUSY): in practice another process,
        /// since each steam-pipes process writes through one connection.
        case locked
        /// A table in use by another statement of the same connection (SQLITE_LOCKED): a conflict within this process,
        /// which no other process caused and waiting would not end.
        case lockedWithinProcess
        case newerSchema(found: Int, known: Int)
        /// A SQLite database some other program made.
        case foreign

        func headline(_ reason: String) -> String {
            switch self {
            case .notADatabase: "is not a SQLite database (\(reason)): the file is damaged"
            case .damaged: "is damaged (\(reason))"
            case .directory: "is a directory, not a database file"
            case .notAFile(let kind): "is \(kind), not a database file"
            case .readOnly: "cannot be written (\(reason)): the file or its directory is read-only"
            case .full: "cannot grow (\(reason)): its disk is full"
            case .locked: "is locked by another process (\(reason)), longer than the \(Int(Store.busyTimeout)) s steam-pipes waits"
            case .lockedWithinProcess: "is locked within steam-pipes itself (\(reason)): one of its own statements still uses the table"
            case .newerSchema(let found, let known):
                "was written by a newer steam-pipes (schema version \(found); this one knows up to \(known))"
            case .foreign: "is a SQLite database, but not a steam-pipes store (\(reason))"
            }
        }

        var remedy: String {
            switch self {
            case .notADatabase, .damaged: "move it away and rerun"
            case .directory, .notAFile: "move it away, or point STEAM_PIPES_DB at a file"
            case .readOnly: "make the file and its directory writable"
            case .full: "free space on its disk and rerun"
            case .locked: "let that process finish and rerun"
            case .lockedWithinProcess: "rerun, and report it as a steam-pipes bug if it happens again"
            case .newerSchema: "use that steam-pipes, or move the file away and rerun"
            case .foreign: "point STEAM_PIPES_DB at another file"
            }
        }
    }

    public var description: String {
        guard let trouble else { return "store \(path): \(operation): \(reason)" }
        return "store \(path) \(trouble.headline(reason)); \(trouble.remedy)"
    }

    init(path: String, operation: String, reason: String, trouble: Trouble? = nil) {
        self.path = path
        self.operation = operation
        self.reason = reason
        self.trouble = trouble
    }

    init(path: String, operation: String, underlying error: any Error) {
        if let error = error as? StoreError {
            self = error
            return
        }
        self.init(
            path: path, operation: operation, reason: Self.reason(for: error),
            trouble: Self.trouble(of: error, at: path))
    }

    /// The shortest message that says what went wrong: SQLite's own, which never quotes the statement's arguments
    /// (here whole response bodies).
    private static func reason(for error: any Error) -> String {
        switch error {
        case let error as SQLiteError: error.message
        default: String(describing: error)
        }
    }

    /// SQLite's result code says most; where it only says "unable to open" (SQLITE_CANTOPEN) or "disk I/O error",
    /// the file and its disk say the rest.
    private static func trouble(of error: any Error, at path: String) -> Trouble? {
        guard let error = error as? SQLiteError else { return nil }
        switch error.code {
        case SQLITE_NOTADB: return .notADatabase
        case SQLITE_CORRUPT: return .damaged
        case SQLITE_READONLY: return .readOnly
        case SQLITE_FULL: return .full
        case SQLITE_BUSY: return .locked
        case SQLITE_LOCKED: return .lockedWithinProcess
        case SQLITE_CANTOPEN, SQLITE_IOERR:
            var status = stat()
            if stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { return .directory }
            if diskIsFull(under: path) { return .full }
            let directory = parentDirectory(of: path)
            if access(path, W_OK) != 0 && errno != ENOENT || access(directory.isEmpty ? "." : directory, W_OK) != 0 {
                return .readOnly
            }
            return nil
        default: return nil
        }
    }

    /// SQLite reports a disk that fills while it maps its shared-memory file as a plain I/O error.
    private static func diskIsFull(under path: String) -> Bool {
        let directory = parentDirectory(of: path)
        var disk = statvfs()
        guard statvfs(directory.isEmpty ? "." : directory, &disk) == 0 else { return false }
        return disk.f_bavail == 0
    }
}
