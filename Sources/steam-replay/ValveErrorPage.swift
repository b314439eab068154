// The HTML bodies Valve sends with HTTP errors (steam-api.md §0), byte for byte where a capture exists.

import FlyingFox

enum ValveErrorPage {
    static let keyDenied = "Access is denied. Retrying will not help. Please verify your <pre>key=</pre> parameter."

    /// The text under the heading on the API servers' own pages, by status.
    private static let details: [Int: String] = [
        400: "Please verify that all required parameters are being sent.",
        401: keyDenied,
        403: keyDenied,
        404: "",
        405: "This API must be called with a HTTP GET request",
        500: "An unrecoverable error has occurred, please try again.",
        503: "Server is temporarily unavailable, or too busy to respond. Please wait and try again later.",
    ]

    static func html(for code: Int, detail: String? = nil) -> String {
        let phrase = status(for: code).phrase
        guard let text = detail ?? details[code] else {
            return frontEndPage(code: code, phrase: phrase)
        }
        return "<html><head><title>\(phrase)</title></head><body><h1>\(phrase)</h1>\(text)</body></html>"
    }

    /// The page Valve's front end sends for codes the API servers never produce themselves (429, 410, 502, ...).
    private static func frontEndPage(code: Int, phrase: String) -> String {
        "<html>\n<head>\n<title>\(code) \(phrase)</title>\n</head>\n<body>\n<h1>\(phrase)</h1>\n</body>\n</html>"
    }

    static func status(for code: Int) -> HTTPStatusCode {
        knownStatuses.first { $0.code == code }
            ?? HTTPStatusCode(code, phrase: code < 500 ? "Client Error" : "Server Error")
    }

    private static let knownStatuses: [HTTPStatusCode] = [
        .badRequest, .unauthorized, .paymentRequired, .forbidden, .notFound, .methodNotAllowed, .notAcceptable,
        .requestTimeout, .conflict, .gone, .preconditionFailed, .payloadTooLarge, .uriTooLong, .teapot,
        .tooManyRequests, .internalServerError, .notImplemented, .badGateway, .serviceUnavailable, .gatewayTimeout,
    ]
}
