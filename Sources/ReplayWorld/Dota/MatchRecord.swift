// The full match object as GetMatchDetails' `result` and each BySequenceNum match carry it: Valve's
// field names and types, optional fields left out rather than sent as null.

package struct MatchRecord: Encodable, Sendable {
    package var players: [PlayerRecord]
    package var radiantWin: Bool
    package var duration: Int
    package var preGameDuration: Int
    package var startTime: Int
    package var matchID: UInt64
    package var matchSeqNum: UInt64
    package var towerStatusRadiant: Int
    package var towerStatusDire: Int
    package var barracksStatusRadiant: Int
    package var barracksStatusDire: Int
    package var cluster: Int
    package var firstBloodTime: Int
    package var lobbyType: Int
    package var humanPlayers: Int
    package var leagueID: Int
    package var positiveVotes: Int
    package var negativeVotes: Int
    package var gameMode: Int
    package var flags: Int
    package var engine: Int
    package var radiantScore: Int
    package var direScore: Int
    package var radiantTeamID: Int?
    package var radiantName: String?
    /// u64 and often above Int64.max: encoded as UInt64, whose JSON text keeps every digit.
    package var radiantLogo: UInt64?
    package var radiantTeamComplete: Int?
    package var direTeamID: Int?
    package var direName: String?
    package var direLogo: UInt64?
    package var direTeamComplete: Int?
    package var picksBans: [PickBan]?

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

package struct PlayerRecord: Encodable, Sendable {
    /// nil when the match has no account_id key for the player.
    package var accountID: UInt32?
    package var playerSlot: Int
    /// team_number, team_slot, hero_variant and item_neutral2 are left out of records older than the patch that
    /// brought them (CorpusEras); the served world always sends them.
    package var teamNumber: Int?
    package var teamSlot: Int?
    package var heroID: Int
    package var heroVariant: Int?
    package var items: [Int]
    package var backpack: [Int]
    package var itemNeutral: Int
    package var itemNeutral2: Int?
    package var kills: Int
    package var deaths: Int
    package var assists: Int
    /// Left out in old-format matches, which carry no leaver_status key at all.
    package var leaverStatus: Int?
    package var lastHits: Int
    package var denies: Int
    package var goldPerMin: Int
    package var xpPerMin: Int
    package var level: Int
    package var netWorth: Int
    package var aghanimsScepter: Int
    package var aghanimsShard: Int
    package var moonshard: Int
    package var heroDamage: Int
    package var towerDamage: Int
    package var heroHealing: Int
    package var gold: Int
    package var goldSpent: Int
    var scaledHeroDamage: Int
    var scaledTowerDamage: Int
    var scaledHeroHealing: Int
    /// Left out for a player who never levelled, as Valve does.
    package var abilityUpgrades: [AbilityUpgrade]?
    /// Lone Druid's bear and the like.
    var additionalUnits: [AdditionalUnit]?

    /// Valve's fields of PlayerField's table, in its order.
    package func encode(to encoder: any Encoder) throws {
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

package struct AbilityUpgrade: Encodable, Sendable {
    package let ability: Int
    package let time: Int
    package let level: Int
}

package struct AdditionalUnit: Encodable, Sendable {
    /// Can be "" (JD's fixtures).
    package let unitname: String
    package let items: [Int]

    package func encode(to encoder: any Encoder) throws {
        var fields = encoder.container(keyedBy: AnyCodingKey.self)
        try fields.encode(unitname, forKey: AnyCodingKey(stringValue: "unitname"))
        for (key, item) in zip(PlayerField.itemKeys, items) {
            try fields.encode(item, forKey: AnyCodingKey(stringValue: key.description))
        }
    }
}

package struct PickBan: Encodable, Sendable {
    package let isPick: Bool
    package let heroID: Int
    package let team: Int
    package let order: Int

    enum CodingKeys: String, CodingKey {
        case isPick = "is_pick", heroID = "hero_id", team, order
    }
}
