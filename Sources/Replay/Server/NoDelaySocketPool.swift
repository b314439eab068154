// NoDelaySocketPool: FlyingFox's socket pool, with Nagle's algorithm turned off on every socket it waits on.
import FlyingFox
import FlyingSocks
import Foundation

/// FlyingFox writes a response's header and body in two writes and offers no TCP_NODELAY. With Nagle on, the body
/// waits for the client to acknowledge the header, and the client delays that acknowledgement by up to 40 ms: 160
/// friend lists at 100 ms latency and 16 jobs took 1.5 s instead of 1.0 s. Every connection passes through the
/// pool before its first read, which is where the option is set.
struct NoDelaySocketPool: AsyncSocketPool {
    private let pool: any AsyncSocketPool = HTTPServer.defaultPool()

    func prepare() async throws { try await pool.prepare() }

    func run() async throws { try await pool.run() }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        // The listening socket and closed peers refuse the option; neither needs it.
        try? socket.setValue(true, for: BoolSocketOption(level: Int32(IPPROTO_TCP), name: TCP_NODELAY))
        try await pool.suspendSocket(socket, untilReadyFor: events)
    }
}
