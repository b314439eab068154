// HTTPResponse: the final answer to a request, whatever its status.
internal import CCurl
import FoundationEssentials
import Glibc

public struct HTTPResponse: Sendable {
    public let status: Int
    /// Header names are lowercased; a repeated header's values are joined with ", ".
    public let headers: [String: String]
    public let body: Data
    /// The request URL with its key redacted, safe to show.
    public let url: String
    /// How many attempts it took, counting the one that produced this answer.
    public let attempts: Int

    public var contentType: String? { headers["content-type"] }

    /// The server's clock when it answered, in unix seconds, from the Date header; nil without one that libcurl reads
    /// as an HTTP-date (it reads every form HTTP allows).
    public var serverTime: Double? {
        guard let value = headers["date"] else { return nil }
        let seconds = curl_getdate(value, nil)
        return seconds == -1 ? nil : Double(seconds)
    }

    public init(status: Int, headers: [String: String], body: Data, url: String, attempts: Int) {
        self.status = status
        self.headers = headers
        self.body = body
        self.url = redactingKey(url)
        self.attempts = attempts
    }
}
