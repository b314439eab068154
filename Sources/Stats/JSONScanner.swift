// The byte-level reader of one JSON line: it reads the tokens the decoder asks for and skips whole values it does
// not need without decoding them. stat-agg's speed is this file: most of a match's bytes (ability_upgrades, items)
// are skipped, so skipping is a tight loop over a byte-class table.
//
// It holds the line to strict JSON (RFC 8259, as JSONValue.parse reads it) everywhere but one place: an array that
// holds no array and no escape (ability_upgrades, picks_bans) is passed over by finding its `]` and checking that
// its quotes balance, since checking each of its bytes would cost more than all the rest of the reading.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct JSONScanError: Error, Sendable, Equatable {
    /// Byte offset in the line, counted from 1.
    let byte: Int
    let problem: String
}

struct JSONScanner: ~Copyable {
    /// As deep as JSONValue.parse reads, so that the two accept the same lines.
    static let maximumDepth = 512

    private let bytes: UnsafePointer<UInt8>
    private let count: Int
    /// Held here rather than read from a global on each byte, which would cost a lazy-initialisation check.
    private let classes: UnsafePointer<ByteClass>
    private let stringStops: UnsafePointer<StringStop>
    private(set) var position = 0
    /// How many arrays and objects the decoder has opened and not yet closed.
    private var depth = 0

    init(_ bytes: UnsafePointer<UInt8>, count: Int) {
        self.bytes = bytes
        self.count = count
        classes = ByteClass.table
        stringStops = StringStop.table
    }

    @inline(__always)
    private func classOf(_ byte: UInt8) -> ByteClass { classes[Int(byte)] }

    var isAtEnd: Bool {
        mutating get {
            skipWhitespace()
            return position >= count
        }
    }

    func failure(_ problem: String) -> JSONScanError { JSONScanError(byte: min(position, count) + 1, problem: problem) }

    /// The error of a line whose record is not an object, naming the byte-order mark some Windows tools write.
    func notAnObject() -> JSONScanError {
        let byteOrderMark = count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        return failure(byteOrderMark ? "the line starts with a byte-order mark (U+FEFF), which JSON text may not" : "not a JSON object")
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while position < count, classOf(bytes[position]) == .space { position += 1 }
    }

    /// The next byte after white space, not consumed; nil at the end of the line.
    @inline(__always)
    mutating func peek() -> UInt8? {
        skipWhitespace()
        return position < count ? bytes[position] : nil
    }

    @inline(__always)
    mutating func expect(_ byte: UInt8, _ what: String) throws(JSONScanError) {
        guard peek() == byte else { throw failure(position < count ? "expected \(what)" : "the line ends early") }
        position += 1
    }

    /// After a member or an element: true for a comma, false for the closing bracket.
    @inline(__always)
    mutating func nextMember(closing: UInt8) throws(JSONScanError) -> Bool {
        switch peek() {
        case UInt8(ascii: ","):
            position += 1
            return true
        case closing:
            position += 1
            depth -= 1
            return false
        case nil: throw failure("the line ends early")
        default: throw failure(closing == UInt8(ascii: "}") ? "expected , or } after a member" : "expected , or ]")
        }
    }

    /// Opens an object; false when it is empty (and already closed).
    mutating func openObject() throws(JSONScanError) -> Bool {
        try open(UInt8(ascii: "{"), closing: UInt8(ascii: "}"), "an object")
    }

    mutating func openArray() throws(JSONScanError) -> Bool {
        try open(UInt8(ascii: "["), closing: UInt8(ascii: "]"), "an array")
    }

    /// The decoder opens a few levels at most (the record, `result`, players, a player), so only the values it skips
    /// can come near `maximumDepth`, and `skipContainer` checks those.
    private mutating func open(_ opening: UInt8, closing: UInt8, _ what: String) throws(JSONScanError) -> Bool {
        try expect(opening, what)
        if peek() == closing {
            position += 1
            return false
        }
        depth += 1
        return true
    }

