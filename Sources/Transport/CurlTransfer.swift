// CurlTransfer: one attempt on one easy handle, from options to outcome.
internal import CCurl
import FoundationEssentials
import Glibc

/// A request waiting for the driver thread, with the continuation its sender awaits.
struct TransferJob: Sendable {
    /// Which job a cancellation names.
    let id: UInt64
    let request: HTTPRequest
    let timeout: Double
    let connectTimeout: Double
    /// The most body bytes the attempt takes before it is abandoned.
    let answerLimit: Int
    /// Resumed with the outcome, or with CancellationError alone when the sender was cancelled.
    let completion: CheckedContinuation<AttemptOutcome, any Error>
}

/// Confined to the driver thread: made there, filled by curl's callbacks
/// during curl_multi_perform, and finished there. Each attempt gets a fresh
/// easy handle; connections outlive it in the multi handle's pool, so a new
/// handle does not mean a new connection.
final class CurlTransfer {
    let handle: UnsafeMutableRawPointer
    private let job: TransferJob
    private var requestHeaders: UnsafeMutablePointer<curl_slist>?
    private let errorBuffer: UnsafeMutablePointer<CChar>
    private var body = Data()
    private var responseHeaders = ResponseHeaders()
    /// Set when a body without a Content-Length grew past the limit, which curl itself does not check.
    private var overLimit = false

    static let userAgent = "steam-pipes/0.1"

    var id: UInt64 { job.id }

    init?(job: TransferJob) {
        guard let handle = curl_easy_init() else { return nil }
        self.handle = handle
        self.job = job
        errorBuffer = .allocate(capacity: Int(CURL_ERROR_SIZE))
        errorBuffer.initialize(to: 0)
    }

    deinit {
        curl_easy_cleanup(handle)
        curl_slist_free_all(requestHeaders)
        errorBuffer.deallocate()
    }

