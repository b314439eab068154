// A running steam-replay process on loopback, and its control endpoints (faults, request log, world).
import Foundation

/// `Process` is not Sendable; this class only reads it to stop it, which Foundation allows from any thread, and swaps
/// in another under a lock when it restarts.
public final class Replay: @unchecked Sendable {
    public static let defaultKey = "0123456789ABCDEF0123456789ABCDEF"

    public let baseURL: String
    public let key: String
    private let openDotaKey: String?
    /// What `restart` starts again: the seed and flags, and the port the first start picked.
    private let arguments: [String]
    private let lock = NSLock()
    private var process: Process

    /// Starts `steam-replay --seed N --port 0` plus `arguments` (e.g. `["--match-details", "ok"]`), with the keys in
    /// its environment so that no process list shows them, and waits for the base URL on its first stdout line. Its
    /// clock starts at `TestEpoch.seconds` unless `arguments` name an `--epoch` of their own.
    public init(
        seed: Int = 1, key: String = Replay.defaultKey, openDotaKey: String? = nil, arguments: [String] = []
    ) throws {
        let arguments = ["--seed", String(seed)] + arguments
        let (process, baseURL) = try Self.start(arguments + ["--port", "0"], key: key, openDotaKey: openDotaKey)
        self.process = process
        self.baseURL = baseURL
        self.key = key
        self.openDotaKey = openDotaKey
        let port = baseURL.split(separator: ":").last.map(String.init) ?? "0"
        self.arguments = arguments + ["--port", port]
    }

    deinit { stop() }

    /// The server's process id, for a test that stops it from a script of its own.
    public var processIdentifier: Int32 { lock.withLock { process.processIdentifier } }

    public func stop() {
        let process = lock.withLock { self.process }
        guard process.isRunning else { return }
        let pid = process.processIdentifier
        process.terminate()
        // Reaped here, not by waitUntilExit, which spins a run loop until Foundation's own thread has reaped the child:
        // in one CI run that never came, and a test's deinit spun on a zombie steam-replay on one of the two cooperative
        // threads until CI's limit. waitpid returns once the server has exited, or at once (ECHILD) if Foundation
        // reaped it first; nothing reads a stopped server's status.
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    }

    /// Stops the server if it runs and starts it again on the same port, a world from the same seed with its clock at
    /// the same start: a server that went away for a while and came back, to the tools pointed at it. Throws when the
    /// port was taken meanwhile.
    public func restart() throws {
        stop()
        let (process, url) = try Self.start(arguments, key: key, openDotaKey: openDotaKey)
        guard url == baseURL else {
            process.terminate()
            throw TestSupportError("steam-replay came back at \(url), not \(baseURL)")
        }
        lock.withLock { self.process = process }
    }

