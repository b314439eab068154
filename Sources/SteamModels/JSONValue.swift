// JSONValue: a record kept as JSON, field for field, so that fields our models do not name reach stdout untouched
// and numbers keep every digit Valve sent (u64 team logos exceed both Int64 and a double).

public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// The number's text as written, e.g. "17881201520994978452" or "-0.50".
    case number(String)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// Parses one JSON text; anything but white space around the value is an error.
    public static func parse(_ json: some Collection<UInt8>) throws(JSONReadError) -> JSONValue {
        var parser = JSONParser(bytes: Array(json))
        return try parser.document()
    }

    /// The same checks, but of an object only the top-level fields named are kept: a tool that reads an id from a
    /// record then holds that id, not a tree of whatever else a megabyte-long line holds.
    public static func parse(_ json: some Collection<UInt8>, keeping fields: Set<String>) throws(JSONReadError) -> JSONValue {
        var parser = JSONParser(bytes: Array(json), keepingTopLevel: fields)
        return try parser.document()
    }

    /// A whole number, written as Swift writes it: what a record built here says of a count or an id.
    public static func integer(_ number: some BinaryInteger) -> JSONValue { .number(String(number)) }

    public static func strings(_ texts: [String]) -> JSONValue { .array(texts.map(JSONValue.string)) }

    public var object: JSONObject? {
        if case .object(let object) = self { object } else { nil }
    }

    public var array: [JSONValue]? {
        if case .array(let items) = self { items } else { nil }
    }

    public var string: String? {
        if case .string(let text) = self { text } else { nil }
    }

    public var bool: Bool? {
        if case .bool(let flag) = self { flag } else { nil }
    }

    /// A whole number written without fraction or exponent that fits the type; nil for anything else.
    public func integer<Number: FixedWidthInteger>(_ type: Number.Type = Number.self) -> Number? {
        guard case .number(let text) = self else { return nil }
        return Number(text)
    }

    /// Compact JSON: no white space outside strings, numbers as written.
    public var jsonBytes: [UInt8] {
        var out: [UInt8] = []
        write(to: &out)
        return out
    }

    public func write(to out: inout [UInt8]) {
        switch self {
        case .null: out += Array("null".utf8)
        case .bool(let flag): out += Array((flag ? "true" : "false").utf8)
        case .number(let text): out += Array(text.utf8)
        case .string(let text): appendJSONString(text, to: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                item.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let object):
            out.append(UInt8(ascii: "{"))
            for (index, field) in object.fields.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                appendJSONString(field.name, to: &out)
                out.append(UInt8(ascii: ":"))
                field.value.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// What the value is, in words for an error message: "a string", "null".
    public var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON object's fields in the order written. Lookups are linear: Valve's objects have a few dozen fields, and a
/// dictionary beside them cost more to build than the lookups it saved.
public struct JSONObject: Sendable, Equatable {
    public private(set) var fields: [(name: String, value: JSONValue)] = []

    public init() {}

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.fields.count == rhs.fields.count
            && zip(lhs.fields, rhs.fields).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }

    /// The value of the last field of that name: a name written twice means its last value, as in jq.
    public subscript(name: String) -> JSONValue? {
        fields.last { $0.name == name }?.value
    }

    /// Adds a field at the end, as the parser found it; a name written twice is kept twice.
    public mutating func append(_ name: String, _ value: JSONValue) {
        fields.append((name, value))
    }

    /// Removes every field called `name`.
    public mutating func removeAll(named name: String) {
        fields.removeAll { $0.name == name }
    }

    /// Sets `name` to `value`: in place when present (the last of a name written twice, the one a lookup reads), else
    /// inserted after the field `after` (or first when nil or absent).
    public mutating func set(_ name: String, _ value: JSONValue, after: String? = nil) {
        if let index = fields.lastIndex(where: { $0.name == name }) {
            fields[index].value = value
            return
        }
        let position = after.flatMap { anchor in fields.firstIndex { $0.name == anchor }.map { $0 + 1 } } ?? 0
        fields.insert((name, value), at: position)
    }
}

/// A record that writes its own JSON: byte for byte what RecordEncoder writes from its `encode(to:)`, for a record a
/// stream writes millions of, where the Encoder protocol's containers cost a third of the run.
public protocol JSONWritable: Encodable {
    func appendJSON(to bytes: inout [UInt8])
}

/// Writes one object's members, in the order they are given, the way RecordEncoder writes a keyed container: a nil
/// value is left out, as `encodeIfPresent` leaves it.
public struct JSONObjectWriter: ~Copyable {
    private var members = 0

    public init() {}

    public mutating func member(_ key: StaticString, _ value: String?, to bytes: inout [UInt8]) {
        guard let value else { return }
        start(key, &bytes)
        appendJSONString(value, to: &bytes)
    }

    public mutating func member(_ key: StaticString, _ value: some FixedWidthInteger, to bytes: inout [UInt8]) {
        start(key, &bytes)
        bytes.append(contentsOf: String(value).utf8)
    }

    public consuming func end(_ bytes: inout [UInt8]) {
        if members == 0 { bytes.append(UInt8(ascii: "{")) }
        bytes.append(UInt8(ascii: "}"))
    }

    /// The key needs no escaping: it is one of the model's own field names.
    private mutating func start(_ key: StaticString, _ bytes: inout [UInt8]) {
        bytes.append(members == 0 ? UInt8(ascii: "{") : UInt8(ascii: ","))
        members += 1
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
    }
}

/// JSON string syntax (RFC 8259): quote, backslash and control characters escaped; `/` and non-ASCII as they are.
public func appendJSONString(_ string: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    // A contiguous buffer scans several times faster than String.UTF8View, and nearly no field needs escaping.
    var string = string
    string.withUTF8 { utf8 in
        if !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            bytes.append(contentsOf: utf8)
        } else {
            for byte in utf8 { appendEscaped(byte, to: &bytes) }
        }
    }
    bytes.append(UInt8(ascii: "\""))
}

private func appendEscaped(_ byte: UInt8, to bytes: inout [UInt8]) {
    let backslash = UInt8(ascii: "\\")
    switch byte {
    case UInt8(ascii: "\""), backslash: bytes += [backslash, byte]
    case 0x0A: bytes += [backslash, UInt8(ascii: "n")]
    case 0x0D: bytes += [backslash, UInt8(ascii: "r")]
    case 0x09: bytes += [backslash, UInt8(ascii: "t")]
    case 0..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        bytes += [backslash, UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
    default: bytes.append(byte)
    }
}
