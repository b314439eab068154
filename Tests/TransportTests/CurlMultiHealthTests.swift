// Tests for what the curl driver does with a failed curl_multi_perform or curl_multi_poll.
import Testing
@testable import Transport

@Suite struct CurlMultiHealthTests {
    // CURLMcode values from curl/multi.h.
    let callMultiPerform = -1, ok = 0, outOfMemory = 3

    @Test func successIsHealthy() {
        var health = CurlMultiHealth()
        #expect(health.verdict(call: "curl_multi_perform", code: ok) == .healthy)
        #expect(health.verdict(call: "curl_multi_perform", code: callMultiPerform) == .healthy)
    }

    @Test func aFailureFailsTheRunningTransfersInCurlsWordsAndTheDriverGoesOn() throws {
        var health = CurlMultiHealth()
        guard case .failTransfers(let failure) = health.verdict(call: "curl_multi_poll", code: outOfMemory) else {
            Issue.record("expected the running transfers to fail")
            return
        }
        #expect(failure.message == "curl_multi_poll failed: Out of memory (CURLM code 3)")
        // Not retried: the same multi handle would meet the retry.
        #expect(AttemptOutcome.failed(failure).retryReason == nil)
    }

    /// BAD_HANDLE, INTERNAL_ERROR, UNRECOVERABLE_POLL.
    @Test(arguments: [1, 4, 12])
    func aBrokenHandleEndsTheDriverAtOnce(code: Int) {
        var health = CurlMultiHealth()
        guard case .unusable(let failure) = health.verdict(call: "curl_multi_perform", code: code) else {
            Issue.record("expected the driver to give up on CURLM code \(code)")
            return
        }
        #expect(failure.message.hasPrefix("curl_multi_perform failed: "))
        #expect(failure.message.hasSuffix("(CURLM code \(code))"))
    }

    @Test func theSameCallFailingOverAndOverEndsTheDriver() {
        var health = CurlMultiHealth()
        let verdicts = (0..<3).map { _ in health.verdict(call: "curl_multi_poll", code: outOfMemory) }
        guard case .failTransfers = verdicts[0], case .failTransfers = verdicts[1], case .unusable = verdicts[2] else {
            Issue.record("expected two failures then giving up, got \(verdicts)")
            return
        }
    }

    @Test func aSuccessInBetweenStartsTheCountAgain() {
        var health = CurlMultiHealth()
        for _ in 0..<5 {
            _ = health.verdict(call: "curl_multi_poll", code: outOfMemory)
            _ = health.verdict(call: "curl_multi_perform", code: outOfMemory)
            #expect(health.verdict(call: "curl_multi_poll", code: ok) == .healthy)
            #expect(health.verdict(call: "curl_multi_perform", code: ok) == .healthy)
        }
        guard case .failTransfers = health.verdict(call: "curl_multi_poll", code: outOfMemory) else {
            Issue.record("expected the count to have started again")
            return
        }
    }
}
