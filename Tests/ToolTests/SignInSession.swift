// A `steam-auth login` running in the background, and a browser played with curl: it opens the address login prints,
// takes Steam's redirect from steam-replay, and delivers it, as it is or forged, to login's listener.
import Foundation
import Synchronization
import Testing
import TestSupport

final class SignInSession: @unchecked Sendable {
    private let process = Process()
    private let output = Pipe(), errors = Pipe()
    private let stdout = Collected(), stderr = Collected()
    let sandbox: Sandbox

    /// Starts `steam-auth login` with `arguments` in the sandbox's environment.
    init(_ sandbox: Sandbox, arguments: [String] = ["--no-browser", "--wait", "60"], environment: [String: String] = [:]) throws {
        self.sandbox = sandbox
        process.executableURL = URL(fileURLWithPath: Products.path("steam-auth"))
        process.arguments = ["login"] + arguments
        process.environment = ProcessInfo.processInfo.environment
            .merging(sandbox.replay.environment(in: sandbox.directory)) { $1 }
            .merging(environment) { $1 }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = output
        process.standardError = errors
        let stdout = stdout, stderr = stderr
        output.fileHandleForReading.readabilityHandler = { stdout.append($0.availableData) }
        errors.fileHandleForReading.readabilityHandler = { stderr.append($0.availableData) }
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    var stderrText: String { String(decoding: stderr.bytes, as: UTF8.self) }

    /// The Steam sign-in address login printed, once it has.
    func signInURL() throws -> String {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if let line = stderrText.split(separator: "\n").first(where: { $0.contains("/openid/login?") }) {
                return String(line)
            }
            guard process.isRunning else { break }
            Thread.sleep(forTimeInterval: 0.02)
        }
        throw TestSupportError("login printed no sign-in address: \(stderrText)")
    }

    /// What Steam (steam-replay) answers the browser for the sign-in address: the redirect back to login's listener.
    func steamRedirect() throws -> String {
        let result = try shell("curl -sS -o /dev/null -w '%{redirect_url}' '\(try signInURL())'")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutText.hasPrefix("http://127.0.0.1:"), "\(result.stdoutText)")
        return result.stdoutText
    }

    /// The browser arriving at `address`; returns the page login shows.
    @discardableResult
    func deliver(_ address: String) throws -> String {
        try shell("curl -sS '\(address)'").stdoutText
    }

    /// The listener's own address (its path) with the query of `redirect`: how a redirect meant for another sign-in,
    /// or forged, reaches this one.
    func listenerAddress(withQueryOf redirect: String) throws -> String {
        let own = try steamRedirect()
        return String(own.prefix { $0 != "?" } + redirect.drop { $0 != "?" })
    }

    /// Waits for login to end; its status, stdout and stderr.
    func finish() -> ProcessResult {
        process.waitUntilExit()
        output.fileHandleForReading.readabilityHandler = nil
        errors.fileHandleForReading.readabilityHandler = nil
        let rest = output.fileHandleForReading.readDataToEndOfFile(), restErrors = errors.fileHandleForReading.readDataToEndOfFile()
        return ProcessResult(
            status: process.terminationStatus, stdout: stdout.bytes + rest,
            stderr: String(decoding: stderr.bytes + restErrors, as: UTF8.self))
    }
}

/// What a pipe has delivered so far, appended to from its reading thread.
private final class Collected: Sendable {
    private let data = Mutex(Data())
    func append(_ more: Data) { data.withLock { $0.append(more) } }
    var bytes: Data { data.withLock { $0 } }
}

extension ToolSandbox {
    var identityFile: URL { directory.appendingPathComponent("config/steam-pipes/identity.json") }
    var keyFile: URL { directory.appendingPathComponent("config/steam-pipes/key") }
}

extension Sandbox {
    /// A whole sign-in: login, the browser, Steam's redirect delivered as it is. Returns login's result and the redirect.
    func signIn() throws -> (result: ProcessResult, redirect: String) {
        let session = try SignInSession(self)
        let redirect = try session.steamRedirect()
        try session.deliver(redirect)
        return (session.finish(), redirect)
    }

    /// POST /_replay/openid: who steam-replay signs in, cancels, or how old its nonces are.
    func openID(_ json: String) throws {
        let result = try shell("curl -sS --fail-with-body -X POST -d '\(json)' '\(replay.baseURL)/_replay/openid'")
        #expect(result.status == 0, "\(result.stdoutText) \(result.stderr)")
    }

    /// How many check_authentication requests steam-replay has answered.
    func checkAuthentications() throws -> Int {
        try replay.requests(to: "openid/login").filter { $0["method"] as? String == "POST" }.count
    }
}
