// What can go wrong talking to Valve, each with the exit status design §3 gives it.
import SteamModels
import Transport

public enum WebAPIError: StatusError {
    /// No STEAM_API_KEY and no key file.
    case missingKey(keyFile: String)
    /// Valve answered 401/403 with its "verify your key=" page.
    case keyRejected(endpoint: String, status: Int)
    /// Still 429 after every retry.
    case rateLimited(endpoint: String, attempts: Int)
    /// The network failed after every retry (connection refused, reset, timeouts). Carries curl's words, key redacted.
    case network(String)
    /// An HTTP status this endpoint should never give, after retries for 5xx.
    case httpStatus(endpoint: String, status: Int)
    /// A 200 whose body is not the JSON the endpoint promises (an HTML page, a changed shape).
    case unexpectedBody(endpoint: String, detail: String)
    /// Valve has no such thing: a vanity name nobody holds.
    case notFound(String)
    /// `--offline` and the store has no answer for this request.
    case notInStore(endpoint: String, what: String)
    /// The store could not be opened or written.
    case store(String)

    public var exitStatus: ExitStatus {
        switch self {
        case .missingKey, .keyRejected: .authentication
        case .rateLimited: .rateLimited
        case .network, .store: .fatal
        case .httpStatus, .unexpectedBody, .notFound, .notInStore: .partialFailure
        }
    }

    public var description: String {
        switch self {
        case .missingKey(let keyFile):
            "no Steam API key: set STEAM_API_KEY or write the key to \(keyFile) (mode 0600)"
        case .keyRejected(let endpoint, let status):
            "the Steam API key was rejected (HTTP \(status) from \(endpoint)); check STEAM_API_KEY or the key file"
        case .rateLimited(let endpoint, let attempts):
            "rate limited by \(endpoint) (HTTP 429 after \(attempts) attempts); try a lower --rate or later"
        case .network(let message):
            "network: \(message)"
        case .httpStatus(let endpoint, let status):
            "\(endpoint) answered HTTP \(status)"
        case .unexpectedBody(let endpoint, let detail):
            "\(endpoint) sent an unexpected answer: \(detail)"
        case .notFound(let what):
            what
        case .notInStore(let endpoint, let what):
            "--offline: the store has no \(endpoint) answer for \(what)"
        case .store(let message):
            message
        }
    }
}

extension WebAPIError {
    init(_ error: TransportError, endpoint: Endpoint) {
        switch error {
        case .rateLimited(_, let attempts): self = .rateLimited(endpoint: endpoint.method, attempts: attempts)
        default: self = .network(error.description)
        }
    }
}
