// OpenDota's error answers: an object whose one field `error` says what went wrong, such as 404's
// {"error":"Not Found"} for an unknown match or path (odota/core svc/web.ts), 400's {"error":"invalid account id"}
// (svc/api/api.ts) and 429's {"error":"minute rate limit exceeded"} (svc/web.ts).

/// The message of an OpenDota error body, for a client to name what OpenDota refused.
public struct OpenDotaError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String

    /// The message of a body such as `{"error":"Not Found"}`; nil for any other body, JSON or not.
    public init?(json: some Collection<UInt8>) {
        guard let body = try? JSONValue.parse(json) else { return nil }
        self.init(body)
    }

    init?(_ body: JSONValue) {
        guard let message = body.object?["error"]?.string else { return nil }
        self.message = message
    }

    /// The message quoted as JSON writes it, so that odd characters in it stay visible.
    public var description: String { "OpenDota answered \(String(decoding: JSONValue.string(message).jsonBytes, as: UTF8.self))" }
}

/// An OpenDota answer's JSON; an error body is a ShapeError quoting OpenDota's message.
func openDotaAnswer(_ json: some Collection<UInt8>) throws(ShapeError) -> JSONValue {
    let body = try parseAnswer(json)
    if let error = OpenDotaError(body) { throw ShapeError(error.description) }
    return body
}
