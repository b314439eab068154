// The rules flag values share, each worded once for every tool: a number within its range, a date range in order.
import ArgumentParser

public enum FlagRules {
    /// `--jobs must be from 1 to 256, not 0`: a usage error naming the flag, its range and the value given.
    public static func require<Value: Comparable>(_ value: Value, in range: ClosedRange<Value>, _ flag: String) throws {
        guard range.contains(value) else {
            throw ValidationError("\(flag) must be from \(shown(range.lowerBound)) to \(shown(range.upperBound)), not \(shown(value))")
        }
    }

    /// The same rule for a flag that may be left out.
    public static func require<Value: Comparable>(_ value: Value?, in range: ClosedRange<Value>, _ flag: String) throws {
        if let value { try require(value, in: range, flag) }
    }

    /// A --since at or after the --until it comes with selects nothing, which is surely a mistake.
    public static func requireOrder<Moment: Comparable>(since: Moment?, until: Moment?) throws {
        if let since, let until, since >= until { throw ValidationError("--since must be before --until") }
    }

    /// A flag's number as people write one: decimal digits with an optional fraction. Swift's Double also reads
    /// `0x10`, `1e3`, `inf` and `nan`, where every whole-number flag refuses them.
    public static func decimal(_ text: String) throws -> Double {
        let unsigned = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
        let parts = unsigned.split(separator: UInt8(ascii: "."), maxSplits: 1, omittingEmptySubsequences: false)
        guard unsigned.count < 40, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0 &- UInt8(ascii: "0") < 10 } }),
              let value = Double(text)
        else { throw ValidationError("give a decimal number, as 30 or 0.5") }
        return value
    }

    /// Whole numbers without a fraction, so `1000.0` reads as the `1000` the help gives.
    private static func shown(_ value: some Comparable) -> String {
        if let number = value as? Double, number.isFinite, number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return "\(value)"
    }
}
