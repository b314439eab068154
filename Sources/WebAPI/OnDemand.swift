// Things a run makes on first use: a run that answers from its arguments alone never opens the store or starts curl.
import Synchronization

/// Made once, on first use, by an async maker; every caller awaits the same making. A failure is remembered too,
/// so a store that cannot be opened is reported once per input, not retried per input.
final class OnDemand<Value: Sendable>: Sendable {
    private let make: @Sendable () async throws -> Value
    private let making = Mutex<Task<Value, any Error>?>(nil)

    init(_ make: @escaping @Sendable () async throws -> Value) { self.make = make }

    func get() async throws -> Value {
        let task = making.withLock { making in
            if let making { return making }
            let started = Task { try await make() }
            making = started
            return started
        }
        return try await task.value
    }

    /// This one, or a new one when its making failed: for a later round of a --watch, which may succeed where the
    /// last failed.
    func again() async -> OnDemand<Value> {
        guard let task = making.withLock({ $0 }), case .failure = await task.result else { return self }
        return OnDemand(make)
    }
}

/// One answer per identity per run: callers asking for the same thing while it is being fetched, or after, share
/// the first caller's work. Only the most recent `capacity` identities are remembered, so a run over millions of
/// distinct inputs keeps constant memory.
final class SharedWork<Value: Sendable>: Sendable {
    private struct State {
        var tasks: [String: Task<Value, any Error>] = [:]
        var order: [String] = []
        var oldest = 0
    }

    private let capacity: Int
    private let state = Mutex(State())

    init(capacity: Int = 4096) { self.capacity = capacity }

    func value(for identity: String, _ work: @escaping @Sendable () async throws -> Value) async throws -> Value {
        let task = state.withLock { state in
            if let known = state.tasks[identity] { return known }
            let started = Task { try await work() }
            state.tasks[identity] = started
            state.order.append(identity)
            if state.order.count - state.oldest > capacity {
                state.tasks[state.order[state.oldest]] = nil
                state.oldest += 1
                if state.oldest > capacity {
                    state.order.removeFirst(state.oldest)
                    state.oldest = 0
                }
            }
            return started
        }
        return try await task.value
    }
}
