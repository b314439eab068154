// Splits a byte stream into lines: `\n` or `\r\n` endings, a last line without a newline, any length.

public struct LineSplitter: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    /// The complete lines in `chunk` (joined with what earlier chunks left over), without their endings.
    public mutating func push(_ chunk: some Collection<UInt8>) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var start = chunk.startIndex
        var index = start
        while index != chunk.endIndex {
            if chunk[index] == UInt8(ascii: "\n") {
                pending.append(contentsOf: chunk[start..<index])
                lines.append(Self.droppingCarriageReturn(pending))
                pending.removeAll(keepingCapacity: true)
                start = chunk.index(after: index)
            }
            index = chunk.index(after: index)
        }
        pending.append(contentsOf: chunk[start...])
        return lines
    }

    /// The last line, when the input did not end with a newline.
    public mutating func finish() -> [UInt8]? {
        defer { pending = [] }
        return pending.isEmpty ? nil : Self.droppingCarriageReturn(pending)
    }

    private static func droppingCarriageReturn(_ line: [UInt8]) -> [UInt8] {
        line.last == UInt8(ascii: "\r") ? Array(line.dropLast()) : line
    }
}
