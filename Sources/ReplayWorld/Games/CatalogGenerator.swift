// Draws the catalog: about 800 apps with unique Steam-like appids, each app's schema from the app's own stream.

enum CatalogGenerator {
    static let appCount = 800

    static let freeClassics = [(570, "Dota 2"), (440, "Team Fortress 2"), (730, "Counter-Strike 2")]

    private enum Kind {
        case achievements(netStats: ClosedRange<Int>, count: ClosedRange<Int>)
        case statsOnly
        case noStats
    }

    static func makeCatalog(seeds: WorldSeeds) -> GameCatalog {
        var rng = seeds.stream(.gameCatalog)
        var taken = Set(freeClassics.map(\.0))
        var apps = freeClassics.map { appid, name in
            makeApp(
                appid: appid, name: name, isFree: true, kind: .achievements(netStats: 1...4, count: 20...60),
                newsCount: rng.int(in: 60...250), rng: &rng, seeds: seeds
            )
        }
        let forcedKinds: [Kind] = Array(repeating: .achievements(netStats: 3...6, count: 20...60), count: 4)
            + [.statsOnly, .noStats]
        var drawnAppIDs: [Int] = []
        while apps.count < appCount {
            // Real appids are multiples of ten, from the 2000s' five digits to today's seven.
            let appid = rng.int(in: 1_000...340_000) * 10
            guard taken.insert(appid).inserted else { continue }
            let forced = drawnAppIDs.count < forcedKinds.count ? forcedKinds[drawnAppIDs.count] : nil
            let kind = forced ?? drawnKind(rng: &rng)
            let name = forced == nil && rng.percent(2) ? "Unknown AppID \(appid)" : title(rng: &rng)
            let isFree = forced == nil && rng.percent(8)
            let newsCount = rng.percent(45) ? 0 : rng.int(in: 1...40)
            apps.append(makeApp(
                appid: appid, name: name, isFree: isFree, kind: kind, newsCount: newsCount, rng: &rng, seeds: seeds
            ))
            drawnAppIDs.append(appid)
        }
        let featured = FeaturedApps(
            freeClassics: freeClassics.map(\.0),
            withNetStats: Array(drawnAppIDs.prefix(4)),
            statsWithoutAchievements: drawnAppIDs[4],
            withoutStats: drawnAppIDs[5]
        )
        return GameCatalog(apps: apps, featured: featured)
    }

    private static func drawnKind(rng: inout SplitMix64) -> Kind {
        switch rng.int(in: 0...99) {
        case 0..<55: .achievements(netStats: 0...2, count: 5...60)
        case 55..<65: .statsOnly
        default: .noStats
        }
    }

    private static func title(rng: inout SplitMix64) -> String {
        "\(rng.element(of: GameVocabulary.titleWords)) \(rng.element(of: GameVocabulary.titleNouns))"
            + rng.element(of: GameVocabulary.titleSuffixes)
    }

    private static func makeApp(
        appid: Int, name: String, isFree: Bool, kind: Kind, newsCount: Int, rng: inout SplitMix64, seeds: WorldSeeds
    ) -> CatalogApp {
        let descriptors = rng.percent(5) ? [1, 2, 3, 4, 5].filter { _ in rng.percent(40) } : []
        var schemaRNG = seeds.stream(.gameSchema, index: appid)
        let schema: StatsSchema? = switch kind {
        case .achievements(let netStats, let count):
            StatsSchema(
                achievements: achievements(appid: appid, count: schemaRNG.int(in: count), rng: &schemaRNG),
                stats: stats(plain: schemaRNG.int(in: 0...12), net: schemaRNG.int(in: netStats), rng: &schemaRNG)
            )
        case .statsOnly:
            StatsSchema(achievements: [], stats: stats(plain: schemaRNG.int(in: 1...15), net: 0, rng: &schemaRNG))
        case .noStats:
            nil
        }
        return CatalogApp(
            appid: appid,
            name: name,
            iconHash: rng.hex(bytes: 20),
            isFreeToPlay: isFree,
            contentDescriptorIDs: descriptors.isEmpty ? nil : descriptors,
            schema: schema,
            // Valve's schema names Counter-Strike 2 by its internal test app.
            schemaName: appid == 730 ? "ValveTestApp260" : name,
            gameVersion: String(rng.int(in: 1...400)),
            newsCount: newsCount
        )
    }

    private static func achievements(appid: Int, count: Int, rng: inout SplitMix64) -> [AchievementDefinition] {
        var names: Set<String> = []
        var list: [AchievementDefinition] = []
        while list.count < count {
            let verb = rng.element(of: GameVocabulary.achievementVerbs)
            let amount = rng.element(of: [1, 5, 10, 25, 50, 100, 250, 1000])
            let name = "ACH_\(verb)_\(amount)"
            guard names.insert(name).inserted else { continue }
            let images = "https://steamcdn-a.akamaihd.net/steamcommunity/public/images/apps/\(appid)/"
            // Squaring a uniform draw skews shares low, as real ones are: most achievements are rare.
            let uniform = rng.int(in: 0...1000)
            list.append(AchievementDefinition(
                name: name,
                displayName: rng.element(of: GameVocabulary.achievementTitles),
                description: "\(verb.prefix(1))\(verb.dropFirst().lowercased()) \(amount) times.",
                isHidden: rng.percent(15),
                iconURL: images + rng.hex(bytes: 20) + ".jpg",
                grayIconURL: images + rng.hex(bytes: 20) + ".jpg",
                percentTenths: uniform * uniform / 1000
            ))
        }
        return list
    }

    private static func stats(plain: Int, net: Int, rng: inout SplitMix64) -> [StatDefinition] {
        let plainStats = (0..<plain).map { index in
            let subject = rng.element(of: GameVocabulary.statSubjects)
            return StatDefinition(name: "stat.accum.i\(subject)\(index)", displayName: "Total \(subject)", isNet: false)
        }
        let netStats = (0..<net).map { index in
            let subject = rng.element(of: GameVocabulary.netStatSubjects)
            return StatDefinition(name: "stat.net.i\(subject)\(index)", displayName: "Net \(subject)", isNet: true)
        }
        return plainStats + netStats
    }
}
