// FIFOSemaphore: an async counting semaphore with a FIFO queue, whose waiters hold no thread. It bounds the requests
// in flight at `jobs` (HTTPClient), and the test suite's blocking tests at two a core (TestSupport).
import Synchronization

/// Holders of a slot are the requests in flight; everyone else waits, first
/// come first served, so a burst of sends cannot starve an early caller.
public final class FIFOSemaphore: Sendable {
    private struct State {
        var free: Int
        var waiting: [CheckedContinuation<Void, Never>] = []
    }

    private let state: Mutex<State>

    public init(count: Int) {
        state = Mutex(State(free: count))
    }

    public func acquire() async {
        await withCheckedContinuation { continuation in
            let granted = state.withLock { state in
                guard state.free > 0 else {
                    state.waiting.append(continuation)
                    return false
                }
                state.free -= 1
                return true
            }
            if granted { continuation.resume() }
        }
    }

    /// Hands the slot straight to the longest waiter, if any.
    public func release() {
        let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard !state.waiting.isEmpty else {
                state.free += 1
                return nil
            }
            return state.waiting.removeFirst()
        }
        next?.resume()
    }
}
