// The Steam Web API client: every request goes one way, through the store's answers, Transport, and the
// endpoint's rules for what Valve's answer means.
import FoundationEssentials
import SteamModels
import Store
import Synchronization
import Transport

public final class SteamAPI: Sendable {
    public struct Configuration: Sendable {
        public var baseURL: String
        /// Steam's community site, where OpenID sign-in lives.
        public var communityURL: String
        public var key: APIKey
        /// OpenDota's API, where dota-matches --source opendota and dota-detail --via opendota go.
        public var openDotaBaseURL = "https://api.opendota.com/api"
        /// OpenDota's key, which only raises its limits: none is fine, a key file others may read is refused.
        public var openDotaKey = APIKey.missing(keyFile: "")
        /// The Steam store's site, where appdetails lives.
        public var storeURL = "https://store.steampowered.com"
        public var cacheMode: CacheMode
        public var storePath: String
        public var transport: TransportConfiguration
        /// Requests per second for a rate class by name, such as dota-detail's --sequence-rate; the lower of it and
        /// the transport's rate applies.
        public var classRates: [String: Double] = [:]
        public var now: @Sendable () -> Date

        public init(
            baseURL: String, communityURL: String = "https://steamcommunity.com", key: APIKey, cacheMode: CacheMode,
            storePath: String, transport: TransportConfiguration, now: @escaping @Sendable () -> Date = Date.init
        ) {
            self.baseURL = baseURL
            self.communityURL = communityURL
            self.key = key
            self.cacheMode = cacheMode
            self.storePath = storePath
            self.transport = transport
            self.now = now
        }
    }

    /// What one identity's request came to: its outcome and, when found, the body to decode.
    struct Answer: Sendable {
        let outcome: Outcome
        let body: Data
        /// When Valve gave it: now for a fresh answer, the first fetch's time for a stored one.
        let fetchedAt: Date
        /// The server's own clock at a fresh answer (its Date header); nil for a stored one.
        var serverTime: Double? = nil
    }

    public let configuration: Configuration
    /// When the client was made: an answer fetched since is new to this run, one fetched before came from the store.
    public let startedAt: Date
    /// Worked out once: every read and write of the store names it.
    let server: String
    let store: OnDemand<Store>
    private let client: OnDemand<HTTPClient>
    /// A few hundred answers: enough for the same id asked twice in a run, and a match's answer runs to 10 KB or more,
    /// so thousands would hold tens of MB. An answer no longer remembered comes from the store.
    private let sharedAnswers = SharedWork<Answer>(capacity: 256)
    /// Hero tables by language, read once per run.
    let heroTables = SharedWork<HeroList>()
    /// Learned from the first GetMatchDetails answer: after an HTTP 500 `{}` the rest of the run goes straight to
    /// the fallback.
    let detailsAvailability = DetailsAvailability()
    /// What OpenDota's rate headers said last, for every request of the run.
    let openDotaAllowance = Mutex(OpenDotaAllowance())

    public convenience init(configuration: Configuration) {
        let path = configuration.storePath
        let transport = configuration.transport
        self.init(
            configuration: configuration, store: OnDemand { try await Store.open(path: path) },
            client: OnDemand {
                do { return try HTTPClient(configuration: transport) } catch let error as TransportError {
                    throw WebAPIError.transport(endpoint: "", error)
                }
            })
    }

    private init(configuration: Configuration, store: OnDemand<Store>, client: OnDemand<HTTPClient>) {
        self.configuration = configuration
        startedAt = configuration.now()
        server = Self.server(of: configuration.baseURL)
        self.store = store
        self.client = client
    }

    /// The client of a --watch's next round: the same store connections, curl handle and rate state, but a run of
    /// its own, which starts now and has fetched nothing yet, so that every answer is asked anew. A store or curl
    /// that could not be made is tried again: a store locked at opening may be free by now.
    public func nextRound() async -> SteamAPI {
        SteamAPI(configuration: configuration, store: await store.again(), client: await client.again())
    }