    /// Sets every option the attempt needs. Must be called before the handle joins the multi.
    func configure() throws(CurlFailure) {
        let request = job.request
        try set(CURLOPT_URL, request.url)
        // Only HTTP(S): a mistyped base URL must not read files or speak other protocols.
        try set(CURLOPT_PROTOCOLS_STR, "http,https")
        // curl must not use signals for DNS timeouts: they would hit arbitrary threads.
        try set(CURLOPT_NOSIGNAL, 1)
        try set(CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_2TLS))
        if request.url.lowercased().hasPrefix("https:") {
            // Wait for a connection in progress rather than open another, so HTTP/2 can multiplex
            // on it. Only TLS can offer HTTP/2 here; on plain HTTP curl would wait for a whole
            // HTTP/1.1 response before learning that, serialising the first burst.
            try set(CURLOPT_PIPEWAIT, 1)
        }
        try set(CURLOPT_TIMEOUT_MS, WaitLimits.curlMilliseconds(job.timeout))
        try set(CURLOPT_CONNECTTIMEOUT_MS, WaitLimits.curlMilliseconds(job.connectTimeout))
        // The empty string offers every encoding this libcurl can decode (gzip among them).
        try set(CURLOPT_ACCEPT_ENCODING, "")
        try set(CURLOPT_USERAGENT, CurlTransfer.userAgent)
        // A Content-Length over the limit is refused before a byte of the body is read; without one, the write
        // callback counts.
        try check(sp_easy_setopt_off_t(handle, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(job.answerLimit)))
        try check(sp_easy_setopt_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer))
        try configureMethodAndBody(request)
        try configureRequestHeaders(request.headers)
        try configureCallbacks()
    }

    /// The attempt's outcome, given curl's result code from CURLMSG_DONE.
    func outcome(for result: CURLcode) -> AttemptOutcome {
        if overLimit || result == CURLE_FILESIZE_EXCEEDED {
            return .failed(.answerOverLimit(job.answerLimit))
        }
        guard result == CURLE_OK else {
            return .failed(CurlFailure(result, detail: String(cString: errorBuffer)))
        }
        var status = 0
        sp_easy_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status)
        return .answered(status: status, headers: responseHeaders.fields, body: body)
    }

    func complete(with outcome: AttemptOutcome) {
        job.completion.resume(returning: outcome)
    }

    /// Ends the sender's wait for a transfer taken out of the multi handle unfinished.
    func abandon() {
        job.completion.resume(throwing: CancellationError())
    }

    private func configureMethodAndBody(_ request: HTTPRequest) throws(CurlFailure) {
        let method = request.method.uppercased()
        let sendsBody = method == "POST" || request.body != nil
        if method == "HEAD" {
            try set(CURLOPT_NOBODY, 1)
        } else if sendsBody {
            let body = request.body ?? Data()
            try check(sp_easy_setopt_off_t(handle, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(body.count)))
            // COPYPOSTFIELDS: curl keeps its own copy, so the Data need not outlive this call.
            // An empty body still needs a non-NULL pointer, or curl would read the body from stdin.
            let code = body.withUnsafeBytes { bytes in
                guard let start = bytes.baseAddress, !bytes.isEmpty else {
                    return sp_easy_setopt_string(handle, CURLOPT_COPYPOSTFIELDS, "")
                }
                let fields = UnsafeMutableRawPointer(mutating: start)
                return sp_easy_setopt_pointer(handle, CURLOPT_COPYPOSTFIELDS, fields)
            }
            try check(code)
        }
        let methodCurlChose = method == "HEAD" ? "HEAD" : (sendsBody ? "POST" : "GET")
        if method != methodCurlChose {
            try set(CURLOPT_CUSTOMREQUEST, method)
        }
    }

    private func configureRequestHeaders(_ headers: [String: String]) throws(CurlFailure) {
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
            // "Name:" would tell curl to drop the header; "Name;" sends it empty.
            let line = value.isEmpty ? "\(name);" : "\(name): \(value)"
            guard let extended = curl_slist_append(requestHeaders, line) else {
                throw CurlFailure(CURLE_OUT_OF_MEMORY)
            }
            requestHeaders = extended
        }
        if let requestHeaders {
            try check(sp_easy_setopt_pointer(handle, CURLOPT_HTTPHEADER, requestHeaders))
        }
    }

    /// The callbacks get this transfer back through their user-data pointer.
    /// Unretained is safe: the driver's table owns the transfer until curl is done with it.
    private func configureCallbacks() throws(CurlFailure) {
        let context = Unmanaged.passUnretained(self).toOpaque()
        try check(sp_easy_setopt_writefn(handle) { bytes, size, count, context in
            let length = size * count
            if let bytes, let context {
                let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
                guard transfer.body.count + length <= transfer.job.answerLimit else {
                    transfer.overLimit = true
                    // Any count but `length` makes curl abandon the transfer.
                    return 0
                }
                transfer.body.append(UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count: length)
            }
            return length
        })
        try check(sp_easy_setopt_pointer(handle, CURLOPT_WRITEDATA, context))
        try check(sp_easy_setopt_headerfn(handle) { bytes, size, count, context in
            let length = size * count
            if let bytes, let context {
                let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
                let line = UnsafeRawBufferPointer(start: bytes, count: length)
                transfer.responseHeaders.add(line: String(decoding: line, as: UTF8.self))
            }
            return length
        })
        try check(sp_easy_setopt_pointer(handle, CURLOPT_HEADERDATA, context))
    }

    private func set(_ option: CURLoption, _ value: Int) throws(CurlFailure) {
        try check(sp_easy_setopt_long(handle, option, value))
    }

    /// curl copies string options, so the bridged C string need only last the call.
    private func set(_ option: CURLoption, _ value: String) throws(CurlFailure) {
        try check(sp_easy_setopt_string(handle, option, value))
    }

    private func check(_ code: CURLcode) throws(CurlFailure) {
        guard code == CURLE_OK else { throw CurlFailure(code) }
    }
}
