// Throwaway places to run the tools in: a directory of their own for the store, config, state and cache, removed with
// the sandbox, and the server they are pointed at. `Sandbox` serves them a steam-replay of their own; `OfflineSandbox`
// starts none, for what must end before any request (flags, stdin, key and identity files), and makes a stray request
// fail at once.
import Foundation

/// A fresh temporary directory, removed by the caller (`defer { try? FileManager.default.removeItem(at: …) }`).
public func temporaryDirectory() throws -> URL {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("steam-pipes-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    return dir
}

/// The variables that point the tools at `server` with `key` ("" for none), and keep their store, state, config and
/// cache in `directory`.
func toolEnvironment(server: String, key: String, directory: URL) -> [String: String] {
    TestEpoch.environment.merging([
        "STEAM_API_BASE_URL": server,
        "STEAM_COMMUNITY_URL": server,
        "STEAM_STORE_URL": server + "/store",
        "OPENDOTA_API_BASE_URL": server + "/api",
        "STEAM_API_KEY": key,
        "OPENDOTA_API_KEY": "",
        "STEAM_PIPES_DB": directory.appendingPathComponent("store.sqlite").path,
        "XDG_STATE_HOME": directory.appendingPathComponent("state").path,
        "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
        "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path,
    ]) { _, tool in tool }
}

/// Where the tools of one test run: their files in `directory`, their requests to the sandbox's server.
public protocol ToolSandbox: AnyObject {
    var directory: URL { get }
    /// The API key the tools are given unless a run says otherwise.
    var key: String { get }
    /// The tools' environment, with `key` in place of the sandbox's own when given ("" for none).
    func environment(key: String?) -> [String: String]
}

extension ToolSandbox {
    /// Runs `script` under bash in the sandbox's environment; see `shell`.
    public func run(_ script: String, stdin: String = "", key: String? = nil) throws -> ProcessResult {
        try shell(script, stdin: Data(stdin.utf8), environment: environment(key: key))
    }

    /// `run`, waited for on a thread of its own: for runs that take real time (Valve's limits are seconds apart),
    /// which would otherwise hold one of the test process's few cooperative threads while in-process servers and
    /// other suites wait for one.
    public func runOffThePool(_ script: String, stdin: String = "", key: String? = nil) async throws -> ProcessResult {
        let environment = environment(key: key)
        return try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try shell(script, stdin: Data(stdin.utf8), environment: environment) }) }
                .start()
        }
    }
}

/// One steam-replay and one throwaway store per test, so tests run side by side without sharing state.
public final class Sandbox: ToolSandbox {
    public let replay: Replay
    public let directory: URL

    /// `replayArguments` go to steam-replay, e.g. `["--match-details", "ok"]`; the keys are the ones it accepts.
    public init(replayArguments: [String] = [], key: String = Replay.defaultKey, openDotaKey: String? = nil) throws {
        replay = try Replay(key: key, openDotaKey: openDotaKey, arguments: replayArguments)
        directory = try temporaryDirectory()
    }

    deinit {
        replay.stop()
        try? FileManager.default.removeItem(at: directory)
    }

    public var key: String { replay.key }

    public func environment(key: String?) -> [String: String] {
        replay.environment(in: directory, key: key)
    }

    public func identity(_ role: String) throws -> (steamid: String, vanity: String, friends: Int) {
        let found = try replay.identity(role)
        return (found["steamid"] as? String ?? "", found["vanity"] as? String ?? "", found["friends"] as? Int ?? 0)
    }
}

/// A throwaway store and no server: the tools are pointed at a loopback port that is bound and never listened on, so
/// nothing can answer there and a request is refused at once. A tool that asks anything fails to connect and, after
/// its retries, ends with exit 2 and curl's "Couldn't connect": not the end a test of a usage error or of a file
/// expects.
public final class OfflineSandbox: ToolSandbox {
    public let directory: URL
    /// Steam's shape of key, which no server ever sees.
    public let key = Replay.defaultKey
    /// The closed port, held for the sandbox's life so that no other program can listen on it meanwhile.
    public let closedPort: Int
    private let portHolder: Int32

    public init() throws {
        let (holder, port) = try loopbackSocket(listening: false)
        do {
            directory = try temporaryDirectory()
        } catch {
            close(holder)
            throw error
        }
        portHolder = holder
        closedPort = port
    }

    deinit {
        close(portHolder)
        try? FileManager.default.removeItem(at: directory)
    }

    public func environment(key: String?) -> [String: String] {
        toolEnvironment(server: "http://127.0.0.1:\(closedPort)", key: key ?? self.key, directory: directory)
    }
}
