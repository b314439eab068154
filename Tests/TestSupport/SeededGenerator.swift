// A RandomNumberGenerator whose every draw follows from its seed (the world's SplitMix64), so a printed seed repeats
// a test's random choices.
import Foundation
import ReplayWorld

public struct SeededGenerator: RandomNumberGenerator {
    private var source: SplitMix64

    public init(seed: UInt64) {
        source = SplitMix64(seed: seed)
    }

    public mutating func next() -> UInt64 { source.next() }

    /// STEAM_PIPES_TEST_SEED when set (a rerun of a failure), else a fresh one; printed either way.
    public static func fromEnvironment(_ test: String) -> (seed: UInt64, generator: SeededGenerator) {
        let given = ProcessInfo.processInfo.environment["STEAM_PIPES_TEST_SEED"].flatMap { UInt64($0) }
        let seed = given ?? UInt64.random(in: 1...UInt64(UInt32.max))
        print("\(test): seed \(seed); STEAM_PIPES_TEST_SEED=\(seed) repeats its cuts")
        return (seed, SeededGenerator(seed: seed))
    }
}