    private static func start(_ arguments: [String], key: String, openDotaKey: String?) throws -> (Process, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Products.path("steam-replay"))
        process.arguments = arguments
        // The test process's own, STEAM_PIPES_TEST_RUN included: scripts/test marks its run with that variable and,
        // on exit, ends the servers whose environment holds its mark, and no one else's.
        var environment = TestEpoch.processEnvironment
        environment["STEAM_REPLAY_KEY"] = key
        environment["STEAM_REPLAY_OPENDOTA_KEY"] = openDotaKey
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        // Not the test runner's streams: a server orphaned by a crashed test process would hold them open, and the
        // runner, waiting for their end, would hang until CI's limit.
        process.standardInput = FileHandle.nullDevice
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("steam-replay-\(UUID().uuidString).err")
        guard FileManager.default.createFile(atPath: errors.path, contents: nil) else {
            throw TestSupportError("cannot create \(errors.path) for steam-replay's messages")
        }
        defer { try? FileManager.default.removeItem(at: errors) }
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        guard let line = Self.readLine(from: output.fileHandleForReading), line.hasPrefix("http://") else {
            process.terminate()
            let said = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            throw TestSupportError("steam-replay did not print its base URL: \(said)")
        }
        return (process, line)
    }

    /// The environment that points the tools at this server with a throwaway store and rate state.
    public func environment(in directory: URL, key: String? = nil) -> [String: String] {
        toolEnvironment(server: baseURL, key: key ?? self.key, directory: directory)
    }

    public func requests() throws -> [[String: Any]] {
        try ndjsonObjects(control("GET", "/_replay/requests"))
    }

    /// Requests whose path contains `endpoint`, e.g. "GetPlayerSummaries".
    public func requests(to endpoint: String) throws -> [[String: Any]] {
        try requests().filter { ($0["path"] as? String)?.contains(endpoint) == true }
    }

    public func clearRequests() throws {
        _ = try control("DELETE", "/_replay/requests")
    }

    public func inject(_ faultsJSON: String) throws {
        _ = try control("POST", "/_replay/faults", body: faultsJSON)
    }

    public func clearFaults() throws {
        _ = try control("DELETE", "/_replay/faults")
    }

    /// The world's events from the replay clock's now to `days` later, as GET /_replay/events lists them: what an
    /// advance of `days` will bring.
    public func events(comingWithin days: Double) throws -> [[String: Any]] {
        let clock = try JSONSerialization.jsonObject(with: control("GET", "/_replay/clock")) as? [String: Any]
        guard let now = clock?["now"] as? Double else { throw TestSupportError("/_replay/clock gave no now") }
        return try ndjsonObjects(control("GET", "/_replay/events?from=\(Int(now))&to=\(Int(now + days * 86_400))"))
    }

    /// Moves the replay clock forward; matches that end in the meantime join the histories.
    public func advance(days: Double) throws {
        _ = try control("POST", "/_replay/advance?days=\(days)")
    }

    /// POST /_replay/opendota: OpenDota's limits, e.g. `{"minute_limit":100000}` so that no test waits a minute.
    public func setOpenDotaLimits(_ json: String) throws {
        _ = try control("POST", "/_replay/opendota", body: json)
    }

    /// POST /_replay/valve-limits: Valve's measured limits (`--valve-limits`), e.g. `{"block_after":2}` so that a test
    /// reaches the 403 block in two refusals.
    public func setValveLimits(_ json: String) throws {
        _ = try control("POST", "/_replay/valve-limits", body: json)
    }

    public func world() throws -> [[String: Any]] {
        try ndjsonObjects(control("GET", "/_replay/world"))
    }

    /// The world identity with this role, e.g. "demo_user", "many_friends", "private_profile".
    public func identity(_ role: String) throws -> [String: Any] {
        guard let found = try world().first(where: { $0["role"] as? String == role }) else {
            throw TestSupportError("steam-replay world has no \(role)")
        }
        return found
    }

    /// Control calls go through the curl CLI so the test harness shares no code with our Transport module.
    private func control(_ method: String, _ path: String, body: String? = nil) throws -> Data {
        var arguments = ["curl", "-sS", "--fail-with-body", "-X", method, baseURL + path]
        // The body goes on stdin, not the command line, where a test looking for a leaked key would find it.
        if body != nil { arguments += ["-H", "Content-Type: application/json", "--data-binary", "@-"] }
        let result = try shell(arguments.map(shellQuoted).joined(separator: " "), stdin: Data((body ?? "").utf8))
        guard result.status == 0 else {
            throw TestSupportError("\(method) \(path) failed: \(result.stderr) \(result.stdoutText)")
        }
        return result.stdout
    }

    private static func readLine(from handle: FileHandle) -> String? {
        var bytes = Data()
        while let byte = try? handle.read(upToCount: 1), let first = byte.first {
            if first == UInt8(ascii: "\n") { return String(decoding: bytes, as: UTF8.self) }
            bytes.append(first)
        }
        return nil
    }
}

extension Replay {
    /// GET /_replay/library: one record per game the account owns, free ones included, at the replay clock's now.
    public func library(of steamid: String) throws -> [[String: Any]] {
        try ndjsonObjects(control("GET", "/_replay/library?steamid=\(steamid)"))
    }

    /// GET /_replay/matches: the account's matches ended by the replay clock's now, newest first, hidden ones too,
    /// each saying whether GetMatchDetails serves it ("details") and the sequence pages list it ("sequence").
    public func matches(of account: String, limit: Int = 25) throws -> [[String: Any]] {
        try ndjsonObjects(control("GET", "/_replay/matches?account_id=\(account)&limit=\(limit)"))
    }

    /// The ids of the account's newest matches that GetMatchHistory lists and GetMatchDetails (under
    /// `--match-details ok`) serves, newest first: for a test that needs full matches, not merely the newest ones.
    public func detailedMatchIDs(of account: String, within limit: Int = 25) throws -> [Int] {
        try matches(of: account, limit: limit).filter { $0["details"] as? Bool == true && $0["hidden"] as? Bool == false }
            .compactMap { $0["match_id"] as? Int }
    }

    /// GET /_replay/achievements: one record per achievement of the app, in schema order, as the player has them.
    public func achievements(of steamid: String, appid: Int) throws -> [[String: Any]] {
        try ndjsonObjects(control("GET", "/_replay/achievements?steamid=\(steamid)&appid=\(appid)"))
    }
}
