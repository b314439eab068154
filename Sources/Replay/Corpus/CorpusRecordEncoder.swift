// Writes one corpus record as dota-detail prints it: the perspective account_id first, then Valve's match fields in
// MatchRecord's order, each player with is_radiant after player_slot and hero_name after hero_id.

enum CorpusRecordEncoder {
    /// English hero names by id, for hero_name.
    private static let heroNames: [Int: String] = Dictionary(
        uniqueKeysWithValues: ReplayHeroes.heroes.map { ($0.id, $0.localizedName) }
    )

    static func append(_ match: CorpusMatch, to json: inout JSONBytes) {
        let record = match.record
        json.openObject()
        json.field("account_id", UInt64(match.perspective))
        json.key("players")
        json.openArray()
        for player in record.players {
            json.separate()
            append(player, to: &json)
        }
        json.closeArray()
        json.field("radiant_win", record.radiantWin)
        json.field("duration", record.duration)
        json.field("pre_game_duration", record.preGameDuration)
        json.field("start_time", record.startTime)
        json.field("match_id", record.matchID)
        json.field("match_seq_num", record.matchSeqNum)
        json.field("tower_status_radiant", record.towerStatusRadiant)
        json.field("tower_status_dire", record.towerStatusDire)
        json.field("barracks_status_radiant", record.barracksStatusRadiant)
        json.field("barracks_status_dire", record.barracksStatusDire)
        json.field("cluster", record.cluster)
        json.field("first_blood_time", record.firstBloodTime)
        json.field("lobby_type", record.lobbyType)
        json.field("human_players", record.humanPlayers)
        json.field("leagueid", record.leagueID)
        json.field("positive_votes", record.positiveVotes)
        json.field("negative_votes", record.negativeVotes)
        json.field("game_mode", record.gameMode)
        json.field("flags", record.flags)
        json.field("engine", record.engine)
        json.field("radiant_score", record.radiantScore)
        json.field("dire_score", record.direScore)
        if let id = record.radiantTeamID { json.field("radiant_team_id", id) }
        if let name = record.radiantName { json.field("radiant_name", name) }
        if let logo = record.radiantLogo { json.field("radiant_logo", logo) }
        if let complete = record.radiantTeamComplete { json.field("radiant_team_complete", complete) }
        if let id = record.direTeamID { json.field("dire_team_id", id) }
        if let name = record.direName { json.field("dire_name", name) }
        if let logo = record.direLogo { json.field("dire_logo", logo) }
        if let complete = record.direTeamComplete { json.field("dire_team_complete", complete) }
        if let picksBans = record.picksBans {
            json.key("picks_bans")
            json.openArray()
            for pick in picksBans {
                json.separate()
                json.openObject()
                json.field("is_pick", pick.isPick)
                json.field("hero_id", pick.heroID)
                json.field("team", pick.team)
                json.field("order", pick.order)
                json.closeObject()
            }
            json.closeArray()
        }
        json.closeObject()
        json.newline()
    }

    private static func append(_ player: PlayerRecord, to json: inout JSONBytes) {
        json.openObject()
        if let account = player.accountID { json.field("account_id", UInt64(account)) }
        json.field("player_slot", player.playerSlot)
        json.field("is_radiant", player.playerSlot < 128)
        if let team = player.teamNumber { json.field("team_number", team) }
        if let slot = player.teamSlot { json.field("team_slot", slot) }
        json.field("hero_id", player.heroID)
        if let name = heroNames[player.heroID] { json.field("hero_name", name) }
        if let variant = player.heroVariant { json.field("hero_variant", variant) }
        appendItems(player.items, to: &json)
        for (key, item) in zip(backpackKeys, player.backpack) { json.field(key, item) }
        json.field("item_neutral", player.itemNeutral)
        if let neutral = player.itemNeutral2 { json.field("item_neutral2", neutral) }
        json.field("kills", player.kills)
        json.field("deaths", player.deaths)
        json.field("assists", player.assists)
        if let leaverStatus = player.leaverStatus { json.field("leaver_status", leaverStatus) }
        json.field("last_hits", player.lastHits)
        json.field("denies", player.denies)
        json.field("gold_per_min", player.goldPerMin)
        json.field("xp_per_min", player.xpPerMin)
        json.field("level", player.level)
        json.field("net_worth", player.netWorth)
        json.field("aghanims_scepter", player.aghanimsScepter)
        json.field("aghanims_shard", player.aghanimsShard)
        json.field("moonshard", player.moonshard)
        json.field("hero_damage", player.heroDamage)
        json.field("tower_damage", player.towerDamage)
        json.field("hero_healing", player.heroHealing)
        json.field("gold", player.gold)
        json.field("gold_spent", player.goldSpent)
        json.field("scaled_hero_damage", player.scaledHeroDamage)
        json.field("scaled_tower_damage", player.scaledTowerDamage)
        json.field("scaled_hero_healing", player.scaledHeroHealing)
        if let upgrades = player.abilityUpgrades {
            json.key("ability_upgrades")
            json.openArray()
            for upgrade in upgrades {
                json.separate()
                json.openObject()
                json.field("ability", upgrade.ability)
                json.field("time", upgrade.time)
                json.field("level", upgrade.level)
                json.closeObject()
            }
            json.closeArray()
        }
        if let units = player.additionalUnits {
            json.key("additional_units")
            json.openArray()
            for unit in units {
                json.separate()
                json.openObject()
                json.field("unitname", unit.unitname)
                appendItems(unit.items, to: &json)
                json.closeObject()
            }
            json.closeArray()
        }
        json.closeObject()
    }

    private static let itemKeys: [StaticString] = ["item_0", "item_1", "item_2", "item_3", "item_4", "item_5"]
    private static let backpackKeys: [StaticString] = ["backpack_0", "backpack_1", "backpack_2"]

    private static func appendItems(_ items: [Int], to json: inout JSONBytes) {
        for (key, item) in zip(itemKeys, items) { json.field(key, item) }
    }
}
