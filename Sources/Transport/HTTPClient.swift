// HTTPClient: sends requests with retries, within the jobs bound and the shared rate limit.
import Foundation

/// One per process: all its requests share one curl multi handle, and so one
/// connection pool.
public final class HTTPClient: Sendable {
    private let configuration: TransportConfiguration
    private let driver: CurlMultiDriver
    private let slots: TransferSlots
    private let rateLimiter: SharedRateLimiter?

    public init(configuration: TransportConfiguration) throws {
        try configuration.validate()
        self.configuration = configuration
        driver = try CurlMultiDriver(maxHostConnections: configuration.jobs)
        slots = TransferSlots(count: configuration.jobs)
        rateLimiter = configuration.rate.map {
            SharedRateLimiter(rate: $0, key: configuration.rateKey, stateDirectory: configuration.stateDirectory)
        }
    }

    deinit {
        driver.stop()
    }

    /// The final response, whatever its status. Throws only when there is no
    /// usable answer: no connection after every attempt, still rate limited
    /// after every attempt, a URL curl refuses, or an unusable rate-limit file.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let maxAttempts = request.retries ? configuration.retry.maxAttempts : 1
        let shownURL = redactingKey(request.url)
        var random = SystemRandomNumberGenerator()
        var attempt = 1
        while true {
            let outcome = try await performAttempt(request)
            guard attempt < maxAttempts, let reason = outcome.retryReason else {
                return try finalResponse(outcome, url: shownURL, attempts: attempt)
            }
            let delay = configuration.retry.delay(after: outcome, attempt: attempt, using: &random)
            configuration.notice(
                RetryNotice.text(
                    url: shownURL, delay: delay, reason: reason, nextAttempt: attempt + 1,
                    maxAttempts: maxAttempts))
            try await Task.sleep(for: .seconds(delay))
            attempt += 1
        }
    }

    /// One attempt: a slot first, then a token, so a request waiting for the
    /// rate never holds a token it cannot use yet.
    private func performAttempt(_ request: HTTPRequest) async throws -> AttemptOutcome {
        await slots.acquire()
        defer { slots.release() }
        try await rateLimiter?.waitForTurn()
        return await driver.perform(
            request, timeout: configuration.timeout, connectTimeout: configuration.connectTimeout)
    }

    private func finalResponse(_ outcome: AttemptOutcome, url: String, attempts: Int) throws -> HTTPResponse {
        switch outcome {
        case .answered(status: 429, _, _):
            throw TransportError.rateLimited(url: url, attempts: attempts)
        case .answered(let status, let headers, let body):
            return HTTPResponse(status: status, headers: headers, body: body, url: url, attempts: attempts)
        case .failed(let failure) where failure.isInvalidURL:
            throw TransportError.invalidURL(url)
        case .failed(let failure):
            throw TransportError.connectionFailed(
                url: url, curlCode: failure.code, message: redactingKey(failure.message), attempts: attempts)
        }
    }
}
