// Serves every request outside /_replay: takes the first matching fault, answers through it, and logs the request.

import FlyingFox
import Foundation

struct ValveFrontend: HTTPHandler {
    let api: ValveAPI
    let faults: FaultBook
    let log: RequestLog

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let arrival = Date()
        let action = await faults.take(forPath: request.target.path())?.action
        let wire = try await respond(to: request, applying: action)
        // Logged before the reply leaves, so a test that has its answer always finds the request in the log.
        await log.append(RequestLogEntry(arrival: arrival, request: request, status: wire.loggedStatus, fault: action?.kind))
        return wire.response
    }

    private func respond(to request: HTTPRequest, applying action: Fault.Action?) async throws -> WireResponse {
        switch action {
        case nil:
            return .whole(answer(request))
        case .latency(let milliseconds):
            try await Task.sleep(for: .milliseconds(milliseconds))
            return .whole(answer(request))
        case .status(let code, let retryAfter):
            var reply = ValveReply.errorPage(code)
            if let retryAfter {
                reply.headers[HTTPHeader("Retry-After")] = String(retryAfter)
            }
            return .whole(reply)
        case .html:
            return .whole(.maintenancePage)
        case .truncate:
            return .truncated(answer(request))
        case .reset:
            return .hangUp
        }
    }

    /// Encoding our own records cannot really fail; if it ever does, the client gets Valve's 500 page.
    private func answer(_ request: HTTPRequest) -> ValveReply {
        (try? api.answer(request)) ?? .errorPage(500)
    }
}
