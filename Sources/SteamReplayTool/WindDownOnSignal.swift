// Catches SIGINT and SIGTERM, so that the server winds down and the process exits with status 0: a replay stopped on
// purpose has not failed. The tools die by the signal instead (ToolSupport's DieOnSignal).

import Dispatch
import FoundationEssentials
import Glibc

enum WindDownOnSignal {
    /// Takes over SIGINT and SIGTERM at once and delivers them on the returned stream. Taken over before the base URL
    /// is printed: a caller may signal as soon as it reads the URL, and the default action would kill the process.
    /// From here on the caller decides when the process ends.
    static func catchSignals() -> AsyncStream<Int32> {
        let (signals, continuation) = AsyncStream.makeStream(of: Int32.self)
        // Dispatch sources are not marked Sendable, but `cancel` may be called from any thread.
        nonisolated(unsafe) let sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { continuation.yield(number) }
            source.resume()
            return source
        }
        continuation.onTermination = { _ in sources.forEach { $0.cancel() } }
        return signals
    }
}
