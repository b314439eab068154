// The one write path to stdout and stderr: whole buffers through write(2), failures thrown as values, never a trap.
import FoundationEssentials
import Glibc
import Synchronization

/// stdout or stderr. Foundation's FileHandle.write(_:) traps on EPIPE and ENOSPC, so nothing here goes through it.
public struct StandardStream: Sendable {
    public static let output = StandardStream(descriptor: STDOUT_FILENO, name: "stdout")
    public static let error = StandardStream(descriptor: STDERR_FILENO, name: "stderr")

    let descriptor: Int32
    /// How messages name this stream: "stdout" or "stderr".
    public let name: String
    /// Held through each whole write, so that a tool ending on a signal waits for the write under way and starts
    /// none after it: a record is never cut in half. One per descriptor, however many values name it.
    private let gate: WriteGate

    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
        gate = WriteGate.of(descriptor)
    }

    /// Whether a person is watching: a terminal, open since the tool started.
    public var isTerminal: Bool { isatty(descriptor) == 1 && !Self.isClosedAtStart(descriptor) }

    /// The terminal's width in columns, when the stream is one that says.
    public var columns: Int? {
        guard isTerminal else { return nil }
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Writes all of `bytes`, however many write(2) calls that takes.
    public func write(_ bytes: some ContiguousBytes) throws(StandardStreamError) {
        if Self.isClosedAtStart(descriptor) { throw .failed(stream: name, reason: "closed") }
        let failure = gate.lock.withLock { _ in bytes.withUnsafeBytes { writeAll($0) } }
        if let failure { throw failure }
    }

    /// Runs `body` with this stream's writes held: none is under way, and none starts until `body` returns.
    func holdingWrites<Result>(_ body: () -> Result) -> Result {
        gate.lock.withLock { _ in body() }
    }

    private func writeAll(_ buffer: UnsafeRawBufferPointer) -> StandardStreamError? {
        switch writeFully(descriptor, buffer) {
        case nil: nil
        case EPIPE?: .readerGone(stream: name)
        case let code?: .failed(stream: name, reason: String(cString: strerror(code)))
        }
    }

    /// A tool started with stdin, stdout or stderr closed (`2>&-`) would hand that number to the next socket or
    /// file it opens, and messages meant for stderr would land in an HTTP connection or the store. /dev/null opened
    /// against the stream's direction takes the number, and every transfer still fails as on a closed descriptor.
    ///
    /// By the time a tool's code runs, the Swift runtime may already have taken the number: Dispatch's eventfd
    /// and epoll descriptors were seen at 0, 1 and 2 under `<&-`, `>&-` and `2>&-`. Such a stream counts as closed
    /// and is never read or written, so no message ends up in the runtime's own descriptors.
    static func occupyClosedDescriptors() {
        for (descriptor, flags) in [(STDIN_FILENO, O_WRONLY), (STDOUT_FILENO, O_RDONLY), (STDERR_FILENO, O_RDONLY)] {
            if fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
                // open(2) returns the lowest free number, which is this one while the lower streams are open.
                let placeholder = open("/dev/null", flags)
                if placeholder > descriptor {
                    dup2(placeholder, descriptor)
                    close(placeholder)
                }
                closedAtStart.withLock { _ = $0.insert(descriptor) }
            } else if isRuntimeDescriptor(descriptor) {
                closedAtStart.withLock { _ = $0.insert(descriptor) }
            }
        }
    }

    /// Whether the stream was closed when the tool started (see occupyClosedDescriptors).
    public static func isClosedAtStart(_ descriptor: Int32) -> Bool {
        closedAtStart.withLock { $0.contains(descriptor) }
    }

    private static let closedAtStart = Mutex<Set<Int32>>([])

    /// An anonymous kernel object (eventfd, epoll, timerfd) is never what a shell connects a stream to.
    private static func isRuntimeDescriptor(_ descriptor: Int32) -> Bool {
        var target = [CChar](repeating: 0, count: 64)
        let count = readlink("/proc/self/fd/\(descriptor)", &target, target.count - 1)
        guard count > 0 else { return false }
        return String(decoding: target.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self).hasPrefix("anon_inode:")
    }
}

private final class WriteGate: Sendable {
    let lock = Mutex(())

    private static let standard = [STDOUT_FILENO: WriteGate(), STDERR_FILENO: WriteGate()]

    static func of(_ descriptor: Int32) -> WriteGate { standard[descriptor] ?? WriteGate() }
}

public enum StandardStreamError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The reader went away (EPIPE), as `| head -1` does once it has enough: the one failure a tool ends on quietly.
    /// A stream closed before the tool started is not this but `.failed` with "closed".
    case readerGone(stream: String)
    /// Any other write(2) failure, with the system's words for it, such as "No space left on device".
    case failed(stream: String, reason: String)

    public var description: String {
        switch self {
        case .readerGone(let stream): "\(stream): closed by the reader"
        case .failed(let stream, let reason): "\(stream): \(reason)"
        }
    }
}

/// Writes all of `buffer` to `descriptor`, however many write(2) calls that takes: nil when every byte went, else the
/// errno that stopped it. Interrupted writes are retried, and a descriptor left non-blocking (a parent such as a
/// terminal multiplexer or node may share one that way) is waited on, not failed.
public func writeFully(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int32? {
    var offset = 0
    while offset < buffer.count {
        let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written >= 0 {
            offset += written
            continue
        }
        switch errno {
        case EINTR:
            continue
        case EAGAIN:
            var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            _ = poll(&ready, 1, -1)
        case let code:
            return code
        }
    }
    return nil
}
