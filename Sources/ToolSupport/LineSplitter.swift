// Splits a byte stream into lines: `\n` or `\r\n` endings, a last line without a newline, and a cap on a line's
// length past which the line is skipped, not held.

public struct LineSplitter: Sendable {
    public enum Line: Equatable, Sendable {
        case whole([UInt8])
        /// A line longer than the cap: its bytes were dropped as they came, so memory stays flat however it is shaped.
        case tooLong
    }

    /// The longest line kept, in bytes, its ending left out.
    public let maximumLength: Int
    private var pending: [UInt8] = []
    /// Inside a line already over the cap: its bytes are dropped up to its newline.
    private var skipping = false

    public init(maximumLength: Int = .max) {
        self.maximumLength = maximumLength
    }

    /// The complete lines in `chunk` (joined with what earlier chunks left over), without their endings. A line
    /// that lies wholly in the chunk is copied once, straight out of it: millions of ids pass through here.
    public mutating func push(_ chunk: some BidirectionalCollection<UInt8>) -> [Line] {
        var lines: [Line] = []
        var start = chunk.startIndex
        var index = start
        while let newline = chunk[index...].firstIndex(of: UInt8(ascii: "\n")) {
            let part = chunk[start..<newline]
            if skipping {
                lines.append(.tooLong)
            } else if pending.isEmpty {
                lines.append(kept(Self.droppingCarriageReturn(part)))
            } else {
                pending.append(contentsOf: part)
                lines.append(kept(Self.droppingCarriageReturn(pending[...])))
            }
            pending.removeAll(keepingCapacity: pending.count <= 1 << 16)
            skipping = false
            start = chunk.index(after: newline)
            index = start
        }
        let rest = chunk[start...]
        // One byte of slack: the line may yet end in "\r\n".
        if !skipping && pending.count + rest.count - 1 > maximumLength {
            skipping = true
            pending = []
        }
        if !skipping { pending.append(contentsOf: rest) }
        return lines
    }

    /// The last line, when the input did not end with a newline.
    public mutating func finish() -> Line? {
        defer {
            pending = []
            skipping = false
        }
        if skipping { return .tooLong }
        return pending.isEmpty ? nil : kept(Self.droppingCarriageReturn(pending[...]))
    }

    private func kept(_ line: [UInt8]) -> Line {
        line.count > maximumLength ? .tooLong : .whole(line)
    }

    private static func droppingCarriageReturn<Bytes: BidirectionalCollection<UInt8>>(_ line: Bytes) -> [UInt8] {
        guard line.last == UInt8(ascii: "\r") else { return Array(line) }
        return Array(line.dropLast())
    }
}
