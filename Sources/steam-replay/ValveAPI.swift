// Answers a request on a Valve path as Valve would, with no faults: route table, 404/405, key check, required parameters.

import FlyingFox

struct ValveAPI: Sendable {
    /// Every method the replay serves. A new endpoint is one file defining a `ValveRoute` plus one line here.
    static let routes: [ValveRoute] = [
        .resolveVanityURL,
        .getPlayerSummaries,
        .getFriendList,
    ]

    let world: World
    let key: String

    func answer(_ request: HTTPRequest) throws -> ValveReply {
        guard let path = ValveMethodPath(request.path),
              let route = Self.routes.first(where: { $0.serves(path) })
        else { return .errorPage(404) }
        guard request.method == .GET else { return .errorPage(405) }
        // A missing key is refused like a wrong one: the sources disagree (400 or 403), and clients match the `key=` text.
        guard request.query["key"] == key else { return .errorPage(403) }
        if let missing = route.requiredParameters.first(where: { request.query[$0] == nil }) {
            return .errorPage(400, detail: "Required parameter '\(missing)' is missing")
        }
        return try route.answer(request.query, world)
    }
}
