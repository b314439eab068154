// The one write path to stdout and stderr: whole buffers through write(2), failures thrown as values, never a trap.
import Foundation

/// stdout or stderr. Foundation's FileHandle.write(_:) traps on EPIPE and ENOSPC, so nothing here goes through it.
public struct StandardStream: Sendable {
    public static let output = StandardStream(descriptor: STDOUT_FILENO, name: "stdout")
    public static let error = StandardStream(descriptor: STDERR_FILENO, name: "stderr")

    let descriptor: Int32
    /// How messages name this stream: "stdout" or "stderr".
    public let name: String

    init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    /// Writes all of `bytes`, however many write(2) calls that takes.
    public func write(_ bytes: some ContiguousBytes) throws(StandardStreamError) {
        let failure = bytes.withUnsafeBytes { writeAll($0) }
        if let failure { throw failure }
    }

    private func writeAll(_ buffer: UnsafeRawBufferPointer) -> StandardStreamError? {
        var offset = 0
        while offset < buffer.count {
            let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written >= 0 {
                offset += written
                continue
            }
            switch errno {
            case EINTR:
                continue
            case EAGAIN:
                // A parent (a terminal multiplexer, node) may leave the shared descriptor non-blocking: wait, not fail.
                var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, -1)
            case EPIPE:
                return .closed(stream: name)
            case let code:
                return .failed(stream: name, reason: String(cString: strerror(code)))
            }
        }
        return nil
    }

    /// A tool started with stdin, stdout or stderr closed (`2>&-`) would hand that number to the next socket or
    /// file it opens, and messages meant for stderr would land in an HTTP connection or the store. /dev/null opened
    /// against the stream's direction takes the number, and every transfer still fails as on a closed descriptor.
    static func occupyClosedDescriptors() {
        for (descriptor, flags) in [(STDIN_FILENO, O_WRONLY), (STDOUT_FILENO, O_RDONLY), (STDERR_FILENO, O_RDONLY)]
        where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            // open(2) returns the lowest free number, which is this one while the lower streams are open.
            let placeholder = open("/dev/null", flags)
            if placeholder > descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
        }
    }
}

public enum StandardStreamError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The reader went away (EPIPE), as `| head -1` does once it has enough.
    case closed(stream: String)
    /// Any other write(2) failure, with the system's words for it, such as "No space left on device".
    case failed(stream: String, reason: String)

    public var description: String {
        switch self {
        case .closed(let stream): "\(stream): closed by the reader"
        case .failed(let stream, let reason): "\(stream): \(reason)"
        }
    }
}