    /// A member's name and its colon: the name's bytes as written, and whether they hold an escape (then the name
    /// is those bytes unescaped, which `JSONStringText` gives).
    @inline(__always)
    mutating func memberName() throws(JSONScanError) -> (bytes: UnsafeBufferPointer<UInt8>, escaped: Bool) {
        guard peek() == UInt8(ascii: "\"") else {
            throw failure(position < count ? "expected a member name in quotes" : "the line ends early")
        }
        let start = position + 1
        let escaped = try skipString()
        let name = UnsafeBufferPointer(start: bytes + start, count: position - 1 - start)
        try expect(UInt8(ascii: ":"), "a colon after a member name")
        return (name, escaped)
    }

    /// Leaves `position` after the closing quote of the string that starts at `position`, having checked it as
    /// strict JSON does: no raw control character, only JSON's escapes, surrogates in pairs, valid UTF-8. true when
    /// the string holds an escape, so that its text is not its bytes.
    @inline(never)
    @discardableResult
    mutating func skipString() throws(JSONScanError) -> Bool {
        let (bytes, count, stops) = (self.bytes, self.count, stringStops)
        let start = position + 1
        var index = start
        var escaped = false
        var ascii = true
        while true {
            // Locals and no overflow check keep this loop, the one every member name passes through, in registers.
            while index < count, stops[Int(bytes[index])] == .none { index &+= 1 }
            position = index
            guard index < count else { throw failure("a string is not closed") }
            switch stops[Int(bytes[index])] {
            case .quote:
                if !ascii { try checkUTF8(from: start) }
                position = index + 1
                return escaped
            case .backslash:
                try skipEscape()
                index = position
                escaped = true
            case .nonASCII:
                ascii = false
                index += 1
            case .none: index += 1
            case .control:
                throw failure("a control character (U+\(Self.hex(UInt32(bytes[index])))) inside a string must be escaped")
            }
        }
    }

    /// From the backslash to just after the escape; a `\u` of a high surrogate takes its low half with it.
    private mutating func skipEscape() throws(JSONScanError) {
        guard position + 1 < count else { throw failure("a string is not closed") }
        switch bytes[position + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 2
        case UInt8(ascii: "u"):
            let value = try unicodeEscape()
            if (0xDC00...0xDFFF).contains(value) { throw failure("\\u\(Self.hex(value)) is a lone low surrogate") }
            guard (0xD800...0xDBFF).contains(value) else { return }
            let high = position
            guard position + 1 < count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u"),
                  (0xDC00...0xDFFF).contains(try unicodeEscape())
            else {
                position = high
                throw failure("\\u\(Self.hex(value)) is a high surrogate without its low half")
            }
        default:
            position += 1
            throw failure("unknown escape \\\(Self.printable(bytes[position]))")
        }
    }

    /// The value of the `\uXXXX` at `position`, leaving `position` after it.
    private mutating func unicodeEscape() throws(JSONScanError) -> UInt32 {
        var value: UInt32 = 0
        for offset in 2..<6 {
            guard position + offset < count else { throw failure("a string is not closed") }
            let byte = bytes[position + offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                position += offset
                throw failure("a \\u escape needs four hex digits")
            }
            value = value << 4 | UInt32(digit)
        }
        position += 6
        return value
    }

