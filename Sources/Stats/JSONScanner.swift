// The byte-level reader of one JSON line: it reads the tokens the decoder asks for and skips whole values it does
// not need without decoding them. stat-agg's speed is this file: most of a match's bytes (ability_upgrades, items)
// are skipped, so skipping is a tight loop over a byte-class table.

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
    private let bytes: UnsafePointer<UInt8>
    private let count: Int
    /// Held here rather than read from a global on each byte, which would cost a lazy-initialisation check.
    private let classes: UnsafePointer<ByteClass>
    private(set) var position = 0

    init(_ bytes: UnsafePointer<UInt8>, count: Int) {
        self.bytes = bytes
        self.count = count
        classes = ByteClass.table
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
            return false
        case nil: throw failure("the line ends early")
        default: throw failure(closing == UInt8(ascii: "}") ? "expected , or } after a member" : "expected , or ]")
        }
    }

    /// Opens an object; false when it is empty (and already closed).
    mutating func openObject() throws(JSONScanError) -> Bool {
        try expect(UInt8(ascii: "{"), "an object")
        if peek() == UInt8(ascii: "}") {
            position += 1
            return false
        }
        return true
    }

    mutating func openArray() throws(JSONScanError) -> Bool {
        try expect(UInt8(ascii: "["), "an array")
        if peek() == UInt8(ascii: "]") {
            position += 1
            return false
        }
        return true
    }

    /// A member's name and its colon; the name's bytes, escapes left as written (our field names have none).
    @inline(__always)
    mutating func memberName() throws(JSONScanError) -> UnsafeBufferPointer<UInt8> {
        guard peek() == UInt8(ascii: "\"") else { throw failure("expected a member name in quotes") }
        let start = position + 1
        try skipString()
        let name = UnsafeBufferPointer(start: bytes + start, count: position - 1 - start)
        try expect(UInt8(ascii: ":"), "a colon after a member name")
        return name
    }

    /// Leaves `position` after the closing quote of the string that starts at `position`.
    @inline(__always)
    mutating func skipString() throws(JSONScanError) {
        position += 1
        while position < count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return
            }
            position += byte == UInt8(ascii: "\\") ? 2 : 1
        }
        throw failure("a string is not closed")
    }

    /// Skips one whole value of any kind.
    mutating func skipValue() throws(JSONScanError) {
        guard let first = peek() else { throw failure("the line ends where a value should be") }
        switch classOf(first) {
        case .quote: try skipString()
        case .open: try skipNested()
        case .close, .comma, .colon: throw failure("expected a value")
        case .space, .other:
            let start = position
            while position < count, classOf(bytes[position]) == .other { position += 1 }
            try checkLiteral(start: start)
        }
    }

    /// Brackets are counted, not matched by kind, and the scalars inside are not checked: this is the skip that
    /// makes unused fields cheap. A line cut short still fails, because its brackets never balance.
    private mutating func skipNested() throws(JSONScanError) {
        if skipFlatArray() { return }
        var depth = 0
        while position < count {
            switch classOf(bytes[position]) {
            case .quote:
                try skipString()
                continue
            case .open: depth += 1
            case .close:
                depth -= 1
                if depth == 0 {
                    position += 1
                    return
                }
            default: break
            }
            position += 1
        }
        throw failure("an array or object is not closed")
    }

    /// An array with no arrays inside and no escapes (ability_upgrades, most of a match's bytes) ends at the first
    /// `]` after which the quotes are balanced. memchr finds it and one vectorised pass checks it, several times
    /// faster than the byte loop. false leaves `position` alone for the general skip.
    @inline(__always)
    private mutating func skipFlatArray() -> Bool {
        guard bytes[position] == UInt8(ascii: "[") else { return false }
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

    private func checkLiteral(start: Int) throws(JSONScanError) {
        let length = position - start
        let first = bytes[start]
        if first == UInt8(ascii: "-") || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) { return }
        let word = UnsafeBufferPointer(start: bytes + start, count: length)
        if word.elementsEqual("true".utf8) || word.elementsEqual("false".utf8) || word.elementsEqual("null".utf8) {
            return
        }
        throw JSONScanError(byte: start + 1, problem: "expected a value")
    }

    /// A scalar value: its kind and, for numbers and strings, its bytes (a string's without quotes).
    mutating func scalar() throws(JSONScanError) -> RawScalar {
        guard let first = peek() else { throw failure("the line ends where a value should be") }
        switch classOf(first) {
        case .quote:
            let start = position + 1
            try skipString()
            return .string(UnsafeBufferPointer(start: bytes + start, count: position - 1 - start))
        case .open:
            try skipNested()
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
    /// (the caller then reads it as a scalar from `mark`).
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
        guard index > digitsStart else { return nil }
        if index < count, classOf(bytes[index]) == .other { return nil }
        position = index
        return negative ? -value : value
    }
}

enum RawScalar {
    case number(UnsafeBufferPointer<UInt8>)
    case string(UnsafeBufferPointer<UInt8>)
    case bool(Bool)
    case null
    /// An array or object, skipped.
    case nested
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
