// The log of requests served on Valve's and OpenDota's paths, read by tests as NDJSON; no key ever enters it. It keeps
// the newest entries only, so that a replay left serving a long run does not grow without end.
import FoundationEssentials
import NIOCore

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
    private let limit: Int
    private var entries: CircularBuffer<RequestLogEntry>
    /// Entries let go, oldest first, to stay within the limit since the last clear.
    private(set) var dropped = 0

    /// Keeps at most `limit` entries (at least one).
    init(limit: Int) {
        self.limit = max(limit, 1)
        entries = CircularBuffer(initialCapacity: min(self.limit, 1024))
    }

    func append(_ entry: RequestLogEntry) {
        if entries.count == limit {
            entries.removeFirst()
            dropped += 1
        }
        entries.append(entry)
    }

    func clear() {
        entries.removeAll()
        dropped = 0
    }

    func ndjson() throws -> Data {
        try NDJSON.encode(Array(entries))
    }
}
