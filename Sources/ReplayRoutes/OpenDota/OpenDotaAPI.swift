// Answers a request under /api/ as OpenDota would, with no faults: the caller's tier and its rate limits as OpenDota's
// web.ts applies them to every /api/ request, then the route, or OpenDota's 404.

struct OpenDotaAPI: Sendable {
    /// Valve's paths never start with it, so the one base URL serves both APIs.
    static let prefix = "/api/"

    /// Every route the replay serves. A new route is one file defining an `OpenDotaRoute` plus one line here.
    static let served: [OpenDotaRoute] = [.playerMatches, .match]

    /// The one key that makes a request an API request; any other key is the free tier's.
    let key: String

    func answer(_ request: ReplayRequest, state: ReplayState) async -> Reply {
        let tier = OpenDotaTier(request, validKey: key)
        let limiter = state.openDotaLimiter
        let admission = await limiter.admit(tier)
        var reply: Reply
        if let refusal = admission.refusal {
            reply = .openDotaError(refusal, status: 429)
        } else {
            reply = await route(request, state: state)
        }
        reply.headers.merge(admission.headers) { _, limit in limit }
        await limiter.answered(tier, status: reply.status)
        return reply
    }

    /// Express answers only the methods a route declares (GET for all of these); anything else falls to the 404.
    private func route(_ request: ReplayRequest, state: ReplayState) async -> Reply {
        let path = request.path.dropFirst(Self.prefix.count)
        guard request.method == "GET" else { return .openDotaNotFound }
        for route in Self.served {
            if let parameters = route.parameters(in: path) {
                return await route.answer(parameters, request, state)
            }
        }
        return .openDotaNotFound
    }
}
