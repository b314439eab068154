// Puts one connection's requests to the service and its answers on the wire, including the two faults that are not
// answers: a short body and a hang-up.

import FoundationEssentials
import NIOCore
import NIOHTTP1
import ReplayRoutes

/// Sits behind NIO's HTTP/1 server pipeline, which parses requests, encodes replies, and holds a connection's next
/// request back until the reply to the one before it has ended: so a connection has at most one answer in the works,
/// and pipelined requests are answered in order. Answers are worked out off the event loop, so a latency fault on one
/// connection holds up no other.
final class ServiceHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let service: ReplayService
    private let connections: Connections
    private var head: HTTPRequestHead?
    private var body = ByteBuffer()

    init(service: ReplayService, connections: Connections) {
        self.service = service
        self.connections = connections
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            self.head = head
            body.clear()
        case .body(var chunk):
            body.writeBuffer(&chunk)
        case .end:
            guard let head else { return }
            answer(head, context: context)
        }
    }

    private func answer(_ request: HTTPRequestHead, context: ChannelHandlerContext) {
        // The target as sent, split at its first "?": the path and the query stay percent-encoded.
        let target = request.uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(target[0])
        let query = target.count > 1 ? String(target[1]) : ""
        let method = request.method.rawValue
        let body = Data(body.readableBytesView)
        let host = request.headers.first(name: "Host")
        let authorization = request.headers.first(name: "Authorization")
        let service = service
        let answer = context.eventLoop.makePromise(of: ReplayAnswer.self)
        connections.answer {
            answer.succeed(await service.answer(
                method: method, path: path, query: query, body: body, host: host, authorization: authorization))
        }
        answer.futureResult.assumeIsolated().whenSuccess { answer in
            self.send(answer, to: request, context: context)
        }
    }

    private func send(_ answer: ReplayAnswer, to request: HTTPRequestHead, context: ChannelHandlerContext) {
        // The client gave up, or the server stopped: nobody is left to read it.
        guard context.channel.isActive else { return }
        switch answer.delivery {
        case .whole:
            context.write(wrapOutboundOut(.head(Self.head(of: answer, to: request))), promise: nil)
            context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: answer.body)))), promise: nil)
            let sent = context.writeAndFlush(wrapOutboundOut(.end(nil)))
            if !request.isKeepAlive {
                // Closed once written: a close fails whatever is still waiting to be written.
                sent.assumeIsolated().whenComplete { _ in context.close(promise: nil) }
            }
        case .truncated:
            // The head promises the whole body; the connection closes after half of it (curl exits 18).
            context.write(wrapOutboundOut(.head(Self.head(of: answer, to: request))), promise: nil)
            let half = ByteBuffer(bytes: answer.body.prefix(answer.body.count / 2))
            context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(half))))
                .assumeIsolated().whenComplete { _ in context.close(promise: nil) }
        case .hangUp:
            // No reply at all (curl exits 52, "Empty reply from server").
            context.close(promise: nil)
        }
    }

    /// The answer's status with its reason phrase, and its headers with a Content-Length for the whole body, in name
    /// order so that every run sends them alike. The Connection header follows the request's, as HTTP/1.0 keep-alive
    /// and HTTP/1.1 close need.
    private static func head(of answer: ReplayAnswer, to request: HTTPRequestHead) -> HTTPResponseHead {
        var fields = answer.headers.map { ($0.key, $0.value) }
        fields.append(("Content-Length", String(answer.body.count)))
        var headers = HTTPHeaders(fields.sorted { $0.0 < $1.0 })
        switch (request.isKeepAlive, request.version.major, request.version.minor) {
        case (true, 1, 0): headers.add(name: "Connection", value: "keep-alive")
        case (false, 1, 1...): headers.add(name: "Connection", value: "close")
        default: break
        }
        let status = HTTPResponseStatus.custom(
            code: UInt(answer.status), reasonPhrase: StatusPhrase.phrase(for: answer.status))
        return HTTPResponseHead(version: request.version, status: status, headers: headers)
    }
}
