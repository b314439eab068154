// The loopback listener Steam's answer comes back to: 127.0.0.1, a free port (or a chosen one), and one path no
// other page can guess, served by FlyingFox. The first answer on that path is judged; its verdict is the sign-in's.
import FlyingFox
import FlyingSocks
import Foundation
import Synchronization
import Commands

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
    private let server: HTTPServer
    private let events: AsyncStream<Event>
    private let sink: AsyncStream<Event>.Continuation

    /// The handler may wait on check_authentication's retries; FlyingFox's default of 15 s would cut them short.
    private static let handlerTimeout: TimeInterval = 900

    private init(returnTo: String, realm: String, server: HTTPServer, events: AsyncStream<Event>, sink: AsyncStream<Event>.Continuation) {
        self.returnTo = returnTo
        self.realm = realm
        self.server = server
        self.events = events
        self.sink = sink
    }

    /// One line a person can act on: FlyingFox's error prints as its enum case, errno and all.
    private static func reason(_ error: any Error, port: UInt16) -> String {
        guard case SocketError.failed(_, let errno, let message) = error else { return "127.0.0.1:\(port): \(error)" }
        let fix = errno == EADDRINUSE ? "; another program holds it: choose another --port, or 0 for a free one" : ""
        return "127.0.0.1:\(port): \(message)\(fix)"
    }

    /// Listens on 127.0.0.1:`port` (0 for a free one) and returns once connections are accepted.
    static func start(port: UInt16, judge: @escaping Judge) async throws(LoginError) -> CallbackListener {
        let server: HTTPServer
        do {
            server = HTTPServer(address: try sockaddr_in.inet(ip4: "127.0.0.1", port: port), timeout: handlerTimeout, logger: .disabled)
        } catch {
            throw .cannotListen(Self.reason(error, port: port))
        }
        let failure = Mutex<(any Error)?>(nil)
        Task {
            do { try await server.run() } catch { failure.withLock { $0 = error } }
        }
        // FlyingFox tells a waiter when it listens but not when it fails to, so both are watched for.
        while await !server.isListening {
            if let error = failure.withLock({ $0 }) { throw .cannotListen(Self.reason(error, port: port)) }
            try? await Task.sleep(for: .milliseconds(5))
        }
        guard case .ip4(_, let boundPort) = await server.listeningAddress else {
            await server.stop()
            throw .cannotListen("the system did not say which port it gave")
        }
        // 128 random bits (the system's random source): no page can guess where to send a forged answer.
        let token = (0..<16).map { _ in
            let byte = UInt8.random(in: .min ... .max)
            return String(byte >> 4, radix: 16) + String(byte & 0xF, radix: 16)
        }
        let path = "/steam-pipes/login/" + token.joined()
        let origin = "http://127.0.0.1:\(boundPort)/"
        let (events, sink) = AsyncStream.makeStream(of: Event.self)
        let listener = CallbackListener(
            returnTo: origin + path.dropFirst(), realm: origin, server: server, events: events, sink: sink)
        // Routed only now that the port, and so return_to, is known; until then every request met a 404.
        await server.appendRoute("*", to: CallbackHandler(path: path, returnTo: listener.returnTo, judge: judge, sink: sink))
        return listener
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

    /// Stops listening, leaving the page that tells the verdict time to go out. FlyingFox waits out the whole grace
    /// (its socket pool runs until cancelled), and a page of a few hundred bytes over loopback needs far less.
    func stop() async {
        await server.stop(timeout: 0.5)
        sink.finish()
    }
}

/// Answers the browser: the secret path with an answer from Steam is judged (the first one only), anything else is a
/// plain page that says what this address is for.
private final class CallbackHandler: HTTPHandler, Sendable {
    let path: String
    let returnTo: String
    let judge: CallbackListener.Judge
    let sink: AsyncStream<CallbackListener.Event>.Continuation
    private let taken = Mutex(false)

    init(path: String, returnTo: String, judge: @escaping CallbackListener.Judge, sink: AsyncStream<CallbackListener.Event>.Continuation) {
        self.path = path
        self.returnTo = returnTo
        self.judge = judge
        self.sink = sink
    }

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard request.method == .GET, request.target.path() == path else {
            return Self.page(.notFound, "Not here", "This address only waits for Steam's answer to a steam-auth login.")
        }
        guard let query = FormEncoding.decode(request.target.query()), query.contains(where: { $0.name == "openid.mode" }) else {
            return Self.page(.badRequest, "Not an answer from Steam", "This address waits for Steam to send you back after you sign in.")
        }
        guard taken.withLock({ taken in defer { taken = true }; return !taken }) else {
            return Self.page(.conflict, "Already answered", "This sign-in has had its answer from Steam; run steam-auth login again for another.")
        }
        sink.yield(.answered)
        let result = await judge(query, returnTo)
        sink.yield(.judged(result))
        switch result {
        case .success(let account):
            return Self.page(.ok, "Signed in", "steam-pipes is signed in as \(account.account). You can close this tab.")
        case .failure(let error):
            return Self.page(.forbidden, "Not signed in", "steam-auth did not sign in: \(error). You can close this tab.")
        }
    }

    private static func page(_ status: HTTPStatusCode, _ title: String, _ text: String) -> HTTPResponse {
        let html = """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><title>steam-auth: \(escaped(title))</title></head>
            <body><h1>\(escaped(title))</h1><p>\(escaped(text))</p></body></html>
            """
        return HTTPResponse(statusCode: status, headers: [.contentType: "text/html; charset=utf-8"], body: Data(html.utf8))
    }

    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
