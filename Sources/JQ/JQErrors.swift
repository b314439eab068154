// JQErrors.swift: the two ways a jq program fails, each carrying libjq's own message text.

/// The expression did not compile. `message` is what jq itself prints, for example
/// `syntax error, unexpected $end (Unix shell quoting issues?) at <top-level>, line 1:\n.[\njq: 1 compile error`.
public struct JQCompileError: Error, CustomStringConvertible, Sendable {
    public let message: String
    public var description: String { message }
}

/// Applying a compiled program to one input failed: the input was not JSON, the program
/// raised an error (`Cannot index string with string "x"`), or it called `halt`/`halt_error`.
public struct JQRuntimeError: Error, CustomStringConvertible, Sendable {
    public let message: String
    public var description: String { message }
}
