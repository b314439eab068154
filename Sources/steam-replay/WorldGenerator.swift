// Builds the whole world from one seed: account ids, profiles, the friend graph, and the roles /_replay/world names.

struct WorldGenerator {
    static let playerCount = 600

    private var rng: SplitMix64
    private var vanityNamer = VanityNamer()
    private var accountIDs: Set<UInt32> = []

    init(seed: UInt64) {
        rng = SplitMix64(seed: seed)
    }

    mutating func makeWorld() -> World {
        let players = (0..<Self.playerCount).map { slot in
            ProfileGenerator.makePlayer(
                accountID: newAccountID(),
                vanity: vanityNamer.next(rng: &rng),
                isPrivate: Cast.isPrivate(slot: slot, rng: &rng),
                rng: &rng
            )
        }
        var graph = FriendGraphBuilder(players: players)
        let friendLists = graph.build(rng: &rng)
        let roles = makeRoles(players: players, friendLists: friendLists)
        return World(players: players, friendLists: friendLists, roles: roles)
    }

    /// A random account id no player has yet.
    private mutating func newAccountID() -> UInt32 {
        while true {
            let candidate = UInt32(rng.int(in: 1...Int(Int32.max)))
            if accountIDs.insert(candidate).inserted { return candidate }
        }
    }

    private mutating func makeRoles(players: [Player], friendLists: [[Friendship]]) -> [WorldRole] {
        func role(_ name: String, _ slot: Int) -> WorldRole {
            WorldRole(role: name, player: players[slot], friends: friendLists[slot].count)
        }
        // Drawn after every player exists, so neither can collide with a real one.
        let unknownSteamID = SteamID.string(accountID: newAccountID())
        let unknownVanity = vanityNamer.next(rng: &rng)
        return [role("demo_user", Cast.demoUser), role("private_profile", Cast.privateFriend)]
            + Cast.hubs.map { role("many_friends", $0) }
            + [
                role("no_friends", Cast.loner),
                WorldRole(role: "unknown_steamid", steamid: unknownSteamID),
                WorldRole(role: "unknown_vanity", vanity: unknownVanity),
            ]
    }
}
