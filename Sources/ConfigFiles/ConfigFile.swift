// steam-pipes' own small files (the API key, the signed-in identity): read only when they are regular files, and
// written whole or not at all, readable by the user alone from the first byte.
import FoundationEssentials
import FoundationGaps
import Glibc
import SteamModels
import ToolSupport

public struct ConfigFileError: StatusError {
    public let path: String
    public let operation: String
    public let reason: String
    /// Writing the key or the identity failed: nothing else can go on, but it is no authentication failure.
    public var exitStatus: ExitStatus { .fatal }
    public var description: String { "\(path): \(operation): \(reason)" }
}

public enum ConfigFile {
    /// A file as it was when opened: the bytes, and the mode and owner of that same file.
    public struct Contents: Sendable {
        public let bytes: Data
        public let mode: mode_t
        public let owner: uid_t
    }

    /// The regular file at `path`, at most `limit` bytes; nil when there is none. Opened without blocking and checked
    /// before a byte is read, so a FIFO or a device in its place is refused instead of waited on.
    public static func read(_ path: String, limit: Int) throws(ConfigFileError) -> Contents? {
        func fail(_ reason: String) -> ConfigFileError { ConfigFileError(path: path, operation: "cannot read", reason: reason) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw fail(String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw fail(String(cString: strerror(errno))) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw fail("it is not a regular file") }
        guard status.st_size <= limit else { throw fail("it is \(status.st_size) bytes, more than \(limit)") }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw fail(String(cString: strerror(errno))) }
            if count == 0 { break }
            offset += count
        }
        return Contents(bytes: Data(bytes.prefix(offset)), mode: status.st_mode, owner: status.st_uid)
    }

    /// Replaces the file at `path` with `contents`, mode 0600, creating missing directories with mode 0700.
    ///
    /// The bytes go to a new file in the same directory, which is made with mode 0600 before anything is written
    /// to it, then are flushed to disk and renamed over `path`: a reader sees the old file or the new one, never
    /// half of one, and the secret is never in a file others may read, whatever the umask.
    public static func write(_ contents: Data, to path: String) throws(ConfigFileError) {
        try makeDirectories(parentDirectory(of: path), for: path)
        do throws(FileWriteError) {
            try OutputFile.replace(path, with: contents, mode: 0o600, exactMode: true)
        } catch {
            throw ConfigFileError(path: path, operation: error.operation, reason: error.reason)
        }
    }

    /// `mkdir -p` with mode 0700 for each directory it makes, failing with the system's words for what stopped it.
    private static func makeDirectories(_ directory: String, for path: String) throws(ConfigFileError) {
        var made = directory.hasPrefix("/") ? "" : "."
        for component in directory.split(scalar: "/") {
            made += "/" + component
            if mkdir(made, 0o700) == 0 { continue }
            let code = errno
            var status = stat()
            if code == EEXIST, stat(made, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { continue }
            let reason = code == EEXIST ? "it is not a directory" : String(cString: strerror(code))
            throw ConfigFileError(path: path, operation: "cannot create directory \(made)", reason: reason)
        }
    }

    /// Removes the file; true when there was one to remove.
    public static func remove(_ path: String) throws(ConfigFileError) -> Bool {
        if unlink(path) == 0 { return true }
        guard errno == ENOENT else {
            throw ConfigFileError(path: path, operation: "cannot remove", reason: String(cString: strerror(errno)))
        }
        return false
    }
}
