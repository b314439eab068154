// A fault a test asked for: which requests it hits (path, query), how many more times, and what goes wrong.

struct Fault: Sendable {
    enum Action: Sendable {
        /// Wait, then answer normally.
        case latency(milliseconds: Int)
        /// Valve's error page for this status instead of the answer, with an optional Retry-After header.
        case status(Int, retryAfter: Int?)
        /// The real answer with its full Content-Length, but only half the body before the connection closes.
        case truncate
        /// HTTP 200 with an HTML maintenance page instead of JSON.
        case html
        /// The connection dropped with no reply at all.
        case reset

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
            case .truncate: "truncate"
            case .html: "html"
            case .reset: "reset"
            }
        }
    }

    /// A substring of the request path, or "*" for every Valve path.
    let pathPattern: String
    /// Names the request's query must carry with exactly these values (the value a route reads: the first under
    /// that name); empty to match any query.
    let queryValues: [String: String]
    /// How many more matching requests this fault applies to; nil for no limit.
    var remaining: Int?
    let action: Action

    func matches(_ request: ReplayRequest) -> Bool {
        (pathPattern == "*" || request.path.contains(pathPattern))
            && queryValues.allSatisfy { name, value in request.query[name] == value }
    }
}
