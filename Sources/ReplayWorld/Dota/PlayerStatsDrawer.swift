// Draws one player's line of a match: items, kills, farm, damage, level and skill build, scaled to the match's
// length and to whether the player's side won.

enum PlayerStatsDrawer {
    static func record(
        for player: MatchPlayer, in match: DotaMatch, won: Bool, leaverStatus: Int, rng: inout SplitMix64
    ) -> PlayerRecord {
        // Never connected (5, 6): a line of zeros at level 1.
        let played = leaverStatus < 5
        let minutes = Double(match.duration) / 60
        let goldPerMin = played ? (won ? rng.int(in: 380...760) : rng.int(in: 240...540)) : 0
        let xpPerMin = played ? (won ? rng.int(in: 450...880) : rng.int(in: 300...660)) : 0
        let level = levelReached(experience: Double(xpPerMin) * minutes)
        let earned = Int(Double(goldPerMin) * minutes)
        let goldSpent = Int(Double(earned) * Double(rng.int(in: 75...95)) / 100)
        let gold = max(0, earned - goldSpent)
        let scale = minutes / 40
        let heroDamage = played ? Int(Double(rng.int(in: 4_000...40_000)) * scale) : 0
        let towerDamage = played ? Int(Double(won ? rng.int(in: 500...9_000) : rng.int(in: 0...2_500)) * scale) : 0
        let heroHealing = played && rng.percent(15) ? Int(Double(rng.int(in: 1_000...12_000)) * scale) : 0
        let equipped = played && minutes >= 3
        let lastHits = played ? Int(minutes * Double(rng.int(in: 1...9))) : 0
        // Fights take time: a game shorter than 20 minutes has proportionally fewer kills, deaths and assists.
        func fightCount(_ range: ClosedRange<Int>) -> Int {
            played ? Int(Double(rng.int(in: range)) * min(1, minutes / 20)) : 0
        }
        let kills = fightCount(won ? 0...16 : 0...10)
        let deaths = fightCount(won ? 0...8 : 2...14)
        let assists = fightCount(won ? 0...28 : 0...18)
        return PlayerRecord(
            accountID: player.account.wireID,
            playerSlot: player.playerSlot,
            teamNumber: player.team,
            teamSlot: player.teamSlot,
            heroID: player.heroID,
            heroVariant: player.heroVariant,
            items: (0..<6).map { _ in equipped && rng.percent(80) ? rng.element(of: Items.main) : 0 },
            backpack: (0..<3).map { _ in equipped && rng.percent(25) ? rng.element(of: Items.main) : 0 },
            itemNeutral: equipped && minutes >= 7 ? rng.element(of: Items.neutral) : 0,
            itemNeutral2: equipped && minutes >= 7 && rng.percent(70) ? rng.element(of: Items.enhancements) : 0,
            kills: kills,
            deaths: deaths,
            assists: assists,
            leaverStatus: leaverStatus,
            lastHits: lastHits,
            denies: lastHits > 8 ? rng.int(in: 0...(lastHits / 8)) : 0,
            goldPerMin: goldPerMin,
            xpPerMin: xpPerMin,
            level: level,
            netWorth: gold + goldSpent * 8 / 10,
            aghanimsScepter: level >= 15 && rng.percent(25) ? 1 : 0,
            aghanimsShard: minutes >= 15 && played && rng.percent(40) ? 1 : 0,
            moonshard: minutes >= 35 && played && rng.percent(5) ? 1 : 0,
            heroDamage: heroDamage,
            towerDamage: towerDamage,
            heroHealing: heroHealing,
            gold: gold,
            goldSpent: goldSpent,
            scaledHeroDamage: heroDamage * rng.int(in: 55...90) / 100,
            scaledTowerDamage: towerDamage * rng.int(in: 55...90) / 100,
            scaledHeroHealing: heroHealing * rng.int(in: 55...90) / 100,
            abilityUpgrades: level > 1 ? skillBuild(hero: player.heroID, level: level, duration: match.duration, rng: &rng) : nil,
            additionalUnits: player.heroID == ReplayHeroes.loneDruidID ? [bear(equipped: equipped, rng: &rng)] : nil
        )
    }

    /// Roughly Dota's XP curve: 240 XP for level 2 (so a hero in a 6-second game never levels), level 18 after about
    /// 30 minutes at 600 XPM, 25 after an hour.
    private static func levelReached(experience: Double) -> Int {
        experience < 240 ? 1 : min(30, max(2, 1 + Int((experience / 60).squareRoot())))
    }

    /// One upgrade per level, at increasing times within the match; talents at 10, 15, 20 and 25.
    private static func skillBuild(hero: Int, level: Int, duration: Int, rng: inout SplitMix64) -> [AbilityUpgrade] {
        var time = 0
        return (1...level).map { reached in
            let step = max(1, duration / level)
            time = min(duration, max(time + 1, (reached - 1) * step + rng.int(in: 0...(step - 1))))
            let talent = [10, 15, 20, 25].contains(reached)
            let ability = talent ? 6_000 + hero * 10 + rng.int(in: 0...7) : 5_000 + hero * 10 + rng.int(in: 0...3)
            return AbilityUpgrade(ability: ability, time: time, level: reached)
        }
    }

    /// Lone Druid's bear; Valve sometimes sends its unit name empty.
    private static func bear(equipped: Bool, rng: inout SplitMix64) -> AdditionalUnit {
        AdditionalUnit(
            unitname: rng.percent(25) ? "" : "spirit_bear",
            items: (0..<6).map { _ in equipped && rng.percent(60) ? rng.element(of: Items.main) : 0 }
        )
    }
}

/// Item ids (Dota's own numbering) the drawer equips.
private enum Items {
    static let main = [
        1, 29, 36, 46, 48, 50, 63, 65, 96, 98, 104, 108, 110, 112, 116, 119, 127, 135, 137, 139, 141, 145, 147, 149,
        151, 152, 154, 156, 158, 160, 162, 168, 172, 174, 180, 185, 190, 206, 208, 214, 223, 225, 226, 229, 231, 232,
        235, 236, 242, 247, 249, 250, 252, 254, 256, 263, 267, 534, 596, 598, 600, 603, 604, 609,
    ]
    static let neutral = [1_590, 1_591, 1_592, 1_593, 1_594, 1_595, 1_596, 1_597, 1_598, 1_599, 1_600, 1_601, 1_602]
    static let enhancements = [1_603, 1_604, 1_605, 1_606, 1_607, 1_608, 1_609, 1_610]
}
