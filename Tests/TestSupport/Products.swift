// Locates the built multi-call binary and its links, and runs them, so tests exercise the tools as users get them.
import Foundation

public enum Products {
    /// The debug build's products directory, which holds the test bundle, steam-pipes and steam-pipes-docs: on Linux
    /// the runner is `<products>/steam-pipesPackageTests.xctest`; elsewhere it may sit inside a bundle.
    public static let buildDirectory: URL = {
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var dir = runner.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("steam-pipes").path),
              dir.path != "/" {
            dir = dir.deletingLastPathComponent()
        }
        return dir
    }()

    /// The multi-call binary the tests run: STEAM_PIPES_BINARY's (scripts/test names the release build, which users
    /// get), or the debug build's.
    public static let binary: URL = {
        if let named = ProcessInfo.processInfo.environment["STEAM_PIPES_BINARY"], !named.isEmpty {
            return URL(fileURLWithPath: named)
        }
        return buildDirectory.appendingPathComponent("steam-pipes")
    }()

    /// The commands, as the binary's dispatcher lists them: the one list of the toolkit's commands.
    public static let tools: [String] = {
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--list"]
        let output = Pipe()
        process.standardOutput = output
        do { try process.run() } catch { fatalError("cannot run \(binary.path) --list: \(error)") }
        let listed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { fatalError("\(binary.path) --list exited \(process.terminationStatus)") }
        return String(decoding: listed, as: UTF8.self).split(separator: "\n").map(String.init)
    }()

    /// A directory of links to the binary, one named for each command, as the package installs them: made by
    /// scripts/tools.sh's `tool_links`, as scripts/release-build and every other script makes them.
    public static let directory: URL = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", #"source "$1/scripts/tools.sh" && tool_links "$2""#, "bash", packageRoot.path,
                             binary.deletingLastPathComponent().path]
        let output = Pipe()
        process.standardOutput = output
        do { try process.run() } catch { fatalError("cannot run scripts/tools.sh: \(error)") }
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            fatalError("scripts/tools.sh's tool_links exited \(process.terminationStatus) for \(binary.path)")
        }
        return URL(fileURLWithPath: String(decoding: printed, as: UTF8.self).trimmingCharacters(in: .newlines))
    }()

    /// The checkout the tests were built from: its scripts, docs and git history.
    public static let packageRoot: URL = {
        var dir = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { dir.deleteLastPathComponent() }  // the file, TestSupport/, Tests/
        return dir
    }()

    /// A command by name, run through its link; "steam-pipes" is the binary itself.
    public static func path(_ name: String) -> String {
        name == "steam-pipes" ? binary.path : directory.appendingPathComponent(name).path
    }

    /// What shell() puts first on PATH: the commands' links, then the binary's own directory for steam-pipes.
    public static var searchPath: String {
        directory.path + ":" + binary.deletingLastPathComponent().path
    }
}

/// What a finished process left behind.
public struct ProcessResult: Sendable {
    public let status: Int32
    public let stdout: Data
    public let stderr: String

    public init(status: Int32, stdout: Data, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }

    public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    public var stdoutLines: [String] { stdoutText.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }

    /// Each stdout line decoded as a JSON object; fails the caller on a line that is not one.
    public func records() throws -> [[String: Any]] {
        try stdoutLines.map { line in
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                throw TestSupportError("stdout line is not a JSON object: \(line)")
            }
            return object
        }
    }
}

public struct TestSupportError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// `word` as one bash word, whatever it holds.
public func shellQuoted(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

/// Runs `script` with bash (for PIPESTATUS), with the built products first on PATH, feeding `stdin`.
/// Shell pipelines are the point: tools are tested the way people run them.
public func shell(_ script: String, stdin: Data = Data(), environment: [String: String] = [:]) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", script]
    var env = TestEpoch.processEnvironment
    env["PATH"] = Products.searchPath + ":" + (env["PATH"] ?? "/usr/bin:/bin")
    for (name, value) in environment { env[name] = value }
    process.environment = env

    let input = Pipe(), output = Pipe(), errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()

    // Drain both pipes while feeding stdin, so a chatty process never blocks on a full pipe.
    let group = DispatchGroup()
    nonisolated(unsafe) var out = Data(), err = Data()
    group.enter()
    DispatchQueue.global().async { out = output.fileHandleForReading.readDataToEndOfFile(); group.leave() }
    group.enter()
    DispatchQueue.global().async { err = errors.fileHandleForReading.readDataToEndOfFile(); group.leave() }
    try? input.fileHandleForWriting.write(contentsOf: stdin)
    try? input.fileHandleForWriting.close()
    group.wait()
    process.waitUntilExit()
    return ProcessResult(status: process.terminationStatus, stdout: out, stderr: String(decoding: err, as: UTF8.self))
}
