// Builds the world from one seed: the roster, the friend graph, the Dota timeline, the games, the store and the roles
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
        // The wishlist roles take the first public ordinary players no other role wears.
        let worn = dotaSlots.union([games.cast.privateGamesSlot]).union(games.cast.namedSlots)
        let store = StoreWorld(
            players: players, friendLists: friendLists, games: games,
            roleSlots: Array(Cast.publicOrdinarySlots(in: players).filter { !worn.contains($0) }.prefix(2)), seeds: seeds
        )
        let demoSteamID = players[Cast.demoUser].steamID
        return World(
            players: players, friendLists: friendLists,
            roles: roles + gameRoles(games, demoSteamID: demoSteamID, role: role) + namedRoles
                + storeRoles(store, unknownAppID: games.catalog.unknownAppID, demoSteamID: demoSteamID, role: role),
            dota: dota, games: games, store: store, seeds: seeds
        )
    }

    /// The store roles, after every older role so those keep their lines. The apps on the demo user's wishlist, and
    /// the co-op app it owns, carry its steamid; `store_discounted_app` gets its appid at the clock's now
    /// (World.roles(at:calendar:)), as a discount lasts days.
    private static func storeRoles(
        _ store: StoreWorld, unknownAppID: Int, demoSteamID: String, role: (String, Int) -> WorldRole
    ) -> [WorldRole] {
        let apps: [(String, Int?, String?)] = [
            ("store_free_app", store.freeApp, demoSteamID),
            ("store_delisted_app", store.delistedApp, demoSteamID),
            (World.discountedRole, nil, demoSteamID),
            ("store_unknown_app", unknownAppID, nil),
            ("coop_app", store.coopApp, demoSteamID),
        ]
        return [role("wishlist_private", store.wishlists.privateSlot), role("wishlist_empty", store.wishlists.emptySlot)]
            + apps.map { name, appid, steamid in WorldRole(role: name, steamid: steamid, appid: appid) }
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
