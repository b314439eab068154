// RunTally: how far a run has got, for work that plans by it: inputs read (all of them, once the input ended) and
// inputs done.
import Synchronization

public final class RunTally: Sendable {
    public struct SoFar: Sendable, Equatable {
        public let read: Int
        public let ended: Bool
        public let done: Int

        public init(read: Int, ended: Bool, done: Int) {
            self.read = read
            self.ended = ended
            self.done = done
        }

        /// Inputs read and not yet done.
        public var waiting: Int { max(0, read - done) }
    }

    private let inputs: InputSource
    private let doneCount = Mutex(0)

    init(inputs: InputSource) {
        self.inputs = inputs
    }

    func done(_ count: Int) {
        doneCount.withLock { $0 += count }
    }

    public var soFar: SoFar {
        let (read, ended) = inputs.readSoFar
        return SoFar(read: read, ended: ended, done: doneCount.withLock { $0 })
    }
}
