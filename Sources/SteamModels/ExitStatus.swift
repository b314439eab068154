// The exit statuses every steam-pipes tool shares (design §3), and the error shape that carries one.

public enum ExitStatus: Int32, Sendable, Comparable {
    case success = 0
    /// Some inputs failed; the rest were done.
    case partialFailure = 1
    /// I/O, store or network down: nothing more could be done.
    case fatal = 2
    case badJQProgram = 3
    /// Missing or rejected API key, failed OpenID check.
    case authentication = 4
    case rateLimited = 5
    case usage = 64

    public static func < (lhs: ExitStatus, rhs: ExitStatus) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// An error that knows how a tool should exit because of it. Libraries throw these; tools map them to exit codes.
public protocol StatusError: Error, CustomStringConvertible {
    var exitStatus: ExitStatus { get }
}
