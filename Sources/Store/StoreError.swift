// StoreError.swift: the one error the store throws, naming the database file and what failed.
import Foundation
import GRDB

/// A store operation failed. The description names the file, the operation and SQLite's reason:
/// `store /x/y.sqlite: cannot open: unable to open database file`.
public struct StoreError: Error, CustomStringConvertible, Sendable {
    public let path: String
    /// What failed: "cannot open", "cannot read cache", …
    public let operation: String
    public let reason: String

    public var description: String { "store \(path): \(operation): \(reason)" }

    init(path: String, operation: String, reason: String) {
        self.path = path
        self.operation = operation
        self.reason = reason
    }

    init(path: String, operation: String, underlying error: any Error) {
        self.init(path: path, operation: operation, reason: Self.reason(for: error))
    }

    /// The shortest message that says what went wrong.
    private static func reason(for error: any Error) -> String {
        switch error {
        case let error as DatabaseError:
            // SQLite's own message, never GRDB's description: that one quotes the statement's
            // arguments, which here are whole response bodies.
            error.message ?? "SQLite error \(error.resultCode.rawValue)"
        case let error as StoreError:
            error.reason
        default:
            systemReason(for: error as NSError)
        }
    }

    /// Foundation's file errors wrap the system's: "Not a directory" says more than
    /// "The operation could not be completed".
    private static func systemReason(for error: NSError) -> String {
        guard let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
              underlying.domain == NSPOSIXErrorDomain
        else { return error.localizedDescription }
        return String(cString: strerror(Int32(underlying.code)))
    }
}
