// Locates the package's built executables and runs them, so tests exercise the real binaries.
import Foundation

public enum Products {
    /// The build products directory: the test bundle sits beside the executables SwiftPM built.
    public static let directory: URL = {
        let runner = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var dir = runner.deletingLastPathComponent()
        // On Linux the runner is `<products>/steam-pipesPackageTests.xctest`; elsewhere it may sit inside a bundle.
        while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("steam-replay").path),
              dir.path != "/" {
            dir = dir.deletingLastPathComponent()
        }
        return dir
    }()

    /// The checkout the tests were built from: its scripts, docs and git history.
    public static let packageRoot: URL = {
        var dir = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { dir.deleteLastPathComponent() }  // the file, TestSupport/, Tests/
        return dir
    }()

    public static func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
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
    env["PATH"] = Products.directory.path + ":" + (env["PATH"] ?? "/usr/bin:/bin")
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
