// One answer before it goes on the wire, for Valve paths and control paths alike: status, content type, body, headers.

import FoundationEssentials
import ReplayWorld

struct Reply: Sendable {
    var status: Int
    /// nil for a reply with no body, such as 204.
    var contentType: String?
    var body: Data
    /// Headers besides Content-Type, e.g. Retry-After or Location.
    var headers: [String: String] = [:]
    /// The request log's `fault` when the replay's model of Valve's rate limits refused the request ("valve-limit",
    /// "valve-block"); nil for every other answer.
    var fault: String? = nil

    /// Valve's success Content-Type; steamids are strings already, so no number needs special care.
    static func json(_ value: some Encodable, status: Int = 200) throws -> Reply {
        Reply(status: status, contentType: "application/json; charset=UTF-8", body: try ReplayJSON.encode(value))
    }

    static func html(_ page: String, status: Int) -> Reply {
        Reply(status: status, contentType: "text/html; charset=UTF-8", body: Data(page.utf8))
    }

    /// Valve's own error page for `code`, e.g. the Forbidden page for a wrong key.
    static func errorPage(_ code: Int, detail: String? = nil) -> Reply {
        html(ValveErrorPage.html(for: code, detail: detail), status: code)
    }

    /// 302 Found to `location`, with the small page a server sends beside one for clients that show it.
    static func redirect(to location: String) -> Reply {
        var reply = html("<html><head><title>Found</title></head><body><h1>Found</h1></body></html>", status: 302)
        reply.headers["Location"] = location
        return reply
    }

    static func plainText(_ message: String, status: Int) -> Reply {
        Reply(status: status, contentType: "text/plain; charset=UTF-8", body: Data((message + "\n").utf8))
    }

    static func ndjson(_ body: Data) -> Reply {
        Reply(status: 200, contentType: NDJSON.contentType, body: body)
    }

    static let noContent = Reply(status: 204, contentType: nil, body: Data())
}
