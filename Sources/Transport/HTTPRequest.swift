// HTTPRequest: what a caller asks Transport to send.
import Foundation

public struct HTTPRequest: Sendable {
    public var url: String
    public var method: String
    public var headers: [String: String]
    public var body: Data?
    /// Whether 429s, 5xx answers and transport failures are retried. Off for
    /// requests that must not be repeated, such as a single-use OpenID check.
    public var retries: Bool

    public init(
        url: String,
        method: String = "GET",
        headers: [String: String] = [:],
        body: Data? = nil,
        retries: Bool = true
    ) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
        self.retries = retries
    }
}
