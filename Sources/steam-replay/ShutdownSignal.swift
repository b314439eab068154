// Waits for SIGINT or SIGTERM, so the server can stop and the process exit with status 0.

import Dispatch
import Foundation

enum ShutdownSignal {
    /// Returns the first of SIGINT or SIGTERM to arrive. Their default actions are turned off for good:
    /// from here on the caller decides when the process ends.
    static func next() async -> Int32 {
        let (signals, continuation) = AsyncStream.makeStream(of: Int32.self)
        let sources = [SIGINT, SIGTERM].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { continuation.yield(number) }
            source.resume()
            return source
        }
        var iterator = signals.makeAsyncIterator()
        let received = await iterator.next() ?? SIGTERM
        sources.forEach { $0.cancel() }
        return received
    }
}
