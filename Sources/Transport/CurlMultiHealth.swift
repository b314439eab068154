// CurlMultiHealth: what a CURLM result from the driver loop means for the transfers running and for the driver.
internal import CCurl

/// The driver's view of its multi handle. Any failed call fails the transfers
/// then running, since curl gives no word on which of them it spoiled. The
/// driver goes on taking new work unless the handle itself is broken, or the
/// same call failed again and again, which would otherwise spin the loop.
struct CurlMultiHealth {
    enum Verdict: Equatable {
        case healthy
        /// Fail the running transfers with this, and go on.
        case failTransfers(CurlFailure)
        /// Fail everything with this, now and from now on.
        case unusable(CurlFailure)
    }

    static let failuresInARowBeforeGivingUp = 3

    private var failuresInARow: [String: Int] = [:]

    /// `call` names the curl function that returned `code` (a CURLMcode's value).
    mutating func verdict(call: String, code: Int) -> Verdict {
        // CALL_MULTI_PERFORM only ever meant "call again", which the loop does anyway.
        guard code != Int(CURLM_OK.rawValue), code != Int(CURLM_CALL_MULTI_PERFORM.rawValue) else {
            failuresInARow[call] = 0
            return .healthy
        }
        let failures = (failuresInARow[call] ?? 0) + 1
        failuresInARow[call] = failures
        let reason = String(cString: curl_multi_strerror(CURLMcode(rawValue: numericCast(code))))
        // No CURLcode says "the multi handle failed"; FAILED_INIT is the nearest and, unlike the
        // network's codes, is not retried, because the same handle would fail the retry too.
        let failure = CurlFailure(
            code: Int(CURLE_FAILED_INIT.rawValue), message: "\(call) failed: \(reason) (CURLM code \(code))")
        let brokenHandle = CurlMultiHealth.brokenHandleCodes.contains(code)
        return brokenHandle || failures >= CurlMultiHealth.failuresInARowBeforeGivingUp
            ? .unusable(failure) : .failTransfers(failure)
    }

    /// Codes after which the multi handle cannot be used again.
    private static let brokenHandleCodes: Set<Int> = Set([
        CURLM_BAD_HANDLE,
        CURLM_INTERNAL_ERROR,
        CURLM_UNRECOVERABLE_POLL,
    ].map { Int($0.rawValue) })
}
