// The loopback listener Steam's answer comes back to: 127.0.0.1, a free port (or a chosen one), and one path no
// other page can guess, served by SwiftNIO's HTTP/1 server. The first answer on that path is judged; its verdict is the
// sign-in's.
import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization
import ConfigFiles
import FoundationGaps
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

final class CallbackListener: Sendable {
    /// What a sign-in's answer came to: who signed in, or why nobody did.
    typealias Judge = @Sendable (_ query: [FormField], _ returnTo: String) async -> Result<SignedIn, any Error>

    enum Event: Sendable {
        /// An answer from Steam arrived and is being judged: the wait for one is over.
        case answered
        case judged(Result<SignedIn, any Error>)
        case waitOver
    }

    /// The sign-in's return_to.
    let returnTo: String
    /// What Steam shows as the site asking: the listener's origin.
    let realm: String
    private let listener: any Channel
    private let route: CallbackRoute
    private let events: AsyncStream<Event>
    private let sink: AsyncStream<Event>.Continuation

    private init(
        returnTo: String, realm: String, listener: any Channel, route: CallbackRoute, events: AsyncStream<Event>,
        sink: AsyncStream<Event>.Continuation
    ) {
        self.returnTo = returnTo
        self.realm = realm
        self.listener = listener
        self.route = route
        self.events = events
        self.sink = sink
    }

    /// The origin a browser reaches the listener at.
    static func origin(port: Int) -> String { "http://127.0.0.1:\(port)/" }

    /// One line a person can act on: NIO's error names the system call and the errno.
    private static func reason(_ error: any Error, port: UInt16) -> String {
        guard let error = error as? IOError else { return "127.0.0.1:\(port): \(error)" }
        let fix = error.errnoCode == EADDRINUSE ? "; another program holds it: choose another --port, or 0 for a free one" : ""
        return "127.0.0.1:\(port): \(String(cString: strerror(error.errnoCode)))\(fix)"
    }

    /// Listens on 127.0.0.1:`port` (0 for a free one) and returns once connections are accepted.
    static func start(port: UInt16, judge: @escaping Judge) async throws(LoginError) -> CallbackListener {
        // 128 random bits (the system's random source): no page can guess where to send a forged answer.
        let token = (0..<16).map { _ in
            let byte = UInt8.random(in: .min ... .max)
            return String(byte >> 4, radix: 16) + String(byte & 0xF, radix: 16)
        }
        let path = "/steam-pipes/login/" + token.joined()
        let (events, sink) = AsyncStream.makeStream(of: Event.self)
        let route = CallbackRoute(path: path, judge: judge, sink: sink)
        let listener: any Channel
        do {
            listener = try await listen(port: port, route: route)
        } catch {
            throw .cannotListen(Self.reason(error, port: port))
        }
        guard let boundPort = listener.localAddress?.port else {
            try? await listener.close()
            throw .cannotListen("the system did not say which port it gave")
        }
        return CallbackListener(
            returnTo: route.returnTo(port: boundPort), realm: origin(port: boundPort), listener: listener, route: route,
            events: events, sink: sink)
    }

    private static func listen(port: UInt16, route: CallbackRoute) async throws -> any Channel {
        try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            // A sign-in run again on the same --port gets it back while the last run's connections linger.
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    // The port a browser came in on is the listener's, which return_to names.
                    guard let port = channel.localAddress?.port else { throw ChannelError.ioOnClosedChannel }
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                    try channel.pipeline.syncOperations.addHandler(
                        CallbackHandler(route: route, returnTo: route.returnTo(port: port)))
                }
            }
            .bind(host: "127.0.0.1", port: Int(port))
            .get()
    }

    /// The verdict on the first answer from Steam, which must arrive within `wait` seconds; judging it may take longer.
    func verdict(within wait: Double) async throws -> SignedIn {
        let timer = Task { [sink] in
            try await Task.sleep(for: .seconds(wait))
            sink.yield(.waitOver)
        }
        defer { timer.cancel() }
        var answered = false
        for await event in events {
            switch event {
            case .answered: answered = true
            case .waitOver where !answered: throw LoginError.timedOut(seconds: Int(wait.rounded(.up)))
            case .waitOver: continue
            case .judged(let result): return try result.get()
            }
        }
        throw LoginError.cannotListen("the listener stopped")
    }

    /// Stops listening. The verdict is told only once its page is written, and every page closes its connection, so
    /// no page is cut short; a connection still open (a browser's spare) has its answer refused, never judged.
    func stop() async {
        route.close()
        listener.close(promise: nil)
        try? await listener.closeFuture.get()
        sink.finish()
    }
}

