// One answer of the Valve-like API before it goes on the wire: status, content type, body, extra headers.

import FlyingFox
import Foundation

struct ValveReply: Sendable {
    var status: HTTPStatusCode
    var contentType: String
    var body: Data
    var headers: HTTPHeaders = [:]

    /// Valve's success Content-Type; steamids are strings already, so no number needs special care.
    static func json(_ value: some Encodable, status: HTTPStatusCode = .ok) throws -> ValveReply {
        ValveReply(status: status, contentType: "application/json; charset=UTF-8", body: try ReplayJSON.encode(value))
    }

    static func html(_ page: String, status: HTTPStatusCode) -> ValveReply {
        ValveReply(status: status, contentType: "text/html; charset=UTF-8", body: Data(page.utf8))
    }

    /// Valve's own error page for `code`, e.g. the Forbidden page for a wrong key.
    static func errorPage(_ code: Int, detail: String? = nil) -> ValveReply {
        html(ValveErrorPage.html(for: code, detail: detail), status: ValveErrorPage.status(for: code))
    }

    var httpResponse: HTTPResponse {
        var all = headers
        all[.contentType] = contentType
        return HTTPResponse(statusCode: status, headers: all, body: body)
    }
}
