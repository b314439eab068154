// The log of requests served on Valve's and OpenDota's paths, read by tests as NDJSON; no key ever enters it.
import FoundationEssentials

struct RequestLogEntry: Encodable, Sendable {
    /// Wall-clock arrival, not the replay clock: tests measure real spacing between requests (rate limits) with it.
    let time: String
    let method: String
    let path: String
    /// The raw query string without Valve's `key` or OpenDota's `api_key` parameter.
    let query: String
    let status: Int
    /// The injected fault's kind (e.g. "status"), or "valve-limit" or "valve-block" for a refusal by Valve's modelled
    /// rate limits; absent for a plain answer.
    let fault: String?

    init(arrival: Date, request: ReplayRequest, status: Int, fault: String?) {
        time = arrival.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))
        method = request.method
        path = request.path
        query = Query.withoutKey(request.query.raw)
        self.status = status
        self.fault = fault
    }
}

actor RequestLog {
    private var entries: [RequestLogEntry] = []

    func append(_ entry: RequestLogEntry) {
        entries.append(entry)
    }

    func clear() {
        entries.removeAll()
    }

    func ndjson() throws -> Data {
        try NDJSON.encode(entries)
    }
}
