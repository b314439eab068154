// A tool call's commands running as child processes of steam-mcp, each the multi-call binary under a command's name,
// with the user's environment: so a call shares the user's key, store and rate limits, and ends on SIGINT as a Ctrl-C
// in a shell ends it, with whatever the tool does on a signal. A second stage reads the first's stdout, as a pipe in
// a shell would. Each child's lines arrive as events, in the order each stream gave them. posix_spawn by hand:
// Foundation's Process is in the Foundation that brings ICU (docs/development.md).
import Dispatch
import Glibc
import Synchronization
import ToolSupport

/// What a tool call's processes say while they run.
public enum RunEvent: Sendable, Equatable {
    /// A line of the last stage's stdout, without its newline.
    case record(String)
    /// A line a stage wrote on stderr.
    case note(String)
}

public struct SpawnError: Error, CustomStringConvertible {
    public let description: String
}

/// Starting a child and reading its streams. Every descriptor steam-mcp makes is close-on-exec, so a child holds
/// only the three it is given and a pipe's end is never kept open by another child.
public enum ChildProcess {
    /// Held while a pipe is made and marked close-on-exec, and while a child is started: Glibc's pipe2 is not
    /// imported into Swift, and a child started between pipe(2) and fcntl(2) would hold the pipe open.
    private static let spawning = Mutex(())

    /// A pipe's two ends, close-on-exec.
    static func pipe() throws(SpawnError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        let made = spawning.withLock { _ in
            Glibc.pipe(&ends) == 0 && ends.allSatisfy { fcntl($0, F_SETFD, FD_CLOEXEC) == 0 }
        }
        guard made else { throw SpawnError(description: "cannot make a pipe: \(String(cString: strerror(errno)))") }
        return (ends[0], ends[1])
    }

    /// Starts `binary` with `arguments` and `environment` (nil: steam-mcp's own) on the descriptors given as its
    /// stdin, stdout and stderr, its ending signals at their default actions whatever steam-mcp does with them.
    static func spawn(
        _ binary: String, _ arguments: [String], environment: [String: String]?, stdin: Int32, stdout: Int32, stderr: Int32
    ) throws(SpawnError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (descriptor, target) in [(stdin, STDIN_FILENO), (stdout, STDOUT_FILENO), (stderr, STDERR_FILENO)] {
            posix_spawn_file_actions_adddup2(&actions, descriptor, target)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t(), none = sigset_t()
        sigemptyset(&defaults)
        sigemptyset(&none)
        for number in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var argv = ([binary] + arguments).map { strdup($0) } + [nil]
        var envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer {
            argv.forEach { free($0) }
            envp?.forEach { free($0) }
        }
        var child: pid_t = 0
        let started = spawning.withLock { _ in
            argv.withUnsafeMutableBufferPointer { arguments in
                if envp == nil { return posix_spawn(&child, binary, &actions, &attributes, arguments.baseAddress!, environ) }
                return envp!.withUnsafeMutableBufferPointer { variables in
                    posix_spawn(&child, binary, &actions, &attributes, arguments.baseAddress!, variables.baseAddress!)
                }
            }
        }
        guard started == 0 else { throw SpawnError(description: "cannot start \(binary): \(String(cString: strerror(started)))") }
        return child
    }

    /// Waits for `child` on a thread of its own: its exit status as a shell gives it (128 + N for signal N).
    static func waitForExit(_ child: pid_t, then ended: @escaping @Sendable (Int32) -> Void) {
        DispatchQueue.global().async { ended(reap(child)) }
    }

    /// Reads `descriptor` to its end on a thread of its own, each line (LineSplitter's, without its ending) to `line`,
    /// then closes it.
    public static func readLines(_ descriptor: Int32, line: @escaping @Sendable ([UInt8]) -> Void, done: @escaping @Sendable () -> Void) {
        DispatchQueue.global().async {
            var splitter = LineSplitter()
            forEachChunk(of: descriptor) { chunk in
                for case .whole(let bytes) in splitter.push(chunk) { line(bytes) }
            }
            if case .whole(let bytes)? = splitter.finish() { line(bytes) }
            close(descriptor)
            done()
        }
    }

    /// What `binary arguments…` prints on stdout, and its exit status; its stderr is steam-mcp's.
    static func output(of binary: String, _ arguments: [String]) throws(SpawnError) -> (Int32, [UInt8]) {
        let output = try pipe()
        let nothing = open("/dev/null", O_RDONLY | O_CLOEXEC)
        defer { close(nothing) }
        let child: pid_t
        do {
            child = try spawn(binary, arguments, environment: nil, stdin: nothing, stdout: output.write, stderr: STDERR_FILENO)
        } catch {
            close(output.read)
            close(output.write)
            throw error
        }
        close(output.write)
        var bytes: [UInt8] = []
        forEachChunk(of: output.read) { bytes += $0 }
        close(output.read)
        return (reap(child), bytes)
    }

    /// Each chunk read(2) gives from `descriptor`, until its end or an error.
    private static func forEachChunk(of descriptor: Int32, _ body: (ArraySlice<UInt8>) -> Void) {
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            body(buffer[..<count])
        }
    }