    var cacheMode: CacheMode { configuration.cacheMode }

    /// A note about the whole run, on stderr as the run's notices go.
    public func notice(_ text: String) {
        configuration.transport.notice(text)
    }

    /// The server part of every stored answer's identity: scheme, host and port of the base URL, never a key.
    private static func server(of baseURL: String) -> String {
        guard let components = URLComponents(string: baseURL), let host = components.host else { return baseURL }
        let port = components.port.map { ":\($0)" } ?? ""
        return "\(components.scheme?.lowercased() ?? "https")://\(host.lowercased())\(port)"
    }

    /// Where `endpoint`'s answers are kept. Those of a method that takes the key are the key's own: what a key may see
    /// differs (its owner's private data), and a wrong or missing key must not pass for a right one while answers
    /// are cached. Offline reads every key's, since it uses none.
    func scope(_ endpoint: Endpoint) -> AnswerScope {
        let access: String? =
            if cacheMode == .offline { nil }
            else if endpoint.usesKey { configuration.key.value.map(KeyTag.of) ?? Self.noKey }
            else { "" }
        return AnswerScope(server: server, method: endpoint.method, access: access)
    }

    /// The access of a run without a key, which no stored answer has: such a run is refused at its first request, as
    /// it would be with nothing stored.
    private static let noKey = "none"

    /// The answer for one identity: once per run however many inputs ask, from the store while fresh, else fetched,
    /// judged by the endpoint's rules and stored at once, together with the playtime `snapshot` or the `account`
    /// snapshot taken from it. A found body must first pass `validate`: one of the wrong shape stored would fail every
    /// run until it expired.
    func answer(
        _ endpoint: Endpoint, _ parameters: [(String, String)], describing what: String,
        validate: (@Sendable (Data) throws -> Void)? = nil,
        snapshot: (@Sendable (Answer) throws -> PlaytimeSnapshot?)? = nil,
        account: (@Sendable (Answer) throws -> AccountSnapshot?)? = nil
    ) async throws -> Answer {
        let identity = Self.identity(endpoint.identity, parameters)
        return try await sharedAnswers.value(for: "\(endpoint.method)\n\(identity)") {
            if let stored = try await self.storedAnswers(endpoint, [identity])[identity] { return stored }
            guard self.cacheMode != .offline else { throw WebAPIError.notInStore(endpoint: endpoint.method, what: what) }
            let response = try await self.fetch(endpoint, parameters)
            let answer = Answer(
                outcome: try self.outcome(of: response, from: endpoint), body: response.body,
                fetchedAt: self.configuration.now(), serverTime: response.serverTime)
            if answer.outcome == .found { try validate?(answer.body) }
            try await self.keep(
                [(identity, answer)], from: endpoint, snapshot: try snapshot?(answer),
                accounts: try account?(answer).map { [$0] } ?? [])
            return answer
        }
    }

    /// Stored answers for `identities` fresh enough for this run's mode (any age offline), in one query.
    func storedAnswers(_ endpoint: Endpoint, _ identities: [String]) async throws -> [String: Answer] {
        guard cacheMode.reads, !identities.isEmpty else { return [:] }
        let now = cacheMode == .offline ? nil : configuration.now()
        let stored = try await withStore { store throws(StoreError) in
            try await store.answers(in: scope(endpoint), for: identities, freshAt: now)
        }
        return stored.compactMapValues { stored in
            Outcome(rawValue: stored.outcome).map { Answer(outcome: $0, body: stored.body, fetchedAt: stored.fetchedAt) }
        }
    }

