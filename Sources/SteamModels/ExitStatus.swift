// The exit statuses every steam-pipes tool shares, their precedence, and the error shape that carries one.

public enum ExitStatus: Int32, Sendable, Comparable, CaseIterable {
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

    /// When a run meets several problems it exits with the one of highest precedence; the raw values are the
    /// contract with scripts and say nothing about rank. A missing or rejected key comes first: nothing works
    /// until it is fixed, and scripts test for 4 to ask for a key. Then the command-line mistakes (usage, --jq),
    /// which stop a run before it starts; then a rate limit (wait and run again) over a fatal I/O or network
    /// failure over failed inputs.
    public var precedence: Int {
        switch self {
        case .success: 0
        case .partialFailure: 1
        case .fatal: 2
        case .rateLimited: 3
        case .badJQProgram: 4
        case .usage: 5
        case .authentication: 6
        }
    }

    public static func < (lhs: ExitStatus, rhs: ExitStatus) -> Bool { lhs.precedence < rhs.precedence }

    /// What the status tells a script, as the manual pages list it.
    public var meaning: String {
        switch self {
        case .success: "Every input was done (a note on stderr, such as a private profile, is not a failure)."
        case .partialFailure: "Some inputs failed, each named on stderr with its line; the rest were done."
        case .fatal: "Nothing more could be done: I/O, the store or the network failed."
        case .badJQProgram: "The --jq program does not compile."
        case .authentication: "The API key is missing or rejected, the key file is open to others, or a sign-in failed."
        case .rateLimited: "Valve still answered 429 after every retry."
        case .usage: "The command line is wrong: an unknown flag, or a value out of range."
        }
    }
}

/// An error that knows how a tool should exit because of it. Libraries throw these; tools map them to exit codes.
public protocol StatusError: Error, CustomStringConvertible {
    var exitStatus: ExitStatus { get }
}
