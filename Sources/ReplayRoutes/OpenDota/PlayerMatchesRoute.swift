// GET /api/players/{account_id}/matches: the account's whole history, newest first, with no cap: the very matches
// GetMatchHistory lists for it, filtered, projected and paged as OpenDota's api.ts and filter.ts do.

extension OpenDotaRoute {
    static let playerMatches = OpenDotaRoute(pattern: ["players", "*", "matches"]) { parameters, request, state in
        // api.ts refuses an id that is not an integer before any route runs.
        guard let number = JavaScript.integer(parameters[0]) else {
            return .openDotaError("invalid account id", status: 400)
        }
        let dota = state.world.dota
        // No account has an id of 0 or less, or past 32 bits; a private history answers [] as OpenDota's does.
        guard let accountID = UInt32(exactly: number), accountID > 0,
              !dota.hidesHistory(accountID: accountID, player: state.world.player(accountID: accountID))
        else { return .openDota(.array([])) }
        let query = PlayerMatchesQuery(request.query)
        let now = await state.now
        let rows = dota.history(of: accountID, at: now, limit: .max) { !$0.isHidden }
            .compactMap { PlayerMatchRow(match: $0, accountID: accountID, world: state.world) }
            .filter { query.admits($0, now: now, world: state.world) }
        return .openDota(.array(query.page(rows).map { $0.json(fields: query.fields, world: state.world) }))
    }
}
