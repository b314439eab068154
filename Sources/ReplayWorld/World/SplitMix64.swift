// The seeded random source the world is drawn from: SplitMix64 plus the few draws the generator needs.

/// Deliberately not a `RandomNumberGenerator`: the standard library's `random(in:using:)` and `shuffled(using:)`
/// may change their algorithms between toolchains, and one seed must give the same world byte for byte everywhere.
/// Public for the tests' seeded generator, which draws its cuts from the same sequence.
public struct SplitMix64: Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `range` by Lemire's multiply-shift; the bias is far below anything a test could notice.
    package mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next().multipliedFullWidth(by: width).high)
    }

    /// True `percent` times in a hundred.
    package mutating func percent(_ percent: Int) -> Bool {
        int(in: 0...99) < percent
    }

    package mutating func element<T>(of choices: [T]) -> T {
        choices[int(in: 0...(choices.count - 1))]
    }

    /// `count` random bytes as lowercase hex, e.g. an avatar hash.
    mutating func hex(bytes count: Int) -> String {
        let digits = Array("0123456789abcdef")
        return String((0..<(count * 2)).map { _ in digits[int(in: 0...15)] })
    }

    /// True with `probability` (0...1), for rates finer than a percent, such as 0.45 matches a day.
    package mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(UInt64(1) << 53) < probability
    }
}
