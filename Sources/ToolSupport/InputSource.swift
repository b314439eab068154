// Where a tool's inputs come from: its arguments, or else stdin lines, each with its position for messages.
import Foundation

/// One input and where it came from, so every error can name it.
public struct InputItem: Sendable {
    public enum Origin: Sendable, CustomStringConvertible {
        case argument(Int)
        case line(Int)

        public var description: String {
            switch self {
            case .argument(let n): "argument \(n)"
            case .line(let n): "line \(n)"
            }
        }
    }

    public let origin: Origin
    /// The raw bytes; not yet known to be UTF-8 when read from stdin.
    public let bytes: [UInt8]

    public init(origin: Origin, bytes: [UInt8]) {
        self.origin = origin
        self.bytes = bytes
    }
}

public enum InputSource {
    /// The arguments when there are any, else stdin line by line. Blank lines are skipped but still counted,
    /// so line numbers match what `nl -ba` or an editor shows.
    public static func items(arguments: [String]) -> AsyncStream<InputItem> {
        if !arguments.isEmpty {
            let items = arguments.enumerated().map { InputItem(origin: .argument($0.offset + 1), bytes: Array($0.element.utf8)) }
            return AsyncStream { continuation in
                items.forEach { continuation.yield($0) }
                continuation.finish()
            }
        }
        return stdinLines()
    }

    /// Reads stdin on its own thread: a blocking read must not hold one of the few cooperative threads.
    private static func stdinLines() -> AsyncStream<InputItem> {
        AsyncStream(bufferingPolicy: .unbounded) { continuation in
            let reader = Thread {
                var splitter = LineSplitter()
                var lineNumber = 0
                func yield(_ line: [UInt8]) {
                    lineNumber += 1
                    if line.contains(where: { !Self.isBlank($0) }) {
                        continuation.yield(InputItem(origin: .line(lineNumber), bytes: line))
                    }
                }
                var buffer = [UInt8](repeating: 0, count: 1 << 16)
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                    if count < 0 && errno == EINTR { continue }
                    if count <= 0 { break }
                    splitter.push(buffer[0..<count]).forEach(yield)
                }
                splitter.finish().map(yield)
                continuation.finish()
            }
            reader.start()
        }
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}
