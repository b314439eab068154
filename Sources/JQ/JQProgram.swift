// JQProgram.swift: the public face of the JQ module: compile an expression once, apply it to each record.
import FoundationEssentials
import Synchronization

/// A jq program compiled once and applied to any number of JSON inputs, from any task.
///
/// libjq's `jq_state` is not thread-safe, so every use of it is serialised by a mutex;
/// a caller that wants parallel evaluation compiles one program per worker.
public final class JQProgram: Sendable {
    private let compiled: Mutex<CompiledJQ>

    /// Compiles `expression`; a syntax or unknown-function error throws with jq's message.
    public init(_ expression: String) throws(JQCompileError) {
        compiled = Mutex(try CompiledJQ(compiling: expression))
    }

    /// Runs the program on one JSON text (UTF-8) and returns every result as compact JSON,
    /// in order. Zero results is a valid answer (`select` filtered the input out).
    public func apply(_ json: Data) throws(JQRuntimeError) -> [Data] {
        try compiled.withLock { program throws(JQRuntimeError) in
            try program.run(on: json)
        }
    }
}