    /// Stores the answers whose outcome the endpoint keeps, and the snapshots taken from them, in one transaction, as
    /// soon as they arrive: an interrupted run keeps every answer it already had.
    func keep(
        _ answers: [(identity: String, answer: Answer)], from endpoint: Endpoint, snapshot: PlaytimeSnapshot? = nil,
        accounts: [AccountSnapshot] = []
    ) async throws {
        guard cacheMode.writes else { return }
        let kept = answers.compactMap { identity, answer -> (identity: String, answer: StoredAnswer)? in
            guard let lifetime = endpoint.lifetimes[answer.outcome] else { return nil }
            return (identity, StoredAnswer(
                outcome: answer.outcome.rawValue, body: answer.body, fetchedAt: answer.fetchedAt,
                expiresAt: lifetime.expiry(after: answer.fetchedAt)))
        }
        try await withStore { store throws(StoreError) in
            try await store.save(kept, in: scope(endpoint), snapshot: snapshot, accounts: accounts)
        }
    }

    /// `body` on the run's store, with its failures as WebAPIError.store (fatal: every input would meet them).
    /// `essential` when the run cannot do without the store whatever its cache flags.
    func withStore<Result: Sendable>(
        essential: Bool = false, _ body: (Store) async throws(StoreError) -> Result
    ) async throws -> Result {
        do {
            return try await body(try await store.get())
        } catch let error as StoreError {
            throw WebAPIError.store(error, bypassable: !essential && cacheMode != .offline)
        }
    }

    /// One request to Valve or OpenDota. Whatever status comes back is returned for the endpoint's rules to judge; a
    /// rate limit that outlasted the retries and a network failure are thrown.
    func fetch(_ endpoint: Endpoint, _ parameters: [(String, String)]) async throws -> HTTPResponse {
        switch endpoint.location {
        case .openDota: return try await fetchOpenDota(endpoint, parameters)
        case .store:
            let url = endpoint.url(base: configuration.storeURL, parameters: parameters, key: nil)
            return try await send(HTTPRequest(url: url, retry: endpoint.retry, rateClass: rateClass(of: endpoint)), to: endpoint.method)
        case .steam: break
        }
        var key: String?
        if endpoint.usesKey {
            if let problem = configuration.key.problem { throw problem }
            key = configuration.key.value
        }
        let url = endpoint.url(base: configuration.baseURL, parameters: parameters, key: key)
        return try await send(HTTPRequest(url: url, retry: endpoint.retry, rateClass: rateClass(of: endpoint)), to: endpoint.method)
    }

    /// The endpoint's rate class at the rate the run set for it (dota-detail's --sequence-rate, --opendota-rate),
    /// counted per `separateKey` when it is another service's.
    func rateClass(of endpoint: Endpoint, separateKey: String? = nil) -> RateClass {
        let declared = endpoint.rateClass
        return RateClass(
            name: declared.name, ceiling: configuration.classRates[declared.name] ?? declared.ceiling,
            separateKey: separateKey ?? declared.separateKey, flag: declared.flag)
    }

    /// Sends `request` with the run's client, naming `endpoint` in a rate limit or network failure. Once Valve refuses
    /// the key for its rate, the client sends Valve nothing more: each request would prolong the block.
    func send(_ request: HTTPRequest, to endpoint: String) async throws -> HTTPResponse {
        do {
            let response = try await client.get().send(request)
            try await checkForRateRefusal(response, of: request, from: endpoint)
            return response
        } catch TransportError.rateLimited(_, let attempts) {
            throw WebAPIError.rateLimited(endpoint: endpoint, attempts: attempts, flag: request.rateClass.flag)
        } catch let error as TransportError {
            throw WebAPIError.transport(endpoint: endpoint, error)
        }
    }

    /// Valve's key page on a 403 reads the same whether the key is bad or blocked for sending past the limits; after
    /// 429s lowered this key's rate within the hour, it is the block. (A bad key is refused before it is counted, so
    /// it never meets a 429.)
    private func checkForRateRefusal(_ response: HTTPResponse, of request: HTTPRequest, from endpoint: String) async throws {
        guard response.status == 403, request.rateClass.separateKey == nil, Self.isKeyPage(response),
            try await client.get().rateWasRefusedLately()
        else { return }
        let refusal = WebAPIError.keyRefusedForRate(
            endpoint: endpoint, flag: request.rateClass.flag,
            retryAfter: configuration.now().addingTimeInterval(Self.rateRefusalWait))
        try await client.get().refuseRequestsWithTheKey(refusal)
        throw refusal
    }

