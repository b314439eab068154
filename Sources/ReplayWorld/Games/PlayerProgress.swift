// One player's achievements and stat values in one app, drawn from that pair's own stream when asked for.

package struct PlayerProgress: Sendable {
    package struct Unlock: Sendable {
        package let achievement: AchievementDefinition
        /// Seconds before the replay clock's start; nil while locked.
        let ago: Int?

        package var isAchieved: Bool { ago != nil }

        /// Valve's `unlocktime`: unix seconds, 0 while locked.
        package func unlockTime(clockStart: Double) -> Int {
            ago.map { Int(clockStart) - $0 } ?? 0
        }
    }

    package struct StatValue: Sendable {
        package let stat: StatDefinition
        let value: Int

        /// What Valve sends: the value as an unsigned 32-bit number, so -36 goes out as 4294967260.
        package var wireValue: Int { Int(UInt32(bitPattern: Int32(truncatingIfNeeded: value))) }
    }

    /// In schema order.
    package let unlocks: [Unlock]
    package let stats: [StatValue]

    /// Every achievement locked and no stat values: an owned game never played.
    init(lockedIn schema: StatsSchema) {
        unlocks = schema.achievements.map { Unlock(achievement: $0, ago: nil) }
        stats = []
    }

    /// Each achievement is unlocked with its global share as the chance, some time in the four years before the clock
    /// started; net stats are negative half the time.
    init(schema: StatsSchema, rng: inout SplitMix64) {
        unlocks = schema.achievements.map { achievement in
            let achieved = rng.int(in: 0...999) < achievement.percentTenths
            let ago = rng.int(in: 3_600...(4 * 365 * 86_400))
            return Unlock(achievement: achievement, ago: achieved ? ago : nil)
        }
        stats = schema.stats.map { stat in
            let value = if stat.isNet {
                rng.percent(50) ? rng.int(in: -5_000...(-1)) : rng.int(in: 0...5_000)
            } else {
                rng.percent(20) ? 0 : rng.int(in: 1...500_000)
            }
            return StatValue(stat: stat, value: value)
        }
    }
}
