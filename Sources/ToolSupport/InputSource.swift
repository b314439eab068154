// Where a tool's inputs come from: its arguments, or else stdin read on its own thread with backpressure, handed
// out in batches, each input with its position for messages.
import FoundationEssentials
import Glibc
import Dispatch
import SteamModels
import Synchronization

/// One input and where it came from, so every message about it can name it.
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
    /// The raw bytes; not yet known to be UTF-8 when read from stdin. Empty for a line too long to keep.
    public let bytes: [UInt8]
    /// A stdin line longer than `InputSource.maximumLine`, dropped as it was read: an error against its line.
    public let isTooLong: Bool

    public init(origin: Origin, bytes: [UInt8]) {
        self.origin = origin
        self.bytes = bytes
        isTooLong = false
    }

    init(tooLong origin: Origin) {
        self.origin = origin
        bytes = []
        isTooLong = true
    }

    /// The bytes, or the error for a line too long to have kept them.
    public func keptBytes() throws(InputError) -> [UInt8] {
        guard !isTooLong else {
            throw InputError(origin, "longer than \(InputSource.maximumLine >> 20) MiB; left out")
        }
        return bytes
    }

    /// `line 3 (robinwalker)`: the position, and the id the tool takes from the input when it has one, so a
    /// message names both.
    public func label(fields: [String]) -> String {
        guard let id = try? value(fields: fields) else { return origin.description }
        let shown = quoted(id)
        return "\(origin) (\(shown.dropFirst().dropLast()))"
    }
}

/// stdin could not be read: a directory, a closed descriptor, an I/O error. Nothing after it can be trusted.
public struct InputReadError: StatusError {
    /// "stdin", or the file read instead.
    public var source = "stdin"
    public let reason: String
    /// A read that failed is fatal; input that is wrong (a secret too long to be one) is a usage error.
    public var exitStatus = ExitStatus.fatal
    public var description: String { "\(source): \(reason)" }

    public init(source: String, reason: String) {
        self.source = source
        self.reason = reason
    }

    init(reason: String, exitStatus: ExitStatus = .fatal) {
        self.reason = reason
        self.exitStatus = exitStatus
    }
}

/// How many inputs make one unit of work, and how long to wait for more before starting with fewer.
public struct Batching: Sendable {
    public let size: Int
    public let linger: Duration

    /// One unit per input: for work that makes a request per input.
    public static let each = Batching(size: 1, linger: .zero)
    /// Whatever has been read, up to 4096: for work that is mostly computation, so millions of inputs cost
    /// thousands of tasks, not millions.
    public static let available = Batching(size: 4096, linger: .zero)

    /// Up to `size` inputs per unit, for endpoints that take many ids a call. A partial batch waits `linger` for
    /// more, so a pipe that writes a friend list in a few pieces still costs ceil(n/100) calls, while a slow
    /// upstream is not held back.
    public static func upTo(_ size: Int, linger: Duration = .milliseconds(50)) -> Batching {
        Batching(size: size, linger: linger)
    }
}

/// The inputs of one run. From stdin, a reader thread splits lines and parks at most `bufferedChunks` reads ahead
/// of the workers, so memory stays flat however long the input.
public final class InputSource: Sendable {
    private struct State {
        var chunks: [[InputItem]] = []
        var leftover: ArraySlice<InputItem> = []
        var finished = false
        var failure: InputReadError?
        var consumer: CheckedContinuation<Void, Never>?
        var cancelled = false
        /// Inputs read so far, parked or taken.
        var read = 0
    }

    private static let bufferedChunks = 8
    /// The longest stdin line kept. These tools read ids and records of a few kilobytes; a longer line is an error
    /// against its line, and memory stays flat however the input is shaped.
    public static let maximumLine = 1 << 20
    private let state = Mutex(State())
    /// The reader waits here while the buffer is full.
    private let space = DispatchSemaphore(value: 0)

    /// The arguments when there are any, else stdin line by line. Blank lines are skipped but still counted,
    /// so line numbers match what `nl -ba` or an editor shows.
    public static func open(arguments: [String]) -> InputSource {
        let stream = InputSource()
        if arguments.isEmpty {
            stream.startReadingStandardInput()
        } else {
            return open(items: arguments.enumerated().map {
                InputItem(origin: .argument($0.offset + 1), bytes: Array($0.element.utf8))
            })
        }
        return stream
    }

    /// Inputs already read, each keeping its position: a --watch round reads the inputs its first round kept.
    public static func open(items: [InputItem]) -> InputSource {
        let stream = InputSource()
        stream.state.withLock { state in
            state.chunks = [items]
            state.read = items.count
            state.finished = true
        }
        return stream
    }

    /// Every input to the end, for a run that goes over them more than once. Memory grows with the input.
    public func all() async throws(InputReadError) -> [InputItem] {
        var items: [InputItem] = []
        while let unit = try await next(.available) { items += unit }
        return items
    }

    /// How many inputs have been read so far, the ones parked ahead of the workers included, and whether that is all:
    /// a count the run can plan with before the workers reach the end, at no cost in memory.
    public var readSoFar: (count: Int, ended: Bool) {
        state.withLock { ($0.read, $0.finished) }
    }

