// HTTPRequest: what a caller asks Transport to send.
import FoundationEssentials
import Glibc

public struct HTTPRequest: Sendable {
    public var url: String
    public var method: String
    public var headers: [String: String]
    public var body: Data?
    /// Whether 429s, 5xx answers and transport failures are retried, and which answers end the attempts.
    public var retry: RetryRule
    /// The bucket the request takes its token from, and the ceiling on that bucket's rate.
    public var rateClass: RateClass

    public init(
        url: String,
        method: String = "GET",
        headers: [String: String] = [:],
        body: Data? = nil,
        retry: RetryRule = .standard,
        rateClass: RateClass = .standard
    ) {
        self.url = url
        self.method = method
        self.headers = headers
        self.body = body
        self.retry = retry
        self.rateClass = rateClass
    }
}
