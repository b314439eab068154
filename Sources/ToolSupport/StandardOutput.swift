// Raw writes to stdout, where a reader that went away (EPIPE) ends the tool quietly with status 0.
import Foundation

enum StandardOutput {
    /// A closed pipe is the reader saying "enough", as with `| head -1`: nothing is wrong, so exit 0 at once.
    static func write(_ data: Data) {
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
                if written >= 0 {
                    offset += written
                } else if errno == EINTR {
                    continue
                } else if errno == EPIPE {
                    exit(0)
                } else {
                    FileHandle.standardError.write(Data("stdout: \(String(cString: strerror(errno)))\n".utf8))
                    exit(2)
                }
            }
        }
    }
}
