// One player of GET /api/matches/{match_id}, in the shape SteamModels' converter reads back into Valve's: Valve's fields
// from the record (ability_upgrades reduced to its ability ids; the scaled damages and additional units not sent),
// then what OpenDota's buildMatch and computeMatchData (svc/util/compute.ts) add, under their conditions.
import ReplayWorld

enum OpenDotaPlayerObject {
    static func object(seat: Int, of record: MatchRecord, extras: OpenDotaExtras, world: World) -> OrderedObject {
        let player = record.players[seat]
        var object = OrderedObject()
        object.add("match_id", .int(Int(record.matchID)))
        object.add("player_slot", .int(player.playerSlot))
        object.add("team_number", player.teamNumber.map(OrderedJSON.int))
        object.add("team_slot", player.teamSlot.map(OrderedJSON.int))
        object.add("hero_id", .int(player.heroID))
        object.add("hero_variant", player.heroVariant.map(OrderedJSON.int))
        object.add("account_id", storedAccountID(of: player).map { .int(Int($0)) })
        for (index, item) in player.items.enumerated() {
            object.add("item_\(index)", .int(item))
        }
        for (index, item) in player.backpack.enumerated() {
            object.add("backpack_\(index)", .int(item))
        }
        object.add("item_neutral", .int(player.itemNeutral))
        object.add("item_neutral2", player.itemNeutral2.map(OrderedJSON.int))
        object.add("kills", .int(player.kills))
        object.add("deaths", .int(player.deaths))
        object.add("assists", .int(player.assists))
        object.add("leaver_status", player.leaverStatus.map(OrderedJSON.int))
        object.add("last_hits", .int(player.lastHits))
        object.add("denies", .int(player.denies))
        object.add("gold_per_min", .int(player.goldPerMin))
        object.add("xp_per_min", .int(player.xpPerMin))
        object.add("level", .int(player.level))
        object.add("net_worth", .int(player.netWorth))
        object.add("aghanims_scepter", .int(player.aghanimsScepter))
        object.add("aghanims_shard", .int(player.aghanimsShard))
        object.add("moonshard", .int(player.moonshard))
        object.add("hero_damage", .int(player.heroDamage))
        object.add("tower_damage", .int(player.towerDamage))
        object.add("hero_healing", .int(player.heroHealing))
        object.add("gold", .int(player.gold))
        object.add("gold_spent", .int(player.goldSpent))
        object.add("ability_upgrades_arr", player.abilityUpgrades.map { .array($0.map { .int($0.ability) }) })
        addOpenDotaFields(of: player, in: record, to: &object, world: world)
        if let parsed = extras.parsed?.players[seat] {
            object.add("obs_placed", .int(parsed.obsPlaced))
            object.add("sen_placed", .int(parsed.senPlaced))
            object.add("lane", .int(parsed.lane))
            object.add("lane_role", .int(parsed.laneRole))
            object.add("is_roaming", .bool(parsed.isRoaming))
            object.add("actions_per_min", .int(parsed.actionsPerMin))
        }
        return object
    }

    /// The account OpenDota keeps for a player. It deletes Valve's anonymous 4294967295 before it stores a match
    /// (transformMatch in svc/util/utility.ts), so an anonymous player has none, like one Valve sent none for.
    static func storedAccountID(of player: PlayerRecord) -> UInt32? {
        player.accountID.flatMap { $0 == MatchAccount.anonymousID ? nil : $0 }
    }

    /// The match's fields OpenDota copies into each player, then computeMatchData's: totals only when the rate and the
    /// duration are not 0, kills a minute only with a kill, abandons only beside a leaver_status.
    private static func addOpenDotaFields(
        of player: PlayerRecord, in record: MatchRecord, to object: inout OrderedObject, world: World
    ) {
        let known = storedAccountID(of: player)
        object.add("personaname", known.flatMap(world.player(accountID:)).map { .string($0.personaname) } ?? .null)
        object.add("radiant_win", .bool(record.radiantWin))
        object.add("start_time", .int(record.startTime))
        object.add("duration", .int(record.duration))
        object.add("cluster", .int(record.cluster))
        object.add("lobby_type", .int(record.lobbyType))
        object.add("game_mode", .int(record.gameMode))
        object.add("is_contributor", .bool(false))
        object.add("patch", .int(OpenDotaConstants.patch(startTime: record.startTime)))
        object.add("region", OpenDotaConstants.region(cluster: record.cluster).map(OrderedJSON.int))
        let isRadiant = player.playerSlot < 128
        let won = isRadiant == record.radiantWin
        object.add("isRadiant", .bool(isRadiant))
        object.add("win", .int(won ? 1 : 0))
        object.add("lose", .int(won ? 0 : 1))
        let duration = record.duration
        if duration != 0, player.goldPerMin != 0 {
            object.add("total_gold", .int(player.goldPerMin * duration / 60))
        }
        if duration != 0, player.xpPerMin != 0 {
            object.add("total_xp", .int(player.xpPerMin * duration / 60))
        }
        if duration != 0, player.kills != 0 {
            object.add("kills_per_min", .double(Double(player.kills) / (Double(duration) / 60)))
        }
        object.add("kda", .double(JavaScript.toFixed2(Double(player.kills + player.assists) / Double(player.deaths + 1))))
        object.add("abandons", player.leaverStatus.map { .int($0 >= 2 ? 1 : 0) })
        let rankTier = known.flatMap { OpenDotaExtras.rankTier(of: $0, seeds: world.dota.seeds) }
        object.add("rank_tier", rankTier.map(OrderedJSON.int) ?? .null)
    }
}
