// Writes one corpus record as dota-detail prints it: the perspective account_id first, then Valve's match fields in
// MatchRecord's order, each player's fields as PlayerField's table lists them.
import ReplayWorld

enum CorpusRecordEncoder {
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
            appendObjects("picks_bans", picksBans, to: &json) { pick, json in
                json.field("is_pick", pick.isPick)
                json.field("hero_id", pick.heroID)
                json.field("team", pick.team)
                json.field("order", pick.order)
            }
        }
        json.closeObject()
        json.newline()
    }

    private static func append(_ player: PlayerRecord, to json: inout JSONBytes) {
        json.openObject()
        for field in PlayerField.all {
            guard let value = field.value(player) else { continue }
            switch value {
            case .int(let number): json.field(field.key, number)
            case .unsigned(let number): json.field(field.key, number)
            case .bool(let flag): json.field(field.key, flag)
            case .string(let text): json.field(field.key, text)
            case .abilityUpgrades(let upgrades):
                appendObjects(field.key, upgrades, to: &json) { upgrade, json in
                    json.field("ability", upgrade.ability)
                    json.field("time", upgrade.time)
                    json.field("level", upgrade.level)
                }
            case .additionalUnits(let units):
                appendObjects(field.key, units, to: &json) { unit, json in
                    json.field("unitname", unit.unitname)
                    for (key, item) in zip(PlayerField.itemKeys, unit.items) { json.field(key, item) }
                }
            }
        }
        json.closeObject()
    }

    /// `"key":[{…},…]`, each element's members written by `members`.
    private static func appendObjects<Element>(
        _ key: StaticString, _ elements: [Element], to json: inout JSONBytes,
        members: (Element, inout JSONBytes) -> Void
    ) {
        json.key(key)
        json.openArray()
        for element in elements {
            json.separate()
            json.openObject()
            members(element, &json)
            json.closeObject()
        }
        json.closeArray()
    }
}
