// Reading one secret from stdin, such as the API key: typed at a terminal with echo off, or piped in.
import FoundationEssentials
import Glibc

public enum SecretInput {
    /// A secret is a line of a few dozen characters; more than this on stdin is some other file.
    public static let largest = 4096

    /// What stdin holds, up to `largest` bytes, as UTF-8 text. At a terminal, `prompt` goes to stderr and the line
    /// typed is not echoed; Ctrl-C then gives the terminal its echo back before the tool ends.
    public static func read(prompt: String) throws(InputReadError) -> String {
        guard !StandardStream.isClosedAtStart(STDIN_FILENO) else { throw InputReadError(reason: "closed") }
        let bytes: [UInt8]
        if isatty(STDIN_FILENO) == 1 {
            try? StandardStream.error.write(Array(prompt.utf8))
            bytes = try withoutEcho { () throws(InputReadError) -> [UInt8] in try readBytes(untilNewline: true) }
            try? StandardStream.error.write(Array("\n".utf8))
        } else {
            bytes = try readBytes(untilNewline: false)
        }
        guard bytes.count <= largest else {
            throw InputReadError(reason: "holds more than \(largest) bytes, far more than a key", exitStatus: .usage)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw InputReadError(reason: "is not UTF-8 text", exitStatus: .usage)
        }
        return text
    }

    /// Up to `largest` + 1 bytes: to the end of stdin, or to the first newline (what a terminal sends on Return).
    private static func readBytes(untilNewline: Bool) throws(InputReadError) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: untilNewline ? 1 : 4096)
        while bytes.count <= largest {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputReadError(reason: String(cString: strerror(errno)))
            }
            if count == 0 { break }
            bytes += buffer.prefix(count)
            if untilNewline, bytes.last == UInt8(ascii: "\n") { break }
        }
        return bytes
    }

    /// Runs `body` with the terminal's echo off, and puts it back afterwards, or from a signal that ends the tool.
    private static func withoutEcho<Result>(_ body: () throws(InputReadError) -> Result) throws(InputReadError) -> Result {
        var settings = termios()
        guard tcgetattr(STDIN_FILENO, &settings) == 0 else { return try body() }
        savedTerminal = settings
        settings.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
        let endings = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
        let previous = endings.map { signal($0, restoreTerminalAndExit) }
        defer {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedTerminal)
            for (ending, handler) in zip(endings, previous) { signal(ending, handler) }
        }
        return try body()
    }
}

/// The terminal's settings before echo was turned off. Read only by the signal handler below, which cannot capture.
nonisolated(unsafe) private var savedTerminal = termios()

/// Async-signal-safe: tcsetattr, write and _exit only.
private func restoreTerminalAndExit(_ signal: Int32) {
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedTerminal)
    _ = write(STDERR_FILENO, "\n", 1)
    _exit(128 + signal)
}
