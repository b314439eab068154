// Writes bytes to a file descriptor in full, telling a reader that went away (EPIPE) from a real I/O failure.

import FoundationEssentials
import Glibc

public enum FileOutput {
    /// Write(2) until every byte is out; a signal or a short write just means write the rest.
    /// SIGPIPE must be ignored by the caller, or a closed pipe kills the process before EPIPE is seen.
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(FileOutputError) {
        let failure = bytes.withUnsafeBytes { buffer -> FileOutputError? in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written >= 0 {
                    offset += written
                } else if errno == EPIPE {
                    return .closedByReader
                } else if errno != EINTR {
                    return .failed(descriptor: descriptor, reason: String(cString: strerror(errno)))
                }
            }
            return nil
        }
        if let failure { throw failure }
    }
}

public enum FileOutputError: Error, Equatable, CustomStringConvertible {
    /// The reader closed the pipe (`| head`): not a failure of ours.
    case closedByReader
    case failed(descriptor: Int32, reason: String)

    public var description: String {
        switch self {
        case .closedByReader: "the reader closed the output pipe"
        case .failed(let descriptor, let reason): "writing to file descriptor \(descriptor) failed: \(reason)"
        }
    }
}
