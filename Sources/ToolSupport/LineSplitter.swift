// Splits a byte stream into lines: `\n` or `\r\n` endings, a last line without a newline, any length.

public struct LineSplitter: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    /// The complete lines in `chunk` (joined with what earlier chunks left over), without their endings. A line
    /// that lies wholly in the chunk is copied once, straight out of it: millions of ids pass through here.
    public mutating func push(_ chunk: some BidirectionalCollection<UInt8>) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var start = chunk.startIndex
        var index = start
        while let newline = chunk[index...].firstIndex(of: UInt8(ascii: "\n")) {
            if pending.isEmpty {
                lines.append(Self.droppingCarriageReturn(chunk[start..<newline]))
            } else {
                pending.append(contentsOf: chunk[start..<newline])
                lines.append(Self.droppingCarriageReturn(pending[...]))
                pending.removeAll(keepingCapacity: true)
            }
            start = chunk.index(after: newline)
            index = start
        }
        pending.append(contentsOf: chunk[start...])
        return lines
    }

    /// The last line, when the input did not end with a newline.
    public mutating func finish() -> [UInt8]? {
        defer { pending = [] }
        return pending.isEmpty ? nil : Self.droppingCarriageReturn(pending[...])
    }

    private static func droppingCarriageReturn<Line: BidirectionalCollection<UInt8>>(_ line: Line) -> [UInt8] {
        guard line.last == UInt8(ascii: "\r") else { return Array(line) }
        return Array(line.dropLast())
    }
}
