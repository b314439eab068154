// The network and cache flags every networked tool shares, and the SteamAPI client they configure.
import ArgumentParser
import FoundationEssentials
import ToolSupport
import Transport
import WebAPI

public struct NetworkOptions: ParsableArguments, Sendable {
    @Option(name: .long, parsing: .unconditional, help: "Requests in flight at once (1-256).")
    public var jobs = NetworkOptions.defaultJobs

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Requests per second per API key (0.001-1000), shared by every steam-pipes process on this machine. "
            + "(default: \(NetworkOptions.defaultRate))",
        valueName: "per-second"), transform: FlagRules.decimal)
    public var rate = NetworkOptions.defaultRate

    @Option(name: .long, parsing: .unconditional, help: "Requests that may go at once after a quiet spell (1-1000); 1 keeps every second within --rate.")
    public var burst = 1

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Seconds one request may take before it is retried (0.1-3600). (default: \(NetworkOptions.defaultTimeout))",
        valueName: "seconds"),
            transform: FlagRules.decimal)
    public var timeout = NetworkOptions.defaultTimeout

    @Option(name: .long, parsing: .unconditional, help: "Attempts per request on 429, 5xx and network errors, with jittered exponential backoff (1-20).")
    public var attempts = NetworkOptions.defaultAttempts

    @Flag(name: .long, help: "Write each input's records as soon as they are ready instead of in input order.")
    public var unordered = false

    @Flag(name: .long, help: "Neither read nor write the store.")
    public var noCache = false

    @Flag(name: .long, help: "Fetch everything anew, then update the store.")
    public var refresh = false

    @Flag(name: .long, help: "Answer from the store alone; make no request.")
    public var offline = false

    @Flag(name: .long, help: "Write a line on stderr for each request: method, URL (its key hidden), status, size, time.")
    public var verbose = false

    public init() {}

    /// Known to `dota-detail stored`, which refuses another --jobs.
    public static let defaultJobs = 8
    /// Shared with `steam-auth key check`, whose one call takes these two flags alone.
    public static let defaultTimeout = 30.0
    /// Used and named in --rate's help, from one place.
    public static let defaultRate = 5.0
    public static let defaultAttempts = 4

    /// Ranges that keep every later computation finite: an `inf` timeout or a 1e-300 rate must be a usage error
    /// here, not a trap when a wait is turned into a Duration.
    public func validate() throws {
        guard [noCache, refresh, offline].filter({ $0 }).count <= 1 else {
            throw ValidationError("--no-cache, --refresh and --offline exclude each other")
        }
        try FlagRules.require(jobs, in: 1...256, "--jobs")
        try FlagRules.require(rate, in: 0.001...1000, "--rate")
        try FlagRules.require(burst, in: 1...1000, "--burst")
        try FlagRules.require(timeout, in: 0.1...3600, "--timeout")
        try FlagRules.require(attempts, in: 1...20, "--attempts")
    }

    public var cacheMode: CacheMode {
        if offline { return .offline }
        if refresh { return .refresh }
        return noCache ? .bypass : .normal
    }

    /// The client these flags describe, with notices (retries, long rate waits) and, with --verbose, each request
    /// written on `diagnostics`.
    public func makeAPI(
        environment: ToolEnvironment = ToolEnvironment(), classRates: [String: Double] = [:],
        diagnostics: Diagnostics
    ) throws(BaseURLError) -> SteamAPI {
        try environment.checkServers()
        let key = environment.apiKey
        var transport = TransportConfiguration(rateKey: key.value ?? "", stateDirectory: environment.stateDirectory)
        transport.jobs = jobs
        transport.rate = rate
        transport.burst = burst
        transport.timeout = timeout
        transport.retry.maxAttempts = attempts
        transport.notice = { diagnostics.note(InputInFlight.naming($0)) }
        transport.trace = verbose ? diagnostics.request : nil
        var configuration = SteamAPI.Configuration(
            baseURL: environment.apiBaseURL,
            communityURL: environment.communityURL,
            key: key,
            cacheMode: cacheMode,
            storePath: environment.storePath,
            transport: transport)
        configuration.classRates = classRates
        configuration.openDotaBaseURL = environment.openDotaBaseURL
        configuration.storeURL = environment.storeURL
        configuration.openDotaKey = environment.openDotaKey
        return SteamAPI(configuration: configuration)
    }
}
