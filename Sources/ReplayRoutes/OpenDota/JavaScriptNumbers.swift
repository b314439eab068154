// The JavaScript number rules OpenDota's answers follow: Number() of a query or path text, Array.prototype.slice's
// bounds for offset and limit, and Number(x.toFixed(2)) for kda.

import FoundationEssentials
import FoundationGaps

enum JavaScript {
    /// Number(text): blank is 0, a decimal (with a sign, fraction or exponent) its value, anything else NaN, here nil.
    static func number(_ text: String) -> Double? {
        let trimmed = text.trimmingBlanksAndNewlines()
        guard !trimmed.isEmpty else { return 0 }
        guard let value = Double(trimmed), !value.isNaN else { return nil }
        return value
    }

    /// Number(text) when Number.isInteger holds for it, as OpenDota checks ids.
    static func integer(_ text: String) -> Double? {
        guard let value = number(text), value.isFinite, value == value.rounded(.towardZero) else { return nil }
        return value
    }

    /// array.slice(start, end), `end` nil for the array's end: each bound is truncated toward zero (NaN is 0), a
    /// negative one counts back from the end, and both are held within the array.
    static func slice<Element>(_ array: [Element], from start: Double, to end: Double? = nil) -> ArraySlice<Element> {
        func index(_ bound: Double) -> Int {
            let whole = bound.isNaN ? 0 : bound.rounded(.towardZero)
            let count = Double(array.count)
            return Int(whole < 0 ? max(count + whole, 0) : min(whole, count))
        }
        let lower = index(start)
        let upper = end.map(index) ?? array.count
        return lower < upper ? array[lower..<upper] : []
    }

    /// Number(x.toFixed(2)) for a finite x of zero or more: the hundredth nearest x's exact binary value, a tie going
    /// up, as the specification of toFixed says. Rounding x * 100 instead would round that product first and can
    /// land on the other side of a tie.
    static func toFixed2(_ x: Double) -> Double {
        guard x.isNormal, x > 0 else { return 0 }
        // x = significand * 2^-shift exactly; 100 * significand stays below 2^60.
        let significand = (UInt64(1) << 52) | x.significandBitPattern
        let shift = 52 - Int(x.exponent)
        guard shift > 0 else { return x }
        // Below 2^-11, x is under 0.0005 and rounds to 0.
        guard shift < 64 else { return 0 }
        let scaled = 100 * significand
        let hundredths = scaled >> UInt64(shift)
        let rest = scaled & ((UInt64(1) << UInt64(shift)) - 1)
        let half = UInt64(1) << UInt64(shift - 1)
        return Double(hundredths + (rest >= half ? 1 : 0)) / 100
    }
}