    /// Escapes are ASCII and no UTF-8 sequence holds a backslash, so the raw bytes are valid exactly when the
    /// unescaped text is.
    private func checkUTF8(from start: Int) throws(JSONScanError) {
        let text = UnsafeBufferPointer(start: bytes + start, count: position - start)
        var decoder = UTF8()
        var iterator = text.makeIterator()
        var offset = start
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return
            case .error: throw JSONScanError(byte: offset + 1, problem: "a string is not valid UTF-8")
            }
        }
    }

    /// Skips one whole value of any kind that the decoder does not read, checking it as strict JSON does but for
    /// the flat arrays above.
    mutating func skipValue() throws(JSONScanError) {
        guard let first = peek() else { throw failure("the line ends where a value should be") }
        switch classOf(first) {
        case .quote: try skipString()
        case .open: try skipNested()
        case .close, .comma, .colon: throw failure("expected a value")
        case .space, .other: try skipWord()
        }
    }

    /// An array or object no query reads, one level below the decoder's. Kept out of `skipValue`, whose scalar path
    /// is hotter and runs faster without this one's registers.
    @inline(never)
    private mutating func skipNested() throws(JSONScanError) {
        if skipFlatArray(depth: depth + 1) { return }
        try skipContainer(depth: depth + 1, flatArraysUnchecked: true)
    }

    /// A number or literal. The common case, a plain integer, is checked as it is passed over.
    @inline(__always)
    private mutating func skipWord() throws(JSONScanError) {
        var index = position
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digitsStart = index
        while index < count, Self.isDigit(bytes[index]) { index += 1 }
        if index > digitsStart, bytes[digitsStart] != UInt8(ascii: "0") || index == digitsStart + 1,
           index == count || classOf(bytes[index]) != .other {
            position = index
            return
        }
        let start = position
        while position < count, classOf(bytes[position]) == .other { position += 1 }
        try checkLiteral(start: start)
    }

    /// An array or object at `depth` as JSONValue.parse counts it, checked as it checks, but for the flat arrays
    /// inside a value no query reads. Recursion is bounded by `maximumDepth`, far inside a worker's stack.
    private mutating func skipContainer(depth: Int, flatArraysUnchecked: Bool) throws(JSONScanError) {
        let isObject = bytes[position] == UInt8(ascii: "{")
        let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
        position += 1
        if peek() == closing {
            position += 1
            return
        }
        // Its members lie one level deeper; the decoder opens few enough levels that `depth` itself is never past it.
        guard depth < Self.maximumDepth else { throw failure("nested deeper than \(Self.maximumDepth) levels") }
        repeat {
            if isObject {
                guard peek() == UInt8(ascii: "\"") else {
                    throw failure(position < count ? "expected a member name in quotes" : "an object is not closed")
                }
                try skipString()
                try expect(UInt8(ascii: ":"), "a colon after a member name")
            }
            guard let first = peek() else { throw failure("an array or object is not closed") }
            switch classOf(first) {
            case .quote: try skipString()
            case .open:
                if !flatArraysUnchecked || !skipFlatArray(depth: depth + 1) {
                    try skipContainer(depth: depth + 1, flatArraysUnchecked: flatArraysUnchecked)
                }
            case .close, .comma, .colon: throw failure("expected a value")
            case .space, .other: try skipWord()
            }
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case closing:
                position += 1
                return
            case nil: throw failure("an array or object is not closed")
            default: throw failure(isObject ? "expected , or } after a member" : "expected , or ]")
            }
        } while true
    }

    /// An array with no arrays inside and no escapes (ability_upgrades, most of a match's bytes) ends at the first
    /// `]` after which the quotes are balanced. memchr finds it and one vectorised pass checks it, several times
    /// faster than the byte loop. false leaves `position` alone for the checking skip, which also takes an array whose
    /// objects' members would lie past the depth limit (`depth` is the array's own).
    @inline(__always)
    private mutating func skipFlatArray(depth: Int) -> Bool {
        guard bytes[position] == UInt8(ascii: "["), depth + 2 <= Self.maximumDepth else { return false }
        let start = position + 1
        guard let found = memchr(bytes + start, Int32(UInt8(ascii: "]")), count - start) else { return false }
        let end = (bytes + start).distance(to: found.assumingMemoryBound(to: UInt8.self)) + start
        let census = Self.census(bytes + start, count: end - start)
        guard !census.unsafe, !census.oddQuotes else { return false }
        position = end + 1
        return true
    }

    /// Whether the quotes are odd in number, and whether a `[` or a backslash occurs. Branch-free, so that the
    /// compiler vectorises it (Swift's generic SIMD types measured ten times slower here).
    @inline(__always)
    private static func census(_ start: UnsafePointer<UInt8>, count: Int) -> (oddQuotes: Bool, unsafe: Bool) {
        var parity: UInt8 = 0
        var unsafe: UInt8 = 0
        for index in 0..<count {
            let byte = start[index]
            parity ^= byte == UInt8(ascii: "\"") ? 1 : 0
            unsafe |= (byte == UInt8(ascii: "[") ? 1 : 0) | (byte == UInt8(ascii: "\\") ? 1 : 0)
        }
        return (parity == 1, unsafe != 0)
    }

    /// The word from `start` to `position` is `true`, `false`, `null` or a number as RFC 8259 §6 writes one.
    private func checkLiteral(start: Int) throws(JSONScanError) {
        let word = UnsafeBufferPointer(start: bytes + start, count: position - start)
        if let problem = Self.literalProblem(word) { throw JSONScanError(byte: start + 1, problem: problem) }
    }

    /// What is wrong with a word that stands where a value should, or nil when it is a JSON literal or number:
    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    @inline(__always)
    private static func literalProblem(_ word: UnsafeBufferPointer<UInt8>) -> String? {
        var index = 0
        func digits() -> Int {
            let start = index
            while index < word.count, isDigit(word[index]) { index += 1 }
            return index - start
        }
        if index < word.count, word[index] == UInt8(ascii: "-") { index += 1 }
        let whole = digits()
        if whole == 1 || (whole > 1 && word[index - whole] != UInt8(ascii: "0")) {
            if index < word.count, word[index] == UInt8(ascii: ".") {
                index += 1
                if digits() == 0 { return "\(printable(word)) is not a JSON number" }
            }
            if index < word.count, word[index] | 0x20 == UInt8(ascii: "e") {
                index += 1
                if index < word.count, word[index] == UInt8(ascii: "+") || word[index] == UInt8(ascii: "-") { index += 1 }
                if digits() == 0 { return "\(printable(word)) is not a JSON number" }
            }
            return index == word.count ? nil : "\(printable(word)) is not a JSON number"
        }
        if word.elementsEqual("true".utf8) || word.elementsEqual("false".utf8) || word.elementsEqual("null".utf8) {
            return nil
        }
        if whole > 1 { return "\(printable(word)) is a number with a leading zero" }
        guard let first = word.first else { return "expected a value" }
        return first == UInt8(ascii: "-") || isDigit(first)
            ? "\(printable(word)) is not a JSON number" : "\(printable(word)) is not a JSON value"
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// A value the decoder reads: its kind and, for numbers and strings, its bytes (a string's without quotes,
    /// escapes as written). An array or object here is checked whole, flat or not.
    mutating func scalar() throws(JSONScanError) -> RawScalar {
        guard let first = peek() else { throw failure("the line ends where a value should be") }
        switch classOf(first) {
        case .quote:
            let start = position + 1
            try skipString()
            return .string(UnsafeBufferPointer(start: bytes + start, count: position - 1 - start))
        case .open:
            try skipContainer(depth: depth + 1, flatArraysUnchecked: false)
            return .nested
        case .close, .comma, .colon: throw failure("expected a value")
        case .space, .other:
            let start = position
            while position < count, classOf(bytes[position]) == .other { position += 1 }
            let word = UnsafeBufferPointer(start: bytes + start, count: position - start)
            switch first {
            case UInt8(ascii: "t") where word.elementsEqual("true".utf8): return .bool(true)
            case UInt8(ascii: "f") where word.elementsEqual("false".utf8): return .bool(false)
            case UInt8(ascii: "n") where word.elementsEqual("null".utf8): return .null
            default:
                try checkLiteral(start: start)
                return .number(word)
            }
        }
    }

    /// Fast path for the whole numbers Valve sends: nil when the value is not a plain integer that fits in Int64
    /// (the caller then reads it with `scalar()`, which also names what is wrong with it).
    @inline(__always)
    mutating func integer() -> Int64? {
        skipWhitespace()
        var index = position
        var negative = false
        if index < count, bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        let digitsStart = index
        var value: Int64 = 0
        while index < count {
            let digit = bytes[index] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int64(digit))
            if overflow1 || overflow2 { return nil }
            value = sum
            index += 1
        }
        guard index > digitsStart, bytes[digitsStart] != UInt8(ascii: "0") || index == digitsStart + 1 else { return nil }
        if index < count, classOf(bytes[index]) == .other { return nil }
        position = index
        return negative ? -value : value
    }

    /// A whole number, or nil for `null`. 5.0 and 5e0 are whole; a string, a boolean, a fraction, or a number outside
    /// Int64 is an error that names the member: counting one as a hero id or a slot would give wrong answers quietly.
    @inline(__always)
    mutating func wholeNumber(_ name: String) throws(JSONScanError) -> Int64? {
        if let value = integer() { return value }
        let before = position
        let value = try scalar()
        switch value {
        case .null: return nil
        case .number(let text):
            if let (number, exact) = ExactNumber.parse(json: text), exact, number.isInteger,
               let whole = Int64(exactly: number.floor) {
                return whole
            }
            throw JSONScanError(byte: before + 1, problem: "\(name) is not a whole number within 64 bits: \(Self.printable(text))")
        default: throw JSONScanError(byte: before + 1, problem: "\(name) is \(value.kindName), not a number")
        }
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Up to 40 bytes of the line for a message, as text.
    static func printable(_ text: UnsafeBufferPointer<UInt8>) -> String {
        let shown = String(decoding: text.prefix(40), as: UTF8.self)
        return text.count > 40 ? shown + "…" : shown
    }

    private static func printable(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(Character(Unicode.Scalar(byte))) : "U+" + hex(UInt32(byte))
    }
}