    /// The next unit of inputs, or nil at the end. Throws when stdin could not be read.
    public func next(_ batching: Batching) async throws(InputReadError) -> [InputItem]? {
        var unit: [InputItem] = []
        var deadline: ContinuousClock.Instant?
        while unit.count < batching.size {
            switch take(upTo: batching.size - unit.count) {
            case .items(let items):
                unit += items
            case .failed(let error):
                throw error
            case .ended:
                return unit.isEmpty ? nil : unit
            case .empty:
                if unit.isEmpty {
                    await waitForInput(until: nil)
                } else {
                    let until = deadline ?? ContinuousClock.now.advanced(by: batching.linger)
                    deadline = until
                    if batching.linger <= .zero || ContinuousClock.now >= until { return unit }
                    await waitForInput(until: until)
                }
            }
            if Task.isCancelled { return nil }
        }
        return unit
    }

    private enum Taken {
        case items([InputItem])
        case empty
        case ended
        case failed(InputReadError)
    }

    private func take(upTo count: Int) -> Taken {
        let (taken, freedChunk) = state.withLock { state -> (Taken, Bool) in
            var freed = false
            if state.leftover.isEmpty, !state.chunks.isEmpty {
                state.leftover = state.chunks.removeFirst()[...]
                freed = true
            }
            if !state.leftover.isEmpty {
                let items = Array(state.leftover.prefix(count))
                state.leftover = state.leftover.dropFirst(count)
                return (.items(items), freed)
            }
            if let failure = state.failure { return (.failed(failure), freed) }
            return (state.finished ? .ended : .empty, freed)
        }
        if freedChunk { space.signal() }
        return taken
    }

    /// Suspends until the reader delivers, or `deadline` passes, or the task is cancelled.
    private func waitForInput(until deadline: ContinuousClock.Instant?) async {
        if let deadline {
            // A timed wait polls: linger is short and only partial batches use it.
            try? await Task.sleep(until: min(deadline, ContinuousClock.now.advanced(by: .milliseconds(5))), clock: .continuous)
            return
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let ready = state.withLock { state in
                    if !state.chunks.isEmpty || !state.leftover.isEmpty || state.finished || state.failure != nil || state.cancelled {
                        return true
                    }
                    state.consumer = continuation
                    return false
                }
                if ready { continuation.resume() }
            }
        } onCancel: {
            let waiting = state.withLock { state in
                state.cancelled = true
                defer { state.consumer = nil }
                return state.consumer
            }
            waiting?.resume()
        }
    }

    private func deliver(_ change: (inout State) -> Void) {
        let waiting = state.withLock { state in
            change(&state)
            defer { state.consumer = nil }
            return state.consumer
        }
        waiting?.resume()
    }

    /// Reads stdin on its own thread: a blocking read must not hold one of the few cooperative threads.
    private func startReadingStandardInput() {
        DispatchQueue(label: "steam-pipes stdin").async { [self] in
            var splitter = LineSplitter(maximumLength: Self.maximumLine)
            var lineNumber = 0
            var chunk: [InputItem] = []
            func collect(_ line: LineSplitter.Line) {
                lineNumber += 1
                // Notepad and PowerShell start a UTF-8 file with U+FEFF; it is no part of the first id, and unseen.
                var line = line
                if lineNumber == 1, case .whole(let bytes) = line, bytes.starts(with: Self.byteOrderMark) {
                    line = .whole(Array(bytes.dropFirst(Self.byteOrderMark.count)))
                }
                switch line {
                case .whole(let bytes) where bytes.contains(where: { !Self.isBlank($0) }):
                    chunk.append(InputItem(origin: .line(lineNumber), bytes: bytes))
                case .whole:
                    break
                case .tooLong:
                    chunk.append(InputItem(tooLong: .line(lineNumber)))
                }
            }
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            var failure: InputReadError?
            while !StandardStream.isClosedAtStart(STDIN_FILENO) {
                let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count < 0 {
                    failure = InputReadError(reason: String(cString: strerror(errno)))
                    break
                }
                if count == 0 { break }
                splitter.push(buffer[0..<count]).forEach(collect)
                if !chunk.isEmpty, !hand(chunk) { return }
                chunk = []
            }
            if StandardStream.isClosedAtStart(STDIN_FILENO) { failure = InputReadError(reason: "closed") }
            splitter.finish().map(collect)
            if !chunk.isEmpty, !hand(chunk) { return }
            deliver { state in
                state.finished = true
                state.failure = failure
            }
        }
    }

    /// Queues one read's lines, first waiting for room; false once the run no longer wants input.
    private func hand(_ chunk: [InputItem]) -> Bool {
        while true {
            let queued = state.withLock { state -> Bool? in
                if state.cancelled { return nil }
                guard state.chunks.count < Self.bufferedChunks else { return false }
                state.chunks.append(chunk)
                state.read += chunk.count
                return true
            }
            switch queued {
            case nil: return false
            case true?:
                deliver { _ in }
                return true
            case false?:
                _ = space.wait(timeout: .now() + .milliseconds(100))
            }
        }
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}
