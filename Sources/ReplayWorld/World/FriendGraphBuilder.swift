// Builds the symmetric friend graph: the cast's fixed friendships first, then random pairs for everyone else.

struct FriendGraphBuilder {
    private let players: [Player]
    private var neighbors: [[Friendship]]
    /// Membership only (never iterated: a Set's order changes from run to run). Key: lower slot * count + higher slot.
    private var linkedPairs: Set<Int> = []

    init(players: [Player]) {
        self.players = players
        neighbors = Array(repeating: [], count: players.count)
    }

    /// Friend lists parallel to `players`, each sorted by account id.
    mutating func build(rng: inout SplitMix64) -> [[Friendship]] {
        befriendDemoUser(rng: &rng)
        for hub in Cast.hubs {
            befriendRandomPlayers(of: hub, until: rng.int(in: 280...400), rng: &rng)
        }
        pairOrdinaryPlayers(rng: &rng)
        befriendNamedAccounts(rng: &rng)
        return neighbors.map { $0.sorted { $0.accountID < $1.accountID } }
    }

    /// The named accounts are friends, so each has a friend list whatever the pairing drew. Last, so that its draws
    /// move no other friendship.
    private mutating func befriendNamedAccounts(rng: inout SplitMix64) {
        func slot(_ named: NamedAccount) -> Int? { players.firstIndex { $0.accountID == named.accountID } }
        guard let robin = slot(.robinWalker), let gabe = slot(.gabeNewell), !areLinked(robin, gabe) else { return }
        link(robin, gabe, rng: &rng)
    }

    private mutating func befriendDemoUser(rng: inout SplitMix64) {
        link(Cast.demoUser, Cast.hubs[0], rng: &rng)
        link(Cast.demoUser, Cast.privateFriend, rng: &rng)
        befriendRandomPlayers(of: Cast.demoUser, until: rng.int(in: 24...48), rng: &rng)
    }

    /// Links `slot` to random ordinary players until it has `target` friends.
    private mutating func befriendRandomPlayers(of slot: Int, until target: Int, rng: inout SplitMix64) {
        while neighbors[slot].count < target {
            let other = rng.int(in: 0...(players.count - 1))
            guard !Cast.fixedFriendCounts.contains(other), !areLinked(slot, other) else { continue }
            link(slot, other, rng: &rng)
        }
    }

    /// Gives each ordinary player a wish of 0-60 friends (half of them 12 or fewer) and pairs wishes at random.
    /// A player whose wish cannot be met after some misses keeps fewer friends, as real players do.
    private mutating func pairOrdinaryPlayers(rng: inout SplitMix64) {
        var wanted = Array(repeating: 0, count: players.count)
        for slot in players.indices where !Cast.fixedFriendCounts.contains(slot) {
            let wish = rng.percent(50) ? rng.int(in: 0...12) : rng.int(in: 0...60)
            wanted[slot] = max(0, wish - neighbors[slot].count)
        }
        let wishful = players.indices.filter { wanted[$0] > 0 }
        var open = wishful  // shrinks as wishes are met
        for slot in wishful {
            var misses = 0
            while wanted[slot] > 0, misses < 32, !open.isEmpty {
                let pick = rng.int(in: 0...(open.count - 1))
                let other = open[pick]
                if wanted[other] == 0 {
                    open.swapAt(pick, open.count - 1)
                    open.removeLast()
                } else if other == slot || areLinked(slot, other) {
                    misses += 1
                } else {
                    link(slot, other, rng: &rng)
                    wanted[slot] -= 1
                    wanted[other] -= 1
                }
            }
        }
    }

    private func areLinked(_ a: Int, _ b: Int) -> Bool {
        a == b || linkedPairs.contains(pairKey(a, b))
    }

    private func pairKey(_ a: Int, _ b: Int) -> Int {
        min(a, b) * players.count + max(a, b)
    }

    /// A quarter of friendships are so old that Valve reports `friend_since` 0; the rest began after both accounts existed.
    private mutating func link(_ a: Int, _ b: Int, rng: inout SplitMix64) {
        let bothExisted = max(players[a].timeCreated, players[b].timeCreated)
        let since = rng.percent(25) ? 0 : rng.int(in: bothExisted...ProfileGenerator.historyEnd)
        linkedPairs.insert(pairKey(a, b))
        neighbors[a].append(Friendship(accountID: players[b].accountID, since: since))
        neighbors[b].append(Friendship(accountID: players[a].accountID, since: since))
    }
}
