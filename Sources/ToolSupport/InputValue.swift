// Turns one input into the value a tool needs: a bare id, or a field of a JSON object record.
import SteamModels

public struct InputError: Error, CustomStringConvertible, Sendable {
    public let origin: InputItem.Origin
    public let reason: String
    public var description: String { "\(origin): \(reason)" }

    public init(_ origin: InputItem.Origin, _ reason: String) {
        self.origin = origin
        self.reason = reason
    }
}

extension InputItem {
    /// The first of `fields` present in a JSON object line, or the whole line as a bare value.
    /// A JSON string or number line counts as a bare value too, so `jq '.steamid'` output can be piped in.
    public func value(fields: [String]) throws(InputError) -> String {
        guard let text = String(validating: try keptBytes(), as: UTF8.self) else {
            throw InputError(origin, "not valid UTF-8")
        }
        let trimmed = text.trimmingWhitespace()
        // `jq .steamid` prints these for a record without the field; as vanity names they would cost a request each.
        if trimmed == "null" || trimmed == "true" || trimmed == "false" { throw InputError(origin, "JSON \(trimmed), not an id") }
        // Only objects and strings are JSON here: a leading "[" is a Steam3 id such as [U:1:22202].
        guard let first = trimmed.first, first == "{" || first == "\"" else { return trimmed }

        let parsed: JSONValue
        do {
            parsed = try JSONValue.parse(trimmed.utf8, keeping: Set(fields))
        } catch {
            throw InputError(origin, "invalid JSON")
        }
        if let string = parsed.string { return string }
        guard let object = parsed.object else { throw InputError(origin, "invalid JSON") }
        for field in fields {
            if let value = object[field] { return try idText(value, field: field) }
        }
        let names = fields.map { "\"\($0)\"" }.joined(separator: " or ")
        throw InputError(origin, "object has no \(names) field")
    }

    /// A string as it is, a non-negative integer with every digit; anything else is an error saying what it is.
    private func idText(_ value: JSONValue, field: String) throws(InputError) -> String {
        func fail(_ what: String) -> InputError { InputError(origin, "field \"\(field)\" \(what)") }
        switch value {
        case .string(let id): return id
        case .number(let written):
            // "-0" is a whole number too, and reads as 0.
            if let id = value.integer(UInt64.self) { return String(id) }
            throw fail(Self.whyNoID(number: written, field: field))
        default: throw fail("is \(value.kind), not a string or an integer")
        }
    }

    /// Why a JSON number is no id when it is not a whole number from 0 to UInt64's maximum, in the words of the
    /// field's kind of id: an app id for `appid`, a SteamID for the rest.
    private static func whyNoID(number written: String, field: String) -> String {
        let number = WrittenNumber(written)
        let (ids, tooLarge) = field == "appid" ? ("app ids", "an app id") : ("SteamIDs", "a SteamID64")
        if number.isNegative {
            // Whole numbers of up to 18 digits are quoted back and longer ones are not, as tools have always said
            // (the JSON reader they used took only those for integers).
            if let negative = Int64(written), negative > -1_000_000_000_000_000_000 {
                return "is negative (\(written)), and \(ids) are unsigned"
            }
            return "is negative, and \(ids) are unsigned"
        }
        if number.isAbove(UInt64.max) { return "is a number too large for \(tooLarge)" }
        return "is a number with a fraction or exponent, not a string or an integer"
    }
}

/// A JSON number's exact value, read from its text (RFC 8259 §6: `-? int (. frac)? (e exp)?`) as
/// 0.`significand` × 10^`magnitude`: a double would round a value near UInt64's maximum, overflow past 1e308, or
/// turn a tiny negative into -0.
private struct WrittenNumber {
    /// The digits from the first that is not 0; empty for zero.
    let significand: Substring
    /// How many digits the value has before the decimal point (negative for 0.00…).
    let magnitude: Int
    let isNegative: Bool

    init(_ text: String) {
        let exponentMark = text.firstIndex { $0 == "e" || $0 == "E" }
        let mantissa = text[..<(exponentMark ?? text.endIndex)]
        let digits = mantissa.filter { $0 != "-" && $0 != "." }
        significand = digits.drop { $0 == "0" }
        isNegative = mantissa.hasPrefix("-") && !significand.isEmpty
        let wholeDigits = mantissa.prefix { $0 != "." }.count { $0 != "-" }
        // An exponent too long for an Int puts the value far past either end of any id; halving keeps the sum in range.
        let exponent = exponentMark.map { mark in
            Int(text[text.index(after: mark)...]) ?? (text[mark...].contains("-") ? -Int.max / 2 : Int.max / 2)
        } ?? 0
        magnitude = wholeDigits - (digits.count - significand.count) + exponent
    }

    func isAbove(_ limit: UInt64) -> Bool {
        let limitDigits = String(limit)
        guard !significand.isEmpty else { return false }
        guard magnitude == limitDigits.count else { return magnitude > limitDigits.count }
        let whole = significand.prefix(magnitude) + String(repeating: "0", count: max(0, magnitude - significand.count))
        return whole > limitDigits || whole == limitDigits && significand.dropFirst(magnitude).contains { $0 != "0" }
    }
}
