// The /_replay control endpoints tests use: the request log, faults, and the world's named identities.

import FlyingFox
import Foundation

struct ControlRoutes {
    let world: World
    let faults: FaultBook
    let log: RequestLog

    /// Installs the control routes; they must come before the catch-all Valve route, and are never logged.
    func install(on server: HTTPServer) async {
        await server.appendRoute("GET /_replay/requests") { [log] _ in
            try Self.ndjson(await log.ndjson())
        }
        await server.appendRoute("DELETE /_replay/requests") { [log] _ in
            await log.clear()
            return HTTPResponse(statusCode: .noContent)
        }
        await server.appendRoute("POST /_replay/faults") { [faults] request in
            do {
                await faults.append(try Fault.list(fromJSON: try await request.bodyData))
                return HTTPResponse(statusCode: .noContent)
            } catch let error as FaultFormatError {
                return Self.plainText(error.description, status: .badRequest)
            }
        }
        await server.appendRoute("DELETE /_replay/faults") { [faults] _ in
            await faults.clear()
            return HTTPResponse(statusCode: .noContent)
        }
        await server.appendRoute("GET /_replay/world") { [world] _ in
            try Self.ndjson(NDJSON.encode(world.roles))
        }
        await server.appendRoute("/_replay/*") { request in
            Self.plainText("no control endpoint \(request.method.rawValue) \(request.path)", status: .notFound)
        }
    }

    private static func ndjson(_ body: Data) -> HTTPResponse {
        HTTPResponse(statusCode: .ok, headers: [.contentType: NDJSON.contentType], body: body)
    }

    private static func plainText(_ message: String, status: HTTPStatusCode) -> HTTPResponse {
        HTTPResponse(statusCode: status, headers: [.contentType: "text/plain; charset=UTF-8"], body: Data((message + "\n").utf8))
    }
}
