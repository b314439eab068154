// The games side of the world: the catalog, whose library is whose, and each player's progress in each app, drawn
// per player and per app when a request asks for it.

package struct GameWorld: Sendable {
    /// Whose library a steamid names, as the games routes must treat it.
    package enum Owner {
        /// Not a number: Valve's routing 400 page.
        case malformed
        /// Unknown, private, or a public profile with private game details: Valve cannot tell these apart.
        case hidden
        case visible(slot: Int, library: Library)
    }

    package let catalog: GameCatalog
    let cast: GameCast
    private let seeds: WorldSeeds
    private let players: [Player]
    private let slotsByAccountID: [UInt32: Int]

    init(players: [Player], dotaSlots: Set<Int>, seeds: WorldSeeds) {
        let catalog = CatalogGenerator.makeCatalog(seeds: seeds)
        self.catalog = catalog
        cast = GameCast(players: players, dotaSlots: dotaSlots)
        self.seeds = seeds
        self.players = players
        slotsByAccountID = Dictionary(uniqueKeysWithValues: players.enumerated().map { ($1.accountID, $0) })
    }

    package func owner(steamid: String) -> Owner {
        guard SteamID64Math.isNumeric(steamid) else { return .malformed }
        guard let slot = SteamID64Math.accountID(fromSteamID64: steamid).flatMap({ slotsByAccountID[$0] }),
              !players[slot].isPrivate
        else { return .hidden }
        let library = library(slot: slot)
        return library.hidesGameDetails ? .hidden : .visible(slot: slot, library: library)
    }

    func library(slot: Int) -> Library {
        LibraryGenerator.makeLibrary(slot: slot, catalog: catalog, cast: cast, seeds: seeds)
    }

    /// nil for an app without stats. A game never played has every achievement locked and no stat values.
    package func progress(slot: Int, game: OwnedGame) -> PlayerProgress? {
        guard let schema = catalog.app(game.appid)?.schema else { return nil }
        guard game.baseMinutes > 0 else { return PlayerProgress(lockedIn: schema) }
        var rng = seeds.stream(.gameProgress, index: Self.progressIndex(slot: slot, appid: game.appid))
        return PlayerProgress(schema: schema, rng: &rng)
    }

    package func news(of app: CatalogApp, clockStart: Double) -> [NewsItem] {
        NewsGenerator.items(of: app, clockStart: clockStart, seeds: seeds)
    }

    /// Slots are below 2^20 and appids below 2^32, so every pair has its own index.
    static func progressIndex(slot: Int, appid: Int) -> Int {
        slot << 32 | appid
    }

    /// An app the demo user owns and has played, with achievements both locked and unlocked and a net stat below 0:
    /// the first featured app with net stats that has all three. Four apps of 20-60 achievements and 3-6 net stats
    /// each make a miss all but impossible; should every draw miss, the first of them still stands in.
    var appWithAchievements: Int {
        let demo = library(slot: Cast.demoUser)
        let mixed = catalog.featured.withNetStats.first { appid in
            guard let game = demo.game(appid), let progress = progress(slot: Cast.demoUser, game: game) else {
                return false
            }
            return progress.unlocks.contains { $0.isAchieved } && progress.unlocks.contains { !$0.isAchieved }
                && progress.stats.contains { $0.value < 0 }
        }
        return mixed ?? catalog.featured.withNetStats[0]
    }
}
