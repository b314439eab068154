// An account's badges at a replay time, and the Steam level their XP adds up to: a years-of-service badge that gains a
// level each year since the account was made, and game badges that gain levels (up to 5) as the clock moves. Drawn
// from the player's account id and creation time, which the world's seed drew, so the shelf follows the seed too.

package struct BadgeShelf {
    package struct Badge {
        package let badgeid: Int
        /// The game's appid for a game badge; nil for Steam's own.
        package let appid: Int?
        package let level: Int
        package let completionTime: Int
        package let xp: Int
        package let scarcity: Int
        package let communityItemID: Int?
    }

    package let badges: [Badge]
    package let xp: Int
    package let level: Int
    /// The XP the current level took, and what the next one still needs.
    package let xpNeededCurrentLevel: Int
    package let xpNeededToLevelUp: Int

    static let yearsOfService = 1
    static let gameBadge = 1
    static let maxGameBadgeLevel = 5

    package init(player: Player, catalog: GameCatalog, at clock: GameClock) {
        var rng = SplitMix64(seed: UInt64(player.accountID) << 32 ^ UInt64(UInt32(truncatingIfNeeded: player.timeCreated)))
        var badges: [Badge] = []
        let years = max(0, Int((clock.now - Double(player.timeCreated)) / (365 * 86_400)))
        if years > 0 {
            badges.append(Badge(
                badgeid: Self.yearsOfService, appid: nil, level: years,
                completionTime: player.timeCreated + years * 365 * 86_400, xp: 50 * years,
                scarcity: rng.int(in: 1_000_000...30_000_000), communityItemID: nil))
        }
        let elapsedDays = max(0, (clock.now - clock.start) / 86_400)
        for _ in 0..<rng.int(in: 0...5) where !catalog.apps.isEmpty {
            let app = rng.element(of: catalog.apps)
            guard !badges.contains(where: { $0.appid == app.appid }) else { continue }
            let startLevel = rng.int(in: 1...Self.maxGameBadgeLevel)
            let daysPerLevel = Double(rng.int(in: 2...20))
            let gained = Int((elapsedDays / daysPerLevel).rounded(.down))
            let level = min(Self.maxGameBadgeLevel, startLevel + gained)
            let earned = gained > 0 && level > startLevel
                ? clock.start + Double(level - startLevel) * daysPerLevel * 86_400
                : clock.start - Double(rng.int(in: 1...1_000)) * 86_400
            badges.append(Badge(
                badgeid: Self.gameBadge, appid: app.appid, level: level, completionTime: Int(earned), xp: 100 * level,
                scarcity: rng.int(in: 1_000...500_000), communityItemID: rng.int(in: 10_000_000...9_999_999_999)))
        }
        self.badges = badges
        xp = badges.reduce(0) { $0 + $1.xp }
        // Steam's curve: each of levels 1-10 takes 100 XP, each of 11-20 takes 200, and so on.
        var level = 0, spent = 0
        while spent + Self.cost(of: level + 1) <= xp {
            level += 1
            spent += Self.cost(of: level)
        }
        self.level = level
        xpNeededCurrentLevel = spent
        xpNeededToLevelUp = spent + Self.cost(of: level + 1) - xp
    }

    /// The XP that reaching `level` from the one below takes.
    static func cost(of level: Int) -> Int {
        100 * ((level + 9) / 10)
    }
}
