// InputFailures: the inputs of a run that failed for a reason of one kind, counted as they fail. A --watch asks it
// whether a round's inputs met trouble that can pass (a 503 past the retries of one batch), which fails only those
// inputs and so never reaches the round's end as an error.
import Synchronization

public final class InputFailures: Sendable {
    private let counts: @Sendable (any Error) -> Bool
    private let seen = Mutex<(count: Int, first: (any Error)?)>((0, nil))

    /// Counts the failures `counts` says are of the kind.
    public init(counting counts: @escaping @Sendable (any Error) -> Bool) {
        self.counts = counts
    }

    func saw(_ error: any Error) {
        guard counts(error) else { return }
        seen.withLock { seen in
            seen.count += 1
            if seen.first == nil { seen.first = error }
        }
    }

    /// How many inputs failed so, and the first failure.
    public var soFar: (count: Int, first: (any Error)?) { seen.withLock { $0 } }
}
