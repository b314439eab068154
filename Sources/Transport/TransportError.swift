// TransportError: every way a send can fail, worded for a person, key redacted.

public enum TransportError: Error, CustomStringConvertible, Sendable {
    /// No HTTP answer at all after every attempt; curl's code and message.
    case connectionFailed(url: String, curlCode: Int, message: String, attempts: Int)
    /// Still answered 429 Too Many Requests after every attempt.
    case rateLimited(url: String, attempts: Int)
    /// The answer's body was over `limit` bytes: too large to be any real answer, so it was not read whole.
    case answerTooLarge(url: String, limit: Int)
    /// curl would not use the URL: malformed, or a scheme other than http(s).
    case invalidURL(String)
    /// The shared rate-limit file could not be opened, locked or written.
    case rateLimitState(path: String, reason: String)
    /// A configuration value is out of range.
    case invalidConfiguration(String)
    /// libcurl itself could not be set up.
    case curlUnavailable(String)

    /// curl's error code when no HTTP answer came at all, nil otherwise.
    public var curlCode: Int? {
        guard case .connectionFailed(_, let curlCode, _, _) = self else { return nil }
        return curlCode
    }

    /// The server could not be reached at all (no such host, connection
    /// refused, no route) on the last attempt: every input would meet the same.
    /// A timeout, a reset, an empty reply or a cut-short body is not this: the
    /// server is there, and another input may fare better.
    public var isUnreachable: Bool {
        curlCode.map(CurlFailure.meansUnreachable(code:)) ?? false
    }

    public var description: String {
        // Redacted here as well as where the cases are made, because anyone
        // can make a case and descriptions end up in logs. Each URL is
        // followed by a space or the end, so redaction cannot eat punctuation.
        redactingKey(unredactedDescription)
    }

    private var unredactedDescription: String {
        switch self {
        case .connectionFailed(let url, let curlCode, let message, let attempts):
            "could not get \(url) after \(attemptCount(attempts)): \(message) (curl error \(curlCode))"
        case .rateLimited(let url, let attempts):
            "rate limited: \(url) still answered HTTP 429 after \(attemptCount(attempts))"
        case .answerTooLarge(let url, let limit):
            "\(url) answered with a body over \(byteCount(limit)), more than any real answer; it was refused, not read whole"
        case .invalidURL(let url):
            "invalid URL: \(url)"
        case .rateLimitState(let path, let reason):
            "cannot use the rate-limit state file \(path): \(reason)"
        case .invalidConfiguration(let problem):
            "invalid network configuration: \(problem)"
        case .curlUnavailable(let problem):
            "libcurl is unavailable: \(problem)"
        }
    }
}

/// "64 MiB" for a whole number of mebibytes, else the bytes.
private func byteCount(_ bytes: Int) -> String {
    bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\(bytes) bytes"
}

private func attemptCount(_ attempts: Int) -> String {
    attempts == 1 ? "1 attempt" : "\(attempts) attempts"
}
