// What can go wrong talking to Valve, each with the exit status it earns. Lower layers' errors are kept
// whole, so a caller can still ask a TransportError whether the server was reachable.
import FoundationEssentials
import SteamModels
import Store
import Transport

public enum WebAPIError: StatusError {
    /// The endpoint needs a key and there is no STEAM_API_KEY and no key file.
    case missingKey(keyFile: String)
    /// The key file exists but is open to others or cannot be read; STEAM_API_KEY is not set.
    case keyFileRefused(KeyFileProblem)
    /// Valve answered 401/403 with its "verify your key=" page.
    case keyRejected(endpoint: String, status: Int)
    /// Still 429 after every retry; `flag` sets the rate of the endpoint's requests.
    case rateLimited(endpoint: String, attempts: Int, flag: String)
    /// Valve's key page on a 403 after its 429s lowered this key's rate: it refuses a key it took until then, for
    /// hours, and every request sent into that only lengthens the block.
    case keyRefusedForRate(endpoint: String, flag: String, retryAfter: Date)
    /// OpenDota's keyless tier has no requests left in its allowance: the month's, or the day's in its newer words.
    case allowanceSpent(endpoint: String)
    /// No answer after every retry: a timeout, reset or cut-off body (this input fails), or a server that cannot
    /// be reached at all (the run ends).
    case transport(endpoint: String, TransportError)
    /// A 3xx answer. It is not followed: the key travels in the query string, so it goes to no server but the one
    /// the base URL names, and an API that moved is a setting to change, not something to chase in every request.
    case redirected(endpoint: String, status: Int, location: String?)
    /// An HTTP status this endpoint should never give, after retries for 5xx.
    case httpStatus(endpoint: String, status: Int)
    /// A 200 whose body is not the JSON the endpoint promises (an HTML page, a changed shape).
    case unexpectedBody(endpoint: String, detail: String)
    /// The endpoint is down for every request, as GetMatchDetails has been since May 2024.
    case unavailable(endpoint: String)
    /// Valve reported a problem with this input inside the body.
    case inBandError(endpoint: String, message: String)
    /// Valve has no such thing: a vanity name nobody holds.
    case notFound(String)
    /// A vanity name Valve resolved to a group or another account that is not a player.
    case notAPlayer(vanity: String, id: SteamID)
    /// `--offline` and the store has no answer for this request.
    case notInStore(endpoint: String, what: String)
    /// The store could not be opened, read or written; `bypassable` when --no-cache would run without it (not
    /// with --offline, nor where the store is the point: playtime history, a sign-in's nonces).
    case store(StoreError, bypassable: Bool)

    public var exitStatus: ExitStatus {
        switch self {
        case .missingKey, .keyFileRefused, .keyRejected: .authentication
        case .rateLimited, .keyRefusedForRate, .allowanceSpent: .rateLimited
        case .transport(_, let error): Self.status(of: error)
        case .store: .fatal
        case .redirected, .httpStatus, .unexpectedBody, .unavailable, .inBandError, .notFound, .notAPlayer, .notInStore: .partialFailure
        }
    }

    /// Only a failure every input would meet ends the run: a server that cannot be reached, a base URL curl
    /// refuses, rate state or libcurl that cannot be used. A timeout, a reset or an answer too large spoils one input.
    private static func status(of error: TransportError) -> ExitStatus {
        switch error {
        case .connectionFailed: error.isUnreachable ? .fatal : .partialFailure
        case .answerTooLarge: .partialFailure
        case .rateLimited: .rateLimited
        case .invalidURL, .rateLimitState, .invalidConfiguration, .curlUnavailable: .fatal
        }
    }

    public var description: String {
        switch self {
        case .missingKey(let keyFile):
            "no Steam API key: set STEAM_API_KEY, or save it to \(keyFile) with: steam-auth key set"
        case .keyFileRefused(let problem):
            problem.description
        case .keyRejected(let endpoint, let status):
            "the Steam API key was rejected (HTTP \(status) from \(endpoint)); check STEAM_API_KEY or the key file"
        case .rateLimited(let endpoint, let attempts, let flag):
            "rate limited by \(endpoint) (HTTP 429 after \(attempts) attempts); try a lower \(flag) or later"
        case .keyRefusedForRate(let endpoint, let flag, let retryAfter):
            "Valve is refusing this API key for now after too many requests (HTTP 403 from \(endpoint) after its 429s): "
                + "it blocks a key that keeps sending past its limits, for an hour or more, up to about 48 hours, and "
                + "each request meanwhile only prolongs that, so none was retried. Try again after "
                + "\(retryAfter.formatted(.iso8601)) with a lower \(flag)"
        case .allowanceSpent(let endpoint):
            "OpenDota allows no more requests without a key until its allowance renews (\(endpoint): "
                + "X-Rate-Limit-Remaining-Month or -Day 0, or its 429 said the monthly or daily limit is spent); "
                + "a key raises the limit (OPENDOTA_API_KEY, or steam-auth key set --service opendota), "
                + "or use Valve: dota-matches --source valve, dota-detail --via sequence"
        case .transport(_, let error):
            error.description
        case .redirected(let endpoint, let status, let location):
            "\(endpoint) answered HTTP \(status), a redirect to \(location.map { redactingKey($0) } ?? "no Location") that is "
                + "not followed, so that the key goes to no other server; if the API has moved, point STEAM_API_BASE_URL "
                + "(or OPENDOTA_API_BASE_URL) at it"
        case .httpStatus(let endpoint, let status):
            "\(endpoint) answered HTTP \(status)"
        case .unexpectedBody(let endpoint, let detail):
            "\(endpoint) sent an unexpected answer: \(detail)"
        case .unavailable(let endpoint):
            "\(endpoint) is unavailable (HTTP 500 {}, as it has been since May 2024); use --via sequence or --via auto"
        case .inBandError(let endpoint, let message):
            "\(endpoint) answered: \(message)"
        case .notFound(let what):
            what
        case .notAPlayer(let vanity, let id):
            "the vanity name \(quoted(vanity)) resolves to \(id) (\(id.steam3)): \(id.playerProblem ?? "not a player")"
        case .notInStore(let endpoint, let what):
            "the store has no \(endpoint) answer for \(what), and this run reads the store alone (--offline, or a history)"
        case .store(let error, let bypassable):
            error.description + (bypassable ? ", or run with --no-cache to work without the store" : "")
        }
    }
}
