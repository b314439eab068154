// What HelpExampleTests needs to run --help examples as a user at a terminal would: every example every --help shows,
// a session's terminal (its steam-replay world, throwaway store, config, home and working directory), each example run
// under bash with pipefail in a process group of its own, and a lock on the fixed ports some examples name.
import Foundation
import Testing
import TestSupport

/// The examples of every command's --help.
enum HelpExamples {
    /// Each example's text, and the commands whose help shows it.
    static func all() throws -> [String: [String]] {
        var found: [String: [String]] = [:]
        for tool in HelpTests.tools {
            for command in try HelpTests.commands([tool]) {
                let help = try shell((command + ["--help"]).joined(separator: " ")).stdoutText
                for example in try examples(inHelp: help) {
                    found[example, default: []].append(command.joined(separator: " "))
                }
            }
        }
        return found
    }

    /// An example starts on a line two spaces in, and goes on over the lines after it indented further: after a line
    /// ending in `\`, joined with one space as the shell joins them; otherwise (JSON inside quotes, the body of a `for`
    /// block) kept as lines. A line two spaces in goes on an example too while that is not yet a whole command: a `for`
    /// block's `done`.
    static func examples(inHelp help: String) throws -> [String] {
        guard let start = help.range(of: "Examples:\n") else { return [] }
        let lines = help[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }
        var examples: [String] = []
        for line in lines {
            let text = String(line.dropFirst(2))
            guard let last = examples.last else {
                examples.append(text)
                continue
            }
            if last.hasSuffix("\\") {
                examples[examples.count - 1] = trimmed(String(last.dropLast())) + " " + trimmed(text)
            } else if try text.hasPrefix(" ") || !isWholeCommand(last) {
                examples[examples.count - 1] = last + "\n" + text
            } else {
                examples.append(text)
            }
        }
        return examples
    }

    private static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespaces)
    }

    /// `bash -n` reads without running, and fails on an open quote or block.
    private static func isWholeCommand(_ text: String) throws -> Bool {
        try shell("bash -n", stdin: Data(text.utf8)).status == 0
    }
}

/// How an example ended: its exit status and what it printed.
struct ExampleOutcome {
    let status: Int32
    let stdout: Data
    let stderr: String

    var text: String { String(decoding: stdout, as: UTF8.self) }
    var lines: [String] { text.split(separator: "\n").map(String.init) }

    /// Each stdout line as a JSON object.
    func records() throws -> [[String: Any]] {
        try lines.map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "not a record: \(line)")
        }
    }

    /// A --format table answer: one dictionary per row, by the header's column names. A column runs from where its
    /// name starts to where the next one starts.
    func table() throws -> [[String: String]] {
        try ExampleOutcome.table(text)
    }

    static func table(_ text: String) throws -> [[String: String]] {
        let rows = text.split(separator: "\n").map(Array.init)
        let header = try #require(rows.first, "no table")
        var starts: [Int] = []
        for index in header.indices where header[index] != " " && (index == 0 || header[index - 1] == " ") {
            starts.append(index)
        }
        let names = starts.indices.map { cell(of: header, from: starts[$0], to: starts.dropFirst($0 + 1).first) }
        // The header is the tool's: Dictionary(uniqueKeysWithValues:) would trap on a column named twice.
        try #require(Set(names).count == names.count, "a column named twice: \(String(header))")
        return rows.dropFirst().map { row in
            Dictionary(uniqueKeysWithValues: starts.indices.map { (names[$0], cell(of: row, from: starts[$0], to: starts.dropFirst($0 + 1).first)) })
        }
    }

    private static func cell(of row: [Character], from start: Int, to end: Int?) -> String {
        guard start < row.count else { return "" }
        return String(row[start..<min(end ?? row.count, row.count)]).trimmingCharacters(in: .whitespaces)
    }
}

/// One user's terminal for a session of examples: a steam-replay world, a throwaway store, config, state and home, and
/// a working directory. Examples run one after another, each under bash in a process group of its own; whatever one
/// leaves running (a server started with `&`) is ended when the session closes.
final class ExampleTerminal: @unchecked Sendable {
    let sandbox: Sandbox
    /// Shell variables an example set for the ones after it (`base=…`, then `curl "$base/…"`): each example runs in a
    /// bash of its own, so the terminal keeps them as one shell would.
    var variables: [String: String] = [:]
    private let logs: URL
    private var groups: [Int32] = []
    private var runs = 0

    init(replayArguments: [String]) throws {
        sandbox = try Sandbox(replayArguments: replayArguments)
        logs = try temporaryDirectory()
    }

    deinit {
        close()
        try? FileManager.default.removeItem(at: logs)
    }

    var replay: Replay { sandbox.replay }
    /// The working directory, also $HOME: `~/Downloads/steam-key.txt` is a file in it.
    var directory: URL { sandbox.directory }

    /// Ends every process group an example started.
    func close() {
        for group in groups { kill(-group, SIGTERM) }
        groups = []
    }

