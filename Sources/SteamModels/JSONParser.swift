// Parses JSON text into a JSONValue: fields in the order written, numbers as the digits written (a u64 logo id has
// more than a double holds), strings unescaped, and errors that name the byte and the problem. Also the one
// definition of JSON's white space, for code that looks at an answer's bytes before parsing them.

public struct JSONReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Counted from 1, as `cut -b` and editors count.
    public let byte: Int
    public let problem: String
    public var description: String { "invalid JSON at byte \(byte): \(problem)" }

    public init(byte: Int, problem: String) {
        self.byte = byte
        self.problem = problem
    }
}

struct JSONParser {
    /// libjq 1.6 refuses input nested deeper than 256 (MAX_PARSING_DEPTH), so no record it wrote comes near this,
    /// and the recursion stays far inside a task's stack.
    static let maximumDepth = 512

    private let bytes: [UInt8]
    private var position = 0
    /// When set, the only top-level fields built; every other value is checked and dropped.
    private let keptTopLevelFields: Set<String>?

    init(bytes: [UInt8], keepingTopLevel fields: Set<String>? = nil) {
        self.bytes = bytes
        keptTopLevelFields = fields
    }

    private var next: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// The one value the text holds, with nothing but white space around it.
    mutating func document() throws(JSONReadError) -> JSONValue {
        skipWhitespace()
        let value = try self.value(depth: 1, keep: true)
        skipWhitespace()
        guard position == bytes.count else { throw failure("more text after the value") }
        return value
    }

    /// The value at `position`; when `keep` is false it is checked all the same, and `.null` stands for it.
    private mutating func value(depth: Int, keep: Bool) throws(JSONReadError) -> JSONValue {
        guard depth <= Self.maximumDepth else { throw failure("nested deeper than \(Self.maximumDepth) levels") }
        guard let first = next else { throw failure("the text ends where a value should be") }
        switch first {
        case UInt8(ascii: "{"):
            var fields = JSONObject()
            let kept = depth == 1 ? keptTopLevelFields : nil
            try members { parser throws(JSONReadError) in
                let name = keep ? try parser.fieldName(among: kept) : try parser.skipString()
                try parser.consume(":", after: "a field name")
                parser.skipWhitespace()
                let keepField = keep && (kept?.contains(name) ?? true)
                let value = try parser.value(depth: depth + 1, keep: keepField)
                if keepField { fields.append(name, value) }
            }
            return keep ? .object(fields) : .null
        case UInt8(ascii: "["):
            var items: [JSONValue] = []
            try elements { parser throws(JSONReadError) in
                let item = try parser.value(depth: depth + 1, keep: keep)
                if keep { items.append(item) }
            }
            return keep ? .array(items) : .null
        case UInt8(ascii: "\""):
            guard keep else {
                _ = try skipString()
                return .null
            }
            return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let start = position
            try number()
            return .number(String(decoding: bytes[start..<position], as: UTF8.self))
        default: throw failure("a value cannot start here")
        }
    }

    /// `{` members `}`, with `member` reading one `"name": value` pair from its opening quote.
    private mutating func members(_ member: (inout JSONParser) throws(JSONReadError) -> Void) throws(JSONReadError) {
        position += 1
        skipWhitespace()
        if next == UInt8(ascii: "}") {
            position += 1
            return
        }
        while true {
            guard next == UInt8(ascii: "\"") else { throw failure("expected a field name in quotes") }
            try member(&self)
            skipWhitespace()
            if next == UInt8(ascii: ",") {
                position += 1
                skipWhitespace()
                continue
            }
            try consume("}", after: "a field's value")
            return
        }
    }

    private mutating func elements(_ element: (inout JSONParser) throws(JSONReadError) -> Void) throws(JSONReadError) {
        position += 1
        skipWhitespace()
        if next == UInt8(ascii: "]") {
            position += 1
            return
        }
        while true {
            try element(&self)
            skipWhitespace()
            if next == UInt8(ascii: ",") {
                position += 1
                skipWhitespace()
                continue
            }
            try consume("]", after: "an array element")
            return
        }
    }

