// One request as every route sees it, with no server library's types: method, path, query items, body bytes, and the
// Host and Authorization headers.

import FoundationEssentials
import FoundationGaps

struct ReplayRequest: Sendable {
    /// Upper case, as on the request line: "GET", "POST".
    let method: String
    let path: String
    let query: Query
    let body: Data
    /// The Host header as sent, e.g. "127.0.0.1:41234"; nil when the request had none. OpenID names its own
    /// endpoint with it, so the assertion points back at the address the client used.
    let host: String?
    /// The Authorization header as sent, e.g. "Bearer KEY": OpenDota takes its key from here or from `api_key`.
    /// A var with a default, so requests built without one (Valve's routes never read it) need not name it.
    var authorization: String? = nil
}

/// The decoded query items in request order, names and values as sent (a name may repeat).
struct Query: Sendable {
    /// The parameters an API key travels in: Valve's `key` and OpenDota's `api_key`. No log or fault ever reads them.
    static let keyNames: Set<String> = ["key", "api_key"]

    struct Item: Sendable, Equatable {
        let name: String
        let value: String
    }

    let items: [Item]
    /// The query string as received, still percent-encoded.
    let raw: String

    /// Items are decoded as URLComponents does (percent escapes undone, "+" left as it is), the rule every route was
    /// written and tested against; a query string URLComponents cannot parse has no items.
    init(raw: String) {
        self.raw = raw
        items = (URLComponents(string: "/?" + raw)?.queryItems ?? []).map { Item(name: $0.name, value: $0.value ?? "") }
    }

    /// `rawQuery` without Valve's `key` or OpenDota's `api_key`, still percent-encoded: what the log shows and what
    /// a fault's draw hashes.
    static func withoutKey(_ rawQuery: String) -> String {
        rawQuery.split(scalar: "&", omittingEmpty: false)
            .filter { item in
                let name = item.split(scalar: "=", maxSplits: 1, omittingEmpty: false)[0]
                return !keyNames.contains(name.percentDecoded ?? String(name))
            }
            .joined(separator: "&")
    }

    /// The first value sent under `name`, which is the one every route reads.
    subscript(name: String) -> String? {
        items.first { $0.name == name }?.value
    }
}
