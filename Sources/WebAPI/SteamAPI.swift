// The Steam Web API client: one request path through the store's cache and Transport, with Valve's errors mapped.
import Foundation
import SteamModels
import Store
import Transport

public final class SteamAPI: Sendable {
    public struct Configuration: Sendable {
        public var baseURL: String
        public var key: String?
        /// Named in the missing-key message, so the user knows where the key is looked for.
        public var keyFile: String
        public var cacheMode: CacheMode
        public var storePath: String
        public var transport: TransportConfiguration

        public init(baseURL: String, key: String?, keyFile: String, cacheMode: CacheMode, storePath: String, transport: TransportConfiguration) {
            self.baseURL = baseURL
            self.key = key
            self.keyFile = keyFile
            self.cacheMode = cacheMode
            self.storePath = storePath
            self.transport = transport
        }
    }

    /// A raw answer: what Valve sent, or what the store kept of it.
    struct Answer: Sendable {
        let status: Int
        let body: Data
    }

    let configuration: Configuration
    private let store: Lazy<Store>
    private let client: Lazy<HTTPClient>

    public init(configuration: Configuration) {
        self.configuration = configuration
        let path = configuration.storePath
        self.store = Lazy {
            do { return try Store(path: path) } catch { throw WebAPIError.store(String(describing: error)) }
        }
        let transport = configuration.transport
        self.client = Lazy {
            do { return try HTTPClient(configuration: transport) } catch { throw WebAPIError.network(String(describing: error)) }
        }
    }

    var cacheMode: CacheMode { configuration.cacheMode }

    /// Cached answers for `keys` that are fresh enough for this run's mode; missing keys are absent.
    func cachedAnswers(_ keys: [String], maxAge: TimeInterval) throws -> [String: Answer] {
        guard cacheMode.reads else { return [:] }
        let store = try store.get()
        var found: [String: Answer] = [:]
        for key in keys {
            do {
                if let entry = try store.cached(key, maxAge: cacheMode == .offline ? nil : maxAge) {
                    found[key] = Answer(status: entry.status, body: entry.body)
                }
            } catch {
                throw WebAPIError.store(String(describing: error))
            }
        }
        return found
    }

    /// Remembers answers in one transaction, so an interrupted run never leaves half of a batch behind.
    func remember(_ answers: [(key: String, answer: Answer)]) throws {
        guard cacheMode.writes, !answers.isEmpty else { return }
        do {
            try store.get().cache(answers.map { (key: $0.key, status: $0.answer.status, body: $0.answer.body) })
        } catch let error as WebAPIError {
            throw error
        } catch {
            throw WebAPIError.store(String(describing: error))
        }
    }

    /// One GET to Valve. Statuses the caller must see (a private friend list's 401) come back as answers;
    /// a rejected key, a rate limit that outlasted the retries, and a dead network are thrown.
    func fetch(_ endpoint: Endpoint, _ parameters: [(String, String)]) async throws -> Answer {
        guard let key = configuration.key else { throw WebAPIError.missingKey(keyFile: configuration.keyFile) }
        let url = endpoint.url(base: configuration.baseURL, parameters: parameters, key: key)
        let response: HTTPResponse
        do {
            response = try await client.get().send(HTTPRequest(url: url))
        } catch let error as WebAPIError {
            throw error
        } catch let error as TransportError {
            throw WebAPIError(error, endpoint: endpoint)
        }
        let unauthorized = response.status == 403 || (response.status == 401 && !endpoint.unauthorizedMeansPrivate)
        if unauthorized && Self.mentionsKey(response.body) {
            throw WebAPIError.keyRejected(endpoint: endpoint.method, status: response.status)
        }
        return Answer(status: response.status, body: response.body)
    }

    /// The answer for one cache key: from the store when allowed and fresh, else fetched and remembered.
    func answer(
        _ endpoint: Endpoint, _ parameters: [(String, String)],
        cacheKey: String, maxAge: TimeInterval, what: String,
        remembering keep: (Answer) -> Bool = { $0.status == 200 }
    ) async throws -> Answer {
        if let cached = try cachedAnswers([cacheKey], maxAge: maxAge)[cacheKey] { return cached }
        if cacheMode == .offline { throw WebAPIError.notInStore(endpoint: endpoint.method, what: what) }
        let fetched = try await fetch(endpoint, parameters)
        if keep(fetched) { try remember([(cacheKey, fetched)]) }
        return fetched
    }

    /// Decodes a 200 JSON answer; anything else is an error naming the endpoint.
    func decode<Body: Decodable>(_ type: Body.Type, _ answer: Answer, from endpoint: Endpoint) throws -> Body {
        guard answer.status == 200 else {
            throw WebAPIError.httpStatus(endpoint: endpoint.method, status: answer.status)
        }
        guard answer.body.first(where: { !$0.isWhitespace }) != UInt8(ascii: "<") else {
            throw WebAPIError.unexpectedBody(endpoint: endpoint.method, detail: "an HTML page instead of JSON")
        }
        do {
            return try JSONDecoder().decode(Body.self, from: answer.body)
        } catch {
            throw WebAPIError.unexpectedBody(endpoint: endpoint.method, detail: DecodingProblem(error).description)
        }
    }

    /// Valve's key pages ask to "verify your key="; a 403 without it is about the data (a private profile), not the key.
    private static func mentionsKey(_ body: Data) -> Bool {
        String(decoding: body, as: UTF8.self).contains("key=")
    }
}

private extension UInt8 {
    var isWhitespace: Bool { self == 0x20 || self == 0x09 || self == 0x0A || self == 0x0D }
}