    /// Valve does not say how long a block lasts; reports run from an hour to about two days.
    static let rateRefusalWait: TimeInterval = 3_600

    /// Valve's key pages ask to "verify your key="; a 401 or 403 without it is about the data, not the key.
    static func isKeyPage(_ response: HTTPResponse) -> Bool {
        (response.status == 401 || response.status == 403) && String(decoding: response.body, as: UTF8.self).contains("key=")
    }

    /// What an answer means: the endpoint's own rules first, then the shared ones.
    func outcome(of response: HTTPResponse, from endpoint: Endpoint) throws -> Outcome {
        for rule in endpoint.rules {
            switch rule.verdict(response.status, response.body) {
            case .outcome(let outcome): return outcome
            case .inBandError(let message): throw WebAPIError.inBandError(endpoint: endpoint.method, message: message)
            case nil: continue
            }
        }
        if Self.isKeyPage(response) {
            throw WebAPIError.keyRejected(endpoint: endpoint.method, status: response.status)
        }
        if (300...399).contains(response.status) {
            throw WebAPIError.redirected(endpoint: endpoint.method, status: response.status, location: response.headers["location"])
        }
        guard response.status == 200 else { throw WebAPIError.httpStatus(endpoint: endpoint.method, status: response.status) }
        guard response.body.first(where: { !isJSONWhitespace($0) }) != UInt8(ascii: "<") else {
            throw WebAPIError.unexpectedBody(endpoint: endpoint.method, detail: "an HTML page instead of JSON")
        }
        return .found
    }

    /// A `validate` for `answer` from one of SteamModels' decoders: the body must decode before it is stored.
    static func shape<Body>(
        _ decode: @escaping @Sendable (Data) throws(ShapeError) -> Body, from endpoint: Endpoint
    ) -> @Sendable (Data) throws -> Void {
        { body in _ = try read(body, from: endpoint, decode) }
    }

    /// Decodes a found answer's body; a shape the model does not know is an error naming the endpoint and field.
    func decode<Body: Decodable>(_ type: Body.Type, _ body: Data, from endpoint: Endpoint) throws -> Body {
        do {
            return try JSONDecoder().decode(Body.self, from: body)
        } catch {
            throw WebAPIError.unexpectedBody(endpoint: endpoint.method, detail: DecodingProblem(error).description)
        }
    }

    /// A body read by one of SteamModels' decoders, its shape errors as WebAPIError naming the endpoint.
    static func read<Body>(_ body: Data, from endpoint: Endpoint, _ decode: (Data) throws(ShapeError) -> Body) throws -> Body {
        do throws(ShapeError) {
            return try decode(body)
        } catch {
            throw WebAPIError.unexpectedBody(endpoint: endpoint.method, detail: error.description)
        }
    }

    static func identity(_ rule: CacheIdentity, _ parameters: [(String, String)]) -> String {
        switch rule {
        case .parameter(let name), .eachOf(let name):
            parameters.first { $0.0 == name }?.1 ?? ""
        case .caseInsensitive(let name):
            parameters.first { $0.0 == name }?.1.lowercased() ?? ""
        case .everyParameter, .appInCountry:
            parameters.map { "\($0.0)=\($0.1)" }.joined(separator: "&")
        }
    }
}

/// How a run uses the store: --no-cache, --refresh, --offline.
public enum CacheMode: Sendable {
    /// Answer from the store while fresh, else fetch and remember.
    case normal
    /// Neither read nor write the store.
    case bypass
    /// Fetch everything anew and remember it.
    case refresh
    /// Answer from the store alone, at any age; never touch the network.
    case offline

    var reads: Bool { self == .normal || self == .offline }
    var writes: Bool { self == .normal || self == .refresh }
}
