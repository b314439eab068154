// Serves every request outside /_replay, Valve's paths and OpenDota's /api/ alike: takes the first matching fault,
// answers through it, and logs the request.

import FoundationEssentials
import ReplayWorld

struct Frontend: Sendable {
    let valve: ValveAPI
    let openDota: OpenDotaAPI
    let state: ReplayState
    let faults: FaultBook
    let log: RequestLog

    func answer(_ request: ReplayRequest) async -> ReplayAnswer {
        let arrival = Date()
        let action = await faults.take(for: request)?.action
        if case .hang = action {
            // Logged now: a hang ends only when the replay gives up on it, long after the client has.
            await log.append(RequestLogEntry(arrival: arrival, request: request, status: 0, fault: Fault.Action.hang.kind))
        }
        let answer = await respond(to: request, applying: action)
        if case .hang = action { return answer }
        // Logged before the reply leaves, so a test that has its answer always finds the request in the log. A refusal
        // by Valve's modelled limits names itself even under a latency fault: it is what the status says.
        let fault = answer.fault ?? action?.kind
        await log.append(RequestLogEntry(arrival: arrival, request: request, status: answer.status, fault: fault))
        return answer
    }

    private func respond(to request: ReplayRequest, applying action: Fault.Action?) async -> ReplayAnswer {
        switch action {
        case nil:
            return ReplayAnswer(await serve(request))
        case .latency(let milliseconds):
            // A cancelled wait (the server stopping) still answers; nobody is left to read it.
            try? await Task.sleep(for: .milliseconds(milliseconds))
            return ReplayAnswer(await serve(request))
        case .status(let code, let retryAfter):
            var reply = Reply.errorPage(code)
            if let retryAfter {
                reply.headers["Retry-After"] = String(retryAfter)
            }
            return ReplayAnswer(reply)
        case .body(let text, let status, let contentType):
            return ReplayAnswer(Reply(status: status, contentType: contentType, body: Data(text.utf8)))
        case .contentType(let contentType):
            var reply = await serve(request)
            reply.contentType = contentType
            return ReplayAnswer(reply)
        case .html:
            return ReplayAnswer(.maintenancePage)
        case .truncate:
            return ReplayAnswer(await serve(request), delivery: .truncated)
        case .reset:
            return .hangUp
        case .redirect(let status, let location):
            var reply = Reply.plainText("Moved to \(location)", status: status)
            reply.headers["Location"] = location
            return ReplayAnswer(reply)
        case .hang:
            // The client gives up long before; the limit only frees the request if nobody ever does.
            try? await Task.sleep(for: .seconds(Fault.hangLimitSeconds))
            return .hangUp
        }
    }

    /// The answer with no fault, dated by the replay clock. Faults that replace the answer stand for something between
    /// the client and the server, so such requests never reach OpenDota's or Valve's rate limits; latency and
    /// truncation let them through.
    private func serve(_ request: ReplayRequest) async -> Reply {
        var reply = request.path.hasPrefix(OpenDotaAPI.prefix)
            ? await openDota.answer(request, state: state)
            : await valve.answer(request, state: state)
        reply.headers["Date"] = HTTPDate.imfFixdate(unixSeconds: await state.now)
        return reply
    }
}

extension Reply {
    /// What a client gets when something between it and Valve answers instead: HTTP 200, HTML, no JSON.
    static let maintenancePage = Reply.html(
        """
        <!DOCTYPE html>
        <html><head><title>Steam Web API - Maintenance</title></head>
        <body><h1>Down for maintenance</h1><p>The Steam Web API is undergoing scheduled maintenance. \
        Please try again later.</p></body></html>
        """,
        status: 200
    )
}
