// Gives each player slot its account id without drawing them in sequence: a seeded permutation of 30-bit numbers.

/// Every step below is a bijection on 30-bit numbers (xor with a constant, multiplication by an odd number, adding a
/// constant, xor with a right shift), so distinct slots always get distinct ids with no set of ids taken so far;
/// a slot's id is computable alone, and the slot after the last player gives an id no player has.
struct AccountNumbering: Sendable {
    private static let mask: UInt64 = (1 << 30) - 1
    /// Any odd constant; this one is SplitMix64's first multiplier, cut to 30 bits.
    private static let secondMultiplier: UInt64 = 0xBF58_476D_1CE4_E5B9 & mask | 1

    private let inputKey: UInt64
    private let multiplier: UInt64
    private let outputKey: UInt64

    init(seeds: WorldSeeds) {
        var rng = seeds.stream(.accountNumbering)
        inputKey = rng.next() & Self.mask
        multiplier = rng.next() & Self.mask | 1
        outputKey = rng.next() & Self.mask
    }

    /// From 1 to 2^30, below Int32.max as real individual account ids are.
    func accountID(slot: Int) -> UInt32 {
        var x = (UInt64(slot) ^ inputKey) & Self.mask
        x = (x &* multiplier) & Self.mask
        x ^= x >> 15
        x = (x &* Self.secondMultiplier) & Self.mask
        x ^= x >> 13
        x = (x &+ outputKey) & Self.mask
        return UInt32(x + 1)
    }
}
