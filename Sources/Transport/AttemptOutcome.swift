// AttemptOutcome: what one attempt produced, an HTTP answer or curl's reason there was none.
internal import CCurl
import FoundationEssentials
import Glibc

enum AttemptOutcome: Sendable {
    case answered(status: Int, headers: [String: String], body: Data)
    case failed(CurlFailure)
}

/// A transfer that ended without an HTTP answer: curl's error code and message.
struct CurlFailure: Error, Equatable, Sendable {
    let code: Int
    let message: String

    /// Failures of the network or the server, which another attempt may not meet.
    var isTransient: Bool {
        CurlFailure.transientCodes.contains(code)
    }

    /// curl refused the URL itself: malformed, or a scheme other than http and https.
    var isInvalidURL: Bool {
        code == Int(CURLE_URL_MALFORMAT.rawValue) || code == Int(CURLE_UNSUPPORTED_PROTOCOL.rawValue)
    }

    /// The body was larger than the attempt's limit, and was not read past it.
    var isAnswerOverLimit: Bool {
        code == Int(CURLE_FILESIZE_EXCEEDED.rawValue)
    }

    /// An answer over `limit` bytes, whether its Content-Length said so or the bytes counted did.
    static func answerOverLimit(_ limit: Int) -> CurlFailure {
        CurlFailure(CURLE_FILESIZE_EXCEEDED, detail: "the answer is over \(limit) bytes")
    }

    /// Codes that mean the server could not be reached at all, as opposed to
    /// one that was reached and then failed (timed out, reset, cut short).
    static func meansUnreachable(code: Int) -> Bool {
        unreachableCodes.contains(code)
    }

    private static let unreachableCodes: Set<Int> = Set([
        CURLE_COULDNT_RESOLVE_HOST,
        CURLE_COULDNT_RESOLVE_PROXY,
        CURLE_COULDNT_CONNECT,  // refused, or no route
    ].map { Int($0.rawValue) })

    private static let transientCodes: Set<Int> = Set([
        CURLE_COULDNT_RESOLVE_HOST,  // DNS hiccup
        CURLE_COULDNT_CONNECT,  // refused, or no route
        CURLE_HTTP2,  // framing error on the connection
        CURLE_PARTIAL_FILE,  // body shorter than Content-Length
        CURLE_OPERATION_TIMEDOUT,
        CURLE_SSL_CONNECT_ERROR,  // handshake cut short
        CURLE_GOT_NOTHING,  // connection closed before any reply
        CURLE_SEND_ERROR,
        CURLE_RECV_ERROR,  // includes a connection reset
        CURLE_HTTP2_STREAM,  // stream reset by the server
    ].map { Int($0.rawValue) })
}

extension CurlFailure {
    /// `detail` is curl's error buffer for this transfer, which says more than
    /// the generic text for the code (it names the host, the byte counts).
    init(_ code: CURLcode, detail: String = "") {
        self.init(
            code: Int(code.rawValue),
            message: detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail
        )
    }
}
