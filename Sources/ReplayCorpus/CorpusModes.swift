// Game modes and lengths of corpus matches. Turbo is commoner and games a little shorter than in the served world
// (about 29 minutes on average, not 42): with one ability upgrade per level, that keeps a record near the 13 KB
// that stat-agg's benchmark corpus is sized for (1.3 GB per 100,000 matches).
import ReplayWorld

enum CorpusModes {
    /// Ranked All Pick (22), Turbo (23), All Pick (1), Captains Mode (2) and Ability Draft (18).
    static func gameMode(rng: inout SplitMix64) -> Int {
        switch rng.int(in: 0...99) {
        case 0..<45: 22
        case 45..<70: 23
        case 70..<84: 1
        case 84..<93: 2
        default: 18
        }
    }

    /// Seconds. Turbo lasts 13-30 minutes; a fifth of abandoned games end within minutes.
    static func duration(gameMode: Int, abandoned: Bool, rng: inout SplitMix64) -> Int {
        if abandoned, rng.percent(20) { return rng.int(in: 6...300) }
        if gameMode == 23 { return rng.int(in: 780...1_800) }
        // The sum of two draws piles up around 31 minutes; one game in twenty runs up to 25 minutes longer.
        return rng.int(in: 480...1_320) + rng.int(in: 540...1_380) + (rng.percent(5) ? rng.int(in: 0...1_500) : 0)
    }
}
