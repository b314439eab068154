// The full match object as GetMatchDetails' `result` and each BySequenceNum match carry it: Valve's
// field names and types, optional fields left out rather than sent as null.

struct MatchRecord: Encodable, Sendable {
    var players: [PlayerRecord]
    var radiantWin: Bool
    var duration: Int
    var preGameDuration: Int
    var startTime: Int
    var matchID: UInt64
    var matchSeqNum: UInt64
    var towerStatusRadiant: Int
    var towerStatusDire: Int
    var barracksStatusRadiant: Int
    var barracksStatusDire: Int
    var cluster: Int
    var firstBloodTime: Int
    var lobbyType: Int
    var humanPlayers: Int
    var leagueID: Int
    var positiveVotes: Int
    var negativeVotes: Int
    var gameMode: Int
    var flags: Int
    var engine: Int
    var radiantScore: Int
    var direScore: Int
    var radiantTeamID: Int?
    var radiantName: String?
    /// u64 and often above Int64.max: encoded as UInt64, whose JSON text keeps every digit.
    var radiantLogo: UInt64?
    var radiantTeamComplete: Int?
    var direTeamID: Int?
    var direName: String?
    var direLogo: UInt64?
    var direTeamComplete: Int?
    var picksBans: [PickBan]?

    enum CodingKeys: String, CodingKey {
        case players, radiantWin = "radiant_win", duration, preGameDuration = "pre_game_duration"
        case startTime = "start_time", matchID = "match_id", matchSeqNum = "match_seq_num"
        case towerStatusRadiant = "tower_status_radiant", towerStatusDire = "tower_status_dire"
        case barracksStatusRadiant = "barracks_status_radiant", barracksStatusDire = "barracks_status_dire"
        case cluster, firstBloodTime = "first_blood_time", lobbyType = "lobby_type", humanPlayers = "human_players"
        case leagueID = "leagueid", positiveVotes = "positive_votes", negativeVotes = "negative_votes"
        case gameMode = "game_mode", flags, engine, radiantScore = "radiant_score", direScore = "dire_score"
        case radiantTeamID = "radiant_team_id", radiantName = "radiant_name", radiantLogo = "radiant_logo"
        case radiantTeamComplete = "radiant_team_complete"
        case direTeamID = "dire_team_id", direName = "dire_name", direLogo = "dire_logo"
        case direTeamComplete = "dire_team_complete"
        case picksBans = "picks_bans"
    }
}

struct PlayerRecord: Encodable, Sendable {
    /// nil when the match has no account_id key for the player.
    var accountID: UInt32?
    var playerSlot: Int
    /// team_number, team_slot, hero_variant and item_neutral2 are left out of records older than the patch that
    /// brought them (CorpusEras); the served world always sends them.
    var teamNumber: Int?
    var teamSlot: Int?
    var heroID: Int
    var heroVariant: Int?
    var items: [Int]
    var backpack: [Int]
    var itemNeutral: Int
    var itemNeutral2: Int?
    var kills: Int
    var deaths: Int
    var assists: Int
    /// Left out in old-format matches, which carry no leaver_status key at all.
    var leaverStatus: Int?
    var lastHits: Int
    var denies: Int
    var goldPerMin: Int
    var xpPerMin: Int
    var level: Int
    var netWorth: Int
    var aghanimsScepter: Int
    var aghanimsShard: Int
    var moonshard: Int
    var heroDamage: Int
    var towerDamage: Int
    var heroHealing: Int
    var gold: Int
    var goldSpent: Int
    var scaledHeroDamage: Int
    var scaledTowerDamage: Int
    var scaledHeroHealing: Int
    /// Left out for a player who never levelled, as Valve does.
    var abilityUpgrades: [AbilityUpgrade]?
    /// Lone Druid's bear and the like.
    var additionalUnits: [AdditionalUnit]?

