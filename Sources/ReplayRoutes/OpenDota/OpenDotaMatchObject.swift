// The match object of GET /api/matches/{match_id}, in the shape SteamModels' converter reads back into Valve's: drawn
// from the same MatchRecord the Valve routes serve, so every field both name carries Valve's value, then OpenDota's
// own fields. Valve's flags, pre_game_duration and team names and logos are not sent.
import ReplayWorld

enum OpenDotaMatchObject {
    static func json(for match: DotaMatch, world: World) -> OrderedJSON {
        let record = world.dota.record(of: match)
        let extras = OpenDotaExtras(match: match, record: record, seeds: world.dota.seeds)
        let players = OrderedJSON.array(record.players.indices.map { seat in
            OpenDotaPlayerObject.object(seat: seat, of: record, extras: extras, world: world).json
        })
        return object(of: record, extras: extras, players: players).json
    }

    /// The match's fields in the contract's order. A player_caches row merges them into its player without the
    /// players list, so `players` nil leaves the list out.
    static func object(of record: MatchRecord, extras: OpenDotaExtras, players: OrderedJSON?) -> OrderedObject {
        var object = OrderedObject()
        object.add("match_id", .int(Int(record.matchID)))
        object.add("barracks_status_dire", .int(record.barracksStatusDire))
        object.add("barracks_status_radiant", .int(record.barracksStatusRadiant))
        object.add("cluster", .int(record.cluster))
        object.add("dire_score", .int(record.direScore))
        object.add("duration", .int(record.duration))
        object.add("engine", .int(record.engine))
        object.add("first_blood_time", .int(record.firstBloodTime))
        object.add("game_mode", .int(record.gameMode))
        object.add("human_players", .int(record.humanPlayers))
        object.add("leagueid", .int(record.leagueID))
        object.add("lobby_type", .int(record.lobbyType))
        object.add("match_seq_num", .int(Int(record.matchSeqNum)))
        object.add("negative_votes", .int(record.negativeVotes))
        object.add("picks_bans", record.picksBans.map { .array($0.map(pickBan)) })
        object.add("positive_votes", .int(record.positiveVotes))
        object.add("radiant_score", .int(record.radiantScore))
        object.add("radiant_win", .bool(record.radiantWin))
        object.add("start_time", .int(record.startTime))
        object.add("tower_status_dire", .int(record.towerStatusDire))
        object.add("tower_status_radiant", .int(record.towerStatusRadiant))
        object.add("radiant_team_id", record.radiantTeamID.map(OrderedJSON.int))
        object.add("dire_team_id", record.direTeamID.map(OrderedJSON.int))
        object.add("version", extras.parsed == nil ? .null : .int(OpenDotaExtras.parserVersion))
        object.add("replay_salt", .int(extras.replaySalt))
        object.add("series_id", .int(extras.seriesID))
        object.add("series_type", .int(extras.seriesType))
        object.add("skill", .null)
        object.add("players", players)
        object.add("patch", .int(OpenDotaConstants.patch(startTime: record.startTime)))
        object.add("region", OpenDotaConstants.region(cluster: record.cluster).map(OrderedJSON.int))
        object.add("replay_url", .string(replayURL(record, salt: extras.replaySalt)))
        object.add("od_data", .object([
            ("has_api", .bool(true)), ("has_gcdata", .bool(extras.hasGCData)), ("has_parsed", .bool(extras.parsed != nil)),
        ]))
        if let parsed = extras.parsed {
            object.add("radiant_gold_adv", .array(parsed.radiantGoldAdvantage.map(OrderedJSON.int)))
            object.add("radiant_xp_adv", .array(parsed.radiantXPAdvantage.map(OrderedJSON.int)))
        }
        return object
    }

    private static func pickBan(_ entry: PickBan) -> OrderedJSON {
        .object([
            ("is_pick", .bool(entry.isPick)), ("hero_id", .int(entry.heroID)), ("team", .int(entry.team)),
            ("order", .int(entry.order)),
        ])
    }

    /// buildReplayUrl in odota/core: Valve's replay hosts by cluster, the Perfect World cluster 236 on its own.
    private static func replayURL(_ record: MatchRecord, salt: Int) -> String {
        let host = record.cluster == 236 ? "replay236.wmsj.cn" : "replay\(record.cluster).valve.net"
        return "http://\(host)/570/\(record.matchID)_\(salt).dem.bz2"
    }
}
