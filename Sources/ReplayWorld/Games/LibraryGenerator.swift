// Draws one player's library from the player's own stream: which apps, how long played, which are played now.

enum LibraryGenerator {
    private static let day = 86_400

    static func makeLibrary(slot: Int, catalog: GameCatalog, cast: GameCast, seeds: WorldSeeds) -> Library {
        var rng = seeds.stream(.gameLibrary, index: slot)
        // Drawn for every slot, so that choosing the role's slot moves nobody's other draws.
        let hidesDetailsByChance = rng.percent(5)
        let hidesGameDetails = slot == cast.privateGamesSlot || (hidesDetailsByChance && !cast.showsGameDetails(slot))
        let forced = cast.forcedApps(slot: slot, catalog: catalog)
        let owned = pick(count: size(slot: slot, rng: &rng), besides: forced, from: catalog, rng: &rng)
        var games = owned.map { app in
            let played = forced.contains(app.appid) || rng.percent(80)
            // Three games in four are played on Windows alone.
            let windowsOnly = rng.percent(75)
            return OwnedGame(
                appid: app.appid,
                isFree: app.isFreeToPlay,
                baseMinutes: played ? playedMinutes(rng: &rng) : 0,
                minutesPerDay: 0,
                lastPlayedAgo: rng.int(in: (15 * day)...(4 * 365 * day)),
                macPercent: windowsOnly ? 0 : rng.int(in: 0...30),
                linuxPercent: windowsOnly ? 0 : rng.int(in: 0...40),
                deckPercentOfLinux: windowsOnly ? 0 : rng.int(in: 0...100),
                disconnectedMinutes: rng.percent(90) ? 0 : rng.int(in: 1...120)
            )
        }
        let played = games.indices.filter { games[$0].baseMinutes > 0 }
        let activeCount = min(played.count, activeGames(slot: slot, named: cast.namedSlots.contains(slot), rng: &rng))
        for index in pick(activeCount, of: played, rng: &rng) {
            games[index] = active(games[index], rng: &rng)
        }
        return Library(hidesGameDetails: hidesGameDetails, games: games)
    }

    private static func size(slot: Int, rng: inout SplitMix64) -> Int {
        switch slot {
        case Cast.demoUser: return rng.int(in: 40...80)
        case GameCast.bigLibrarySlot: return rng.int(in: 400...700)
        default:
            switch rng.int(in: 0...99) {
            case 0..<5: return rng.int(in: 0...4)
            case 5..<92: return rng.int(in: 5...150)
            default: return rng.int(in: 151...300)
            }
        }
    }

    /// The demo user plays several games now; most others 1-6; three in ten play nothing, but never a named account,
    /// whose recent games the docs show.
    private static func activeGames(slot: Int, named: Bool, rng: inout SplitMix64) -> Int {
        switch slot {
        case Cast.demoUser: rng.int(in: 3...6)
        case GameCast.bigLibrarySlot: rng.int(in: 1...6)
        default: rng.percent(30) && !named ? 0 : rng.int(in: 1...6)
        }
    }

    /// Spread over four orders of magnitude, as real playtimes are: a few minutes to thousands of hours.
    private static func playedMinutes(rng: inout SplitMix64) -> Int {
        switch rng.int(in: 0...99) {
        case 0..<40: rng.int(in: 1...120)
        case 40..<75: rng.int(in: 121...3_000)
        case 75..<95: rng.int(in: 3_001...30_000)
        default: rng.int(in: 30_001...200_000)
        }
    }

    /// Played every day: last played within the day before now, and at least two weeks of it already counted.
    private static func active(_ game: OwnedGame, rng: inout SplitMix64) -> OwnedGame {
        var game = game
        game.minutesPerDay = rng.int(in: 5...240)
        game.baseMinutes = max(game.baseMinutes, 14 * game.minutesPerDay + rng.int(in: 0...600))
        game.lastPlayedAgo = rng.int(in: 0...(day - 1))
        return game
    }

    /// `count` apps (at least the forced ones) in appid order, the rest a uniform sample of the catalog.
    private static func pick(
        count: Int, besides forced: [Int], from catalog: GameCatalog, rng: inout SplitMix64
    ) -> [CatalogApp] {
        let others = catalog.apps.indices.filter { !forced.contains(catalog.apps[$0].appid) }
        let drawn = pick(max(0, count - forced.count), of: others, rng: &rng).map { catalog.apps[$0] }
        return (forced.compactMap(catalog.app) + drawn).sorted { $0.appid < $1.appid }
    }

    /// A partial Fisher-Yates shuffle: `count` distinct elements of `pool`, in the order drawn.
    private static func pick(_ count: Int, of pool: [Int], rng: inout SplitMix64) -> [Int] {
        var pool = pool
        let count = min(count, pool.count)
        for index in 0..<count {
            pool.swapAt(index, rng.int(in: index...(pool.count - 1)))
        }
        return Array(pool.prefix(count))
    }
}
