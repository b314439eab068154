// OpenDota's player filters plus real date ranges, tested against the player's row in each match. Lists of accounts
// and heroes on a side must all be there (OpenDota's AND); a repeated single-valued filter means any of its values.

public struct MatchFilter: Sendable, Codable, Equatable {
    public var win: Bool?
    public var heroes: [Int64] = []
    public var withHeroes: [Int64] = []
    public var againstHeroes: [Int64] = []
    public var withAccounts: [Int64] = []
    public var againstAccounts: [Int64] = []
    public var includedAccounts: [Int64] = []
    public var excludedAccounts: [Int64] = []
    public var gameModes: [Int64] = []
    public var lobbyTypes: [Int64] = []
    public var leaverStatuses: [Int64] = []
    public var partySizes: [Int64] = []
    public var leagues: [Int64] = []
    public var patches: [Int64] = []
    public var regions: [Int64] = []
    public var radiant: Bool?
    public var significant = false
    /// start_time >= since and < until, unix seconds.
    public var since: Int64?
    public var until: Int64?

    public init() {}

    /// OpenDota's balanced game modes and lobby types (dotaconstants): Turbo (23) and Ability Draft (18) are not.
    static let significantModes: Set<Int64> = [0, 1, 2, 3, 4, 5, 12, 16, 17, 22]
    static let significantLobbies: Set<Int64> = [0, 1, 2, 5, 6, 7, 9]

    func passes(_ match: MatchView, player index: Int, won: Bool) -> Bool {
        let player = match.players[index]
        if let win, win != won { return false }
        if let radiant, radiant != player.isRadiant { return false }
        if !Self.anyOf(heroes, player.heroID) || !Self.anyOf(gameModes, match.gameMode)
            || !Self.anyOf(lobbyTypes, match.lobbyType) || !Self.anyOf(leaverStatuses, player.leaverStatus)
            || !Self.anyOf(partySizes, player.partySize) || !Self.anyOf(leagues, match.leagueID)
            || !Self.anyOf(patches, match.effectivePatch) || !Self.anyOf(regions, match.effectiveRegion) {
            return false
        }
        if since != nil || until != nil {
            guard let start = match.startTime else { return false }
            if let since, start < since { return false }
            if let until, start >= until { return false }
        }
        if !withHeroes.isEmpty || !againstHeroes.isEmpty || !withAccounts.isEmpty || !againstAccounts.isEmpty
            || !includedAccounts.isEmpty || !excludedAccounts.isEmpty {
            guard sidesPass(match, player: index) else { return false }
        }
        return !significant || Self.isSignificant(match)
    }

    /// The columns of an OpenDota player row that the given filters read (odota/core svc/util/filter.ts filterDeps).
    var rowNeeds: [String] {
        var needs: [String] = []
        let sides = [withHeroes, againstHeroes, withAccounts, againstAccounts, includedAccounts, excludedAccounts]
        if sides.contains(where: { !$0.isEmpty }) { needs.append("heroes") }
        if !heroes.isEmpty { needs.append("hero_id") }
        if !gameModes.isEmpty { needs.append("game_mode") }
        if !lobbyTypes.isEmpty { needs.append("lobby_type") }
        if !leaverStatuses.isEmpty { needs.append("leaver_status") }
        if !partySizes.isEmpty { needs.append("party_size") }
        if !leagues.isEmpty { needs.append("leagueid") }
        if !regions.isEmpty { needs.append("cluster") }
        if !patches.isEmpty || since != nil || until != nil { needs.append("start_time") }
        if significant { needs += ["duration", "game_mode", "lobby_type"] }
        return needs
    }

    private func sidesPass(_ match: MatchView, player index: Int) -> Bool {
        let side = match.players[index].isRadiant
        // The player himself is on his own side: OpenDota's with_hero_id and with_account_id match him too.
        func present(_ wanted: Int64, sameSide: Bool?, keyPath: KeyPath<PlayerView, Int64?>) -> Bool {
            (0..<match.playerCount).contains { other in
                let candidate = match.players[other]
                guard candidate[keyPath: keyPath] == wanted else { return false }
                guard let sameSide else { return true }
                return (candidate.isRadiant == side) == sameSide
            }
        }
        return withHeroes.allSatisfy { present($0, sameSide: true, keyPath: \.heroID) }
            && againstHeroes.allSatisfy { present($0, sameSide: false, keyPath: \.heroID) }
            && withAccounts.allSatisfy { present($0, sameSide: true, keyPath: \.accountID) }
            && againstAccounts.allSatisfy { present($0, sameSide: false, keyPath: \.accountID) }
            && includedAccounts.allSatisfy { present($0, sameSide: nil, keyPath: \.accountID) }
            && !excludedAccounts.contains { present($0, sameSide: nil, keyPath: \.accountID) }
    }

    /// OpenDota's isSignificant as its player endpoints apply it: to player_caches rows, which have no players
    /// list, so its test of every player's gold_per_min and hero_id passes whatever the match (odota/core
    /// svc/util/compute.ts, `(match.players || []).every(...)`).
    static func isSignificant(_ match: MatchView) -> Bool {
        guard let mode = match.gameMode, significantModes.contains(mode),
              let lobby = match.lobbyType, significantLobbies.contains(lobby),
              match.radiantWin != nil, let duration = match.duration
        else { return false }
        return duration > 360
    }

    @inline(__always)
    private static func anyOf(_ wanted: [Int64], _ value: Int64?) -> Bool {
        guard !wanted.isEmpty else { return true }
        guard let value else { return false }
        return wanted.contains(value)
    }
}

extension MatchView {
    var effectivePatch: Int64? { patch ?? startTime.flatMap(DotaConstants.patch(at:)) }
    var effectiveRegion: Int64? { region ?? cluster.flatMap(DotaConstants.region(ofCluster:)) }

    /// OpenDota's `win`: a missing radiant_win is not a win.
    func won(player index: Int) -> Bool {
        guard let radiantWin else { return false }
        return players[index].isRadiant == radiantWin
    }
}
