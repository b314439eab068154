// Real descriptors for in-process output tests: a temporary file to read back, /dev/full, a pipe nobody reads.
import Foundation
@testable import ToolSupport

/// A stream into a fresh temporary file, and what has been written to it so far.
final class CapturedStream {
    let stream: StandardStream
    private let url: URL
    private let descriptor: Int32

    init(name: String) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("steam-pipes-\(UUID().uuidString)")
        descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        stream = StandardStream(descriptor: descriptor, name: name)
    }

    deinit {
        close(descriptor)
        try? FileManager.default.removeItem(at: url)
    }

    var text: String { String(decoding: FileManager.default.contents(atPath: url.path) ?? Data(), as: UTF8.self) }
}

/// A descriptor opened on /dev/full, where every write fails with ENOSPC.
final class FullDevice {
    let descriptor = open("/dev/full", O_WRONLY)
    deinit { close(descriptor) }
}

/// A pipe whose read end is closed, so writes fail with EPIPE. The test process ignores SIGPIPE, as the tools do.
final class AbandonedPipe {
    let writeEnd: Int32

    /// Throws when there is no pipe to be had: the ends would otherwise name descriptor 0, this process's stdin.
    init() throws {
        signal(SIGPIPE, SIG_IGN)
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EMFILE) }
        close(ends[0])
        writeEnd = ends[1]
    }

    deinit { close(writeEnd) }
}
