// IDOTA2Match_570/GetMatchHistory/v1: newest first, only the newest 500 reachable, hidden matches
// counted but left out, status 15 for a history its owner hides.

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
        let shown = page.filter { !$0.isHidden }.map(MatchSummary.init)
        return try .json(MatchHistoryBody(result: .init(
            status: 1,
            numResults: shown.count,
            totalResults: reachable.count,
            resultsRemaining: candidates.count - page.count,
            matches: shown
        )))
    }
}

private struct MatchHistoryBody: Encodable {
    struct Result: Encodable {
        let status: Int
        let numResults: Int
        let totalResults: Int
        let resultsRemaining: Int
        let matches: [MatchSummary]

        enum CodingKeys: String, CodingKey {
            case status, numResults = "num_results", totalResults = "total_results"
            case resultsRemaining = "results_remaining", matches
        }
    }

    let result: Result
}

private struct MatchSummary: Encodable {
    let matchID: UInt64
    let matchSeqNum: UInt64
    let startTime: Int
    let lobbyType: Int
    let radiantTeamID: Int
    let direTeamID: Int
    let players: [SummaryPlayer]

    enum CodingKeys: String, CodingKey {
        case matchID = "match_id", matchSeqNum = "match_seq_num", startTime = "start_time", lobbyType = "lobby_type"
        case radiantTeamID = "radiant_team_id", direTeamID = "dire_team_id", players
    }

    init(_ match: DotaMatch) {
        matchID = match.matchID
        matchSeqNum = match.seqNum
        startTime = match.startTime
        lobbyType = match.lobbyType
        radiantTeamID = match.teams?.radiant.id ?? 0
        direTeamID = match.teams?.dire.id ?? 0
        players = match.players.map(SummaryPlayer.init)
    }
}

private struct SummaryPlayer: Encodable {
    /// nil leaves the key out, as some 2026 answers do.
    let accountID: UInt32?
    let playerSlot: Int
    let teamNumber: Int
    let teamSlot: Int
    let heroID: Int
    let heroVariant: Int

    enum CodingKeys: String, CodingKey {
        case accountID = "account_id", playerSlot = "player_slot", teamNumber = "team_number", teamSlot = "team_slot"
        case heroID = "hero_id", heroVariant = "hero_variant"
    }

    init(_ player: MatchPlayer) {
        accountID = player.account.wireID
        playerSlot = player.playerSlot
        teamNumber = player.team
        teamSlot = player.teamSlot
        heroID = player.heroID
        heroVariant = player.heroVariant
    }
}
