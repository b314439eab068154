// Which (match, account) pairs a run has counted, shared by every worker of one pass: a match read twice for the
// same account (`cat m.ndjson m.ndjson`, a rerun appended to its file) counts once. Workers take chunks in any order,
// so of two different lines of one match, the first a worker reaches is the one counted.
import FoundationEssentials
import Synchronization

public final class SeenMatches: Sendable {
    private struct Key: Hashable {
        let matchID: Int64
        let accountID: Int64
    }

    private final class Shard: Sendable {
        let keys = Mutex(Set<Key>())
    }

    /// Several locks, so that workers rarely wait on each other.
    private let shards: [Shard]

    public init(shards count: Int = 16) {
        shards = (0..<max(1, count)).map { _ in Shard() }
    }

    /// true the first time the pair is offered.
    func firstTime(match matchID: Int64, account accountID: Int64) -> Bool {
        let shard = shards[Int(UInt64(bitPattern: matchID) % UInt64(shards.count))]
        return shard.keys.withLock { $0.insert(Key(matchID: matchID, accountID: accountID)).inserted }
    }
}
