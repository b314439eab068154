// Compact JSON written straight into a growing byte buffer, keys in the order they are written. Foundation's
// JSONEncoder on Linux writes keys in hash order unless told to sort them, and Valve's order is neither; and an
// Array<UInt8> append per token spent more time in uniqueness checks than in writing (measured with perf).

struct JSONBytes: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    private static let hexDigits = Array("0123456789abcdef".utf8)

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        start = .allocate(capacity: self.capacity)
    }

    deinit {
        start.deallocate()
    }

    /// A copy of what was written.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }

    mutating func openObject() { byte(UInt8(ascii: "{")) }
    mutating func closeObject() { byte(UInt8(ascii: "}")) }
    mutating func openArray() { byte(UInt8(ascii: "[")) }
    mutating func closeArray() { byte(UInt8(ascii: "]")) }
    mutating func newline() { byte(UInt8(ascii: "\n")) }

    /// `"name":`, after a comma unless it opens its object.
    mutating func key(_ name: StaticString) {
        separate()
        reserve(name.utf8CodeUnitCount + 3)
        start[count] = UInt8(ascii: "\"")
        (start + count + 1).update(from: name.utf8Start, count: name.utf8CodeUnitCount)
        count += name.utf8CodeUnitCount + 1
        start[count] = UInt8(ascii: "\"")
        start[count + 1] = UInt8(ascii: ":")
        count += 2
    }

    /// Before an array element or a key: a comma unless it is the first.
    mutating func separate() {
        guard count > 0 else { return }
        let last = start[count - 1]
        if last != UInt8(ascii: "{"), last != UInt8(ascii: "[") { byte(UInt8(ascii: ",")) }
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
        literal(value ? "true" : "false")
    }

    mutating func field(_ name: StaticString, _ value: String) {
        key(name)
        string(value)
    }

    mutating func number(_ value: Int) {
        if value < 0 { byte(UInt8(ascii: "-")) }
        number(UInt64(value.magnitude))
    }

    /// Decimal digits, written from the last one back, without going through String.
    mutating func number(_ value: UInt64) {
        var digits = 1
        var scale: UInt64 = 10
        while digits < 20, value >= scale {
            digits += 1
            scale &*= 10
        }
        reserve(digits)
        var rest = value
        for position in stride(from: count + digits - 1, through: count, by: -1) {
            start[position] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        count += digits
    }

    /// A JSON string: quotes, backslashes and control characters escaped, everything else as its UTF-8.
    mutating func string(_ text: String) {
        byte(UInt8(ascii: "\""))
        for unit in text.utf8 {
            switch unit {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                byte(UInt8(ascii: "\\"))
                byte(unit)
            case 0..<0x20:
                literal("\\u00")
                byte(Self.hexDigits[Int(unit >> 4)])
                byte(Self.hexDigits[Int(unit & 0xF)])
            default:
                byte(unit)
            }
        }
        byte(UInt8(ascii: "\""))
    }

    private mutating func literal(_ text: StaticString) {
        reserve(text.utf8CodeUnitCount)
        (start + count).update(from: text.utf8Start, count: text.utf8CodeUnitCount)
        count += text.utf8CodeUnitCount
    }

    private mutating func byte(_ value: UInt8) {
        reserve(1)
        start[count] = value
        count += 1
    }

    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: max(capacity * 2, count + extra))
        grown.update(from: start, count: count)
        start.deallocate()
        start = grown
        capacity = max(capacity * 2, count + extra)
    }
}
