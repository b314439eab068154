// The store's side of the catalog: a store page for every catalog game Valve has one for, and 400 add-ons beside
// them, each page drawn from the app's own stream so adding a field to one moves no other app's.

package struct StoreCatalog: Sendable {
    /// In appid order.
    package let apps: [StoreApp]
    private let indexByAppID: [Int: Int]

    init(apps: [StoreApp]) {
        self.apps = apps.sorted { $0.appid < $1.appid }
        indexByAppID = Dictionary(uniqueKeysWithValues: self.apps.enumerated().map { ($1.appid, $0) })
    }

    /// nil for an app the store has no page for: an unknown id, or a catalog app named "Unknown AppID N".
    package func app(_ appid: Int) -> StoreApp? {
        indexByAppID[appid].map { apps[$0] }
    }
}

enum StoreCatalogGenerator {
    /// With the catalog's 800 games, enough apps for a benchmark that prices 1,000 distinct ones.
    static let addOnCount = 400

    /// Dota 2, Team Fortress 2 and Counter-Strike 2 with their real player categories.
    private static let classicCategories: [Int: [Int]] = [
        570: [1, 36, 9, 38], 440: [1, 36, 9, 38, 27], 730: [1, 36, 49],
    ]

    private static let addOnKinds = [
        "Soundtrack", "Season Pass", "Expansion Pass", "Deluxe Upgrade", "Digital Artbook", "Supporter Pack",
    ]

    private static let priceTiers = [99, 199, 299, 399, 499, 699, 799, 999, 1299, 1499, 1999, 2499, 2999, 3999, 4999, 5999]

    static func makeCatalog(games: GameCatalog, seeds: WorldSeeds) -> StoreCatalog {
        // Valve names an app "Unknown AppID N" when it has no store data: the store has no page for it either.
        let games = games.apps.filter { !$0.name.hasPrefix("Unknown AppID") }
        var apps = games.map { game in
            makeApp(
                appid: game.appid, name: game.name, parent: nil, isFree: game.isFreeToPlay, hasAchievements:
                    game.hasAchievements, hasStats: game.schema != nil, seeds: seeds
            )
        }
        var rng = seeds.stream(.storeAddOns)
        var taken = Set(games.map(\.appid))
        let parents = apps
        while apps.count < parents.count + addOnCount {
            // Above every catalog game's id, as add-ons come after their games.
            let appid = rng.int(in: 340_001...399_999) * 10
            guard taken.insert(appid).inserted else { continue }
            let parent = rng.element(of: parents)
            apps.append(makeApp(
                appid: appid, name: "\(parent.name) - \(rng.element(of: addOnKinds))", parent: parent,
                isFree: false, hasAchievements: false, hasStats: false, seeds: seeds
            ))
        }
        return StoreCatalog(apps: apps)
    }

    private static func makeApp(
        appid: Int, name: String, parent: StoreApp?, isFree: Bool, hasAchievements: Bool, hasStats: Bool,
        seeds: WorldSeeds
    ) -> StoreApp {
        var rng = seeds.stream(.storeApp, index: appid)
        let isDelisted = !isFree && rng.percent(3)
        let players = classicCategories[appid] ?? parent?.playerCategories ?? playerCategories(rng: &rng)
        return StoreApp(
            appid: appid,
            name: name,
            isAddOn: parent != nil,
            parentAppID: parent?.appid,
            parentName: parent?.name,
            isFree: isFree,
            isDelisted: isDelisted,
            playerCategories: players,
            featureCategories: featureCategories(
                players: players, isFree: isFree, hasAchievements: hasAchievements, hasStats: hasStats, rng: &rng
            ),
            genres: genres(isFree: isFree, rng: &rng),
            reviewCount: reviewCount(rng: &rng),
            percentPositive: rng.percent(85) ? rng.int(in: 70...98) : rng.int(in: 10...69),
            usCents: isFree ? 0 : rng.element(of: priceTiers),
            packageID: rng.int(in: 10_000...999_999),
            // 2008-01-01 to 2026-06-01.
            releaseDate: rng.int(in: 1_199_145_600...1_780_272_000),
            macOS: rng.percent(30),
            linux: rng.percent(25),
            deckCategory: rng.int(in: 0...3),
            developer: "\(rng.element(of: GameVocabulary.titleWords)) \(rng.element(of: ["Studios", "Games", "Interactive", "Works"]))"
        )
    }

    /// Most games are single-player; a bit over half are multi-player, and two in three of those play together, so
    /// co-op (9 or 38) is common among the games friends own.
    private static func playerCategories(rng: inout SplitMix64) -> [Int] {
        var list: [Int] = []
        if rng.percent(80) { list.append(StoreCategories.singlePlayer) }
        if rng.percent(55) {
            list.append(StoreCategories.multiPlayer)
            let pvp = rng.percent(50), coop = rng.percent(65), local = rng.percent(20)
            if pvp { list += [StoreCategories.onlinePvP, StoreCategories.pvp] }
            if coop { list += [StoreCategories.coop, StoreCategories.onlineCoop] }
            if local {
                list.append(StoreCategories.sharedScreen)
                if pvp { list.append(StoreCategories.sharedScreenPvP) }
                if coop { list.append(StoreCategories.sharedScreenCoop) }
                if rng.percent(60) { list.append(StoreCategories.remotePlayTogether) }
            }
            if rng.percent(10) { list.append(pvp ? StoreCategories.lanPvP : StoreCategories.lanCoop) }
            if rng.percent(15) { list.append(StoreCategories.crossPlatform) }
        }
        return list.isEmpty ? [StoreCategories.singlePlayer] : list
    }

    private static func featureCategories(
        players: [Int], isFree: Bool, hasAchievements: Bool, hasStats: Bool, rng: inout SplitMix64
    ) -> [Int] {
        var list: [Int] = []
        if hasAchievements { list.append(StoreCategories.achievements) }
        if rng.percent(60) { list.append(StoreCategories.cloud) }
        if rng.percent(40) { list.append(StoreCategories.tradingCards) }
        if rng.percent(10) { list.append(StoreCategories.workshop) }
        if rng.percent(10) { list.append(StoreCategories.captions) }
        if hasStats { list.append(StoreCategories.stats) }
        if rng.percent(40) { list.append(rng.percent(50) ? StoreCategories.fullController : StoreCategories.partialController) }
        if rng.percent(isFree ? 80 : 15) { list.append(StoreCategories.inAppPurchases) }
        if rng.percent(30) { list.append(StoreCategories.remotePlayOnTV) }
        if players.contains(StoreCategories.onlinePvP), rng.percent(20) { list.append(StoreCategories.antiCheat) }
        if rng.percent(85) { list.append(StoreCategories.familySharing) }
        return list
    }

    private static func genres(isFree: Bool, rng: inout SplitMix64) -> [Int] {
        let drawn = [1, 2, 3, 4, 9, 18, 23, 25, 28, 29].filter { _ in rng.percent(18) }
        let list = drawn.isEmpty ? [rng.element(of: [1, 23, 25])] : drawn
        return isFree ? list + [StoreCategories.freeToPlayGenre] : list
    }

    /// Spread as real counts are: most games have a few hundred reviews, a few have hundreds of thousands.
    private static func reviewCount(rng: inout SplitMix64) -> Int {
        switch rng.int(in: 0...99) {
        case 0..<50: rng.int(in: 10...200)
        case 50..<85: rng.int(in: 201...5_000)
        case 85..<98: rng.int(in: 5_001...200_000)
        default: rng.int(in: 200_001...1_500_000)
        }
    }
}
