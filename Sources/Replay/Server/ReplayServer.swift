// A ReplayService on a FlyingFox server: started listening, served until cancelled or stopped.

import FlyingFox
import FlyingSocks
import Foundation

public enum ReplayServerError: Error, CustomStringConvertible {
    case notIPv4(host: String)
    case stoppedBeforeListening
    case unknownPort

    public var description: String {
        switch self {
        case .notIPv4(let host): "the host \"\(host)\" is not an IPv4 address, like 127.0.0.1"
        case .stoppedBeforeListening: "the server stopped before it was listening"
        case .unknownPort: "the server did not report the port it listens on"
        }
    }
}

public final class ReplayServer: Sendable {
    /// FlyingFox cancels a handler after this long (default 15 s); it must outlast the longest latency fault.
    static let handlerTimeout = Double(Fault.maxLatencyMilliseconds) / 1000 + 60
    /// FlyingFox gives up waiting to listen after 5 s by default. Binding a local socket takes microseconds, but on a
    /// busy two-core machine the listening task may wait that long for a thread; a failed bind settles the start
    /// through `run()` anyway, so this only bounds a server that neither listens nor fails.
    static let listeningTimeout: TimeInterval = 120

    /// e.g. `http://127.0.0.1:41234`, with the port the system chose when asked for port 0.
    public let baseURL: String
    private let server: HTTPServer
    private let running: Task<Void, any Error>

    private init(baseURL: String, server: HTTPServer, running: Task<Void, any Error>) {
        self.baseURL = baseURL
        self.server = server
        self.running = running
    }

    /// Listens on `host` (IPv4) and `port` (0 for any free one) and returns once connections are accepted, or throws
    /// what kept the server from listening (a port in use, say).
    public static func start(service: ReplayService, host: String, port: UInt16) async throws -> ReplayServer {
        guard let address = try? sockaddr_in.inet(ip4: host, port: port) else {
            throw ReplayServerError.notIPv4(host: host)
        }
        // FlyingFox's default logger prints to stdout, which belongs to the base URL alone.
        let server = HTTPServer(address: address, timeout: handlerTimeout, pool: NoDelaySocketPool(), logger: .disabled)
        await server.appendRoute("*", to: ServiceHandler(service: service))

        let gate = StartGate()
        let running = Task {
            do {
                try await server.run()
                await gate.settle(.failure(ReplayServerError.stoppedBeforeListening))
            } catch {
                await gate.settle(.failure(error))
                throw error
            }
        }
        Task {
            do {
                try await server.waitUntilListening(timeout: listeningTimeout)
                await gate.settle(.success(()))
            } catch {
                await gate.settle(.failure(error))
            }
        }
        do {
            try await gate.wait()
            guard case .ip4(_, let boundPort) = await server.listeningAddress else { throw ReplayServerError.unknownPort }
            return ReplayServer(baseURL: "http://\(host):\(boundPort)", server: server, running: running)
        } catch {
            running.cancel()
            throw error
        }
    }

    /// Serves until the server fails, or until the calling task is cancelled, which stops the server.
    public func serve() async throws {
        try await withTaskCancellationHandler {
            try await running.value
        } onCancel: { [running] in
            running.cancel()
        }
    }

    /// Stops listening and closes every connection.
    public func stop() async {
        await server.stop()
        running.cancel()
    }
}

/// Whichever comes first, listening or failing, decides how `start` ends; later news is ignored.
private actor StartGate {
    private var outcome: Result<Void, any Error>?
    private var waiter: CheckedContinuation<Void, any Error>?

    func settle(_ result: Result<Void, any Error>) {
        guard outcome == nil else { return }
        outcome = result
        waiter?.resume(with: result)
        waiter = nil
    }

    func wait() async throws {
        if let outcome { return try outcome.get() }
        try await withCheckedThrowingContinuation { waiter = $0 }
    }
}
