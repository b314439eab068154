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
        guard let (number, _) = Self.parse(json: text) else { return nil }
        self = number
    }

    /// The number JSON text writes, and whether it is that number exactly: false when digits past the ninth
    /// decimal place were rounded away (0.0000000001, 1e-400), which a whole-number field must not take as 0.
    /// The digits are gathered first and rounded once, so an exponent moves every digit written.
    static func parse(json text: some Collection<UInt8>) -> (number: ExactNumber, exact: Bool)? {
        var index = text.startIndex
        let negative = index != text.endIndex && text[index] == UInt8(ascii: "-")
        if negative { text.formIndex(after: &index) }
        // The value is mantissa × 10^power, apart from digits past the 38 an Int128 holds, which are below the
        // ninth decimal place whenever the value is within ±1e20.
        var mantissa: Int128 = 0
        var significant = 0
        var power = 0
        var droppedDigits = false
        var sawWhole = false
        while index != text.endIndex, let digit = Self.digit(text[index]) {
            if significant < Self.maximumSignificantDigits {
                mantissa = mantissa * 10 + Int128(digit)
                if mantissa != 0 { significant += 1 }
            } else {
                power += 1
                droppedDigits = droppedDigits || digit != 0
            }
            sawWhole = true
            text.formIndex(after: &index)
        }
        guard sawWhole else { return nil }
        if index != text.endIndex, text[index] == UInt8(ascii: ".") {
            text.formIndex(after: &index)
            var sawFraction = false
            while index != text.endIndex, let digit = Self.digit(text[index]) {
                if significant < Self.maximumSignificantDigits {
                    mantissa = mantissa * 10 + Int128(digit)
                    if mantissa != 0 { significant += 1 }
                    power -= 1
                } else {
                    droppedDigits = droppedDigits || digit != 0
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
            var exponent = 0
            var sawExponent = false
            while index != text.endIndex, let digit = Self.digit(text[index]) {
                exponent = min(exponent * 10 + digit, 100_000)
                sawExponent = true
                text.formIndex(after: &index)
            }
            guard sawExponent else { return nil }
            power += exponentNegative ? -exponent : exponent
        }
        guard index == text.endIndex,
              let (units, shiftedExactly) = Self.shift(mantissa, byPowerOfTen: power + Self.fractionDigits)
        else { return nil }
        return (ExactNumber(units: negative ? -units : units), shiftedExactly && !droppedDigits)
    }

    private static let maximumSignificantDigits = 38

    /// Multiplies by 10^exponent, rounding once, half away from zero, when digits fall off the end; and whether
    /// none did. nil past the limit.
    private static func shift(_ units: Int128, byPowerOfTen exponent: Int) -> (units: Int128, exact: Bool)? {
        if units == 0 { return (0, true) }
        if exponent >= 0 {
            var units = units
            for _ in 0..<exponent {
                guard units <= limit / 10 else { return nil }
                units *= 10
            }
            return units <= limit ? (units, true) : nil
        }
        guard -exponent <= maximumSignificantDigits else { return (0, false) }
        var divisor: Int128 = 1
        for _ in 0..<(-exponent) { divisor *= 10 }
        let (quotient, remainder) = units.quotientAndRemainder(dividingBy: divisor)
        let rounded = remainder >= divisor - remainder ? quotient + 1 : quotient
        return rounded <= limit ? (rounded, remainder == 0) : nil
    }

    @inline(__always)
    private static func digit(_ byte: UInt8) -> Int? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte - UInt8(ascii: "0")) : nil
    }
}
