// Puts the pieces on a FlyingFox server: control routes first, then every other path to the Valve front end.

import FlyingFox
import FlyingSocks
import Foundation

enum ReplayServer {
    /// FlyingFox cancels a handler after this long (default 15 s); it must outlast the longest latency fault.
    static let handlerTimeout = Double(Fault.maxLatencyMilliseconds) / 1000 + 60

    static func make(world: World, key: String, address: sockaddr_in) async -> HTTPServer {
        // FlyingFox's default logger prints to stdout, which belongs to the base URL alone.
        let server = HTTPServer(address: address, timeout: handlerTimeout, logger: .disabled)
        let faults = FaultBook()
        let log = RequestLog()
        await ControlRoutes(world: world, faults: faults, log: log).install(on: server)
        await server.appendRoute("*", to: ValveFrontend(api: ValveAPI(world: world, key: key), faults: faults, log: log))
        return server
    }
}
