// Compact JSON written straight into a byte buffer, keys in the order they are written. Foundation's JSONEncoder
// on Linux writes keys in hash order unless told to sort them, and Valve's order is neither.

struct JSONBytes {
    private(set) var bytes: [UInt8] = []

    private static let trueText = Array("true".utf8)
    private static let falseText = Array("false".utf8)
    private static let controlEscape = Array("\\u00".utf8)
    private static let hexDigits = Array("0123456789abcdef".utf8)

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    mutating func openObject() { bytes.append(UInt8(ascii: "{")) }
    mutating func closeObject() { bytes.append(UInt8(ascii: "}")) }
    mutating func openArray() { bytes.append(UInt8(ascii: "[")) }
    mutating func closeArray() { bytes.append(UInt8(ascii: "]")) }
    mutating func newline() { bytes.append(UInt8(ascii: "\n")) }

    /// `"name":`, after a comma unless it opens its object.
    mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }

    /// Before an array element: a comma unless it is the first.
    mutating func separate() {
        if let last = bytes.last, last != UInt8(ascii: "{"), last != UInt8(ascii: "[") {
            bytes.append(UInt8(ascii: ","))
        }
    }

    mutating func field(_ name: StaticString, _ value: Int) {
        key(name)
        number(value)
    }

    mutating func field(_ name: StaticString, _ value: UInt64) {
        key(name)
        number(value)
    }

    mutating func field(_ name: StaticString, _ value: Bool) {
        key(name)
        bytes.append(contentsOf: value ? Self.trueText : Self.falseText)
    }

    mutating func field(_ name: StaticString, _ value: String) {
        key(name)
        string(value)
    }

    mutating func number(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        number(UInt64(value.magnitude))
    }

    /// Decimal digits, most significant first, without going through String.
    mutating func number(_ value: UInt64) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var rest = value
            var first = 20
            repeat {
                first -= 1
                digits[first] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            bytes.append(contentsOf: UnsafeMutableBufferPointer(rebasing: digits[first...]))
        }
    }

    /// A JSON string: quotes, backslashes and control characters escaped, everything else as its UTF-8.
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            case 0..<0x20:
                bytes.append(contentsOf: Self.controlEscape)
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0xF)])
            default:
                bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
