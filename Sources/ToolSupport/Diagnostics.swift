// Messages on stderr (`tool: error: …`, `tool: note: …`) and the exit status they add up to.
import Synchronization
import SteamModels

public final class Diagnostics: Sendable {
    private struct State {
        var worst = ExitStatus.success
        /// Set once stderr refuses a message (closed, full): the run goes on without messages rather than crash.
        var streamFailed = false
    }

    public let tool: String
    private let stream: StandardStream
    private let state = Mutex(State())

    public convenience init(tool: String) { self.init(tool: tool, stream: .error) }

    init(tool: String, stream: StandardStream) {
        self.tool = tool
        self.stream = stream
    }

    /// The status the run ends with if nothing fatal happens: the failure of highest precedence reported so far.
    public var exitStatus: ExitStatus { state.withLock { $0.worst } }

    /// Something worth knowing that is not a failure, such as a private friend list.
    public func note(_ message: String) {
        write("note", message)
    }

    /// One input failed; the run goes on and ends with at least `status`.
    public func error(_ message: String, status: ExitStatus = .partialFailure) {
        write("error", message)
        state.withLock { state in
            if status.precedence > state.worst.precedence { state.worst = status }
        }
    }

    /// Holds the lock while writing so messages from concurrent tasks never interleave within a line.
    private func write(_ level: String, _ message: String) {
        let line = Array("\(tool): \(level): \(message)\n".utf8)
        state.withLock { state in
            guard !state.streamFailed else { return }
            do {
                try stream.write(line)
            } catch {
                state.streamFailed = true
            }
        }
    }
}