/// What every connection shares: the secret path, the judge, where the events go, and whether the one answer has come.
private final class CallbackRoute: Sendable {
    enum State {
        case waiting, answered, closed
    }

    let path: String
    let judge: CallbackListener.Judge
    let sink: AsyncStream<CallbackListener.Event>.Continuation
    private let state = Mutex(State.waiting)

    init(path: String, judge: @escaping CallbackListener.Judge, sink: AsyncStream<CallbackListener.Event>.Continuation) {
        self.path = path
        self.judge = judge
        self.sink = sink
    }

    /// The sign-in's return_to when the listener has `port`.
    func returnTo(port: Int) -> String {
        CallbackListener.origin(port: port) + path.dropFirst()
    }

    /// The state before this answer; the first answer while waiting takes the route.
    func take() -> State {
        state.withLock { state in
            defer { if state == .waiting { state = .answered } }
            return state
        }
    }

    func close() {
        state.withLock { $0 = .closed }
    }
}

/// Answers the browser: the secret path with an answer from Steam is judged (the first one only), anything else is a
/// plain page that says what this address is for. Every page closes its connection: a sign-in is a request or two.
private final class CallbackHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    private let route: CallbackRoute
    private let returnTo: String
    private var head: HTTPRequestHead?

    init(route: CallbackRoute, returnTo: String) {
        self.route = route
        self.returnTo = returnTo
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head): self.head = head
        case .body: break  // Steam's answer travels in the query; a body has nothing to say here.
        case .end: if let head { answer(head, context: context) }
        }
    }

    private func answer(_ request: HTTPRequestHead, context: ChannelHandlerContext) {
        let target = request.uri.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard request.method == .GET, target[0] == route.path else {
            send(.notFound, "Not here", "This address only waits for Steam's answer to a steam-auth login.", context)
            return
        }
        guard let query = FormEncoding.decode(target.count > 1 ? target[1] : ""),
              query.contains(where: { $0.name == "openid.mode" }) else {
            send(.badRequest, "Not an answer from Steam", "This address waits for Steam to send you back after you sign in.", context)
            return
        }
        switch route.take() {
        case .answered:
            send(.conflict, "Already answered", "This sign-in has had its answer from Steam; run steam-auth login again for another.", context)
        case .closed:
            send(.serviceUnavailable, "Sign-in over", "steam-auth no longer waits for this answer; run steam-auth login again.", context)
        case .waiting:
            route.sink.yield(.answered)
            let verdict = context.eventLoop.makePromise(of: Result<SignedIn, any Error>.self)
            verdict.completeWithTask { [route, returnTo] in await route.judge(query, returnTo) }
            verdict.futureResult.assumeIsolated().whenSuccess { result in
                let written = switch result {
                case .success(let account):
                    self.send(.ok, "Signed in", "steam-pipes is signed in as \(account.account). You can close this tab.", context)
                case .failure(let error):
                    self.send(.forbidden, "Not signed in", "steam-auth did not sign in: \(error). You can close this tab.", context)
                }
                // Told once the page is out: steam-auth stops listening, and may exit, on hearing it.
                written.whenComplete { [sink = self.route.sink] _ in sink.yield(.judged(result)) }
            }
        }
    }

    /// Writes the page, then closes the connection; the future completes once the page is written.
    @discardableResult
    private func send(
        _ status: HTTPResponseStatus, _ title: String, _ text: String, _ context: ChannelHandlerContext
    ) -> EventLoopFuture<Void> {
        let html = """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><title>steam-auth: \(Self.escaped(title))</title></head>
            <body><h1>\(Self.escaped(title))</h1><p>\(Self.escaped(text))</p></body></html>
            """
        let body = ByteBuffer(string: html)
        let headers = HTTPHeaders([
            ("Connection", "close"), ("Content-Length", String(body.readableBytes)),
            ("Content-Type", "text/html; charset=utf-8"),
        ])
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: headers))), promise: nil)
        context.write(wrapOutboundOut(.body(.byteBuffer(body))), promise: nil)
        let written = context.writeAndFlush(wrapOutboundOut(.end(nil)))
        written.assumeIsolated().whenComplete { _ in context.close(promise: nil) }
        return written
    }

    private static func escaped(_ text: String) -> String { text.markupEscaped }
}
