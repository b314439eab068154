// The network and cache flags every networked tool shares, and the SteamAPI client they configure.
import ArgumentParser
import Foundation
import Store
import Transport

public struct NetworkOptions: ParsableArguments {
    @Option(name: .long, help: "Requests in flight at once.")
    public var jobs = 8

    @Option(name: .long, help: "Requests per second per API key, shared by every steam-pipes process on this machine.")
    public var rate = 5.0

    @Option(name: .long, help: ArgumentHelp("Seconds one request may take before it is retried.", valueName: "seconds"))
    public var timeout = 30.0

    @Option(name: .long, help: "Attempts per request on 429, 5xx and network errors, with jittered exponential backoff.")
    public var attempts = 4

    @Flag(name: .long, help: "Neither read nor write the response cache.")
    public var noCache = false

    @Flag(name: .long, help: "Fetch everything anew, then update the cache.")
    public var refresh = false

    @Flag(name: .long, help: "Answer from the store alone; make no request.")
    public var offline = false

    public init() {}

    public func validate() throws {
        guard [noCache, refresh, offline].filter({ $0 }).count <= 1 else {
            throw ValidationError("--no-cache, --refresh and --offline exclude each other")
        }
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        guard rate > 0 else { throw ValidationError("--rate must be greater than 0") }
        guard timeout > 0 else { throw ValidationError("--timeout must be greater than 0") }
        guard attempts >= 1 else { throw ValidationError("--attempts must be at least 1") }
    }

    public var cacheMode: CacheMode {
        if offline { return .offline }
        if refresh { return .refresh }
        return noCache ? .bypass : .normal
    }

    /// The client these flags describe, with retry notices sent to `notice`.
    public func makeAPI(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        notice: @escaping @Sendable (String) -> Void
    ) -> SteamAPI {
        let key = APIKey.find(environment: environment)
        var transport = TransportConfiguration(
            rateKey: key ?? "",
            stateDirectory: TransportConfiguration.defaultStateDirectory(environment: environment))
        transport.jobs = jobs
        transport.rate = rate
        transport.timeout = timeout
        transport.retry.maxAttempts = attempts
        transport.notice = notice
        return SteamAPI(configuration: .init(
            baseURL: Endpoint.apiBaseURL(environment: environment),
            key: key,
            keyFile: APIKey.filePath(environment: environment),
            cacheMode: cacheMode,
            storePath: Store.defaultPath(environment: environment),
            transport: transport))
    }
}
