// What the world fixes about one match when it is scheduled: time, numbers, mode, who played which hero. Enough for
// GetMatchHistory; the full record (stats, items, skills) is drawn from it on demand.

struct DotaMatch: Sendable {
    let matchID: UInt64
    let seqNum: UInt64
    let startTime: Int
    let duration: Int
    let gameMode: Int
    let lobbyType: Int
    let leagueID: Int
    let humanPlayers: Int
    /// Left out of GetMatchHistory pages and BySequenceNum, but still counted (Valve hides high-level matches so).
    let isHidden: Bool
    /// A player left: the full record gives one player a leaver_status of 2 or more.
    let isAbandoned: Bool
    /// League matches only.
    let teams: (radiant: LeagueTeam, dire: LeagueTeam)?
    /// Radiant slots 0-4, then Dire slots 0-4.
    let players: [MatchPlayer]

    var endTime: Int { startTime + duration }

    func isVisible(at now: Double) -> Bool {
        Double(endTime) <= now
    }

    func includes(accountID: UInt32) -> Bool {
        players.contains { $0.account == .shown(accountID) }
    }
}

struct MatchPlayer: Sendable {
    let account: MatchAccount
    let heroID: Int
    /// The facet, 2024+.
    let heroVariant: Int
    /// 0 Radiant, 1 Dire.
    let team: Int
    let teamSlot: Int

    /// Bit 7 set for Dire, position in the low bits.
    var playerSlot: Int { team * 128 + teamSlot }
}

/// How a player's account appears in the match.
enum MatchAccount: Sendable, Equatable {
    case shown(UInt32)
    /// `account_id` 4294967295: a private profile, or a player who hides their match data.
    case anonymous
    /// No `account_id` key at all, as in some 2026 history players.
    case absent

    static let anonymousID: UInt32 = .max

    /// The `account_id` Valve sends for this player; nil leaves the key out.
    var wireID: UInt32? {
        switch self {
        case .shown(let id): id
        case .anonymous: Self.anonymousID
        case .absent: nil
        }
    }
}

struct LeagueTeam: Sendable {
    let id: Int
    let name: String
    /// Team logos are u64 UGC ids; about half are above Int64.max, which clients must decode exactly.
    let logo: UInt64
    let isComplete: Bool
}
