// Files a tool writes whole: replaced through a new file renamed over the old one, so a reader or a failed run never
// sees half of one; and -o FILE, which also takes a device or pipe (/dev/stdout, a FIFO) and writes to it in place.
import FoundationEssentials
import Glibc

public struct FileWriteError: Error, Sendable, CustomStringConvertible {
    public let operation: String
    public let reason: String
    public var description: String { "\(operation): \(reason)" }

    init(_ operation: String, code: Int32 = errno) {
        self.operation = operation
        reason = String(cString: strerror(code))
    }
}

public enum OutputFile {
    /// Replaces the regular file at `path` (or makes it) with `bytes`. The bytes go to a new file in the same
    /// directory, flushed to disk before the rename. `mode` is the new file's; `exactMode` sets it whatever the umask
    /// (a secret must never be readable by others), otherwise the umask filters it, as for any new file.
    public static func replace(_ path: String, with bytes: some ContiguousBytes, mode: mode_t, exactMode: Bool) throws(FileWriteError) {
        let temporary = "\(path).\(getpid()).\(UInt32.random(in: .min ... .max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw FileWriteError("cannot create \(temporary)") }
        var failure: FileWriteError?
        if exactMode, fchmod(descriptor, mode) != 0 { failure = FileWriteError("cannot set mode \(String(mode, radix: 8))") }
        if failure == nil, let code = bytes.withUnsafeBytes({ writeFully(descriptor, $0) }) { failure = FileWriteError("cannot write", code: code) }
        if failure == nil, fsync(descriptor) != 0 { failure = FileWriteError("cannot flush to disk") }
        close(descriptor)
        if failure == nil, rename(temporary, path) != 0 { failure = FileWriteError("cannot replace") }
        if let failure {
            unlink(temporary)
            throw failure
        }
    }

    /// Writes a whole document to -o's `path`: `-` is stdout; a device, FIFO or socket (`/dev/stdout`) is written in
    /// place, as renaming over it would replace the device node itself; a symbolic link's target is replaced, not
    /// the link; anything else is replaced whole, mode 0666 less the umask, as a shell's `>` would make it.
    public static func writeDocument(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            guard errno == ENOENT else { throw FileWriteError("cannot look at it") }
            return try replace(path, with: bytes, mode: 0o666, exactMode: false)
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            guard let resolved = realpath(path, nil) else { throw FileWriteError("cannot resolve it") }
            defer { free(resolved) }
            try replace(String(cString: resolved), with: bytes, mode: 0o666, exactMode: false)
        case S_IFDIR:
            throw FileWriteError("cannot write", code: EISDIR)
        default:
            let descriptor = open(path, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw FileWriteError("cannot open") }
            defer { close(descriptor) }
            if let code = bytes.withUnsafeBytes({ writeFully(descriptor, $0) }) { throw FileWriteError("cannot write", code: code) }
        }
    }
}
