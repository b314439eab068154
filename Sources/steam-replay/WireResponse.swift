// What finally goes on the wire for a Valve path, including the two faults FlyingFox has no API for: a short body and a hang-up.

import FlyingFox
import FlyingSocks
import Foundation

struct WireResponse: Sendable {
    let response: HTTPResponse
    /// The status the request log records; 0 when the connection is dropped before any status is sent.
    let loggedStatus: Int

    static func whole(_ reply: ValveReply) -> WireResponse {
        WireResponse(response: reply.httpResponse, loggedStatus: reply.status.code)
    }

    /// The reply's headers, Content-Length for the whole body, then half the body and a closed connection.
    /// FlyingFox keeps a Content-Length we set, writes the header, then the body; when the body sequence
    /// throws, it closes the socket. The client sees a short read (curl exit 18).
    static func truncated(_ reply: ValveReply) -> WireResponse {
        var response = reply.httpResponse
        response.payload = .httpBody(HTTPBodySequence(
            from: HalfThenFail(half: reply.body.prefix(reply.body.count / 2)),
            count: reply.body.count
        ))
        return WireResponse(response: response, loggedStatus: reply.status.code)
    }

    /// No reply at all (curl exit 52, "Empty reply from server"). FlyingFox has no call to drop a connection, but for a
    /// WebSocket payload it asks the handler for its frames before writing a single byte, and closes the socket
    /// when that throws. So a "WebSocket" whose handler always refuses is how the replay hangs up.
    static let hangUp = WireResponse(response: HTTPResponse(webSocket: HangUp()), loggedStatus: 0)
}

extension ValveReply {
    /// What a client gets when something between it and Valve answers instead: HTTP 200, HTML, no JSON.
    static let maintenancePage = ValveReply.html(
        """
        <!DOCTYPE html>
        <html><head><title>Steam Web API - Maintenance</title></head>
        <body><h1>Down for maintenance</h1><p>The Steam Web API is undergoing scheduled maintenance. \
        Please try again later.</p></body></html>
        """,
        status: .ok
    )
}

/// A body that yields the bytes it holds, then fails instead of ending.
private struct HalfThenFail: AsyncBufferedSequence {
    typealias Element = UInt8

    let half: Data

    func makeAsyncIterator() -> Iterator {
        Iterator(unsent: half)
    }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var unsent: Data

        mutating func next() async throws -> UInt8? {
            guard let byte = unsent.popFirst() else { throw Truncated() }
            return byte
        }

        mutating func nextBuffer(suggested count: Int) async throws -> Data? {
            guard !unsent.isEmpty else { throw Truncated() }
            let chunk = unsent.prefix(count)
            unsent = unsent.dropFirst(count)
            return chunk
        }
    }

    struct Truncated: Error {}
}

private struct HangUp: WSHandler {
    struct Refused: Error {}

    func makeFrames(for client: AsyncThrowingStream<WSFrame, any Error>) async throws -> AsyncStream<WSFrame> {
        throw Refused()
    }
}
