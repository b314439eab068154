// The HTML bodies Valve sends with HTTP errors, byte for byte where a capture exists.

enum ValveErrorPage {
    static let keyDenied = "Access is denied. Retrying will not help. Please verify your <pre>key=</pre> parameter."

    /// The text under the heading on the API servers' own pages, by status.
    private static let details: [Int: String] = [
        400: "Please verify that all required parameters are being sent.",
        401: keyDenied,
        403: keyDenied,
        404: "",
        405: wrongMethod(allowed: ["GET"]),
        500: "An unrecoverable error has occurred, please try again.",
        503: "Server is temporarily unavailable, or too busy to respond. Please wait and try again later.",
    ]

    /// The 405 page's text, naming the HTTP methods the API method accepts.
    static func wrongMethod(allowed: [String]) -> String {
        "This API must be called with a HTTP \(allowed.joined(separator: " or ")) request"
    }

    static func html(for code: Int, detail: String? = nil) -> String {
        let phrase = StatusPhrase.phrase(for: code)
        guard let text = detail ?? details[code] else {
            return frontEndPage(code: code, phrase: phrase)
        }
        return "<html><head><title>\(phrase)</title></head><body><h1>\(phrase)</h1>\(text)</body></html>"
    }

    /// The page Valve's front end sends for codes the API servers never produce themselves (429, 410, 502, ...).
    private static func frontEndPage(code: Int, phrase: String) -> String {
        "<html>\n<head>\n<title>\(code) \(phrase)</title>\n</head>\n<body>\n<h1>\(phrase)</h1>\n</body>\n</html>"
    }
}
