// dota-matches --source opendota: an account's whole match list from OpenDota in one request, past Valve's 500 cap.
// OpenDota's own parameters carry the filters and the columns (`project=`) stat-agg reads; --new leaves out every
// match the store holds for the account, the whole list being one answer however long.
import FoundationEssentials
import SteamModels

extension SteamAPI {
    /// The columns dota-matches asks OpenDota for (`project=`, repeated) unless told more: the ones stat-agg reads. A
    /// projection replaces OpenDota's default columns instead of adding to them, so it names those too. Read from
    /// odota/core: svc/api/playerFields.ts (matchesCols, heroesCols, peersCols, histogramCols, countsCols,
    /// significantCols), svc/util/filter.ts (filterDeps, which countsCols and significantCols are made of), and
    /// sql/create_tables.cql (the player_caches table, for the lanes and items). That file lacks average_rank and
    /// hero_variant, yet OpenDota reads both from player_caches itself (svc/util/buildPlayer.ts selects cacheableCols,
    /// matchesCols among them, and svc/util/playerCaches.ts writes average_rank), so they stay; so does leagueid, which
    /// OpenDota's own leagueid filter reads from those rows (filter.ts) and stat-agg's --league reads from ours. Each
    /// name is listed once; left out are match_id, player_slot and radiant_win (alwaysCols, in every row anyway) and
    /// account_id (a row's is always the account asked about, and the record sets it first).
    public static let openDotaRowFields = [
        // matchesCols, OpenDota's default
        "hero_id", "start_time", "duration", "game_mode", "lobby_type", "version", "kills", "deaths", "assists",
        "average_rank", "leaver_status", "party_size", "hero_variant",
        // heroesCols and peersCols: the other nine players, and the peers' averages
        "heroes", "gold_per_min", "xp_per_min",
        // histogramCols
        "kda", "last_hits", "denies", "lane_efficiency_pct", "level", "hero_damage", "tower_damage", "hero_healing",
        "stuns", "tower_kills", "neutral_kills", "courier_kills", "purchase_tpscroll", "purchase_ward_observer",
        "purchase_ward_sentry", "purchase_gem", "purchase_rapier", "pings", "throw", "comeback", "stomp", "loss",
        "actions_per_min",
        // countsCols: lane_role's and region's (cluster); significantCols add none not above
        "lane_role", "cluster",
        // player_caches columns the player pages show
        "lane", "is_roaming", "item_0", "item_1", "item_2", "item_3", "item_4", "item_5",
        // stat-agg's --league
        "leagueid",
    ]

    /// Whether `name` could be a player_caches column: OpenDota's are lower-case letters, digits and underscores, and a
    /// name that is not one is a mistake OpenDota would drop without a word.
    public static func isOpenDotaColumnName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "_") }
    }

    /// Hands `each` every match of the account the query asks for, newest first, each as OpenDota lists it. OpenDota
    /// answers an account it keeps private, or does not know, with an empty list.
    func openDotaHistory(
        of account: SteamID, query: MatchHistoryQuery, each: (Match) throws -> Void
    ) async throws -> MatchHistoryListing {
        let endpoint = Endpoint.openDotaPlayerMatches
        let what = "the OpenDota match list of \(account)"
        let clientNow = configuration.now().unixSecond
        var answer = try await answer(endpoint, openDotaParameters(account, query, now: clientNow), describing: what)
        // `date` counts days back from OpenDota's now, not ours: where its clock is far enough ahead that the window
        // sent fell short of --since, the list is asked for again with the window its own Date header says.
        if let since = query.since, let serverNow = answer.serverTime.map({ Int64($0) }),
           Self.daysBack(to: since, from: serverNow) > Self.daysBack(to: since, from: clientNow) {
            answer = try await self.answer(endpoint, openDotaParameters(account, query, now: serverNow), describing: what)
        }
        let rows = try Self.read(answer.body, from: endpoint) { body throws(ShapeError) in try OpenDotaPlayerMatches(json: body).rows }
        guard !rows.isEmpty else { return .empty }
        let known = query.onlyNew ? try await storedMatchIDs(of: account.accountID, rows.map(\.matchID)) : []
        var handed = 0
        // A row is a match summary without players: its record is the row, with whose it is.
        _ = try Self.handOver(rows, query: query, known: known, handed: &handed, each: each) { _ in true }
        return .listed
    }

    /// OpenDota's `date` that reaches back from `now` to `since`: whole days, one more than have passed.
    static func daysBack(to since: Int64, from now: Int64) -> Int64 {
        max(0, now - since) / 86_400 + 1
    }

    /// Every match, Turbo and the rest (OpenDota leaves out "insignificant" ones unless told), with the filters
    /// OpenDota takes, and the default columns and the query's own. `date` counts whole days back from `now`, so
    /// --since is exact only in the local check.
    private func openDotaParameters(_ account: SteamID, _ query: MatchHistoryQuery, now: Int64) -> [(String, String)] {
        var parameters = [("account_id", String(account.accountID)), ("significant", "0")]
        if let hero = query.heroID { parameters.append(("hero_id", String(hero))) }
        if let mode = query.gameMode { parameters.append(("game_mode", String(mode))) }
        if let league = query.league { parameters.append(("leagueid", String(league))) }
        if let since = query.since { parameters.append(("date", String(Self.daysBack(to: since, from: now)))) }
        // --new counts its limit among the matches the store lacks, which OpenDota cannot tell from the rest.
        if let limit = query.limit, !query.onlyNew { parameters.append(("limit", String(limit))) }
        return parameters + query.openDotaColumns.map { ("project", $0) }
    }
}
