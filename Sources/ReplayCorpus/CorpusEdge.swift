// The edge cases every corpus of 200 or more records holds: one kind per generation index modulo 200, so each
// appears once in every 200 consecutive indexes whatever the seed.

enum CorpusEdge: Equatable {
    /// Duration 6, a leaver (status 2 or more), every player at level 1 with no ability_upgrades and no kills.
    case abandonedSixSeconds
    case mode(gameMode: Int, lobbyType: Int)
    /// Lobby 2, Captains Mode, a leagueid, team names and u64 logos, picks_bans.
    case league
    /// No player has a leaver_status key, as in old matches.
    case noLeaverStatus
    /// Starts at the given unix second, moved inward by the cycle number of seconds (see `startTime`).
    case weekBoundary(WeekBoundary)
    case radiantLoses
    /// One player's gold_per_min is 10,000 or more, which makes the match non-significant.
    case goldPerMinAbove9999
    /// Cluster 999, which no region table knows.
    case unknownCluster
    /// One player without an account_id key.
    case bot

    static let period = 200

    /// `placed[k]` is the edge case at every index i with i % 200 == k; the other indexes draw freely.
    static let placed: [CorpusEdge] = [
        .abandonedSixSeconds,
        .mode(gameMode: 23, lobbyType: 0),
        .mode(gameMode: 22, lobbyType: 7),
        .mode(gameMode: 2, lobbyType: 0),
        .mode(gameMode: 18, lobbyType: 0),
        .mode(gameMode: 22, lobbyType: 0),
        .mode(gameMode: 22, lobbyType: 1),
        .league,
        .noLeaverStatus,
        .weekBoundary(.lastSecond(1_609_459_199)),  // 2020-12-31T23:59:59Z: 2020-W53, the last second of 2020
        .weekBoundary(.lastSecond(1_609_718_399)),  // 2021-01-03T23:59:59Z: the last second of 2020-W53
        .weekBoundary(.firstSecond(1_609_718_400)),  // 2021-01-04T00:00:00Z: the first second of 2021-W01
        .weekBoundary(.lastSecond(1_735_516_799)),  // 2024-12-29T23:59:59Z: the last second of 2024-W52
        .weekBoundary(.firstSecond(1_735_516_800)),  // 2024-12-30T00:00:00Z: the first second of 2025-W01
        .weekBoundary(.lastSecond(1_736_121_599)),  // 2025-01-05T23:59:59Z: the last second of 2025-W01
        .radiantLoses,
        .goldPerMinAbove9999,
        .unknownCluster,
        .bot,
    ]

    static func at(index: Int) -> CorpusEdge? {
        let slot = index % period
        return slot < placed.count ? placed[slot] : nil
    }
}

struct WeekBoundary: Equatable {
    let instant: Int
    /// +1 when `instant` is a period's first second, -1 when its last.
    let inward: Int

    static func firstSecond(_ instant: Int) -> WeekBoundary { WeekBoundary(instant: instant, inward: 1) }
    static func lastSecond(_ instant: Int) -> WeekBoundary { WeekBoundary(instant: instant, inward: -1) }

    /// The first cycle (indexes 0-199) sits exactly on the boundary; later cycles move up to an hour inward, so
    /// 100,000 records do not pile 500 matches onto one second, and every one stays in the same day and week.
    func startTime(cycle: Int) -> Int {
        instant + inward * (cycle % 3_600)
    }
}
