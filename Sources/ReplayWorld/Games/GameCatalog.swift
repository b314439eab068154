// The apps of the world, fixed per seed: names, icons, free or not, stats schema and how much news each has.

package struct CatalogApp: Sendable {
    package let appid: Int
    /// Sometimes "Unknown AppID N", as Valve names apps it has no store data for.
    package let name: String
    /// 40 hex characters, the file name of the icon under the app's image folder.
    package let iconHash: String
    let isFreeToPlay: Bool
    /// nil for most apps; Valve sends the key only when there is something in it.
    package let contentDescriptorIDs: [Int]?
    /// nil for an app with no stats at all.
    package let schema: StatsSchema?
    /// What GetSchemaForGame calls the game: usually the name, for some apps an internal one.
    package let schemaName: String
    package let gameVersion: String
    /// Items GetNewsForApp has for the app; 0 for none. The items themselves are drawn when asked for.
    let newsCount: Int

    package var hasAchievements: Bool { !(schema?.achievements.isEmpty ?? true) }
}

package struct StatsSchema: Sendable {
    /// Empty for an app with stats but no achievements.
    package let achievements: [AchievementDefinition]
    package let stats: [StatDefinition]
}

package struct AchievementDefinition: Sendable {
    /// The API name, e.g. `ACH_WIN_100`.
    package let name: String
    package let displayName: String
    package let description: String
    package let isHidden: Bool
    package let iconURL: String
    package let grayIconURL: String
    /// The share of players who unlocked it, in tenths of a percent (0...1000), as Valve rounds it.
    package let percentTenths: Int
}

package struct StatDefinition: Sendable {
    package let name: String
    package let displayName: String
    /// A "net" stat counts gains minus losses, so a player's value can be negative; Valve sends it uint32-wrapped.
    let isNet: Bool
}

package struct GameCatalog: Sendable {
    /// In appid order.
    package let apps: [CatalogApp]
    let featured: FeaturedApps
    private let indexByAppID: [Int: Int]

    init(apps: [CatalogApp], featured: FeaturedApps) {
        self.apps = apps.sorted { $0.appid < $1.appid }
        self.featured = featured
        indexByAppID = Dictionary(uniqueKeysWithValues: self.apps.enumerated().map { ($1.appid, $0) })
    }

    package func app(_ appid: Int) -> CatalogApp? {
        indexByAppID[appid].map { apps[$0] }
    }

    /// The first appid from one million on, in Steam's steps of ten, that no app has.
    var unknownAppID: Int {
        stride(from: 1_000_000, to: Int.max, by: 10).first { indexByAppID[$0] == nil } ?? 0
    }
}

/// Apps drawn with a fixed shape so the roles on /_replay/world always exist, whatever the seed.
struct FeaturedApps: Sendable {
    /// Free to play, with achievements, stats and news: Dota 2, Team Fortress 2, Counter-Strike 2.
    let freeClassics: [Int]
    /// Not free, with 20-60 achievements and three or more net stats.
    let withNetStats: [Int]
    let statsWithoutAchievements: Int
    let withoutStats: Int

    /// Every app the demo user is made to own and to have played.
    var all: [Int] { freeClassics + withNetStats + [statsWithoutAchievements, withoutStats] }
}
