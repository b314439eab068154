// Reads the JSON array POSTed to /_replay/faults into faults, or explains in plain words what is wrong with it.

import FoundationEssentials
import ReplayWorld

extension Fault {
    /// Cap on `latency_ms`, so a typo cannot hang a test run; the server's handler timeout is set above it.
    static let maxLatencyMilliseconds = 600_000

    static let example = #"[{"path":"GetPlayerSummaries","status":429,"retry_after":2,"count":3}]"#

    /// How long a `hang` holds a request before hanging up: far past any client's timeout, and short enough that
    /// requests nobody waits for any more do not pile up in a long-running replay.
    static let hangLimitSeconds = 120

    /// The statuses a `redirect` may answer with: the ones whose Location a client may follow.
    static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]

    /// A body fault's Content-Type when it names none.
    static let bodyContentType = "text/plain; charset=UTF-8"

    static func list(fromJSON data: Data) throws(ControlInputError) -> [Fault] {
        try StrictJSON.decode([FaultEntry].self, from: data, expected: "a JSON array of fault objects like \(example)")
            .map(\.fault)
    }
}

/// One element of the POSTed array: `{"path": …, "method": …, "query": {…}, "count": …, "probability": …,
/// <exactly one action>}`.
private struct FaultEntry: Decodable {
    let fault: Fault

    enum Field: String, CodingKey, CaseIterable {
        case path, method, query, count, latencyMS = "latency_ms", status, retryAfter = "retry_after", body,
             contentType = "content_type", truncate, html, reset, redirect, hang, probability
    }