    /// Waits for `child` to end: its exit status as a shell gives it.
    private static func reap(_ child: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(child, &status, 0) == -1, errno == EINTR {}
        return shellStatus(status)
    }

    /// A wait status as a shell gives it: the exit status, or 128 + N for death by signal N.
    static func shellStatus(_ status: Int32) -> Int32 {
        status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + status & 0x7f
    }
}

/// The processes of one call.
public final class ToolProcesses: Sendable {
    public let events: AsyncStream<RunEvent>
    private let continuation: AsyncStream<RunEvent>.Continuation
    private struct State {
        var children: [pid_t] = []
        /// Each stage's exit status, once it has ended.
        var statuses: [Int32?]
        /// Streams still being read and processes not yet ended; the events end when both are none.
        var open: Int
        var waiters: [CheckedContinuation<[Int32], Never>] = []
    }
    private let state: Mutex<State>

    /// Starts `stages` (each the words after steam-pipes) of `binary` with `environment`, the first reading `input`
    /// on stdin (nothing, /dev/null, when nil), each later one the stdout of the one before.
    public init(binary: String, stages: [[String]], input: [UInt8]?, environment: [String: String]) throws(SpawnError) {
        (events, continuation) = AsyncStream.makeStream(of: RunEvent.self, bufferingPolicy: .unbounded)
        // Each stage: its stderr and its exit; the last one's stdout too.
        state = Mutex(State(statuses: Array(repeating: nil, count: stages.count), open: stages.count * 2 + 1))
        var stdin: Int32
        var inputWriter: Int32?
        if input != nil {
            let ends = try ChildProcess.pipe()
            (stdin, inputWriter) = (ends.read, ends.write)
        } else {
            stdin = open("/dev/null", O_RDONLY | O_CLOEXEC)
        }
        for (index, words) in stages.enumerated() {
            let output: (read: Int32, write: Int32), errors: (read: Int32, write: Int32), child: pid_t
            do {
                output = try ChildProcess.pipe()
                errors = try ChildProcess.pipe()
                child = try ChildProcess.spawn(binary, words, environment: environment, stdin: stdin, stdout: output.write, stderr: errors.write)
            } catch {
                close(stdin)
                if let inputWriter { close(inputWriter) }
                interrupt()
                throw error
            }
            close(stdin)
            close(output.write)
            close(errors.write)
            state.withLock { $0.children.append(child) }
            ChildProcess.readLines(errors.read) { [continuation] in continuation.yield(.note(String(decoding: $0, as: UTF8.self))) } done: { [weak self] in self?.closed() }
            ChildProcess.waitForExit(child) { [weak self] status in self?.ended(stage: index, status: status) }
            // The next stage reads this one's stdout; the last one's is read here.
            stdin = output.read
        }
        ChildProcess.readLines(stdin) { [continuation] in continuation.yield(.record(String(decoding: $0, as: UTF8.self))) } done: { [weak self] in self?.closed() }
        if let input, let inputWriter {
            DispatchQueue.global().async {
                // A command that stops reading (it ended, or takes no stdin) gets EPIPE: what it did not read is not
                // its input, and nothing to report.
                _ = input.withUnsafeBytes { writeFully(inputWriter, $0) }
                close(inputWriter)
            }
        }
    }

    /// SIGINT to each stage still running, as Ctrl-C sends it to a shell's pipe.
    public func interrupt() {
        state.withLock { state in
            for (child, status) in zip(state.children, state.statuses) where status == nil { kill(child, SIGINT) }
        }
    }

    /// Each stage's exit status, once every stage has ended and every stream has been read.
    public func statusesWhenEnded() async -> [Int32] {
        await withCheckedContinuation { waiter in
            let finished: [Int32]? = state.withLock { state in
                guard state.open == 0 else {
                    state.waiters.append(waiter)
                    return nil
                }
                return state.statuses.map { $0 ?? 0 }
            }
            if let finished { waiter.resume(returning: finished) }
        }
    }

    private func ended(stage: Int, status: Int32) {
        state.withLock { $0.statuses[stage] = status }
        closed()
    }

    private func closed() {
        let finished: ([CheckedContinuation<[Int32], Never>], [Int32])? = state.withLock { state in
            state.open -= 1
            guard state.open == 0 else { return nil }
            defer { state.waiters = [] }
            return (state.waiters, state.statuses.map { $0 ?? 0 })
        }
        guard let (waiting, statuses) = finished else { return }
        continuation.finish()
        for waiter in waiting { waiter.resume(returning: statuses) }
    }
}
