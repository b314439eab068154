// TransportConfiguration: the knobs of an HTTPClient, with the defaults the tools use.
import FoundationEssentials
import Glibc

public struct TransportConfiguration: Sendable {
    /// Requests in flight at once; the rest wait their turn.
    public var jobs: Int
    /// Seconds allowed for a whole transfer, connection included.
    public var timeout: Double
    /// Seconds allowed to establish the connection.
    public var connectTimeout: Double
    /// The most bytes an answer's body may have; a larger one is refused, read no further than this.
    public var answerLimit: Int = TransportConfiguration.defaultAnswerLimit
    public var retry: RetryPolicy
    /// Requests per second per key and rate class, across every process on the
    /// machine; nil for no limit beyond a class's own ceiling.
    public var rate: Double?
    /// The most requests a bucket lets through at once after an idle spell.
    /// With 1, no one-second window sees more than the rate.
    public var burst: Int
    /// The secret the rate is counted per (the API key). Only a hash of it names the state file.
    public var rateKey: String
    /// Where the shared rate buckets live. The tools pass the XDG state directory (WebAPI's ToolEnvironment reads
    /// the environment); the default keeps a library user's buckets in the temporary directory.
    public var stateDirectory: URL
    /// Receives one line per retry, for the tool to show on stderr. URLs in it are redacted.
    public var notice: @Sendable (String) -> Void
    /// Receives one line per attempt (--verbose): method, URL, status or curl's reason, size and time. Redacted too.
    public var trace: (@Sendable (String) -> Void)?

    public init(
        jobs: Int = 8,
        timeout: Double = 30,
        connectTimeout: Double = 10,
        retry: RetryPolicy = RetryPolicy(),
        rate: Double? = nil,
        burst: Int = 1,
        rateKey: String = "",
        stateDirectory: URL = FileManager.default.temporaryDirectory.appendingPathComponent("steam-pipes", isDirectory: true),
        notice: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.jobs = jobs
        self.timeout = timeout
        self.connectTimeout = connectTimeout
        self.retry = retry
        self.rate = rate
        self.burst = burst
        self.rateKey = rateKey
        self.stateDirectory = stateDirectory
        self.notice = notice
    }

    /// Rejects every value that cannot describe a working client, before any
    /// of them reaches a Duration or a curl option, where they would trap or overflow.
    func validate() throws {
        func require(_ holds: Bool, _ problem: String) throws {
            if !holds { throw TransportError.invalidConfiguration(problem) }
        }
        let longestTimeout = WaitLimits.longestTimeout, longestWait = WaitLimits.longestWait
        try require(jobs >= 1, "jobs must be at least 1, not \(jobs)")
        try require(
            timeout > 0 && timeout <= longestTimeout,
            "timeout must be more than 0 and at most \(Int(longestTimeout)) seconds, not \(timeout)")
        try require(
            connectTimeout > 0 && connectTimeout <= longestTimeout,
            "connect timeout must be more than 0 and at most \(Int(longestTimeout)) seconds, not \(connectTimeout)")
        try require(answerLimit >= 1, "answer limit must be at least 1 byte, not \(answerLimit)")
        try require(retry.maxAttempts >= 1, "retry attempts must be at least 1, not \(retry.maxAttempts)")
        try require(
            (0...longestWait).contains(retry.baseDelay),
            "retry base delay must be from 0 to \(Int(longestWait)) seconds, not \(retry.baseDelay)")
        try require(
            (0...longestWait).contains(retry.maxDelay),
            "retry max delay must be from 0 to \(Int(longestWait)) seconds, not \(retry.maxDelay)")
        if let rate {
            try require(WaitLimits.rates.contains(rate), TransportConfiguration.rateProblem("rate", rate))
        }
        try require(
            WaitLimits.bursts.contains(burst),
            "burst must be from \(WaitLimits.bursts.lowerBound) to \(WaitLimits.bursts.upperBound), not \(burst)")
    }

    /// 64 MiB. The largest real answers are far smaller: a schema of a game with thousands of stats is a few
    /// hundred KB (Payday 2's, the largest sample, 393 KB), a Valve page of matches tens of KB, and OpenDota's whole
    /// history of a player, the one answer that grows without a page size, about 280 bytes a match with its default
    /// columns and 350 with those --league asks for: some 21 MB for 60,000 matches, a match every four hours for
    /// 27 years. Three times that still stops a server that never ends its body long before memory runs out.
    public static let defaultAnswerLimit = 64 << 20

    static func rateProblem(_ name: String, _ value: Double) -> String {
        "\(name) must be from one request an hour to \(Int(WaitLimits.rates.upperBound)) a second, not \(value)"
    }
}
