// GET /_replay/matches: the truth behind the Dota routes, for a test that needs a match with some property (one
// GetMatchDetails serves, one in the sequence pages) to ask for it, not take the newest and hope.

enum DotaControl {
    static let defaultLimit = 25

    /// The account's matches that have ended by the clock's now, newest first, hidden ones too, each with what the
    /// Valve routes do with it.
    static func matches(_ query: Query, state: ReplayState) async -> Reply {
        let accountID: UInt32?, limit: Int?
        do throws(DotaParameterError) {
            accountID = try query.accountID("account_id")
            limit = try query.integer("limit")
        } catch {
            return .plainText(error.description, status: 400)
        }
        guard let accountID else { return .plainText("give account_id=N, a 32-bit account id or a SteamID64", status: 400) }
        let count = limit ?? defaultLimit
        guard (1...ValveRoute.matchHistoryCap).contains(count) else {
            return .plainText("limit must be from 1 to \(ValveRoute.matchHistoryCap), not \(count)", status: 400)
        }
        let matches = state.world.dota.history(of: accountID, at: await state.now, limit: count) { _ in true }
        return .ndjson(matches.map { match in
            .object([
                ("match_id", .int(Int(match.matchID))),
                ("match_seq_num", .int(Int(match.seqNum))),
                ("start_time", .int(match.startTime)),
                ("lobby_type", .int(match.lobbyType)),
                ("game_mode", .int(match.gameMode)),
                ("hidden", .bool(match.isHidden)),
                // What GetMatchDetails, under --match-details ok, and GetMatchHistoryBySequenceNum answer for it.
                ("details", .bool(match.lobbyType != ValveRoute.practiceLobbyType)),
                ("sequence", .bool(!match.isHidden)),
            ])
        })
    }
}
