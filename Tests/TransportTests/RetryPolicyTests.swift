// Tests for the retry rules: backoff, Retry-After, and which outcomes are retried.
import Foundation
import Testing
@testable import Transport

@Suite struct RetryPolicyTests {
    let policy = RetryPolicy(maxAttempts: 6, baseDelay: 0.5, maxDelay: 3)

    @Test func backoffCeilingDoublesThenCaps() {
        let ceilings = (1...5).map { policy.backoffCeiling(afterAttempt: $0) }
        #expect(ceilings == [0.5, 1, 2, 3, 3])
        #expect(policy.backoffCeiling(afterAttempt: 10_000) == 3)
    }

    @Test func backoffIsFullJitterUnderTheCeiling() {
        var random = SystemRandomNumberGenerator()
        let delays = (0..<200).map { _ in policy.backoff(afterAttempt: 3, using: &random) }
        #expect(delays.allSatisfy { (0...2).contains($0) })
        // Full jitter spreads the picks over the whole range, not near the ceiling.
        #expect(delays.contains { $0 < 1 })
        #expect(delays.contains { $0 > 1 })
    }

    @Test func retryAfterInSeconds() {
        #expect(RetryAfter.seconds(fromHeader: "7") == 7)
        #expect(RetryAfter.seconds(fromHeader: " 0 ") == 0)
    }

    @Test func retryAfterAsAnHTTPDate() throws {
        let now = Date(timeIntervalSince1970: 784_111_767)  // Sun, 06 Nov 1994 08:49:27 GMT
        let seconds = try #require(RetryAfter.seconds(fromHeader: "Sun, 06 Nov 1994 08:49:37 GMT", now: now))
        #expect(seconds == 10)
        #expect(RetryAfter.seconds(fromHeader: "Sun, 06 Nov 1994 08:49:37 GMT", now: now + 60) == 0)
    }

    @Test func retryAfterThatSaysNothing() {
        for value in ["", "soon", "-5", "1.5"] {
            #expect(RetryAfter.seconds(fromHeader: value) == nil, "\(value)")
        }
    }

    @Test func serversRetryAfterWinsOn429And503ButIsCapped() {
        var random = SystemRandomNumberGenerator()
        let asked429 = AttemptOutcome.answered(status: 429, headers: ["retry-after": "2"], body: Data())
        let asked503 = AttemptOutcome.answered(status: 503, headers: ["retry-after": "60"], body: Data())
        #expect(policy.delay(after: asked429, attempt: 1, using: &random) == 2)
        #expect(policy.delay(after: asked503, attempt: 1, using: &random) == 3)
    }

    @Test func retryAfterOnOtherStatusesIsBackoff() {
        var random = SystemRandomNumberGenerator()
        let outcome = AttemptOutcome.answered(status: 500, headers: ["retry-after": "60"], body: Data())
        #expect(policy.delay(after: outcome, attempt: 1, using: &random) <= 0.5)
    }

    @Test(arguments: [429, 500, 502, 503, 504])
    func retriesRateLimitsAndServerErrors(status: Int) {
        #expect(AttemptOutcome.answered(status: status, headers: [:], body: Data()).retryReason == "HTTP \(status)")
    }

    @Test(arguments: [200, 204, 301, 400, 401, 403, 404, 405, 410])
    func doesNotRetryOtherStatuses(status: Int) {
        #expect(AttemptOutcome.answered(status: status, headers: [:], body: Data()).retryReason == nil)
    }

    @Test func retriesTransientCurlFailuresOnly() {
        let emptyReply = AttemptOutcome.failed(CurlFailure(code: 52, message: "Empty reply from server"))
        #expect(emptyReply.retryReason == "curl error 52: Empty reply from server")
        #expect(AttemptOutcome.failed(CurlFailure(code: 18, message: "partial")).retryReason != nil)
        #expect(AttemptOutcome.failed(CurlFailure(code: 28, message: "timeout")).retryReason != nil)
        #expect(AttemptOutcome.failed(CurlFailure(code: 3, message: "malformed")).retryReason == nil)
        #expect(AttemptOutcome.failed(CurlFailure(code: 60, message: "bad certificate")).retryReason == nil)
    }
}
