// Builds the world from one seed: the roster, the friend graph, the Dota timeline, and the roles /_replay/world
// names, each domain from its own sub-seeded stream.

enum WorldGenerator {
    static let playerCount = 600

    static func makeWorld(seed: UInt64) -> World {
        let seeds = WorldSeeds(world: seed)
        let roster = Roster(seeds: seeds, count: playerCount)
        var graphRNG = seeds.stream(.friendGraph)
        var graph = FriendGraphBuilder(players: roster.players)
        return makeWorld(roster: roster, friendLists: graph.build(rng: &graphRNG), seeds: seeds)
    }

    /// The world from a roster and friend lists parallel to its players.
    static func makeWorld(roster: Roster, friendLists: [[Friendship]], seeds: WorldSeeds) -> World {
        let players = roster.players
        let population = DotaPopulation(players: players, friendLists: friendLists, seeds: seeds)
        let dotaSlots = Set(population.cast.slots)
        func role(_ name: String, _ slot: Int) -> WorldRole {
            WorldRole(
                role: name, player: players[slot], friends: friendLists[slot].count,
                dotaSlot: dotaSlots.contains(slot) ? slot : nil
            )
        }
        var rolesRNG = seeds.stream(.roles)
        let roles = [role("demo_user", Cast.demoUser), role("private_profile", Cast.privateFriend)]
            + Cast.hubs.map { role("many_friends", $0) }
            + [
                role("no_friends", Cast.loner),
                WorldRole(role: "unknown_steamid", steamid: SteamID.string(accountID: roster.unusedAccountID)),
                WorldRole(role: "unknown_vanity", vanity: roster.unusedVanity(rng: &rolesRNG)),
            ]
            + population.cast.roleNames.map { role($0.name, $0.slot) }
        let dota = DotaTimeline(population: population, seeds: seeds, players: players)
        return World(players: players, friendLists: friendLists, roles: roles, dota: dota)
    }
}
