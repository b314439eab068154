// HTTPClient: sends requests with retries, within the jobs bound and the shared rate limit.
import FoundationEssentials
import FoundationGaps
import Glibc
import Synchronization

/// One per process: all its requests share one curl multi handle, and so one
/// connection pool.
public final class HTTPClient: Sendable {
    private let configuration: TransportConfiguration
    private let driver: CurlMultiDriver
    private let slots: FIFOSemaphore
    /// The rate classes whose long wait this process has announced.
    private let announcedWaits = Mutex(Set<String>())
    /// Set when the server refuses the configured key for sending too much: every request counted per that key fails
    /// with it from then on, those already waiting for their turn too, as each would only prolong the refusal.
    private let keyRefusal = Mutex<(any Error)?>(nil)

    public init(configuration: TransportConfiguration) throws {
        try configuration.validate()
        self.configuration = configuration
        driver = try CurlMultiDriver(maxHostConnections: configuration.jobs)
        slots = FIFOSemaphore(count: configuration.jobs)
    }

    deinit {
        driver.stop()
    }

    /// The final response, whatever its status. Throws only when there is no
    /// usable answer: no connection after every attempt, still rate limited
    /// after every attempt, an answer over the size limit, a URL curl refuses, an out-of-range rate class, or
    /// an unusable rate-limit file; or CancellationError once the calling task is cancelled.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let redactor = KeyRedactor(url: request.url)
        let shownURL = redactor.redact(request.url)
        let rateLimiters = try rateLimiters(for: request.rateClass)
        let maxAttempts = request.retry.retries ? configuration.retry.maxAttempts : 1
        var random = SystemRandomNumberGenerator()
        var attempt = 1
        while true {
            let (outcome, seconds, taken) = try await performAttempt(request, rateLimiters: rateLimiters) { wait, learnedRate in
                // Once per class: with --jobs above the rate nearly every request waits, and a line for each
                // would bury the notes that matter.
                guard announcedWaits.withLock({ $0.insert(request.rateClass.name).inserted }) else { return }
                configuration.notice(
                    redactor.redact(
                        RateNotice.text(
                            url: shownURL, wait: wait, configuredRate: configuration.rate,
                            rateClass: request.rateClass, learnedRate: learnedRate)))
            }
            configuration.trace?(
                redactor.redact(
                    RequestTrace.text(
                        method: request.method, url: shownURL, outcome: outcome, seconds: seconds, attempt: attempt,
                        maxAttempts: maxAttempts)))
            let endsAttempts = request.retry.endsAttempts(outcome)
            if !endsAttempts, let limiter = rateLimiters.first, let taken {
                try await learn(from: outcome, sentAt: taken, limiter: limiter, url: shownURL, rateClass: request.rateClass)
            }
            guard attempt < maxAttempts, !endsAttempts, let reason = outcome.retryReason else {
                return try finalResponse(
                    outcome, url: shownURL, attempts: attempt, redactor: redactor, judgedByCaller: endsAttempts)
            }
            let delay = configuration.retry.delay(after: outcome, attempt: attempt, using: &random)
            configuration.notice(
                redactor.redact(
                    RetryNotice.text(
                        url: shownURL, delay: delay, reason: reason, nextAttempt: attempt + 1,
                        maxAttempts: maxAttempts)))
            try await WaitLimits.sleep(seconds: delay)
            attempt += 1
        }
    }

    /// The buckets a request of this class takes a token from: its class's own, at the lower of the configured rate
    /// and its ceiling, and the key's configured rate as well, so that requests of every class together stay within
    /// --rate. None when nothing limits the rate.
    private func rateLimiters(for rateClass: RateClass) throws -> [SharedRateLimiter] {
        if let ceiling = rateClass.ceiling, !WaitLimits.rates.contains(ceiling) {
            throw TransportError.invalidConfiguration(
                TransportConfiguration.rateProblem("the ceiling of rate class \(rateClass.name)", ceiling))
        }
        func limiter(_ rate: Double, _ rateClass: RateClass) -> SharedRateLimiter {
            SharedRateLimiter(
                rate: rate, burst: configuration.burst, key: rateClass.separateKey ?? configuration.rateKey,
                rateClass: rateClass, stateDirectory: configuration.stateDirectory)
        }
        let configured = rateClass.applicable(configured: configuration.rate)
        var limiters = rateClass.effectiveRate(configured: configured).map { [limiter($0, rateClass)] } ?? []
        if rateClass.name != RateClass.standard.name, let rate = configured {
            limiters.append(limiter(rate, .standard))
        }
        return limiters
    }

    /// One attempt: a slot first, then a token, so a request waiting for the
    /// rate never holds a token it cannot use yet. Also the seconds the transfer itself took, and the class's token
    /// (nil when nothing limits it).
    private func performAttempt(
        _ request: HTTPRequest, rateLimiters: [SharedRateLimiter], announceWait: (Double, Double?) -> Void
    ) async throws -> (AttemptOutcome, Double, SharedRateLimiter.Taken?) {
        await slots.acquire()
        defer { slots.release() }
        var taken: [SharedRateLimiter.Taken] = []
        for limiter in rateLimiters { taken.append(try await limiter.waitForTurn(announce: announceWait)) }
        if request.rateClass.separateKey == nil, let refusal = keyRefusal.withLock({ $0 }) { throw refusal }
        let started = ContinuousClock.now
        let outcome = try await driver.perform(
            request, timeout: configuration.timeout, connectTimeout: configuration.connectTimeout,
            answerLimit: configuration.answerLimit)
        let took = ContinuousClock.now - started
        return (outcome, Double(took.components.seconds) + Double(took.components.attoseconds) / 1e18, taken.first)
    }

    /// Teaches the class's own bucket (the first) what the answer says of its rate: a 429 that names no wait lowers
    /// it, and while a learned rate holds, any other answer counts toward raising it. A 429 with Retry-After is
    /// obeyed as the server asks and teaches nothing; neither does a transport failure, which says nothing of the rate.
    private func learn(
        from outcome: AttemptOutcome, sentAt taken: SharedRateLimiter.Taken, limiter: SharedRateLimiter, url: String,
        rateClass: RateClass
    ) async throws {
        guard case .answered(let status, let headers, _) = outcome else { return }
        let change: LearnedRate.Change?
        if status == 429 {
            guard headers["retry-after"] == nil else { return }
            change = try await limiter.learn(refused: true, sentAt: taken.time)
        } else if taken.learnedRate != nil, status < 500 {
            change = try await limiter.learn(refused: false, sentAt: taken.time)
        } else {
            return
        }
        guard let change else { return }
        configuration.trace?(RateNotice.learned(change, url: url, rateClass: rateClass, configured: limiter.rate))
    }

    /// Fails, with `error`, every request from now on that is counted per the configured key.
    public func refuseRequestsWithTheKey(_ error: any Error) {
        keyRefusal.withLock { $0 = $0 ?? error }
    }

    /// Whether a 429 lowered the rate of any class of the configured key within the last hour, in this process or
    /// another: a 403 after that is Valve refusing a key it took until then, not a key it never took.
    public func rateWasRefusedLately() async throws -> Bool {
        let directory = SharedRateLimiter.directory(in: configuration.stateDirectory)
        let prefix = KeyTag.of(configuration.rateKey) + "."
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            let limiter = SharedRateLimiter(
                rate: 1, burst: 1, key: configuration.rateKey, rateClass: RateClass(name: String(name.dropFirst(prefix.count))),
                stateDirectory: configuration.stateDirectory)
            if try await limiter.remembersARefusal() { return true }
        }
        return false
    }

    /// An answer the request's retry rule named final is the caller's to judge, a 429 among them (OpenDota's spent
    /// month); any other 429 left after the last attempt is a rate limit.
    private func finalResponse(
        _ outcome: AttemptOutcome, url: String, attempts: Int, redactor: KeyRedactor, judgedByCaller: Bool
    ) throws -> HTTPResponse {
        switch outcome {
        case .answered(status: 429, _, _) where !judgedByCaller:
            throw TransportError.rateLimited(url: url, attempts: attempts)
        case .answered(let status, var headers, let body):
            // A redirect is shown, never followed, and a server may write the key into its target in any spelling:
            // shown decoded, every spelling of the key is its one raw one.
            headers["location"] = headers["location"].map { redactor.redact($0.percentDecoded ?? $0) }
            return HTTPResponse(status: status, headers: headers, body: body, url: url, attempts: attempts)
        case .failed(let failure) where failure.isInvalidURL:
            throw TransportError.invalidURL(url)
        case .failed(let failure) where failure.isAnswerOverLimit:
            throw TransportError.answerTooLarge(url: url, limit: configuration.answerLimit)
        case .failed(let failure):
            throw TransportError.connectionFailed(
                url: url, curlCode: failure.code, message: redactor.redact(failure.message), attempts: attempts)
        }
    }
}
