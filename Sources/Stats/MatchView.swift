// One match record as stat-agg sees it: the few fields it reads, typed, and any others a query asked for by name.
// A view is filled by MatchDecoder and reused line after line, so its arrays keep their capacity.

/// A value a query asked for by name (a `by` key, a totals field).
public enum FieldValue: Sendable, Hashable {
    case number(ExactNumber)
    case string(String)
    case bool(Bool)
    case null
}

struct CapturedField {
    let slot: Int
    let value: FieldValue
}

struct PlayerView {
    /// nil for `null` or a missing key; 4294967295 stays as it is.
    var accountID: Int64?
    var playerSlot: Int64?
    var heroID: Int64?
    var leaverStatus: Int64?
    var partySize: Int64?
    var laneRole: Int64?
    var kills: Int64?
    var deaths: Int64?
    var assists: Int64?
    var goldPerMin: Int64?
    var xpPerMin: Int64?
    var captured: [CapturedField] = []

    static let anonymousAccountID: Int64 = 4_294_967_295

    /// Fills what this player lacks from `other`, the same player as another source wrote him: dota-detail's
    /// `opendota.players` entry beside Valve's player. A value Valve gave stays.
    mutating func fill(from other: PlayerView) {
        accountID = accountID ?? other.accountID
        heroID = heroID ?? other.heroID
        leaverStatus = leaverStatus ?? other.leaverStatus
        partySize = partySize ?? other.partySize
        laneRole = laneRole ?? other.laneRole
        kills = kills ?? other.kills
        deaths = deaths ?? other.deaths
        assists = assists ?? other.assists
        goldPerMin = goldPerMin ?? other.goldPerMin
        xpPerMin = xpPerMin ?? other.xpPerMin
        for field in other.captured where !captured.contains(where: { $0.slot == field.slot }) {
            captured.append(field)
        }
    }

    /// Aggregation refuses a match with a player without a slot, so the default is never read.
    var isRadiant: Bool { (playerSlot ?? 0) < 128 }

    /// A real account: present, not Valve's anonymous id.
    var knownAccountID: Int64? {
        guard let accountID, accountID != Self.anonymousAccountID else { return nil }
        return accountID
    }

    mutating func reset() {
        accountID = nil
        playerSlot = nil
        heroID = nil
        leaverStatus = nil
        partySize = nil
        laneRole = nil
        kills = nil
        deaths = nil
        assists = nil
        goldPerMin = nil
        xpPerMin = nil
        captured.removeAll(keepingCapacity: true)
    }
}

struct MatchView {
    var outerAccountID: Int64?
    var innerAccountID: Int64?
    var matchID: Int64?
    var startTime: Int64?
    var duration: Int64?
    var radiantWin: Bool?
    var gameMode: Int64?
    var lobbyType: Int64?
    var leagueID: Int64?
    var cluster: Int64?
    var region: Int64?
    var patch: Int64?
    var sawPlayers = false
    /// A `player_slot` at the match's level: the record may be one of OpenDota's player rows.
    var hasOwnSlot = false
    /// A `heroes` member: the record was meant as one of OpenDota's player rows, whatever else it lacks.
    var sawHeroes = false
    /// A row's own player, the only one whose statistics the row holds.
    var rowIndex: Int?
    /// The columns a query needs that this row lacks.
    var missingColumns: [String] = []
    /// A row's own player, read from the row's members before it joins the players of its `heroes`.
    var rowPlayer = PlayerView()
    /// dota-detail's `opendota.players`: OpenDota's own fields of each player, joined to Valve's by player_slot. The
    /// first `openDotaPlayerCount` are this match's.
    var openDotaPlayers: [PlayerView] = []
    var openDotaPlayerCount = 0
    /// The first `playerCount` entries are this match's; the rest are kept for their capacity.
    var players: [PlayerView] = []
    var playerCount = 0
    var captured: [CapturedField] = []

    /// dota-detail's perspective account: an envelope's own account_id wins over one inside `result`. A SteamID64
    /// there is taken as the account it names.
    var perspective: Int64? {
        (outerAccountID ?? innerAccountID).map { $0 > Self.steamID64Base ? $0 - Self.steamID64Base : $0 }
    }

    static let steamID64Base: Int64 = 76_561_197_960_265_728

    mutating func reset() {
        outerAccountID = nil
        innerAccountID = nil
        matchID = nil
        startTime = nil
        duration = nil
        radiantWin = nil
        gameMode = nil
        lobbyType = nil
        leagueID = nil
        cluster = nil
        region = nil
        patch = nil
        sawPlayers = false
        hasOwnSlot = false
        sawHeroes = false
        rowIndex = nil
        missingColumns.removeAll(keepingCapacity: true)
        rowPlayer.reset()
        openDotaPlayerCount = 0
        playerCount = 0
        captured.removeAll(keepingCapacity: true)
    }

    /// Adds a player slot and returns its index, reusing an old entry's storage.
    mutating func addPlayer() -> Int {
        if playerCount == players.count { players.append(PlayerView()) } else { players[playerCount].reset() }
        playerCount += 1
        return playerCount - 1
    }

    /// Adds an entry of `opendota.players` and returns its index, reusing an old entry's storage.
    mutating func addOpenDotaPlayer() -> Int {
        if openDotaPlayerCount == openDotaPlayers.count {
            openDotaPlayers.append(PlayerView())
        } else {
            openDotaPlayers[openDotaPlayerCount].reset()
        }
        openDotaPlayerCount += 1
        return openDotaPlayerCount - 1
    }

    /// An OpenDota player row (one player's view of one match), its players made from its `heroes` column.
    var isRow: Bool { rowIndex != nil }

    func index(ofSlot playerSlot: Int64?) -> Int? {
        (0..<playerCount).first { players[$0].playerSlot == playerSlot }
    }

    func index(ofAccount accountID: Int64) -> Int? {
        if let rowIndex {
            // A row names its own account, or none; the other nine are in it by account and hero alone.
            let own = players[rowIndex].accountID
            return own == nil || own == accountID ? rowIndex : nil
        }
        return (0..<playerCount).first { players[$0].accountID == accountID }
    }
}
