// IDOTA2Match_570/GetMatchHistory/v1: newest first, only the newest 500 reachable, hidden matches
// counted but left out, status 15 for a history its owner hides.
import ReplayWorld

extension ValveRoute {
    static let matchHistoryCap = 500
    static let matchesPerRequestLimit = 100

    static let getMatchHistory = ValveRoute(
        interface: "IDOTA2Match_570", method: "GetMatchHistory", versions: [1], requiredParameters: []
    ) { request, state in
        let query = request.query, world = state.world
        let accountID: UInt32?, startAt: UInt64?, requested: Int, gameMode: Int?, minPlayers: Int?
        let leagueID: Int?, heroID: Int?
        do throws(DotaParameterError) {
            accountID = try query.accountID("account_id")
            startAt = try query.unsigned("start_at_match_id")
            requested = try query.integer("matches_requested") ?? 25
            gameMode = try query.integer("game_mode")
            minPlayers = try query.integer("min_players")
            leagueID = try query.integer("league_id")
            heroID = try query.integer("hero_id")
        } catch {
            return error.reply
        }
        if let accountID, world.dota.hidesHistory(accountID: accountID, player: world.player(accountID: accountID)) {
            return try .json(DotaStatusBody.historyNotAllowed)
        }
        guard requested > 0 else { return try .json(DotaStatusBody.nothingRequested) }

        // Valve has ignored hero_id alongside account_id since December 2021 (ODC fullhistory.ts).
        let heroFilter = accountID == nil ? heroID : nil
        let reachable = world.dota.history(of: accountID, at: await state.now, limit: matchHistoryCap) { match in
            (gameMode.map { match.gameMode == $0 } ?? true)
                && (minPlayers.map { match.humanPlayers >= $0 } ?? true)
                && (leagueID.map { match.leagueID == $0 } ?? true)
                && (heroFilter.map { hero in match.players.contains { $0.heroID == hero } } ?? true)
        }
        let candidates = startAt.map { start in reachable.filter { $0.matchID <= start } } ?? reachable
        let page = candidates.prefix(min(requested, matchesPerRequestLimit))
        let shown = page.filter { !$0.isHidden }.map(Self.summary)
        // Valve's key order, as the recorded samples show it: a client's CSV columns follow it.
        return .json(.object([("result", .object([
            ("status", .int(1)),
            ("num_results", .int(shown.count)),
            ("total_results", .int(reachable.count)),
            ("results_remaining", .int(candidates.count - page.count)),
            ("matches", .array(shown)),
        ]))]))
    }

    private static func summary(_ match: DotaMatch) -> OrderedJSON {
        .object([
            ("match_id", .int(Int(match.matchID))),
            ("match_seq_num", .int(Int(match.seqNum))),
            ("start_time", .int(match.startTime)),
            ("lobby_type", .int(match.lobbyType)),
            ("radiant_team_id", .int(match.teams?.radiant.id ?? 0)),
            ("dire_team_id", .int(match.teams?.dire.id ?? 0)),
            ("players", .array(match.players.map { player in
                var object = OrderedObject()
                // Absent, not null, as some 2026 answers leave it.
                object.add("account_id", player.account.wireID.map { .int(Int($0)) })
                object.add("player_slot", .int(player.playerSlot))
                object.add("team_number", .int(player.team))
                object.add("team_slot", .int(player.teamSlot))
                object.add("hero_id", .int(player.heroID))
                object.add("hero_variant", .int(player.heroVariant))
                return object.json
            })),
        ])
    }
}