    init(from decoder: any Decoder) throws {
        let name = "faults[\(decoder.codingPath.last?.intValue ?? 0)]"
        let object = try StrictObject<Field>(decoder, name: name, notAnObject: "\(name) is not a JSON object")

        guard let path = try object.read(.path, as: String.self, expected: "a string"), !path.isEmpty else {
            throw ControlInputError("\(name) needs \"path\": part of the request path, or \"*\" for every path outside /_replay")
        }

        let method = try object.read(.method, as: String.self, expected: #"an HTTP method, like "GET" or "POST""#)
        if let method, method.isEmpty || !method.allSatisfy({ $0.isASCII && $0.isLetter }) {
            throw object.refusal(#""method" must be an HTTP method: letters only, like "GET" or "POST""#)
        }
        let queryValues = try Self.queryValues(in: object)

        var actions: [Fault.Action] = []
        if let milliseconds = try object.read(.latencyMS, as: Int.self, expected: "a whole number of milliseconds") {
            guard (0...Fault.maxLatencyMilliseconds).contains(milliseconds) else {
                throw object.refusal("\"latency_ms\" must be between 0 and \(Fault.maxLatencyMilliseconds)")
            }
            actions.append(.latency(milliseconds: milliseconds))
        }
        let retryAfter = try object.read(.retryAfter, as: Int.self, expected: "a whole number of seconds")
        if let retryAfter, retryAfter < 0 {
            throw object.refusal("\"retry_after\" must not be negative")
        }
        let status = try object.read(.status, as: Int.self, expected: "an HTTP status code")
        let contentType = try object.read(.contentType, as: String.self, expected: "a string")
        let body = try object.read(.body, as: String.self, expected: "a string")
        let location = try object.read(.redirect, as: String.self, expected: #"a URL or path for the Location header, like "/ISteamUser/ResolveVanityURL/v1/""#)
        if body != nil, location != nil {
            throw object.refusal(#""redirect" and "body" exclude each other"#)
        }
        if let body {
            actions.append(try Self.bodyAction(body, status: status, contentType: contentType, retryAfter: retryAfter, in: object))
        } else if let location {
            actions.append(try Self.redirectAction(location, status: status, contentType: contentType, retryAfter: retryAfter, in: object))
        } else if let contentType {
            guard status == nil, retryAfter == nil else {
                throw object.refusal("\"content_type\" goes with \"body\", or alone to relabel the real answer")
            }
            try Self.requireHeaderValue(contentType, in: object)
            actions.append(.contentType(contentType))
        } else if let status {
            guard (400...599).contains(status) else {
                throw object.refusal("\"status\" must be an error status from 400 to 599 (any from 200 with \"body\")")
            }
            actions.append(.status(status, retryAfter: retryAfter))
        } else if retryAfter != nil {
            throw object.refusal("\"retry_after\" only goes with \"status\"")
        }
        for (field, action) in [(Field.truncate, Fault.Action.truncate), (.html, .html), (.reset, .reset), (.hang, .hang)] {
            guard let flag = try object.read(field, as: Bool.self, expected: "true") else { continue }
            guard flag else { throw object.refusal("\"\(field.rawValue)\" must be true (leave it out otherwise)") }
            actions.append(action)
        }
        guard actions.count == 1, let action = actions.first else {
            throw ControlInputError(
                "\(name) needs exactly one action of latency_ms, status, body, content_type, redirect, truncate, html, reset, hang (it has \(actions.count))"
            )
        }

        let count = try object.read(.count, as: Int.self, expected: "a whole number")
        if let count, count < 1 {
            throw object.refusal("\"count\" must be at least 1")
        }
        let probability = try object.read(.probability, as: Double.self, expected: "a number above 0 and at most 1")
        if let probability, !(probability > 0 && probability <= 1) {
            throw object.refusal("\"probability\" must be above 0 and at most 1, like 0.05")
        }
        // A share of requests is a lasting condition, like latency: it has no count unless given one.
        fault = Fault(
            pathPattern: path, method: method?.uppercased(), queryValues: queryValues,
            remaining: count ?? (probability == nil ? action.defaultCount : nil), probability: probability, action: action
        )
    }

    /// `"body"` with its parameters: `"status"` (any from 200, not only errors) and `"content_type"`. `"retry_after"`
    /// belongs to Valve's error page alone.
    private static func bodyAction(
        _ text: String, status: Int?, contentType: String?, retryAfter: Int?, in object: StrictObject<Field>
    ) throws(ControlInputError) -> Fault.Action {
        if retryAfter != nil {
            throw object.refusal("\"retry_after\" only goes with \"status\" alone, not with \"body\"")
        }
        if let status, !(200...599).contains(status) {
            throw object.refusal("\"status\" with \"body\" must be from 200 to 599")
        }
        if let contentType {
            try requireHeaderValue(contentType, in: object)
        }
        return .body(text, status: status ?? 200, contentType: contentType ?? Fault.bodyContentType)
    }

    /// The value goes on the wire as a header: a line break in it would end the headers early.
    private static func requireHeaderValue(_ contentType: String, in object: StrictObject<Field>) throws(ControlInputError) {
        if contentType.isEmpty || contentType.contains(where: \.isNewline) {
            throw object.refusal("\"content_type\" must be a header value on one line, like \"application/json; charset=UTF-8\"")
        }
    }

    /// `"redirect"` with its optional `"status"` (302 unless given). The Location goes on the wire as a header, so it
    /// is refused when empty or on more than one line.
    private static func redirectAction(
        _ location: String, status: Int?, contentType: String?, retryAfter: Int?, in object: StrictObject<Field>
    ) throws(ControlInputError) -> Fault.Action {
        if retryAfter != nil || contentType != nil {
            throw object.refusal(#""redirect" takes only "status", not "retry_after" or "content_type""#)
        }
        if location.isEmpty || location.contains(where: \.isNewline) {
            throw object.refusal(#""redirect" must be a URL or path on one line"#)
        }
        let code = status ?? 302
        guard Fault.redirectStatuses.contains(code) else {
            throw object.refusal(#""status" with "redirect" must be one of 301, 302, 303, 307, 308"#)
        }
        return .redirect(status: code, location: location)
    }

    /// `"query"`: a non-empty object of parameter names to exact string values. The key is never matched on, so a
    /// fault naming it is refused rather than left to match nothing.
    private static func queryValues(in object: StrictObject<Field>) throws(ControlInputError) -> [String: String] {
        let example = #"{"steamid": "76561197960287930"}"#
        let expected = "an object of parameter names to string values, like \(example)"
        guard let values = try object.read(.query, as: [String: String].self, expected: expected) else { return [:] }
        guard !values.isEmpty else {
            throw object.refusal("\"query\" must name at least one parameter (leave it out to match any query)")
        }
        if values.keys.contains("") {
            throw object.refusal("\"query\" has an empty parameter name")
        }
        if let key = values.keys.sorted().first(where: Query.keyNames.contains) {
            throw object.refusal("\"query\" cannot match on \"\(key)\": faults never look at the API key")
        }
        return values
    }
}
