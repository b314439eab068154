// Who plays Dota in the world and how often, who may be drawn into whose matches, and the accounts outside it.

struct DotaPopulation: Sendable {
    let cast: DotaCast
    /// By slot, how many matches a day the player starts on average; 0 for those who do not play.
    let dailyRates: [Double]
    /// Slots that start matches, in slot order.
    let starters: [Int]
    /// Slots that may fill an open seat in someone else's match: every player but the cast's role players.
    let fillers: [Int]
    /// By slot, the friends who may queue with the player: friends who are not role players.
    let partyFriends: [[Int]]
    /// By slot, the id the player shows in a match: private profiles, and the player who hides their match data,
    /// show the anonymous id.
    let shownAccounts: [MatchAccount]
    private let numbering: AccountNumbering
    private let playerCount: Int

    /// The share of players who play at all, and the rates they play at (matches a day).
    private static let playingPercent = 33
    private static let rates = [0.05, 0.1, 0.2, 0.3, 0.4, 0.6, 1.0, 1.5]

    init(players: [Player], friendLists: [[Friendship]], seeds: WorldSeeds) {
        let cast = DotaCast(players: players)
        self.cast = cast
        let roleSlots = Set(cast.slots)
        let slotByAccount = Dictionary(uniqueKeysWithValues: players.indices.map { (players[$0].accountID, $0) })
        let rates = players.indices.map { slot in
            var rng = seeds.stream(.dotaPlayers, index: slot)
            guard !roleSlots.contains(slot), !players[slot].isPrivate, rng.percent(Self.playingPercent) else { return 0.0 }
            return rng.element(of: Self.rates)
        }
        dailyRates = rates
        starters = players.indices.filter { rates[$0] > 0 || roleSlots.contains($0) }
        fillers = players.indices.filter { !roleSlots.contains($0) }
        partyFriends = friendLists.map { friends in
            friends.compactMap { slotByAccount[$0.accountID] }.filter { !roleSlots.contains($0) }
        }
        shownAccounts = players.indices.map { slot in
            players[slot].isPrivate || slot == cast.privateHistory ? .anonymous : .shown(players[slot].accountID)
        }
        numbering = AccountNumbering(seeds: seeds)
        playerCount = players.count
    }

    /// How many matches `slot` starts on a day.
    func matchesStarted(slot: Int, rng: inout SplitMix64) -> Int {
        if let fixed = cast.dailyMatches(slot: slot, rng: &rng) { return fixed }
        let rate = dailyRates[slot]
        return Int(rate) + (rng.chance(rate - rate.rounded(.down)) ? 1 : 0)
    }

    /// An account no world player has: the numbering is a bijection, and slots past the roster (and past the one the
    /// unknown_steamid role uses) belong to nobody.
    func outsider(_ index: Int) -> UInt32 {
        numbering.accountID(slot: playerCount + 1 + index)
    }
}
