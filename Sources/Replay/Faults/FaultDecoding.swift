// Reads the JSON array POSTed to /_replay/faults into faults, or explains in plain words what is wrong with it.

import Foundation

extension Fault {
    /// Cap on `latency_ms`, so a typo cannot hang a test run; the server's handler timeout is set above it.
    static let maxLatencyMilliseconds = 600_000

    static let example = #"[{"path":"GetPlayerSummaries","status":429,"retry_after":2,"count":3}]"#

    /// A body fault's Content-Type when it names none.
    static let bodyContentType = "text/plain; charset=UTF-8"

    static func list(fromJSON data: Data) throws(ControlInputError) -> [Fault] {
        try StrictJSON.decode([FaultEntry].self, from: data, expected: "a JSON array of fault objects like \(example)")
            .map(\.fault)
    }
}

/// One element of the POSTed array: `{"path": …, "method": …, "query": {…}, "count": …, <exactly one action>}`.
private struct FaultEntry: Decodable {
    let fault: Fault

    enum Field: String, CodingKey, CaseIterable {
        case path, method, query, count, latencyMS = "latency_ms", status, retryAfter = "retry_after", body,
             contentType = "content_type", truncate, html, reset
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
        if let body = try object.read(.body, as: String.self, expected: "a string") {
            actions.append(try Self.bodyAction(body, status: status, contentType: contentType, retryAfter: retryAfter, in: object))
        } else if contentType != nil {
            throw object.refusal("\"content_type\" only goes with \"body\"")
        } else if let status {
            guard (400...599).contains(status) else {
                throw object.refusal("\"status\" must be an error status from 400 to 599 (any from 200 with \"body\")")
            }
            actions.append(.status(status, retryAfter: retryAfter))
        } else if retryAfter != nil {
            throw object.refusal("\"retry_after\" only goes with \"status\"")
        }
        for (field, action) in [(Field.truncate, Fault.Action.truncate), (.html, .html), (.reset, .reset)] {
            guard let flag = try object.read(field, as: Bool.self, expected: "true") else { continue }
            guard flag else { throw object.refusal("\"\(field.rawValue)\" must be true (leave it out otherwise)") }
            actions.append(action)
        }
        guard actions.count == 1, let action = actions.first else {
            throw ControlInputError(
                "\(name) needs exactly one action of latency_ms, status, body, truncate, html, reset (it has \(actions.count))"
            )
        }

        let count = try object.read(.count, as: Int.self, expected: "a whole number")
        if let count, count < 1 {
            throw object.refusal("\"count\" must be at least 1")
        }
        fault = Fault(
            pathPattern: path, method: method?.uppercased(), queryValues: queryValues,
            remaining: count ?? action.defaultCount, action: action
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
        // The value goes on the wire as a header: a line break in it would end the headers early.
        if let contentType, contentType.isEmpty || contentType.contains(where: \.isNewline) {
            throw object.refusal("\"content_type\" must be a header value on one line, like \"application/json; charset=UTF-8\"")
        }
        return .body(text, status: status ?? 200, contentType: contentType ?? Fault.bodyContentType)
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
