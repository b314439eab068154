// Puts the service's answers on FlyingFox's wire, including the two faults it has no API for: a short body and a hang-up.

import FlyingFox
import FlyingSocks
import Foundation

/// Hands every request to the service, then writes its answer, including the two deliveries FlyingFox has no API for.
struct ServiceHandler: HTTPHandler {
    let service: ReplayService

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let answer = await service.answer(
            method: request.method.rawValue,
            path: request.target.path(),
            query: request.target.query(),
            body: try await request.bodyData,
            host: request.headers[.host],
            authorization: request.headers[.authorization]
        )
        switch answer.delivery {
        case .whole:
            return Self.response(answer, payload: answer.body)
        case .truncated:
            return Self.truncated(answer)
        case .hangUp:
            return Self.hangUp
        }
    }

    private static func response(_ answer: ReplayAnswer, payload: Data) -> HTTPResponse {
        var headers: HTTPHeaders = [:]
        for (name, value) in answer.headers {
            headers[HTTPHeader(name)] = value
        }
        let status = HTTPStatusCode(answer.status, phrase: StatusPhrase.phrase(for: answer.status))
        return HTTPResponse(statusCode: status, headers: headers, body: payload)
    }

    /// The answer's headers, Content-Length for the whole body, then half the body and a closed connection.
    /// FlyingFox keeps a Content-Length we set, writes the header, then the body; when the body sequence
    /// throws, it closes the socket. The client sees a short read (curl exit 18).
    private static func truncated(_ answer: ReplayAnswer) -> HTTPResponse {
        var response = response(answer, payload: Data())
        response.payload = .httpBody(HTTPBodySequence(
            from: HalfThenFail(half: answer.body.prefix(answer.body.count / 2)),
            count: answer.body.count
        ))
        return response
    }

    /// No reply at all (curl exit 52, "Empty reply from server"). FlyingFox has no call to drop a connection, but for a
    /// WebSocket payload it asks the handler for its frames before writing a single byte, and closes the socket
    /// when that throws. So a "WebSocket" whose handler always refuses is how the replay hangs up.
    private static var hangUp: HTTPResponse {
        HTTPResponse(webSocket: HangUp())
    }
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
