// Who plays in the corpus and on what, drawn once from the seed: the focus account's party friends and favourite
// heroes, a pool of accounts that recur with skewed frequency, and how popular each hero is.
import ReplayWorld

struct CorpusPopulation: Sendable {
    static let friendCount = 6
    static let poolSize = 20_000
    static let favouriteCount = 15
    /// Each match draws about 7 pool accounts: the most frequent one sits in about 5 % of matches, the median one in
    /// about one in 10,000, so peers recur and a 100,000-match corpus still has a long tail.
    private static let poolOffset = 20.0
    /// The most popular hero is picked about 6 times as often as the median one.
    private static let heroOffset = 12.0

    /// The focus account's party friends.
    let friends: [UInt32]
    /// Ordered from the most to the least frequent.
    let pool: [UInt32]
    private let poolPicker: WeightedPicker
    /// Hero ids from the most to the least popular.
    private let heroesByPopularity: [Int]
    private let heroPicker: WeightedPicker
    /// The focus account's favourite heroes, which it plays most of the time.
    let favourites: [Int]

    init(seeds: WorldSeeds) {
        var rng = seeds.stream(.corpusPopulation)
        // Ids in bands of their own, so friends, pool accounts and the focus account never share one.
        friends = (0..<Self.friendCount).map { UInt32(120_000_000 + $0 * 100_000 + rng.int(in: 0...99_999)) }
        pool = (0..<Self.poolSize).map { UInt32(150_000_000 + $0 * 1_000 + rng.int(in: 0...999)) }
        poolPicker = .zipf(count: Self.poolSize, offset: Self.poolOffset)
        var heroes = ReplayHeroes.heroes.map(\.id)
        for index in heroes.indices.reversed() {
            heroes.swapAt(index, rng.int(in: 0...index))
        }
        heroesByPopularity = heroes
        heroPicker = .zipf(count: heroes.count, offset: Self.heroOffset)
        var favourites: [Int] = []
        while favourites.count < Self.favouriteCount {
            let hero = heroes[heroPicker.pick(rng: &rng)]
            if !favourites.contains(hero) { favourites.append(hero) }
        }
        self.favourites = favourites
    }

    func poolAccount(rng: inout SplitMix64) -> UInt32 {
        pool[poolPicker.pick(rng: &rng)]
    }

    func popularHero(rng: inout SplitMix64) -> Int {
        heroesByPopularity[heroPicker.pick(rng: &rng)]
    }
}