    /// A string from its opening quote, unescaped.
    private mutating func string() throws(JSONReadError) -> String {
        position += 1
        var text: [UInt8] = []
        while let byte = next {
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let valid = String(validating: text, as: UTF8.self) else { throw failure("a string is not valid UTF-8") }
                return valid
            case UInt8(ascii: "\\"):
                try unescape(into: &text)
            case 0..<0x20:
                throw failure("a control character inside a string must be escaped")
            default:
                text.append(byte)
            }
        }
        throw failure("a string is not closed")
    }

    /// A field name from its opening quote: when only `kept` names are wanted, built only if it is one of them, and
    /// "" for any other, so that the names of the fields a parse drops cost no allocation.
    private mutating func fieldName(among kept: Set<String>?) throws(JSONReadError) -> String {
        guard let kept else { return try string() }
        let opening = position
        _ = try skipString()
        let raw = bytes[(opening + 1)..<(position - 1)]
        guard !raw.contains(UInt8(ascii: "\\")) else {
            position = opening
            return try string()
        }
        return kept.first { $0.utf8.elementsEqual(raw) } ?? ""
    }

    /// A string from its opening quote, checked as `string()` checks it but not built, for a value the parse drops:
    /// most of a record's bytes, when a tool wants one field of it. "" stands for it.
    private mutating func skipString() throws(JSONReadError) -> String {
        let opening = position
        position += 1
        var ascii = true
        while let byte = next {
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                if !ascii, String(validating: bytes[(opening + 1)..<(position - 1)], as: UTF8.self) == nil {
                    throw failure("a string is not valid UTF-8")
                }
                return ""
            case UInt8(ascii: "\\"):
                // Escapes are rare in the fields dropped; the full reading checks them.
                position = opening
                _ = try string()
                return ""
            case 0..<0x20:
                position += 1
                throw failure("a control character inside a string must be escaped")
            case 0x80...:
                ascii = false
                position += 1
            default:
                position += 1
            }
        }
        throw failure("a string is not closed")
    }

    private mutating func unescape(into text: inout [UInt8]) throws(JSONReadError) {
        guard let escaped = next else { throw failure("a string is not closed") }
        position += 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"): text.append(contentsOf: try unicodeEscape())
        default: throw JSONReadError(byte: position, problem: "unknown escape \\\(Character(Unicode.Scalar(escaped)))")
        }
    }

    /// The UTF-8 of a `\uXXXX` escape (just after its `u`), joining a UTF-16 surrogate pair into one scalar.
    private mutating func unicodeEscape() throws(JSONReadError) -> [UInt8] {
        var value = try hexQuad()
        if (0xD800...0xDBFF).contains(value) {
            guard bytes[position...].starts(with: [UInt8(ascii: "\\"), UInt8(ascii: "u")]) else {
                throw failure("a \\u escape is half of a surrogate pair")
            }
            position += 2
            let low = try hexQuad()
            guard (0xDC00...0xDFFF).contains(low) else { throw failure("a \\u escape is half of a surrogate pair") }
            value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(value) else { throw failure("a \\u escape is half of a surrogate pair") }
        return Array(String(Character(scalar)).utf8)
    }

    private mutating func hexQuad() throws(JSONReadError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = next, let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
                throw failure("a \\u escape needs four hex digits")
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    /// RFC 8259 §6: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func number() throws(JSONReadError) {
        if next == UInt8(ascii: "-") { position += 1 }
        if next == UInt8(ascii: "0") {
            position += 1
        } else {
            try digits()
        }
        if next == UInt8(ascii: ".") {
            position += 1
            try digits()
        }
        if next == UInt8(ascii: "e") || next == UInt8(ascii: "E") {
            position += 1
            if next == UInt8(ascii: "+") || next == UInt8(ascii: "-") { position += 1 }
            try digits()
        }
    }

    private mutating func digits() throws(JSONReadError) {
        let start = position
        while let byte = next, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
        guard position > start else { throw failure("a number needs a digit here") }
    }

    private mutating func literal(_ word: StaticString) throws(JSONReadError) {
        let expected = UnsafeRawBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes[position...].starts(with: expected) else { throw failure("a value cannot start here") }
        position += expected.count
    }

    private mutating func consume(_ character: Unicode.Scalar, after what: String) throws(JSONReadError) {
        skipWhitespace()
        guard next == UInt8(ascii: character) else { throw failure("expected '\(character)' after \(what)") }
        position += 1
    }

    private mutating func skipWhitespace() {
        while let byte = next, isJSONWhitespace(byte) { position += 1 }
    }

    private func failure(_ problem: String) -> JSONReadError {
        JSONReadError(byte: position + 1, problem: problem)
    }
}

/// Space, tab, line feed and carriage return: the only white space JSON allows between tokens.
public func isJSONWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
}
