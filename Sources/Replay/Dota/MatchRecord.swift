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

    /// Valve's fields of PlayerField's table, in its order.
    func encode(to encoder: any Encoder) throws {
        var fields = encoder.container(keyedBy: AnyCodingKey.self)
        for field in PlayerField.all where field.valveSends {
            guard let value = field.value(self) else { continue }
            let key = AnyCodingKey(stringValue: field.key.description)
            switch value {
            case .int(let number): try fields.encode(number, forKey: key)
            case .unsigned(let number): try fields.encode(number, forKey: key)
            case .bool(let flag): try fields.encode(flag, forKey: key)
            case .string(let text): try fields.encode(text, forKey: key)
            case .abilityUpgrades(let upgrades): try fields.encode(upgrades, forKey: key)
            case .additionalUnits(let units): try fields.encode(units, forKey: key)
            }
        }
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

    func encode(to encoder: any Encoder) throws {
        var fields = encoder.container(keyedBy: AnyCodingKey.self)
        try fields.encode(unitname, forKey: AnyCodingKey(stringValue: "unitname"))
        for (key, item) in zip(PlayerField.itemKeys, items) {
            try fields.encode(item, forKey: AnyCodingKey(stringValue: key.description))
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
