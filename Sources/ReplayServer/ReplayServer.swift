// A ReplayService on SwiftNIO's HTTP/1 server: listening once started, served until cancelled or stopped, and every
// connection closed when it stops.

import FoundationEssentials
import FoundationGaps
import NIOCore
import NIOHTTP1
import NIOPosix
import ReplayRoutes
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public enum ReplayServerError: Error, CustomStringConvertible {
    case notIPv4(host: String)
    case cannotListen(address: String, reason: String)
    case unknownPort

    public var description: String {
        switch self {
        case .notIPv4(let host): "the host \"\(host)\" is not an IPv4 address, like 127.0.0.1"
        case .cannotListen(let address, let reason): "cannot listen on \(address): \(reason)"
        case .unknownPort: "the server did not report the port it listens on"
        }
    }
}

public final class ReplayServer: Sendable {
    /// e.g. `http://127.0.0.1:41234`, with the port the system chose when asked for port 0.
    public let baseURL: String
    private let listener: any Channel
    private let connections: Connections

    private init(baseURL: String, listener: any Channel, connections: Connections) {
        self.baseURL = baseURL
        self.listener = listener
        self.connections = connections
    }

    /// Listens on `host` (IPv4) and `port` (0 for any free one) and returns once connections are accepted, or throws
    /// what kept the server from listening (a port in use, say).
    public static func start(service: ReplayService, host: String, port: UInt16) async throws -> ReplayServer {
        guard let address = try? SocketAddress(ipAddress: host, port: Int(port)), address.protocol == .inet else {
            throw ReplayServerError.notIPv4(host: host)
        }
        let connections = Connections()
        let listener: any Channel
        do {
            listener = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                // A restarted replay gets its port back while the last run's connections linger in TIME_WAIT.
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                // With Nagle on, the short last segment of an answer waits until the client acknowledges the ones
                // before it, which it may delay by up to 40 ms: 160 friend lists at 100 ms latency and 16 jobs took
                // 1.5 s instead of 1.0 s, and every latency measured against the replay was off.
                .childChannelOption(.tcpOption(.tcp_nodelay), value: 1)
                .childChannelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        guard connections.add(channel) else { throw ChannelError.ioOnClosedChannel }
                        try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                        try channel.pipeline.syncOperations.addHandler(
                            ServiceHandler(service: service, connections: connections))
                    }
                }
                .bind(to: address)
                .get()
        } catch let error as IOError {
            throw ReplayServerError.cannotListen(
                address: "\(host):\(port)", reason: String(cString: strerror(error.errnoCode)))
        }
        guard let boundPort = listener.localAddress?.port else {
            try? await listener.close()
            throw ReplayServerError.unknownPort
        }
        return ReplayServer(baseURL: "http://\(host):\(boundPort)", listener: listener, connections: connections)
    }

    /// Serves until the listening socket closes, or until the calling task is cancelled, which stops the server.
    public func serve() async throws {
        await withTaskCancellationHandler {
            try? await listener.closeFuture.get()
        } onCancel: { [listener] in
            listener.close(promise: nil)
        }
        await connections.stop()
    }

    /// Stops listening and closes every connection.
    public func stop() async {
        listener.close(promise: nil)
        try? await listener.closeFuture.get()
        await connections.stop()
    }
}

/// The server's open connections and the answers being worked out for them. Stopping cancels every answer (a latency
/// fault's wait, a hang's) and closes every connection. A client that gives up cancels nothing: its answer is finished,
/// as a slow server's would be, and the request log and the rate limits see it when it is.
final class Connections: Sendable {
    private struct State {
        var open: [ObjectIdentifier: any Channel] = [:]
        var answering: [Int: Task<Void, Never>] = [:]
        var answers = 0
        var stopped = false
    }

    private let state = Mutex(State())

    /// Keeps `channel` until it closes; false once the server has stopped, when the connection is refused.
    func add(_ channel: any Channel) -> Bool {
        let key = ObjectIdentifier(channel)
        let added = state.withLock { state in
            guard !state.stopped else { return false }
            state.open[key] = channel
            return true
        }
        guard added else { return false }
        channel.closeFuture.whenComplete { _ in self.state.withLock { _ = $0.open.removeValue(forKey: key) } }
        return true
    }

    /// Where answers are worked out: threads of the server's own, so that a process which also blocks Swift's
    /// cooperative threads (a test suite running tools, on two cores) never leaves its in-process server unable to answer.
    static let answering = ThreadPoolExecutor(count: ProcessInfo.processInfo.activeProcessorCount)

    /// Runs `work` in a task of its own, off the event loop, until it ends or the server stops.
    func answer(_ work: @escaping @Sendable () async -> Void) {
        state.withLock { state in
            let key = state.answers
            state.answers += 1
            // Registered under the lock the task needs to unregister itself, so it cannot leave first.
            let task = Task(executorPreference: Self.answering) {
                await work()
                self.state.withLock { _ = $0.answering.removeValue(forKey: key) }
            }
            if state.stopped { task.cancel() }
            state.answering[key] = task
        }
    }

    /// Cancels every answer and closes every connection, returning once all are closed.
    func stop() async {
        let open = state.withLock { state in
            state.stopped = true
            state.answering.values.forEach { $0.cancel() }
            return Array(state.open.values)
        }
        for channel in open {
            channel.close(promise: nil)
            try? await channel.closeFuture.get()
        }
    }
}
