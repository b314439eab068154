// Turns one input into the value a tool needs: a bare id, or a field of a JSON object record.
import Foundation

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
        let trimmed = text.trimmingCharacters(in: .whitespaces)
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
            switch object[field] {
            case let string as String: return string
            case let number as NSNumber where UInt64(number.stringValue) != nil: return number.stringValue
            case nil: continue
            default: throw InputError(origin, "field \"\(field)\" is not a string or an integer")
            }
        }
        let names = fields.map { "\"\($0)\"" }.joined(separator: " or ")
        throw InputError(origin, "object has no \(names) field")
    }
}
