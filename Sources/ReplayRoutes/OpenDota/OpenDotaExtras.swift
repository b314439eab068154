// What OpenDota knows of a match beyond Valve's record, drawn from the match's own sub-seed so both OpenDota routes
// agree: whether it is parsed (about 3 in 10 are), the replay salt, the series, the average rank and the parties, and
// for a parsed match the advantage graphs and each player's lane, wards and actions.
import ReplayWorld

struct OpenDotaExtras: Sendable {
    /// The version OpenDota's parser stamps on a parsed match; unparsed matches send null.
    static let parserVersion = 21
    static let parsedPercent = 30

    struct ParsedPlayer: Sendable {
        let obsPlaced: Int
        let senPlaced: Int
        /// 1 bottom, 2 middle, 3 top, 4 Radiant's jungle, 5 Dire's jungle.
        let lane: Int
        /// 1 safe lane, 2 middle, 3 off lane, 4 jungle: the lane seen from the player's side (compute.ts).
        let laneRole: Int
        let isRoaming: Bool
        let actionsPerMin: Int
    }

    struct Parsed: Sendable {
        /// Radiant's lead at each whole minute from 0; negative while Dire leads.
        let radiantGoldAdvantage: [Int]
        let radiantXPAdvantage: [Int]
        /// In the record's player order.
        let players: [ParsedPlayer]
    }

    /// nil until the match is parsed.
    let parsed: Parsed?
    /// Game coordinator data: every parsed match has it, some others too; party sizes come from it.
    let hasGCData: Bool
    let replaySalt: Int
    /// 0 outside leagues.
    let seriesID: Int
    let seriesType: Int
    let averageRank: Int?
    /// In the record's player order; nil without game coordinator data.
    let partySizes: [Int?]

    init(match: DotaMatch, record: MatchRecord, seeds: WorldSeeds) {
        var rng = seeds.stream(.openDotaMatch, index: Int(truncatingIfNeeded: match.matchID))
        let isParsed = rng.percent(Self.parsedPercent)
        let hasGCData = isParsed || rng.percent(40)
        self.hasGCData = hasGCData
        replaySalt = rng.int(in: 1...2_147_483_647)
        let isLeague = match.leagueID > 0
        seriesID = isLeague ? rng.int(in: 100_000...999_999) : 0
        seriesType = isLeague ? rng.int(in: 0...2) : 0
        averageRank = rng.percent(80) ? Self.rankTier(rng: &rng) : nil
        partySizes = record.players.map { _ in hasGCData ? rng.int(in: 1...5) : nil }
        parsed = isParsed ? Self.parse(record, rng: &rng) : nil
    }

    /// The rank tier OpenDota shows for an account, the same in every match: 3 in 4 accounts have one.
    static func rankTier(of accountID: UInt32, seeds: WorldSeeds) -> Int? {
        var rng = seeds.stream(.openDotaRank, index: Int(accountID))
        return rng.percent(75) ? rankTier(rng: &rng) : nil
    }

    /// Tens the medal (1 Herald to 8 Immortal), ones the star (1-5; Immortal has none).
    private static func rankTier(rng: inout SplitMix64) -> Int {
        let medal = rng.int(in: 1...8)
        return medal == 8 ? 80 : medal * 10 + rng.int(in: 1...5)
    }

    private static func parse(_ record: MatchRecord, rng: inout SplitMix64) -> Parsed {
        let minutes = record.duration / 60
        let gold = advantage(minutes: minutes, radiantWon: record.radiantWin, step: 900, rng: &rng)
        let experience = advantage(minutes: minutes, radiantWon: record.radiantWin, step: 1_100, rng: &rng)
        let players = record.players.map { player in
            let lane = rng.int(in: 1...5)
            let isRadiant = player.playerSlot < 128
            let laneRole = switch lane {
            case 1: isRadiant ? 1 : 3
            case 2: 2
            case 3: isRadiant ? 3 : 1
            default: 4
            }
            return ParsedPlayer(
                obsPlaced: rng.int(in: 0...25), senPlaced: rng.int(in: 0...30), lane: lane, laneRole: laneRole,
                isRoaming: rng.percent(10), actionsPerMin: rng.int(in: 80...420)
            )
        }
        return Parsed(radiantGoldAdvantage: gold, radiantXPAdvantage: experience, players: players)
    }

    /// A walk from 0 that drifts a fifth of a step a minute toward the winner's side.
    private static func advantage(minutes: Int, radiantWon: Bool, step: Int, rng: inout SplitMix64) -> [Int] {
        var lead = 0
        var leads = [lead]
        for _ in 0..<minutes {
            lead += rng.int(in: -step...step) + (radiantWon ? step : -step) / 5
            leads.append(lead)
        }
        return leads
    }
}
