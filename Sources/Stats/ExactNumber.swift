// Numbers as exact decimals: sums, minima and maxima that come out the same whatever order the records arrive in,
// so that merging partial states equals one pass. Floating-point sums would differ in their last bits by order.

/// A decimal with nine fraction digits, held as a count of billionths. JSON text is read digit by digit, not through
/// Double, so 0.1 is exactly 0.1; digits past the ninth are rounded half away from zero.
public struct ExactNumber: Sendable, Hashable, Comparable, CustomStringConvertible {
    public private(set) var units: Int128

    static let scale: Int128 = 1_000_000_000
    static let fractionDigits = 9
    /// Values are kept within ±1e20 so that a sum of a billion of them still fits in 128 bits.
    static let limit: Int128 = 100_000_000_000_000_000_000 * scale

    public static let zero = ExactNumber(units: 0)

    init(units: Int128) { self.units = units }

    public init(_ integer: Int64) { units = Int128(integer) * Self.scale }

    public init?(exactly integer: Int128) {
        guard integer.magnitude <= (Self.limit / Self.scale).magnitude else { return nil }
        units = integer * Self.scale
    }

    /// `hundredths` / 100, for values computed exactly on integers (kda).
    init(hundredths: Int64) { units = Int128(hundredths) * (Self.scale / 100) }

    public static func < (lhs: ExactNumber, rhs: ExactNumber) -> Bool { lhs.units < rhs.units }

    public static func + (lhs: ExactNumber, rhs: ExactNumber) -> ExactNumber { ExactNumber(units: lhs.units + rhs.units) }

    public static func += (lhs: inout ExactNumber, rhs: ExactNumber) { lhs.units += rhs.units }

    public var isInteger: Bool { units % Self.scale == 0 }

    public var double: Double { Double(units) / Double(Self.scale) }

    /// The largest integer not above this number.
    public var floor: Int128 {
        let quotient = units / Self.scale
        return units < 0 && units % Self.scale != 0 ? quotient - 1 : quotient
    }

    /// JSON number text: "12", "-3.5", "1234.56"; trailing zeros of the fraction are left out.
    public var description: String {
        let magnitude = units.magnitude
        let whole = magnitude / UInt128(Self.scale)
        var fraction = magnitude % UInt128(Self.scale)
        let sign = units < 0 ? "-" : ""
        guard fraction != 0 else { return sign + String(whole) }
        var digits = Self.fractionDigits
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        let fractionText = String(fraction)
        return sign + String(whole) + "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
    }

    /// Reads JSON number text. nil for text that is not a JSON number or lies outside ±1e20.
    public init?(json text: some Collection<UInt8>) {
        var whole: Int128 = 0
        var fraction: Int128 = 0
        var fractionDigits = 0
        var roundUp = false
        var exponent = 0
        var negative = false
        var index = text.startIndex
        var sawDigit = false
        if index != text.endIndex, text[index] == UInt8(ascii: "-") {
            negative = true
            text.formIndex(after: &index)
        }
        while index != text.endIndex, let digit = Self.digit(text[index]) {
            guard whole <= Self.limit / Self.scale else { return nil }
            whole = whole * 10 + Int128(digit)
            sawDigit = true
            text.formIndex(after: &index)
        }
        guard sawDigit else { return nil }
        if index != text.endIndex, text[index] == UInt8(ascii: ".") {
            text.formIndex(after: &index)
            var sawFraction = false
            while index != text.endIndex, let digit = Self.digit(text[index]) {
                if fractionDigits < Self.fractionDigits {
                    fraction = fraction * 10 + Int128(digit)
                    fractionDigits += 1
                } else if fractionDigits == Self.fractionDigits {
                    roundUp = digit >= 5
                    fractionDigits += 1
                }
                sawFraction = true
                text.formIndex(after: &index)
            }
            guard sawFraction else { return nil }
        }
        if index != text.endIndex, text[index] | 0x20 == UInt8(ascii: "e") {
            text.formIndex(after: &index)
            var exponentNegative = false
            if index != text.endIndex, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
                exponentNegative = text[index] == UInt8(ascii: "-")
                text.formIndex(after: &index)
            }
            var sawExponent = false
            while index != text.endIndex, let digit = Self.digit(text[index]) {
                exponent = min(exponent * 10 + digit, 10_000)
                sawExponent = true
                text.formIndex(after: &index)
            }
            guard sawExponent else { return nil }
            if exponentNegative { exponent = -exponent }
        }
        guard index == text.endIndex else { return nil }
        for _ in min(fractionDigits, Self.fractionDigits)..<Self.fractionDigits { fraction *= 10 }
        var units = whole * Self.scale + fraction + (roundUp ? 1 : 0)
        guard let scaled = Self.shift(units, byPowerOfTen: exponent) else { return nil }
        units = scaled
        self.units = negative ? -units : units
    }

    /// Multiplies by 10^exponent, rounding once, half away from zero, when digits fall off the end.
    private static func shift(_ units: Int128, byPowerOfTen exponent: Int) -> Int128? {
        if exponent >= 0 {
            var units = units
            for _ in 0..<exponent {
                guard units <= limit / 10 else { return nil }
                units *= 10
            }
            return units <= limit ? units : nil
        }
        guard -exponent <= 38 else { return 0 }
        var divisor: Int128 = 1
        for _ in 0..<(-exponent) { divisor *= 10 }
        let quotient = units / divisor
        return units % divisor * 2 >= divisor ? quotient + 1 : quotient
    }

    @inline(__always)
    private static func digit(_ byte: UInt8) -> Int? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte - UInt8(ascii: "0")) : nil
    }
}
