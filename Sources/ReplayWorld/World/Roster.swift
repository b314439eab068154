// Every player of the world by slot, each derived from the seed and its slot, plus the ids and names no player has.

struct Roster: Sendable {
    let players: [Player]
    private let numbering: AccountNumbering
    private let vanityNamer: VanityNamer

    /// A slot's player never depends on later slots, so a smaller roster is a prefix of a larger one. Vanity names are
    /// the one field that looks at other players: Steam keeps them unique, so a slot whose draw an earlier slot already
    /// holds draws again from its own stream. A named slot draws its vanity name too, which it then does not wear, so
    /// that naming it moves no other slot's name.
    init(seeds: WorldSeeds, count: Int) {
        let numbering = AccountNumbering(seeds: seeds)
        var namer = VanityNamer(reserved: NamedAccount.all.map(\.vanity))
        var players = (0..<count).map { slot in
            var vanityRNG = seeds.stream(.vanity, index: slot)
            return ProfileGenerator.makePlayer(
                slot: slot,
                accountID: numbering.accountID(slot: slot),
                vanity: namer.next(rng: &vanityRNG),
                seeds: seeds
            )
        }
        for (slot, named) in NamedAccount.slots(in: players) {
            players[slot] = ProfileGenerator.makePlayer(
                slot: slot, accountID: named.accountID, vanity: named.vanity, seeds: seeds)
        }
        self.players = players
        self.numbering = numbering
        vanityNamer = namer
    }

    /// The account id the slot after the last player would have: distinct from every player's by construction.
    var unusedAccountID: UInt32 {
        numbering.accountID(slot: players.count)
    }

    /// A vanity name no player holds, drawn from `rng`.
    func unusedVanity(rng: inout SplitMix64) -> String {
        var namer = vanityNamer
        return namer.next(rng: &rng)
    }
}
