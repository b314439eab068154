// Gives each player slot its account id without drawing them in sequence: a seeded permutation of 30-bit numbers
// that passes over the real ids the named accounts hold.

/// Every step below is a bijection on 30-bit numbers (xor with a constant, multiplication by an odd number, adding a
/// constant, xor with a right shift), so distinct slots always get distinct ids with no set of ids taken so far;
/// a slot's id is computable alone, and the slot after the last player gives an id no player has.
/// The named accounts' real ids are never given (see `accountID(slot:)`).
struct AccountNumbering: Sendable {
    private static let mask: UInt64 = (1 << 30) - 1
    /// Any odd constant; this one is SplitMix64's first multiplier, cut to 30 bits.
    private static let secondMultiplier: UInt64 = 0xBF58_476D_1CE4_E5B9 & mask | 1

    private let inputKey: UInt64
    private let multiplier: UInt64
    private let outputKey: UInt64
    /// Ids no slot may get: the named accounts' unless a test names others.
    private let reserved: [UInt32]

    init(seeds: WorldSeeds, reserved: [UInt32] = NamedAccount.all.map(\.accountID)) {
        self.reserved = reserved
        var rng = seeds.stream(.accountNumbering)
        inputKey = rng.next() & Self.mask
        multiplier = rng.next() & Self.mask | 1
        outputKey = rng.next() & Self.mask
    }

    /// From 1 to 2^30, below Int32.max as real individual account ids are, and never a reserved id.
    ///
    /// Why the walk: the named accounts (NamedAccount) hold real ids, which the permutation gives some numbers too.
    /// A slot given a reserved id takes what the permutation gives that id's donor instead: one of the highest 30-bit
    /// numbers, one per reserved id, which no slot reaches (slots stay below 2^20). Should that be reserved as well,
    /// the walk goes on to its donor. Each number leads to one next and is led to from one, and no walk starts at a
    /// donor, so distinct slots still end at distinct ids; a slot the permutation gives no reserved id keeps its own.
    func accountID(slot: Int) -> UInt32 {
        var x = permuted(UInt64(slot))
        while let donor = reserved.firstIndex(of: UInt32(x + 1)) {
            x = permuted(Self.mask - UInt64(donor))
        }
        return UInt32(x + 1)
    }

    private func permuted(_ number: UInt64) -> UInt64 {
        var x = (number ^ inputKey) & Self.mask
        x = (x &* multiplier) & Self.mask
        x ^= x >> 15
        x = (x &* Self.secondMultiplier) & Self.mask
        x ^= x >> 13
        return (x &+ outputKey) & Self.mask
    }
}