    /// Starts `text` under bash with pipefail in the working directory, its output going to files, so that a process
    /// it leaves behind holds no pipe of the test's open. Its exit status goes to a file too: Foundation sees a child
    /// end only when every copy of a descriptor it hands the child is closed, and a process left running holds one.
    func start(_ text: String, stdin: String = "") throws -> RunningExample {
        runs += 1
        let base = logs.appendingPathComponent("\(runs)")
        let input = base.appendingPathExtension("in"), output = base.appendingPathExtension("out")
        let errors = base.appendingPathExtension("err"), status = base.appendingPathExtension("status")
        try Data(stdin.utf8).write(to: input)
        for file in [output, errors] { try Data().write(to: file) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", #"bash -o pipefail -c "$1"; echo $? > "$2""#, "example", text, status.path]
        process.currentDirectoryURL = directory
        process.environment = environment
        process.standardInput = try FileHandle(forReadingFrom: input)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        // Foundation starts each child as the leader of a process group of its own.
        groups.append(process.processIdentifier)
        return RunningExample(text: text, process: process, output: output, errors: errors, status: status)
    }

    func run(_ text: String, stdin: String = "") async throws -> ExampleOutcome {
        try await start(text, stdin: stdin).finish()
    }

    /// A command of the test's own (a user's earlier steps, a reference answer to compare with), which must succeed.
    @discardableResult
    func prepare(_ text: String, stdin: String = "") async throws -> ExampleOutcome {
        let outcome = try await run(text, stdin: stdin)
        try #require(outcome.status == 0, "\(text): \(outcome.stderr)")
        return outcome
    }

    func file(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    func write(_ name: String, _ text: String) throws {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = [Products.directory.path, directory.appendingPathComponent("bin").path, environment["PATH"] ?? "/usr/bin:/bin"]
            .joined(separator: ":")
        environment["HOME"] = directory.path
        environment.merge(replay.environment(in: directory)) { $1 }
        environment.merge(variables) { $1 }
        return environment
    }
}

/// An example while it runs: a server, a sign-in waiting for its browser, or any command on its way to the end.
final class RunningExample: @unchecked Sendable {
    let text: String
    private let process: Process
    private let output: URL
    private let errors: URL
    private let status: URL

    init(text: String, process: Process, output: URL, errors: URL, status: URL) {
        self.text = text
        self.process = process
        self.output = output
        self.errors = errors
        self.status = status
    }

    var stdout: Data { (try? Data(contentsOf: output)) ?? Data() }
    var stderr: String { String(decoding: (try? Data(contentsOf: errors)) ?? Data(), as: UTF8.self) }

    /// The first line of stdout (or of stderr) that `matches`, once the example has printed it. Each wait looks once
    /// more after its deadline: the whole suite shares two cores, and a waiting task may resume only long after.
    func line(onStderr: Bool = false, within seconds: Double = 120, where matches: (String) -> Bool) async throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let text = onStderr ? stderr : String(decoding: stdout, as: UTF8.self)
            if let line = text.split(separator: "\n").first(where: { matches(String($0)) }) { return String(line) }
            guard Date() < deadline else { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw TestSupportError("\(text): printed no such line within \(seconds) s; stderr: \(stderr)")
    }

    /// Waits for the example to end; an example still running after `seconds` is ended and fails.
    func finish(within seconds: Double = 300) async throws -> ExampleOutcome {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let written = String(decoding: (try? Data(contentsOf: status)) ?? Data(), as: UTF8.self)
            if let code = Int32(written.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return ExampleOutcome(status: code, stdout: stdout, stderr: stderr)
            }
            guard Date() < deadline else {
                stop()
                throw TestSupportError("\(text): still running after \(seconds) s; stderr: \(stderr)")
            }
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    /// Ends the example's process group: a server, or whatever it started.
    func stop() {
        kill(-process.processIdentifier, SIGTERM)
    }
}

/// A fixed port some examples name (`--port 8080`), held while their session runs, so that two test processes on one
/// machine (worktrees side by side) never run those examples at once; and free of any other program's server first.
final class PortLock: @unchecked Sendable {
    private let descriptor: Int32

    /// The other holder is a session of examples or the README's test, here or in another test process, which ends
    /// within minutes.
    init(port: Int) async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("steam-pipes-port-\(port).lock").path
        let descriptor = open(path, O_CREAT | O_RDWR, 0o666)
        guard descriptor >= 0 else { throw TestSupportError("cannot open \(path)") }
        self.descriptor = descriptor
        try await waitUntil("the lock on port \(port) (\(path)), held by another session", within: 900, every: 0.1) {
            flock(descriptor, LOCK_EX | LOCK_NB) == 0
        }
        // curl's status 7: nothing accepted the connection.
        try await waitUntil("port \(port) to be free of another program's server: the examples need it", within: 180, every: 0.5) {
            try shell("curl -s -o /dev/null --connect-timeout 1 http://127.0.0.1:\(port)/").status == 7
        }
    }

    deinit {
        flock(descriptor, LOCK_UN)
        Foundation.close(descriptor)
    }
}
