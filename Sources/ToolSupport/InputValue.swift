// Turns one input into the value a tool needs: a bare id, or a field of a JSON object record.
import Foundation
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
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw InputError(origin, "not valid UTF-8")
        }
        let trimmed = text.trimmingWhitespace()
        // `jq .steamid` prints these for a record without the field; as vanity names they would cost a request each.
        if trimmed == "null" || trimmed == "true" || trimmed == "false" { throw InputError(origin, "JSON \(trimmed), not an id") }
        // Only objects and strings are JSON here: a leading "[" is a Steam3 id such as [U:1:22202].
        guard let first = trimmed.first, first == "{" || first == "\"" else { return trimmed }

        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: Data(trimmed.utf8), options: [.fragmentsAllowed])
        } catch {
            throw InputError(origin, "invalid JSON")
        }
        if let string = parsed as? String { return string }
        guard let object = parsed as? [String: Any] else { throw InputError(origin, "invalid JSON") }
        for field in fields {
            if let value = object[field] { return try idText(value, field: field) }
        }
        let names = fields.map { "\"\($0)\"" }.joined(separator: " or ")
        throw InputError(origin, "object has no \(names) field")
    }

    /// A string as it is, a non-negative integer with every digit; anything else is an error saying what it is.
    private func idText(_ value: Any, field: String) throws(InputError) -> String {
        func fail(_ what: String) -> InputError { InputError(origin, "field \"\(field)\" \(what)") }
        switch value {
        case let string as String: return string
        case let number as NSNumber: return try integerText(number, fail)
        case is NSNull: throw fail("is null, not a string or an integer")
        case is [Any]: throw fail("is an array, not a string or an integer")
        default: throw fail("is an object, not a string or an integer")
        }
    }

    /// JSONSerialization hands over every JSON number and boolean as an NSNumber, told apart only by objCType:
    /// booleans are "c"; integers that fit 64 bits are integer types ("i", "q", "Q") whose stringValue keeps every
    /// digit; anything wider, or written with a fraction or exponent, is "d" (a Double or an NSDecimalNumber).
    private func integerText(_ number: NSNumber, _ fail: (String) -> InputError) throws(InputError) -> String {
        let type = String(cString: number.objCType)
        if type == "c" { throw fail("is a boolean, not a string or an integer") }
        if Self.integerTypes.contains(type) && !(number is NSDecimalNumber) {
            let digits = number.stringValue
            if digits.hasPrefix("-") { throw fail("is negative (\(digits)), and SteamIDs are unsigned") }
            return digits
        }
        let value = number.decimalValue
        if value < 0 { throw fail("is negative, and SteamIDs are unsigned") }
        if value > Decimal(UInt64.max) { throw fail("is a number too large for a SteamID64") }
        throw fail("is a number with a fraction or exponent, not a string or an integer")
    }

    private static let integerTypes: Set<String> = ["s", "S", "i", "I", "l", "L", "q", "Q"]
}
