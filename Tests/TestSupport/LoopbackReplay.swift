// The replay (ReplayRoutes on ReplayServer) served from this test process on a loopback port, a throwaway store and
// rate state beside it, and SteamAPI clients pointed at it: the client and the tools' works tested in-process, with no
// subprocess.
import Foundation
import ReplayRoutes
import ReplayServer
import Synchronization
import Transport
import WebAPI

public final class LoopbackReplay: Sendable {
    public static let key = "0123456789ABCDEF0123456789ABCDEF"

    public let service: ReplayService
    public let baseURL: String
    /// Holds the store and the rate buckets; removed when the replay ends.
    public let directory: URL
    private let server: ReplayServer

    private init(service: ReplayService, server: ReplayServer, directory: URL) {
        self.service = service
        self.server = server
        self.directory = directory
        baseURL = server.baseURL
    }

    /// Runs `body` against a fresh world from `seed` whose clock starts at `epoch` (unix seconds), then stops the
    /// server and removes the directory, whether `body` threw or not.
    @discardableResult
    public static func with<Result>(
        seed: UInt64 = 1, matchDetails: MatchDetailsMode = .outage, epoch: Double = TestEpoch.seconds,
        _ body: (LoopbackReplay) async throws -> Result
    ) async throws -> Result {
        let service = try ReplayService(seed: seed, key: key, epoch: epoch, matchDetails: matchDetails)
        let server = try await ReplayServer.start(service: service, host: "127.0.0.1", port: 0)
        let replay = LoopbackReplay(service: service, server: server, directory: try temporaryDirectory())
        do {
            let result = try await body(replay)
            await replay.end()
            return result
        } catch {
            await replay.end()
            throw error
        }
    }

    private func end() async {
        await server.stop()
        try? FileManager.default.removeItem(at: directory)
    }

    public var storePath: String { directory.appendingPathComponent("store.sqlite").path }

    /// A client of this replay (or of `baseURL`, with this replay's store) with the run's defaults but no rate wait
    /// worth the name and quick retries, reading the time from `now`. `notices` gets the notices about the run that
    /// a tool writes to stderr at once (retries, waits, a route found down).
    public func api(
        mode: CacheMode = .normal, key: APIKey = .environment(LoopbackReplay.key), attempts: Int = 4,
        classRates: [String: Double] = [:], openDotaKey: APIKey = .missing(keyFile: ""), baseURL: String? = nil,
        now: @escaping @Sendable () -> Date = Date.init, notices: @escaping @Sendable (String) -> Void = { _ in }
    ) -> SteamAPI {
        let baseURL = baseURL ?? self.baseURL
        var transport = TransportConfiguration(
            retry: RetryPolicy(maxAttempts: attempts, baseDelay: 0.01, maxDelay: 0.05),
            rateKey: key.value ?? "", stateDirectory: directory.appendingPathComponent("state"), notice: notices)
        transport.rate = 1000
        transport.jobs = 8
        var configuration = SteamAPI.Configuration(
            baseURL: baseURL, communityURL: baseURL, key: key, cacheMode: mode, storePath: storePath,
            transport: transport, now: now)
        // OpenDota's own bucket, 1 a second unless set, would be the one rate a test waits on.
        configuration.classRates = classRates.merging([SteamAPI.openDotaRateClass: 1000]) { given, _ in given }
        configuration.openDotaBaseURL = baseURL + "/api"
        configuration.openDotaKey = openDotaKey
        return SteamAPI(configuration: configuration)
    }

    /// A control call, e.g. `control("POST", "/_replay/faults", body: "[…]")`; `path` may carry a query.
    @discardableResult
    public func control(_ method: String, _ path: String, body: String = "") async throws -> String {
        let parts = path.split(separator: "?", maxSplits: 1).map(String.init)
        let answer = await service.answer(
            method: method, path: parts[0], query: parts.count > 1 ? parts[1] : "", body: Data(body.utf8))
        guard (200..<300).contains(answer.status) else {
            throw TestSupportError("\(method) \(path) answered \(answer.status): \(String(decoding: answer.body, as: UTF8.self))")
        }
        return String(decoding: answer.body, as: UTF8.self)
    }

    /// The world's identity with `role` (its first, for roles several hold): steamid, vanity, friends.
    public func identity(_ role: String) async throws -> [String: Any] {
        let records = try ndjsonObjects(Data(try await control("GET", "/_replay/world").utf8))
        guard let found = records.first(where: { $0["role"] as? String == role }) else {
            throw TestSupportError("the world has no identity with role \(role)")
        }
        return found
    }

    public func steamid(_ role: String) async throws -> String {
        guard let steamid = try await identity(role)["steamid"] as? String else { throw TestSupportError("\(role) has no steamid") }
        return steamid
    }

    /// The requests the replay answered whose path contains `endpoint`, e.g. "GetPlayerSummaries".
    public func requests(to endpoint: String) async throws -> [[String: Any]] {
        try ndjsonObjects(Data(try await control("GET", "/_replay/requests").utf8))
            .filter { ($0["path"] as? String)?.contains(endpoint) == true }
    }

    public func inject(_ faultsJSON: String) async throws {
        try await control("POST", "/_replay/faults", body: faultsJSON)
    }

    public func advance(days: Int) async throws {
        try await control("POST", "/_replay/advance?days=\(days)")
    }
}

/// Each line of `data` as a JSON object.
public func ndjsonObjects(_ data: Data) throws -> [[String: Any]] {
    try String(decoding: data, as: UTF8.self).split(separator: "\n").map {
        guard let object = try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] else {
            throw TestSupportError("not a JSON object: \($0)")
        }
        return object
    }
}

/// The notices a client sent, in order, for a test to read after the work: `replay.api(notices: log.add)`.
public final class NoticeLog: Sendable {
    private let received = Mutex<[String]>([])

    public init() {}

    public func add(_ notice: String) {
        received.withLock { $0.append(notice) }
    }

    public var lines: [String] { received.withLock { $0 } }
}
