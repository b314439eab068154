// Seats ten players in a match: the player who started it, their party, other world players, strangers and
// anonymous players, each on a distinct hero.

struct LineupDrawer {
    let population: DotaPopulation

    /// Strangers are drawn from this many accounts outside the world, so a few recur as they do in real pubs.
    private static let strangerPool = 50_000

    func lineup(startedBy starter: Int, isLeague: Bool, rng: inout SplitMix64) -> [MatchPlayer] {
        let heroes = Self.distinctHeroes(rng: &rng)
        let team = rng.int(in: 0...1)
        var seats = Array(repeating: MatchAccount.absent, count: 10)
        var taken: Set<Int> = [starter]
        var strangers: Set<UInt32> = []
        var open = Array(0..<10)
        func seat(_ account: MatchAccount, at seat: Int) {
            seats[seat] = account
            open.removeAll { $0 == seat }
        }
        // Seats 0-4 are Radiant, 5-9 Dire; the starter's party sits on the starter's side.
        seat(population.shownAccounts[starter], at: team * 5 + rng.int(in: 0...4))
        for friend in party(of: starter, rng: &rng) where taken.insert(friend).inserted {
            seat(population.shownAccounts[friend], at: rng.element(of: open.filter { $0 / 5 == team }))
        }
        for seatIndex in open {
            seats[seatIndex] = isLeague
                ? .shown(stranger(excluding: &strangers, rng: &rng))
                : other(taken: &taken, strangers: &strangers, rng: &rng)
        }
        return seats.indices.map { index in
            MatchPlayer(
                account: seats[index],
                heroID: heroes[index],
                heroVariant: rng.int(in: 1...3),
                team: index / 5,
                teamSlot: index % 5
            )
        }
    }

    /// The demo user queues with 1-4 friends in most matches, so friends recur as peers; others now and then with 1-2.
    private func party(of slot: Int, rng: inout SplitMix64) -> [Int] {
        let friends = population.partyFriends[slot]
        guard !friends.isEmpty else { return [] }
        let size: Int
        if slot == population.cast.demoUser {
            size = rng.percent(60) ? rng.int(in: 1...4) : 0
        } else {
            size = rng.percent(20) ? rng.int(in: 1...2) : 0
        }
        return (0..<size).map { _ in rng.element(of: friends) }
    }

    /// A quarter world players, half strangers, a quarter anonymous; one anonymous seat in seven has no id at all.
    private func other(taken: inout Set<Int>, strangers: inout Set<UInt32>, rng: inout SplitMix64) -> MatchAccount {
        switch rng.int(in: 0...99) {
        case 0..<25:
            let filler = rng.element(of: population.fillers)
            guard taken.insert(filler).inserted else { return .shown(stranger(excluding: &strangers, rng: &rng)) }
            return population.shownAccounts[filler]
        case 25..<75:
            return .shown(stranger(excluding: &strangers, rng: &rng))
        default:
            return rng.int(in: 0...6) == 0 ? .absent : .anonymous
        }
    }

    /// A stranger not yet seated in this match.
    private func stranger(excluding seated: inout Set<UInt32>, rng: inout SplitMix64) -> UInt32 {
        while true {
            let account = population.outsider(rng.int(in: 0...(Self.strangerPool - 1)))
            if seated.insert(account).inserted { return account }
        }
    }

    private static func distinctHeroes(rng: inout SplitMix64) -> [Int] {
        var chosen: [Int] = []
        while chosen.count < 10 {
            let hero = rng.element(of: ReplayHeroes.heroes).id
            if !chosen.contains(hero) { chosen.append(hero) }
        }
        return chosen
    }
}
