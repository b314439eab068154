// What the world fixes about one match when it is scheduled: time, numbers, mode, who played which hero. Enough for
// GetMatchHistory; the full record (stats, items, skills) is drawn from it on demand.

package struct DotaMatch: Sendable {
    package let matchID: UInt64
    package let seqNum: UInt64
    package let startTime: Int
    let duration: Int
    package let gameMode: Int
    package let lobbyType: Int
    package let leagueID: Int
    package let humanPlayers: Int
    /// Left out of GetMatchHistory pages and BySequenceNum, but still counted (Valve hides high-level matches so).
    package let isHidden: Bool
    /// A player left: the full record gives one player a leaver_status of 2 or more.
    let isAbandoned: Bool
    /// League matches only.
    package let teams: (radiant: LeagueTeam, dire: LeagueTeam)?
    /// Radiant slots 0-4, then Dire slots 0-4.
    package let players: [MatchPlayer]

    /// The memberwise initializer, open to the corpus, which draws its matches as the world does.
    package init(
        matchID: UInt64, seqNum: UInt64, startTime: Int, duration: Int, gameMode: Int, lobbyType: Int, leagueID: Int,
        humanPlayers: Int, isHidden: Bool, isAbandoned: Bool, teams: (radiant: LeagueTeam, dire: LeagueTeam)?,
        players: [MatchPlayer]
    ) {
        self.matchID = matchID
        self.seqNum = seqNum
        self.startTime = startTime
        self.duration = duration
        self.gameMode = gameMode
        self.lobbyType = lobbyType
        self.leagueID = leagueID
        self.humanPlayers = humanPlayers
        self.isHidden = isHidden
        self.isAbandoned = isAbandoned
        self.teams = teams
        self.players = players
    }

    var endTime: Int { startTime + duration }

    func isVisible(at now: Double) -> Bool {
        Double(endTime) <= now
    }

    func includes(accountID: UInt32) -> Bool {
        players.contains { $0.account == .shown(accountID) }
    }
}

package struct MatchPlayer: Sendable {
    package let account: MatchAccount
    package let heroID: Int
    /// The facet, 2024+.
    package let heroVariant: Int
    /// 0 Radiant, 1 Dire.
    package let team: Int
    package let teamSlot: Int

    /// The memberwise initializer, open to the corpus.
    package init(account: MatchAccount, heroID: Int, heroVariant: Int, team: Int, teamSlot: Int) {
        self.account = account
        self.heroID = heroID
        self.heroVariant = heroVariant
        self.team = team
        self.teamSlot = teamSlot
    }

    /// Bit 7 set for Dire, position in the low bits.
    package var playerSlot: Int { team * 128 + teamSlot }
}

/// How a player's account appears in the match.
package enum MatchAccount: Sendable, Equatable {
    case shown(UInt32)
    /// `account_id` 4294967295: a private profile, or a player who hides their match data.
    case anonymous
    /// No `account_id` key at all, as in some 2026 history players.
    case absent

    package static let anonymousID: UInt32 = .max

    /// The `account_id` Valve sends for this player; nil leaves the key out.
    package var wireID: UInt32? {
        switch self {
        case .shown(let id): id
        case .anonymous: Self.anonymousID
        case .absent: nil
        }
    }
}

package struct LeagueTeam: Sendable {
    package let id: Int
    let name: String
    /// Team logos are u64 UGC ids; about half are above Int64.max, which clients must decode exactly.
    let logo: UInt64
    let isComplete: Bool
}
