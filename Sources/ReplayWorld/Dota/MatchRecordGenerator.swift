// Draws a match's full record from its own sub-seed when a client asks for it: the winner, then each player's
// stats so that winners are mostly richer and the scores are the kills of each side.

package struct MatchRecordGenerator {
    let seeds: WorldSeeds

    func record(for match: DotaMatch) -> MatchRecord {
        var rng = seeds.stream(.dotaMatchDetail, index: Int(truncatingIfNeeded: match.matchID))
        return Self.record(for: match, rng: &rng)
    }

    /// The record drawn from `rng`; `radiantWin`, when given, fixes the winner instead of drawing it.
    package static func record(for match: DotaMatch, radiantWin fixedWinner: Bool? = nil, rng: inout SplitMix64) -> MatchRecord {
        let leaver = match.isAbandoned ? (seat: rng.int(in: 0...9), status: rng.element(of: [2, 3, 3, 4, 5, 6])) : nil
        // The leaver's side usually loses.
        let radiantWin = fixedWinner ?? leaver.map { $0.seat >= 5 ? rng.percent(85) : rng.percent(15) } ?? rng.percent(52)
        let players = match.players.indices.map { seat in
            let won = (match.players[seat].team == 0) == radiantWin
            let leaverStatus = leaver.flatMap { $0.seat == seat ? $0.status : nil } ?? 0
            return PlayerStatsDrawer.record(
                for: match.players[seat], in: match, won: won, leaverStatus: leaverStatus, rng: &rng
            )
        }
        let radiantScore = players.prefix(5).reduce(0) { $0 + $1.kills }
        let direScore = players.suffix(5).reduce(0) { $0 + $1.kills }
        let isShort = match.duration < 300
        var record = MatchRecord(
            players: players,
            radiantWin: radiantWin,
            duration: match.duration,
            preGameDuration: 90,
            startTime: match.startTime,
            matchID: match.matchID,
            matchSeqNum: match.seqNum,
            towerStatusRadiant: isShort ? allTowers : towers(won: radiantWin, rng: &rng),
            towerStatusDire: isShort ? allTowers : towers(won: !radiantWin, rng: &rng),
            barracksStatusRadiant: isShort ? allBarracks : barracks(won: radiantWin, rng: &rng),
            barracksStatusDire: isShort ? allBarracks : barracks(won: !radiantWin, rng: &rng),
            cluster: rng.element(of: clusters),
            firstBloodTime: radiantScore + direScore == 0 ? 0 : rng.int(in: 10...min(600, max(10, match.duration))),
            lobbyType: match.lobbyType,
            humanPlayers: match.humanPlayers,
            leagueID: match.leagueID,
            positiveVotes: rng.percent(10) ? rng.int(in: 1...3) : 0,
            negativeVotes: rng.percent(5) ? 1 : 0,
            gameMode: match.gameMode,
            flags: rng.percent(5) ? 1 : 0,
            engine: 1,
            radiantScore: radiantScore,
            direScore: direScore
        )
        if let teams = match.teams {
            record.radiantTeamID = teams.radiant.id
            record.radiantName = teams.radiant.name
            record.radiantLogo = teams.radiant.logo
            record.radiantTeamComplete = teams.radiant.isComplete ? 1 : 0
            record.direTeamID = teams.dire.id
            record.direName = teams.dire.name
            record.direLogo = teams.dire.logo
            record.direTeamComplete = teams.dire.isComplete ? 1 : 0
        }
        if match.gameMode == 2 || match.leagueID > 0 {
            record.picksBans = captainsDraft(match.players, rng: &rng)
        }
        return record
    }

    private static let allTowers = 2047
    private static let allBarracks = 63

    /// 11-bit mask, 1 = standing: the winner keeps most towers, the loser few.
    private static func towers(won: Bool, rng: inout SplitMix64) -> Int {
        let mask = Int(rng.next() & 0x7FF)
        return won ? mask | Int(rng.next() & 0x7FF) : mask & Int(rng.next() & 0x7FF) & Int(rng.next() & 0x7FF)
    }

    /// 6-bit mask: a winner seldom loses a barracks; a loser has lost some.
    private static func barracks(won: Bool, rng: inout SplitMix64) -> Int {
        won ? (rng.percent(80) ? 63 : 63 & ~(3 << (2 * rng.int(in: 0...2)))) : Int(rng.next() & 0x3F) & 0x2A
    }

    /// Real replay clusters, each in OpenDota's cluster-to-region table.
    static let clusters = [
        111, 112, 121, 122, 123, 131, 132, 133, 136, 138, 144, 145, 151, 152, 153, 154, 156, 171, 181, 182, 183, 184,
        185, 186, 187, 188, 191, 192, 200, 204, 223, 224, 225, 227, 231, 236, 242, 251, 261, 273,
    ]

    /// Captains Mode: 14 bans and 10 picks in three phases, the teams taking turns; picks are the heroes played.
    private static func captainsDraft(_ players: [MatchPlayer], rng: inout SplitMix64) -> [PickBan] {
        let phases: [(isPick: Bool, count: Int)] = [(false, 7), (true, 2), (false, 3), (true, 6), (false, 4), (true, 2)]
        let played = Set(players.map(\.heroID))
        var banned: [Int] = []
        var picks = [players.prefix(5).map(\.heroID), players.suffix(5).map(\.heroID)]
        let firstTeam = rng.int(in: 0...1)
        var turn = [false: firstTeam, true: firstTeam]
        var draft: [PickBan] = []
        for phase in phases {
            for _ in 0..<phase.count {
                let team = turn[phase.isPick]!
                turn[phase.isPick] = 1 - team
                let hero: Int
                if phase.isPick {
                    hero = picks[team].removeFirst()
                } else {
                    var ban = rng.element(of: ReplayHeroes.heroes).id
                    while played.contains(ban) || banned.contains(ban) { ban = rng.element(of: ReplayHeroes.heroes).id }
                    banned.append(ban)
                    hero = ban
                }
                draft.append(PickBan(isPick: phase.isPick, heroID: hero, team: team, order: draft.count))
            }
        }
        return draft
    }
}
