// Draws corpus record i from its own stream (seed, i): start time, mode, who sits where on which hero, then the full
// Valve record through MatchRecordGenerator, with the edge case placed at i, if any, applied.
import ReplayWorld

struct CorpusMatchDrawer: Sendable {
    let spec: CorpusSpec
    let population: CorpusPopulation
    private let seeds: WorldSeeds

    /// Share of the focus account's matches it queues with friends, and of those friends who land on its side.
    private static let partyPercent = 40
    private static let friendOnSidePercent = 85
    private static let anonymousPercent = 25
    private static let favouritePercent = 80
    private static let botPercent = 1

    init(spec: CorpusSpec) {
        self.spec = spec
        seeds = WorldSeeds(world: spec.seed)
        population = CorpusPopulation(seeds: seeds)
    }

    /// Record i's start time alone: the ordering needs every one before any record is drawn.
    func startTime(of index: Int) -> Int {
        var rng = seeds.stream(.corpusMatch, index: index)
        return startTime(of: index, rng: &rng)
    }

    func match(at index: Int) -> CorpusMatch {
        var rng = seeds.stream(.corpusMatch, index: index)
        let start = startTime(of: index, rng: &rng)
        let edge = CorpusEdge.at(index: index)
        let isLeague = edge == .league || (edge == nil && rng.percent(3))
        let gameMode: Int
        let lobbyType: Int
        switch edge {
        case .mode(let mode, let lobby):
            (gameMode, lobbyType) = (mode, lobby)
        case .league:
            (gameMode, lobbyType) = (2, 2)
        default:
            gameMode = CorpusModes.gameMode(rng: &rng)
            lobbyType = isLeague ? 2 : MatchScheduler.lobbyType(gameMode: gameMode, rng: &rng)
        }
        let isAbandoned = edge == .abandonedSixSeconds || rng.percent(3)
        let duration = edge == .abandonedSixSeconds
            ? 6 : CorpusModes.duration(gameMode: gameMode, abandoned: isAbandoned, rng: &rng)
        let lineup = self.lineup(isLeague: isLeague, withBot: edge == .bot || rng.percent(Self.botPercent), rng: &rng)
        let match = DotaMatch(
            matchID: CorpusNumbering.matchID(start: start, index: index),
            seqNum: CorpusNumbering.seqNum(start: start, duration: duration, index: index),
            startTime: start,
            duration: duration,
            gameMode: gameMode,
            lobbyType: lobbyType,
            leagueID: isLeague ? rng.int(in: 10_000...18_000) : 0,
            humanPlayers: lineup.players.filter { $0.account != .absent }.count,
            isHidden: false,
            isAbandoned: isAbandoned,
            teams: isLeague ? (LeagueTeam.draw(rng: &rng), LeagueTeam.draw(rng: &rng)) : nil,
            players: lineup.players
        )
        var record = MatchRecordGenerator.record(
            for: match, radiantWin: edge == .radiantLoses ? false : nil, rng: &rng
        )
        CorpusEras.applyFields(of: start, to: &record)
        switch edge {
        case .noLeaverStatus:
            for seat in record.players.indices { record.players[seat].leaverStatus = nil }
        case .goldPerMinAbove9999:
            record.players[rng.int(in: 0...9)].goldPerMin = rng.int(in: 10_000...14_000)
        case .unknownCluster:
            record.cluster = 999
        default:
            break
        }
        return CorpusMatch(perspective: lineup.perspective, record: record)
    }

    /// Uniform over the span, except on a week-boundary index whose instant lies in the span. The uniform draw is
    /// made either way, so the rest of the stream does not depend on the span.
    private func startTime(of index: Int, rng: inout SplitMix64) -> Int {
        let drawn = rng.int(in: spec.start...(spec.end - 1))
        guard case .weekBoundary(let boundary) = CorpusEdge.at(index: index) else { return drawn }
        let placed = boundary.startTime(cycle: index / CorpusEdge.period)
        return (spec.start..<spec.end).contains(placed) ? placed : drawn
    }

    /// Seats 0-4 are Radiant, 5-9 Dire. The perspective (the focus account, or else a pool account) sits first, then
    /// the focus account's friends, then the rest: pool accounts, a quarter of them anonymous outside leagues.
    private func lineup(isLeague: Bool, withBot: Bool, rng: inout SplitMix64) -> (players: [MatchPlayer], perspective: UInt32) {
        var seats = [MatchAccount](repeating: .anonymous, count: 10)
        var open = Array(0..<10)
        var seated: Set<UInt32> = []
        func seat(_ account: UInt32, at index: Int) {
            seats[index] = .shown(account)
            seated.insert(account)
            open.removeAll { $0 == index }
        }
        let focusPlays = rng.chance(spec.focusShare)
        let team = rng.int(in: 0...1)
        let perspectiveSeat = team * 5 + rng.int(in: 0...4)
        let perspective = focusPlays ? CorpusSpec.focusAccountID : population.poolAccount(rng: &rng)
        seat(perspective, at: perspectiveSeat)
        if focusPlays, rng.percent(Self.partyPercent) {
            var friends = population.friends
            for _ in 0..<rng.int(in: 1...4) {
                let friend = friends.remove(at: rng.int(in: 0...(friends.count - 1)))
                let side = rng.percent(Self.friendOnSidePercent) ? team : 1 - team
                seat(friend, at: rng.element(of: open.filter { $0 / 5 == side }))
            }
        }
        let others = open
        for index in others where isLeague || !rng.percent(Self.anonymousPercent) {
            var account = population.poolAccount(rng: &rng)
            while seated.contains(account) { account = population.poolAccount(rng: &rng) }
            seat(account, at: index)
        }
        if withBot { seats[rng.element(of: others)] = .absent }
        let heroes = self.heroes(focusSeat: focusPlays ? perspectiveSeat : nil, rng: &rng)
        let players = (0..<10).map { index in
            MatchPlayer(
                account: seats[index],
                heroID: heroes[index],
                heroVariant: rng.int(in: 1...3),
                team: index / 5,
                teamSlot: index % 5
            )
        }
        return (players, perspective)
    }

    /// Ten distinct heroes by popularity; the focus account's first, mostly from its favourites.
    private func heroes(focusSeat: Int?, rng: inout SplitMix64) -> [Int] {
        var heroes = [Int](repeating: 0, count: 10)
        var chosen: Set<Int> = []
        if let focusSeat {
            let hero = rng.percent(Self.favouritePercent)
                ? rng.element(of: population.favourites) : population.popularHero(rng: &rng)
            heroes[focusSeat] = hero
            chosen.insert(hero)
        }
        for index in heroes.indices where heroes[index] == 0 {
            var hero = population.popularHero(rng: &rng)
            while chosen.contains(hero) { hero = population.popularHero(rng: &rng) }
            heroes[index] = hero
            chosen.insert(hero)
        }
        return heroes
    }
}

/// One corpus record: the match and the account it is seen from (dota-detail's top-level account_id).
struct CorpusMatch {
    let perspective: UInt32
    let record: MatchRecord
}
