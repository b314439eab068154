// A fault a test asked for: which requests it hits (path, HTTP method, query, a seeded share of them), how many more
// times, and what goes wrong.

struct Fault: Sendable {
    enum Action: Sendable {
        /// Wait, then answer normally.
        case latency(milliseconds: Int)
        /// Valve's error page for this status instead of the answer, with an optional Retry-After header.
        case status(Int, retryAfter: Int?)
        /// The real answer with its full Content-Length, but only half the body before the connection closes.
        case truncate
        /// This text instead of the real answer, with this status and Content-Type: an answer a client must not
        /// trust, such as a forged OpenID verdict or a clan's steamid where a player's belongs.
        case body(String, status: Int, contentType: String)
        /// The real answer under this Content-Type instead of its own, such as JSON labelled text/html.
        case contentType(String)
        /// HTTP 200 with an HTML maintenance page instead of JSON.
        case html
        /// The connection dropped with no reply at all.
        case reset
        /// A redirect (301, 302, 303, 307 or 308) to this Location instead of the answer.
        case redirect(status: Int, location: String)
        /// The request read and never answered: the connection stays open until the client gives up, or until
        /// `Fault.hangLimitSeconds` pass, when the replay hangs up so that no abandoned request lives on.
        case hang

        /// How many requests the fault applies to when no count is given: latency is a condition that lasts
        /// (nil, no limit), every other fault a one-off.
        var defaultCount: Int? {
            if case .latency = self { nil } else { 1 }
        }

        /// The name the request log gives this fault.
        var kind: String {
            switch self {
            case .latency: "latency"
            case .status: "status"
            case .body: "body"
            case .contentType: "content_type"
            case .truncate: "truncate"
            case .html: "html"
            case .reset: "reset"
            case .redirect: "redirect"
            case .hang: "hang"
            }
        }
    }

    /// A substring of the request path, or "*" for every path outside /_replay (Valve's and OpenDota's).
    let pathPattern: String
    /// The HTTP method, upper case, a request must use; nil for any. GET and POST to /openid/login are different
    /// steps of a login.
    let method: String?
    /// Names the request's query must carry with exactly these values (the value a route reads: the first under
    /// that name); empty to match any query.
    let queryValues: [String: String]
    /// How many more matching requests this fault applies to; nil for no limit.
    var remaining: Int?
    /// The share of matching requests the fault hits (0 < p ≤ 1), nil for all of them. Which ones is decided by
    /// `FaultDraw`, a hash of the replay's seed and the request, never by arrival order.
    let probability: Double?
    let action: Action

    func matches(_ request: ReplayRequest) -> Bool {
        (pathPattern == "*" || request.path.contains(pathPattern))
            && (method == nil || request.method.uppercased() == method)
            && queryValues.allSatisfy { name, value in request.query[name] == value }
    }
}
