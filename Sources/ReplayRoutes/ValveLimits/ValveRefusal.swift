// The two ways Valve's modelled limits refuse a request: what the client gets, and how the request log names it.

enum ValveRefusal: Sendable {
    /// Past one of the key's buckets.
    case tooManyRequests
    /// The key is blocked for having sent on through its 429s.
    case blocked

    /// Valve's own pages, and no Retry-After on either: no capture of Valve's answers shows one.
    var reply: Reply {
        var reply = Reply.errorPage(self == .tooManyRequests ? 429 : 403)
        reply.fault = fault
        return reply
    }

    /// The request log's `fault`: a blocked key's 403 is Valve's wrong-key page, and only this tells the two apart.
    var fault: String {
        switch self {
        case .tooManyRequests: "valve-limit"
        case .blocked: "valve-block"
        }
    }
}
