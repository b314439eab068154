// A tool call's commands running as child processes of steam-mcp, each the multi-call binary under a command's name,
// with the user's environment: so a call shares the user's key, store and rate limits, and ends on SIGINT as a Ctrl-C
// in a shell ends it, with whatever the tool does on a signal. A second stage reads the first's stdout, as a pipe in
// a shell would. Each child's lines arrive as events, in the order each stream gave them.
import Foundation
import ToolSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a tool call's processes say while they run.
public enum RunEvent: Sendable, Equatable {
    /// A line of the last stage's stdout, without its newline.
    case record(String)
    /// A line a stage wrote on stderr.
    case note(String)
}

/// The processes of one call. `Process` is not Sendable; this class reads them only to signal them, which Foundation
/// allows from any thread, and keeps its own state under its lock.
public final class ToolProcesses: @unchecked Sendable {
    public let events: AsyncStream<RunEvent>
    private let continuation: AsyncStream<RunEvent>.Continuation
    private let processes: [Process]
    private let lock = NSLock()
    /// Each stage's exit status as a shell gives it (128 + N for signal N), once it has ended.
    private var statuses: [Int32?]
    /// Streams still being read and processes not yet ended; the events end when both are none.
    private var open: Int
    private var waiters: [CheckedContinuation<[Int32], Never>] = []

    /// Starts `stages` (each the words after steam-pipes) of `binary` with `environment`, the first reading `input`
    /// on stdin (nothing, /dev/null, when nil), each later one the stdout of the one before.
    public init(binary: URL, stages: [[String]], input: Data?, environment: [String: String]) throws {
        (events, continuation) = AsyncStream.makeStream(of: RunEvent.self, bufferingPolicy: .unbounded)
        statuses = Array(repeating: nil, count: stages.count)
        processes = stages.map { words in
            let process = Process()
            process.executableURL = binary
            process.arguments = words
            process.environment = environment
            return process
        }
        open = stages.count * 3
        let inputPipe = input.map { _ in Pipe() }
        var outputs: [Pipe] = []
        for (index, process) in processes.enumerated() {
            process.standardInput = index == 0 ? inputPipe ?? FileHandle.nullDevice : outputs[index - 1]
            let output = Pipe(), errors = Pipe()
            outputs.append(output)
            process.standardOutput = output
            process.standardError = errors
            process.terminationHandler = { [weak self] ended in
                let status = ended.terminationReason == .uncaughtSignal ? 128 + ended.terminationStatus : ended.terminationStatus
                self?.ended(stage: index, status: status)
            }
        }
        for (index, process) in processes.enumerated() {
            do {
                try process.run()
            } catch {
                interrupt()
                throw error
            }
            let errors = (process.standardError as! Pipe).fileHandleForReading
            Self.readLines(errors) { [continuation] in continuation.yield(.note($0)) } done: { [weak self] in self?.closed() }
            if index == processes.count - 1 {
                Self.readLines(outputs[index].fileHandleForReading) { [continuation] in
                    continuation.yield(.record($0))
                } done: { [weak self] in self?.closed() }
            } else {
                // The next stage holds this pipe's reading end; steam-mcp reads nothing of it.
                closed()
            }
        }
        if let input, let inputPipe {
            Self.detached {
                // A command that stops reading (it ended, or takes no stdin) gets EPIPE: what it did not read is not
                // its input, and nothing to report.
                _ = input.withUnsafeBytes { writeFully(inputPipe.fileHandleForWriting.fileDescriptor, $0) }
                try? inputPipe.fileHandleForWriting.close()
            }
        }
    }

    /// SIGINT to each stage still running, as Ctrl-C sends it to a shell's pipe.
    public func interrupt() {
        let running = lock.withLock { zip(processes, statuses).filter { $0.1 == nil }.map(\.0) }
        for process in running where process.isRunning { kill(process.processIdentifier, SIGINT) }
    }

    /// Each stage's exit status, once every stage has ended and every stream has been read.
    public func statusesWhenEnded() async -> [Int32] {
        await withCheckedContinuation { waiter in
            let finished: [Int32]? = lock.withLock {
                guard open == 0 else {
                    waiters.append(waiter)
                    return nil
                }
                return statuses.map { $0 ?? 0 }
            }
            if let finished { waiter.resume(returning: finished) }
        }
    }

    private func ended(stage: Int, status: Int32) {
        lock.withLock { statuses[stage] = status }
        closed()
    }

    private func closed() {
        let finished: ([CheckedContinuation<[Int32], Never>], [Int32])? = lock.withLock {
            open -= 1
            guard open == 0 else { return nil }
            defer { waiters = [] }
            return (waiters, statuses.map { $0 ?? 0 })
        }
        guard let (waiting, statuses) = finished else { return }
        continuation.finish()
        for waiter in waiting { waiter.resume(returning: statuses) }
    }

    /// Reads `handle` to its end on a thread of its own, each line (split at the byte 0x0A) to `line`.
    private static func readLines(_ handle: FileHandle, line: @escaping @Sendable (String) -> Void, done: @escaping @Sendable () -> Void) {
        let descriptor = handle.fileDescriptor
        detached {
            var pending: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                var searchFrom = pending.count, lineStart = 0
                pending += buffer[..<count]
                while let newline = pending[searchFrom...].firstIndex(of: 0x0A) {
                    line(String(decoding: pending[lineStart..<newline], as: UTF8.self))
                    lineStart = newline + 1
                    searchFrom = lineStart
                }
                pending.removeSubrange(..<lineStart)
            }
            if !pending.isEmpty { line(String(decoding: pending, as: UTF8.self)) }
            try? handle.close()
            done()
        }
    }

    private static func detached(_ body: @escaping @Sendable () -> Void) {
        let thread = Thread(block: body)
        thread.start()
    }
}
