// Draws the matches one player starts on one day, from that (day, player) pair's own stream: the day, the player's
// rate and the seed fix them, whatever the clock and whatever else was asked for.

package struct MatchScheduler {
    let population: DotaPopulation
    let seeds: WorldSeeds

    /// Sorted by start time. Each match starts in its own share of the day, so one player's matches never share a
    /// start second (which keeps match ids unique) and seldom overlap.
    func matches(startedBy slot: Int, day: Int) -> [DotaMatch] {
        var rng = seeds.stream(.dotaSchedule, index: MatchNumbering.scheduleIndex(day: day, slot: slot))
        let count = population.matchesStarted(slot: slot, rng: &rng)
        guard count > 0 else { return [] }
        let share = MatchNumbering.secondsPerDay / count
        return (0..<count).map { index in
            let start = MatchNumbering.start(ofDay: day) + index * share + rng.int(in: 0...(share - 1))
            let hidden = population.cast.isHiddenDay(slot: slot, day: day)
            return match(startedBy: slot, at: start, hiddenDay: hidden, rng: &rng)
        }
    }

    private func match(startedBy slot: Int, at start: Int, hiddenDay: Bool, rng: inout SplitMix64) -> DotaMatch {
        let gameMode = Self.gameMode(rng: &rng)
        let isLeague = rng.percent(3)
        let lobbyType = isLeague ? 2 : Self.lobbyType(gameMode: gameMode, rng: &rng)
        let isAbandoned = rng.percent(3)
        let duration = Self.duration(gameMode: gameMode, abandoned: isAbandoned, rng: &rng)
        let teams = isLeague ? (LeagueTeam.draw(rng: &rng), LeagueTeam.draw(rng: &rng)) : nil
        return DotaMatch(
            matchID: MatchNumbering.matchID(start: start, anchorSlot: slot),
            seqNum: MatchNumbering.seqNum(start: start, duration: duration, anchorSlot: slot),
            startTime: start,
            duration: duration,
            gameMode: gameMode,
            lobbyType: lobbyType,
            leagueID: isLeague ? rng.int(in: 10_000...18_000) : 0,
            humanPlayers: lobbyType == 1 ? rng.int(in: 2...10) : 10,
            isHidden: hiddenDay || rng.percent(2),
            isAbandoned: isAbandoned,
            teams: teams,
            players: LineupDrawer(population: population).lineup(startedBy: slot, isLeague: isLeague, rng: &rng)
        )
    }

    /// Mostly Ranked All Pick (22) and All Pick (1), some Turbo (23), Captains Mode (2) and Ability Draft (18).
    private static func gameMode(rng: inout SplitMix64) -> Int {
        switch rng.int(in: 0...99) {
        case 0..<50: 22
        case 50..<72: 1
        case 72..<85: 23
        case 85..<93: 2
        default: 18
        }
    }

    /// Ranked games are lobby 7, the rest public (0); some practice lobbies (1), and now and then 14, a value Valve
    /// sends and no published list names.
    package static func lobbyType(gameMode: Int, rng: inout SplitMix64) -> Int {
        switch rng.int(in: 0...999) {
        case 0..<5: 14
        case 5..<55: 1
        default: gameMode == 22 ? 7 : 0
        }
    }

    /// Seconds. Turbo is short; a fifth of abandoned games end within minutes, down to the 6 s of LP's sample.
    private static func duration(gameMode: Int, abandoned: Bool, rng: inout SplitMix64) -> Int {
        if abandoned, rng.percent(20) { return rng.int(in: 6...300) }
        if gameMode == 23 { return rng.int(in: 900...2_100) }
        // The sum of two draws piles up around 40 minutes, as real game lengths do; few pass 70.
        return rng.int(in: 600...1_800) + rng.int(in: 600...2_400) + (rng.percent(5) ? rng.int(in: 0...1_500) : 0)
    }
}

extension LeagueTeam {
    private static let words = ["Tundra", "Aurora", "Falcons", "Gaimin", "Nigma", "Spirit", "Entity", "Heroic", "Talon", "Azure"]

    /// Logos are drawn over all of UInt64, so about half exceed Int64.max, as 17881201520994978452 does in a capture.
    package static func draw(rng: inout SplitMix64) -> LeagueTeam {
        LeagueTeam(
            id: rng.int(in: 1_000...9_999_999),
            name: "\(rng.element(of: words)) \(capitalized(rng.element(of: Vocabulary.vanityWords)))",
            logo: rng.next(),
            isComplete: rng.percent(90)
        )
    }

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }
}
