// Messages on stderr (`tool: error: …`, `tool: note: …`) and the exit status they add up to.
import Synchronization
import SteamModels

public final class Diagnostics: Sendable {
    private struct State {
        var worst = ExitStatus.success
        /// Set once stderr refuses a message (closed, full): the run goes on without messages rather than crash.
        var streamFailed = false
        /// The progress line now on the terminal, redrawn below each message.
        var status: String?
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

    /// One request as it went (--verbose).
    public func request(_ message: String) {
        write("request", message)
    }

    /// One input failed; the run goes on and ends with at least `status`.
    public func error(_ message: String, status: ExitStatus = .partialFailure) {
        write("error", message)
        state.withLock { state in
            if status.precedence > state.worst.precedence { state.worst = status }
        }
    }

    /// Replaces the one-line status a terminal shows below the messages (a progress line); nil erases it. A final
    /// status stays on the screen as an ordinary line. Only for a terminal: it rewrites the line in place with a
    /// carriage return and an erase-line code.
    public func setStatus(_ line: String?, final: Bool = false) {
        state.withLock { state in
            let erase = state.status == nil ? "" : Self.eraseLine
            let line = line.map { TerminalText.safe($0) }
            state.status = final ? nil : line
            send(erase + (line.map { "\(tool): \($0)\(final ? "\n" : "")" } ?? ""), &state)
        }
    }

    static let eraseLine = "\r\u{1B}[K"

    /// Holds the lock while writing so messages from concurrent tasks never interleave within a line. Messages quote
    /// names and answers from the API, so what a terminal would obey in them is shown instead.
    private func write(_ level: String, _ message: String) {
        let message = TerminalText.safe(message, keeping: ["\n", "\t"])
        state.withLock { state in
            let erase = state.status == nil ? "" : Self.eraseLine
            let redraw = state.status.map { "\(tool): \($0)" } ?? ""
            send("\(erase)\(tool): \(level): \(message)\n\(redraw)", &state)
        }
    }

    private func send(_ text: String, _ state: inout State) {
        guard !state.streamFailed, !text.isEmpty else { return }
        do {
            try stream.write(Array(text.utf8))
        } catch {
            state.streamFailed = true
        }
    }
}
