// Reads the JSON array POSTed to /_replay/faults into faults, or explains in plain words what is wrong with it.

import Foundation

struct FaultFormatError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

extension Fault {
    /// Cap on `latency_ms`, so a typo cannot hang a test run; the server's handler timeout is set above it.
    static let maxLatencyMilliseconds = 600_000

    static let example = #"[{"path":"GetPlayerSummaries","status":429,"retry_after":2,"count":3}]"#

    static func list(fromJSON data: Data) throws(FaultFormatError) -> [Fault] {
        do {
            return try JSONDecoder().decode([FaultEntry].self, from: data).map(\.fault)
        } catch let error as FaultFormatError {
            throw error
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            throw FaultFormatError("the body is not valid JSON; expected an array of faults like \(example)")
        } catch {
            throw FaultFormatError("expected a JSON array of fault objects like \(example)")
        }
    }
}

/// One element of the POSTed array: `{"path": …, "query": {…}, "count": …, <exactly one action>}`.
private struct FaultEntry: Decodable {
    let fault: Fault

    enum Field: String, CodingKey, CaseIterable {
        case path, query, count, latencyMS = "latency_ms", status, retryAfter = "retry_after", truncate, html, reset
    }


    init(from decoder: any Decoder) throws {
        let name = "faults[\(decoder.codingPath.last?.intValue ?? 0)]"
        guard let fields = try? decoder.container(keyedBy: Field.self),
              let allKeys = try? decoder.container(keyedBy: AnyCodingKey.self).allKeys
        else { throw FaultFormatError("\(name) is not a JSON object") }
        if let unknown = allKeys.first(where: { Field(stringValue: $0.stringValue) == nil }) {
            let known = Field.allCases.map(\.rawValue).joined(separator: ", ")
            throw FaultFormatError("\(name) has unknown field \"\(unknown.stringValue)\"; known fields: \(known)")
        }

        func read<T: Decodable>(_ field: Field, as type: T.Type, expecting what: String) throws -> T? {
            do {
                return try fields.decodeIfPresent(T.self, forKey: field)
            } catch {
                throw FaultFormatError("\(name): \"\(field.rawValue)\" must be \(what)")
            }
        }

        guard let path = try read(.path, as: String.self, expecting: "a string"), !path.isEmpty else {
            throw FaultFormatError("\(name) needs \"path\": part of the request path, or \"*\" for every Valve path")
        }

        let queryValues = try Self.queryValues(in: fields, name: name)

        var actions: [Fault.Action] = []
        if let milliseconds = try read(.latencyMS, as: Int.self, expecting: "a whole number of milliseconds") {
            guard (0...Fault.maxLatencyMilliseconds).contains(milliseconds) else {
                throw FaultFormatError("\(name): \"latency_ms\" must be between 0 and \(Fault.maxLatencyMilliseconds)")
            }
            actions.append(.latency(milliseconds: milliseconds))
        }
        let retryAfter = try read(.retryAfter, as: Int.self, expecting: "a whole number of seconds")
        if let retryAfter, retryAfter < 0 {
            throw FaultFormatError("\(name): \"retry_after\" must not be negative")
        }
        if let status = try read(.status, as: Int.self, expecting: "an HTTP status code") {
            guard (400...599).contains(status) else {
                throw FaultFormatError("\(name): \"status\" must be an error status from 400 to 599")
            }
            actions.append(.status(status, retryAfter: retryAfter))
        } else if retryAfter != nil {
            throw FaultFormatError("\(name): \"retry_after\" only goes with \"status\"")
        }
        for (field, action) in [(Field.truncate, Fault.Action.truncate), (.html, .html), (.reset, .reset)] {
            guard let flag = try read(field, as: Bool.self, expecting: "true") else { continue }
            guard flag else { throw FaultFormatError("\(name): \"\(field.rawValue)\" must be true (leave it out otherwise)") }
            actions.append(action)
        }
        guard actions.count == 1, let action = actions.first else {
            throw FaultFormatError(
                "\(name) needs exactly one action of latency_ms, status, truncate, html, reset (it has \(actions.count))"
            )
        }

        let count = try read(.count, as: Int.self, expecting: "a whole number")
        if let count, count < 1 {
            throw FaultFormatError("\(name): \"count\" must be at least 1")
        }
        fault = Fault(pathPattern: path, queryValues: queryValues, remaining: count ?? action.defaultCount, action: action)
    }

    /// `"query"`: a non-empty object of parameter names to exact string values. The key is never matched on, so a
    /// fault naming it is refused rather than left to match nothing.
    private static func queryValues(
        in fields: KeyedDecodingContainer<Field>, name: String
    ) throws(FaultFormatError) -> [String: String] {
        guard fields.contains(.query) else { return [:] }
        let example = #"{"steamid": "76561197960287930"}"#
        guard let values = try? fields.decode([String: String].self, forKey: .query) else {
            throw FaultFormatError("\(name): \"query\" must be an object of parameter names to string values, like \(example)")
        }
        guard !values.isEmpty else {
            throw FaultFormatError("\(name): \"query\" must name at least one parameter (leave it out to match any query)")
        }
        if values.keys.contains("") {
            throw FaultFormatError("\(name): \"query\" has an empty parameter name")
        }
        if values.keys.contains("key") {
            throw FaultFormatError("\(name): \"query\" cannot match on \"key\": faults never look at the API key")
        }
        return values
    }
}
