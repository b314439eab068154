// The reason phrase for each status the replay sends (RFC 9110 §15), for the status line and Valve's page titles.

package enum StatusPhrase {
    /// Statuses outside the table are fault codes a test chose (200-599); they get their class's generic phrase.
    package static func phrase(for code: Int) -> String {
        if let phrase = known[code] { return phrase }
        switch code / 100 {
        case 2: return "Success"
        case 3: return "Redirection"
        case 4: return "Client Error"
        default: return "Server Error"
        }
    }

    private static let known: [Int: String] = [
        200: "OK", 204: "No Content", 302: "Found",
        400: "Bad Request", 401: "Unauthorized", 402: "Payment Required", 403: "Forbidden", 404: "Not Found",
        405: "Method Not Allowed", 406: "Not Acceptable", 408: "Request Timeout", 409: "Conflict", 410: "Gone",
        412: "Precondition Failed", 413: "Payload Too Large", 414: "URI Too Long", 418: "I'm a teapot",
        429: "Too Many Requests",
        500: "Internal Server Error", 501: "Not Implemented", 502: "Bad Gateway", 503: "Service Unavailable",
        504: "Gateway Timeout",
    ]
}