enum RawScalar {
    case number(UnsafeBufferPointer<UInt8>)
    case string(UnsafeBufferPointer<UInt8>)
    case bool(Bool)
    case null
    /// An array or object, skipped.
    case nested

    /// What the value is, in words for an error message.
    var kindName: String {
        switch self {
        case .number: "a number"
        case .string: "a string"
        case .bool: "true or false"
        case .null: "null"
        case .nested: "an array or object"
        }
    }
}

/// What a byte means inside a string: most bytes mean nothing and are passed over with one look-up.
enum StringStop: UInt8 {
    case none, quote, backslash, nonASCII, control

    nonisolated(unsafe) static let table: UnsafePointer<StringStop> = {
        let table = UnsafeMutablePointer<StringStop>.allocate(capacity: 256)
        for value in 0..<256 {
            table[value] = switch UInt8(value) {
            case UInt8(ascii: "\""): .quote
            case UInt8(ascii: "\\"): .backslash
            case 0..<0x20: .control
            case 0x80...: .nonASCII
            default: .none
            }
        }
        return UnsafePointer(table)
    }()
}

enum ByteClass: UInt8 {
    case other, space, quote, open, close, comma, colon

    nonisolated(unsafe) static let table: UnsafePointer<ByteClass> = {
        let table = UnsafeMutablePointer<ByteClass>.allocate(capacity: 256)
        for value in 0..<256 { table[value] = classify(UInt8(value)) }
        return UnsafePointer(table)
    }()

    private static func classify(_ byte: UInt8) -> ByteClass {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"): .space
        case UInt8(ascii: "\""): .quote
        case UInt8(ascii: "{"), UInt8(ascii: "["): .open
        case UInt8(ascii: "}"), UInt8(ascii: "]"): .close
        case UInt8(ascii: ","): .comma
        case UInt8(ascii: ":"): .colon
        default: .other
        }
    }
}
