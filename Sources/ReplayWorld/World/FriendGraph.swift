// The friend graph as the replay days change it: each day's drawn changes read against the graph as it stands, so an
// ending always ends a friendship there is and a beginning never doubles one. The Steam cast's friendships never
// change, so its roles (many friends, none, the demo user's) hold at any time.

struct FriendGraph {
    private var lists: [[Friendship]]
    /// Key: lower slot * count + higher slot.
    private var linked: Set<Int>
    private let accountIDs: [UInt32]
    private let slotsByAccountID: [UInt32: Int]
    /// Every slot outside the cast, in slot order.
    private let changeable: [Int]

    init(changes: WorldChanges) {
        lists = changes.friendLists
        accountIDs = changes.players.map(\.accountID)
        slotsByAccountID = Dictionary(uniqueKeysWithValues: accountIDs.enumerated().map { ($1, $0) })
        changeable = changes.players.indices.filter { !Cast.fixedFriendCounts.contains($0) }
        linked = []
        for (slot, list) in lists.enumerated() {
            for friend in list {
                if let other = slotsByAccountID[friend.accountID] { linked.insert(pairKey(slot, other)) }
            }
        }
    }

    /// The day's events, two lines a change (the actor's, then the other side's).
    mutating func apply(_ day: FriendshipDay) -> [WorldEvent] {
        day.changes.flatMap { change in
            let actor = changeable[Int(change.actor % UInt64(changeable.count))]
            return change.begins ? begin(actor: actor, pick: change.pick, at: change.time)
                : end(actor: actor, pick: change.pick, at: change.time)
        }
    }

    /// With the first changeable player from the picked one on who is not a friend yet.
    private mutating func begin(actor: Int, pick: UInt64, at time: Int) -> [WorldEvent] {
        let first = Int(pick % UInt64(changeable.count))
        let candidates = (0..<changeable.count).map { changeable[(first + $0) % changeable.count] }
        guard let other = candidates.first(where: { $0 != actor && !linked.contains(pairKey(actor, $0)) }) else {
            return []
        }
        linked.insert(pairKey(actor, other))
        insert(Friendship(accountID: accountIDs[other], since: time), into: actor)
        insert(Friendship(accountID: accountIDs[actor], since: time), into: other)
        return bothSides(actor, other, at: time) { .friendAdded(friend: $0, since: time) }
    }

    /// One of the actor's friends outside the cast; nothing when there is none.
    private mutating func end(actor: Int, pick: UInt64, at time: Int) -> [WorldEvent] {
        let endable = lists[actor]
            .compactMap { friend in slotsByAccountID[friend.accountID].map { (slot: $0, since: friend.since) } }
            .filter { !Cast.fixedFriendCounts.contains($0.slot) }
        guard !endable.isEmpty else { return [] }
        let (other, since) = endable[Int(pick % UInt64(endable.count))]
        linked.remove(pairKey(actor, other))
        lists[actor].removeAll { $0.accountID == accountIDs[other] }
        lists[other].removeAll { $0.accountID == accountIDs[actor] }
        return bothSides(actor, other, at: time) { .friendRemoved(friend: $0, since: since) }
    }

    /// The actor's line, then the other side's, each naming the other as its friend.
    private func bothSides(
        _ actor: Int, _ other: Int, at time: Int, change: (UInt32) -> WorldEvent.Change
    ) -> [WorldEvent] {
        [
            WorldEvent(time: time, accountID: accountIDs[actor], change: change(accountIDs[other])),
            WorldEvent(time: time, accountID: accountIDs[other], change: change(accountIDs[actor])),
        ]
    }

    /// Valve lists friends by account id.
    private mutating func insert(_ friendship: Friendship, into slot: Int) {
        let index = lists[slot].firstIndex { $0.accountID > friendship.accountID } ?? lists[slot].endIndex
        lists[slot].insert(friendship, at: index)
    }

    private func pairKey(_ a: Int, _ b: Int) -> Int {
        min(a, b) * accountIDs.count + max(a, b)
    }
}
