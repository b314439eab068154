// dota-matches --source opendota: an account's whole match list from OpenDota in one request, past Valve's 500 cap.
// OpenDota's own parameters carry the filters it has; the league is read from a projected field, and --new stops at
// the first match the store holds, as with Valve.
import Foundation
import SteamModels

extension SteamAPI {
    /// OpenDota's default projection (odota/core's /players/{account_id}/matches), which a `project` parameter
    /// replaces: asking for leagueid must ask for these too.
    static let openDotaRowFields = [
        "hero_id", "start_time", "duration", "player_slot", "radiant_win", "game_mode", "lobby_type", "version", "kills",
        "deaths", "assists", "skill", "average_rank", "leaver_status", "party_size",
    ]

    /// Hands `each` every match of the account the query asks for, newest first, each as OpenDota lists it. OpenDota
    /// answers an account it keeps private, or does not know, with an empty list.
    func openDotaHistory(
        of account: SteamID, query: MatchHistoryQuery, each: (Match) throws -> Void
    ) async throws -> MatchHistoryListing {
        let endpoint = Endpoint.openDotaPlayerMatches
        let answer = try await answer(
            endpoint, openDotaParameters(account, query), describing: "the OpenDota match list of \(account)")
        let rows = try Self.read(answer.body, from: endpoint) { body throws(ShapeError) in try OpenDotaPlayerMatches(json: body).rows }
        guard !rows.isEmpty else { return .empty }
        let known = query.onlyNew ? try await storedMatchIDs(rows.map(\.matchID)) : []
        var handed = 0
        // A row is a match summary without players: its record is the row, with whose it is.
        _ = try Self.handOver(rows, query: query, known: known, handed: &handed, each: each) { row in
            query.league.map { row.fields["leagueid"]?.integer(Int.self) == $0 } ?? true
        }
        return .listed
    }

    /// Every match, Turbo and the rest (OpenDota leaves out "insignificant" ones unless told), with the filters
    /// OpenDota takes. `date` counts whole days back, so --since is exact only in the local check; the limit goes
    /// along unless the league, filtered here, could drop rows after it.
    private func openDotaParameters(_ account: SteamID, _ query: MatchHistoryQuery) -> [(String, String)] {
        var parameters = [("account_id", String(account.accountID)), ("significant", "0")]
        if let hero = query.heroID { parameters.append(("hero_id", String(hero))) }
        if let mode = query.gameMode { parameters.append(("game_mode", String(mode))) }
        if let since = query.since {
            let seconds = max(0, configuration.now().unixSecond - since)
            parameters.append(("date", String(seconds / 86_400 + 1)))
        }
        if query.league != nil {
            parameters += (Self.openDotaRowFields + ["leagueid"]).map { ("project", $0) }
        } else if let limit = query.limit {
            parameters.append(("limit", String(limit)))
        }
        return parameters
    }
}
