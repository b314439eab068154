// What the replay answers to one request, before any server library puts it on the wire.

import FoundationEssentials

public struct ReplayAnswer: Sendable {
    /// How the answer leaves: the faults `truncate` and `reset` change the delivery, not the answer.
    public enum Delivery: Sendable, Equatable {
        case whole
        /// The headers and a Content-Length for the whole body, then only the first half of the body before the
        /// connection closes.
        case truncated
        /// The connection closes with no reply at all; status is 0 and there are no headers or body.
        case hangUp
    }

    public let status: Int
    /// Content-Type (when there is a body) and any extra header such as Retry-After.
    public let headers: [String: String]
    public let body: Data
    public let delivery: Delivery
    /// The reply's `fault`, for the request log.
    let fault: String?

    init(_ reply: Reply, delivery: Delivery = .whole) {
        var headers = reply.headers
        if let contentType = reply.contentType {
            headers["Content-Type"] = contentType
        }
        status = reply.status
        self.headers = headers
        body = reply.body
        self.delivery = delivery
        fault = reply.fault
    }

    static let hangUp = ReplayAnswer(status: 0, headers: [:], body: Data(), delivery: .hangUp)

    private init(status: Int, headers: [String: String], body: Data, delivery: Delivery) {
        self.status = status
        self.headers = headers
        self.body = body
        self.delivery = delivery
        fault = nil
    }
}
