// A player's fields in Valve's order, written down once: the served match (GetMatchDetails, GetMatchHistoryBySequenceNum)
// and the generated corpus both walk this table, so they cannot differ on a name, the order, or which fields a record
// may leave out.

/// One field of a player's object, and how to read it from the record.
package struct PlayerField: Sendable {
    package enum Value {
        case int(Int)
        case unsigned(UInt64)
        case bool(Bool)
        case string(String)
        case abilityUpgrades([AbilityUpgrade])
        case additionalUnits([AdditionalUnit])
    }

    package let key: StaticString
    /// false for the fields dota-detail adds to Valve's player, which the served answers leave out.
    let valveSends: Bool
    /// nil leaves the key out, as Valve leaves out a field the match lacks.
    package let value: @Sendable (PlayerRecord) -> Value?

    private init(_ key: StaticString, valveSends: Bool = true, _ value: @escaping @Sendable (PlayerRecord) -> Value?) {
        self.key = key
        self.valveSends = valveSends
        self.value = value
    }

    /// English hero names by id, for dota-detail's hero_name.
    private static let heroNames: [Int: String] = Dictionary(
        uniqueKeysWithValues: ReplayHeroes.heroes.map { ($0.id, $0.localizedName) }
    )

    /// Valve's player fields in Valve's order, with dota-detail's is_radiant after player_slot and hero_name after
    /// hero_id, where dota-detail puts them.
    package static let all: [PlayerField] = [
        PlayerField("account_id") { $0.accountID.map { .unsigned(UInt64($0)) } },
        PlayerField("player_slot") { .int($0.playerSlot) },
        PlayerField("is_radiant", valveSends: false) { .bool($0.playerSlot < 128) },
        PlayerField("team_number") { $0.teamNumber.map(Value.int) },
        PlayerField("team_slot") { $0.teamSlot.map(Value.int) },
        PlayerField("hero_id") { .int($0.heroID) },
        PlayerField("hero_name", valveSends: false) { heroNames[$0.heroID].map(Value.string) },
        PlayerField("hero_variant") { $0.heroVariant.map(Value.int) },
    ] + itemFields + [
        PlayerField("item_neutral") { .int($0.itemNeutral) },
        PlayerField("item_neutral2") { $0.itemNeutral2.map(Value.int) },
        PlayerField("kills") { .int($0.kills) },
        PlayerField("deaths") { .int($0.deaths) },
        PlayerField("assists") { .int($0.assists) },
        PlayerField("leaver_status") { $0.leaverStatus.map(Value.int) },
        PlayerField("last_hits") { .int($0.lastHits) },
        PlayerField("denies") { .int($0.denies) },
        PlayerField("gold_per_min") { .int($0.goldPerMin) },
        PlayerField("xp_per_min") { .int($0.xpPerMin) },
        PlayerField("level") { .int($0.level) },
        PlayerField("net_worth") { .int($0.netWorth) },
        PlayerField("aghanims_scepter") { .int($0.aghanimsScepter) },
        PlayerField("aghanims_shard") { .int($0.aghanimsShard) },
        PlayerField("moonshard") { .int($0.moonshard) },
        PlayerField("hero_damage") { .int($0.heroDamage) },
        PlayerField("tower_damage") { .int($0.towerDamage) },
        PlayerField("hero_healing") { .int($0.heroHealing) },
        PlayerField("gold") { .int($0.gold) },
        PlayerField("gold_spent") { .int($0.goldSpent) },
        PlayerField("scaled_hero_damage") { .int($0.scaledHeroDamage) },
        PlayerField("scaled_tower_damage") { .int($0.scaledTowerDamage) },
        PlayerField("scaled_hero_healing") { .int($0.scaledHeroHealing) },
        PlayerField("ability_upgrades") { $0.abilityUpgrades.map(Value.abilityUpgrades) },
        PlayerField("additional_units") { $0.additionalUnits.map(Value.additionalUnits) },
    ]

    /// The six inventory slots, then the three backpack slots; a record holding fewer leaves the rest out.
    private static let itemFields: [PlayerField] =
        zip(itemKeys.indices, itemKeys).map { slot, key in
            PlayerField(key) { $0.items.indices.contains(slot) ? .int($0.items[slot]) : nil }
        }
        + zip(backpackKeys.indices, backpackKeys).map { slot, key in
            PlayerField(key) { $0.backpack.indices.contains(slot) ? .int($0.backpack[slot]) : nil }
        }

    /// A player's inventory, and a unit's (Lone Druid's bear) alike.
    package static let itemKeys: [StaticString] = ["item_0", "item_1", "item_2", "item_3", "item_4", "item_5"]
    private static let backpackKeys: [StaticString] = ["backpack_0", "backpack_1", "backpack_2"]
}
