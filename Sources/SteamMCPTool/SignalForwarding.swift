// What steam-mcp does on SIGINT, SIGTERM or SIGHUP: it answers nothing more, and each call under way is interrupted
// as Ctrl-C would interrupt it, so that its tool stores what it fetched and names what it did not write; once they
// have ended the server dies by the signal it got. A client stopping its server sends one SIGTERM to steam-mcp alone, not to the calls' processes.
import Dispatch
import Glibc
import ToolSupport

final class SignalForwarding: Sendable {
    /// Dispatch sources are not marked Sendable, but `cancel` may be called from any thread.
    nonisolated(unsafe) private let sources: [DispatchSourceSignal]

    init(running: RunningCalls, writer: MessageWriter) {
        // A signal ignored when steam-mcp starts (a background job's SIGINT, nohup's SIGHUP) stays ignored.
        sources = [SIGINT, SIGTERM, SIGHUP].filter { !isIgnoredSignal($0) }.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                Task {
                    // Before the interrupt: an interrupted call ends, and its answer must not race the server's end.
                    writer.close()
                    await running.interruptAndWait()
                    dieBySignal(number)
                }
            }
            source.resume()
            return source
        }
    }

    func cancel() { sources.forEach { $0.cancel() } }
}