    enum CodingKeys: String, CodingKey {
        case accountID = "account_id", playerSlot = "player_slot", teamNumber = "team_number", teamSlot = "team_slot"
        case heroID = "hero_id", heroVariant = "hero_variant"
        case item0 = "item_0", item1 = "item_1", item2 = "item_2", item3 = "item_3", item4 = "item_4", item5 = "item_5"
        case backpack0 = "backpack_0", backpack1 = "backpack_1", backpack2 = "backpack_2"
        case itemNeutral = "item_neutral", itemNeutral2 = "item_neutral2"
        case kills, deaths, assists, leaverStatus = "leaver_status", lastHits = "last_hits", denies
        case goldPerMin = "gold_per_min", xpPerMin = "xp_per_min", level, netWorth = "net_worth"
        case aghanimsScepter = "aghanims_scepter", aghanimsShard = "aghanims_shard", moonshard
        case heroDamage = "hero_damage", towerDamage = "tower_damage", heroHealing = "hero_healing"
        case gold, goldSpent = "gold_spent"
        case scaledHeroDamage = "scaled_hero_damage", scaledTowerDamage = "scaled_tower_damage"
        case scaledHeroHealing = "scaled_hero_healing"
        case abilityUpgrades = "ability_upgrades", additionalUnits = "additional_units"
    }

    func encode(to encoder: any Encoder) throws {
        var fields = encoder.container(keyedBy: CodingKeys.self)
        try fields.encodeIfPresent(accountID, forKey: .accountID)
        try fields.encode(playerSlot, forKey: .playerSlot)
        try fields.encodeIfPresent(teamNumber, forKey: .teamNumber)
        try fields.encodeIfPresent(teamSlot, forKey: .teamSlot)
        try fields.encode(heroID, forKey: .heroID)
        try fields.encodeIfPresent(heroVariant, forKey: .heroVariant)
        for (key, item) in zip([CodingKeys.item0, .item1, .item2, .item3, .item4, .item5], items) {
            try fields.encode(item, forKey: key)
        }
        for (key, item) in zip([CodingKeys.backpack0, .backpack1, .backpack2], backpack) {
            try fields.encode(item, forKey: key)
        }
        try fields.encode(itemNeutral, forKey: .itemNeutral)
        try fields.encodeIfPresent(itemNeutral2, forKey: .itemNeutral2)
        try fields.encode(kills, forKey: .kills)
        try fields.encode(deaths, forKey: .deaths)
        try fields.encode(assists, forKey: .assists)
        try fields.encodeIfPresent(leaverStatus, forKey: .leaverStatus)
        try fields.encode(lastHits, forKey: .lastHits)
        try fields.encode(denies, forKey: .denies)
        try fields.encode(goldPerMin, forKey: .goldPerMin)
        try fields.encode(xpPerMin, forKey: .xpPerMin)
        try fields.encode(level, forKey: .level)
        try fields.encode(netWorth, forKey: .netWorth)
        try fields.encode(aghanimsScepter, forKey: .aghanimsScepter)
        try fields.encode(aghanimsShard, forKey: .aghanimsShard)
        try fields.encode(moonshard, forKey: .moonshard)
        try fields.encode(heroDamage, forKey: .heroDamage)
        try fields.encode(towerDamage, forKey: .towerDamage)
        try fields.encode(heroHealing, forKey: .heroHealing)
        try fields.encode(gold, forKey: .gold)
        try fields.encode(goldSpent, forKey: .goldSpent)
        try fields.encode(scaledHeroDamage, forKey: .scaledHeroDamage)
        try fields.encode(scaledTowerDamage, forKey: .scaledTowerDamage)
        try fields.encode(scaledHeroHealing, forKey: .scaledHeroHealing)
        try fields.encodeIfPresent(abilityUpgrades, forKey: .abilityUpgrades)
        try fields.encodeIfPresent(additionalUnits, forKey: .additionalUnits)
    }
}

struct AbilityUpgrade: Encodable, Sendable {
    let ability: Int
    let time: Int
    let level: Int
}

struct AdditionalUnit: Encodable, Sendable {
    /// Can be "" (JD's fixtures).
    let unitname: String
    let items: [Int]

    enum CodingKeys: String, CodingKey {
        case unitname, item0 = "item_0", item1 = "item_1", item2 = "item_2", item3 = "item_3", item4 = "item_4"
        case item5 = "item_5"
    }

    func encode(to encoder: any Encoder) throws {
        var fields = encoder.container(keyedBy: CodingKeys.self)
        try fields.encode(unitname, forKey: .unitname)
        for (key, item) in zip([CodingKeys.item0, .item1, .item2, .item3, .item4, .item5], items) {
            try fields.encode(item, forKey: key)
        }
    }
}

struct PickBan: Encodable, Sendable {
    let isPick: Bool
    let heroID: Int
    let team: Int
    let order: Int

    enum CodingKeys: String, CodingKey {
        case isPick = "is_pick", heroID = "hero_id", team, order
    }
}
