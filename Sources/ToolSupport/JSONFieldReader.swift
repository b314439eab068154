// Reads one record's JSON text into its top-level fields, in the order written, as table cells: numbers keep the
// digits written (a u64 logo id has more than a double holds), strings are unescaped, nested values compact JSON.

/// One table cell. Only a JSON string can be taken for a spreadsheet formula, so cells remember whether they were one.
struct Cell: Equatable, Sendable {
    let text: String
    let isString: Bool
}

struct JSONReadError: Error, Equatable, CustomStringConvertible {
    /// Counted from 1, as `cut -b` and editors count.
    let byte: Int
    let problem: String
    var description: String { "invalid JSON at byte \(byte): \(problem)" }
}

struct JSONFieldReader {
    /// libjq 1.6 refuses input nested deeper than 256 (MAX_PARSING_DEPTH), so no record it wrote comes near this,
    /// and the recursion stays far inside a task's stack.
    static let maximumDepth = 512

    /// A record's fields in order; a record that is not an object is one field named `value`.
    static func fields(of json: some Collection<UInt8>) throws(JSONReadError) -> [(name: String, cell: Cell)] {
        var reader = JSONFieldReader(bytes: Array(json))
        return try reader.record()
    }

    private let bytes: [UInt8]
    private var position = 0

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var next: UInt8? { position < bytes.count ? bytes[position] : nil }

    private mutating func record() throws(JSONReadError) -> [(name: String, cell: Cell)] {
        skipWhitespace()
        var fields: [(name: String, cell: Cell)] = []
        if next == UInt8(ascii: "{") {
            try members { reader throws(JSONReadError) in
                let name = try reader.string()
                try reader.consume(":", after: "a field name")
                reader.skipWhitespace()
                fields.append((name, try reader.cell()))
            }
        } else {
            fields = [("value", try cell())]
        }
        skipWhitespace()
        guard position == bytes.count else { throw failure("more text after the record") }
        return fields
    }

    private mutating func cell() throws(JSONReadError) -> Cell {
        switch next {
        case UInt8(ascii: "\""):
            return Cell(text: try string(), isString: true)
        case UInt8(ascii: "n"):
            try literal("null")
            return Cell(text: "", isString: false)
        default:
            let start = position
            try skipValue(depth: 1)
            return Cell(text: Self.compact(bytes[start..<position]), isString: false)
        }
    }

    private mutating func skipValue(depth: Int) throws(JSONReadError) {
        guard depth <= Self.maximumDepth else { throw failure("nested deeper than \(Self.maximumDepth) levels") }
        guard let first = next else { throw failure("the text ends where a value should be") }
        switch first {
        case UInt8(ascii: "{"):
            try members { reader throws(JSONReadError) in
                _ = try reader.string()
                try reader.consume(":", after: "a field name")
                reader.skipWhitespace()
                try reader.skipValue(depth: depth + 1)
            }
        case UInt8(ascii: "["):
            try elements(depth: depth)
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw failure("a value cannot start here")
        }
    }

    /// `{` members `}`, with `member` reading one `"name": value` pair from its opening quote.
    private mutating func members(_ member: (inout JSONFieldReader) throws(JSONReadError) -> Void) throws(JSONReadError) {
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

    private mutating func elements(depth: Int) throws(JSONReadError) {
        position += 1
        skipWhitespace()
        if next == UInt8(ascii: "]") {
            position += 1
            return
        }
        while true {
            try skipValue(depth: depth + 1)
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
        while let byte = next,
              byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
            position += 1
        }
    }

    private func failure(_ problem: String) -> JSONReadError {
        JSONReadError(byte: position + 1, problem: problem)
    }

    /// Already-validated JSON without the whitespace outside its strings; escapes stay as written.
    private static func compact(_ json: ArraySlice<UInt8>) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(json.count)
        var inString = false, escaping = false
        for byte in json {
            if inString {
                if escaping {
                    escaping = false
                } else if byte == UInt8(ascii: "\\") {
                    escaping = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                continue
            }
            out.append(byte)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
