// Builds the world from one seed: the roster, the friend graph, the Dota timeline, the games, and the roles
// /_replay/world names (the named real accounts among them), each domain from its own sub-seeded stream.

package enum WorldGenerator {
    static let playerCount = 600

    package static func makeWorld(seed: UInt64) -> World {
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
                WorldRole(role: "unknown_steamid", steamid: SteamID64Math.string(accountID: roster.unusedAccountID)),
                WorldRole(role: "unknown_vanity", vanity: roster.unusedVanity(rng: &rolesRNG)),
            ]
            + population.cast.roleNames.map { role($0.name, $0.slot) }
        let games = GameWorld(players: players, dotaSlots: dotaSlots, seeds: seeds)
        let dota = DotaTimeline(population: population, seeds: seeds, players: players)
        // The named accounts' roles come last, so every older role keeps its line.
        let namedRoles = NamedAccount.slots(in: players).map { role($0.account.vanity, $0.slot) }
        return World(
            players: players, friendLists: friendLists,
            roles: roles + gameRoles(games, demoSteamID: players[Cast.demoUser].steamID, role: role) + namedRoles,
            dota: dota, games: games, seeds: seeds
        )
    }

    /// The games roles, after every older role so those keep their lines. The apps the demo user owns carry the
    /// demo user's steamid; `big_library` is the first hub, not a player of its own.
    private static func gameRoles(
        _ games: GameWorld, demoSteamID: String, role: (String, Int) -> WorldRole
    ) -> [WorldRole] {
        let featured = games.catalog.featured
        return [role("private_games", games.cast.privateGamesSlot), role("big_library", GameCast.bigLibrarySlot)]
            + [
                ("app_with_achievements", games.appWithAchievements, demoSteamID),
                ("app_stats_no_achievements", featured.statsWithoutAchievements, demoSteamID),
                ("app_no_stats", featured.withoutStats, demoSteamID),
                ("app_with_news", 440, nil),
                ("unknown_app", games.catalog.unknownAppID, nil),
            ].map { name, appid, steamid in WorldRole(role: name, steamid: steamid, appid: appid) }
    }
}
