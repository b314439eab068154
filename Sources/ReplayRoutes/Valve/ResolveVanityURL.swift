// ISteamUser/ResolveVanityURL/v1: always HTTP 200, success 1 with a steamid or 42 "No match".

extension ValveRoute {
    static let resolveVanityURL = ValveRoute(
        interface: "ISteamUser", method: "ResolveVanityURL", versions: [1], requiredParameters: ["vanityurl"]
    ) { request, state in
        let query = request.query, world = state.world
        // url_type 2 and 3 ask for groups, and the world has none: those never match.
        let individual = (query["url_type"] ?? "1") == "1"
        guard individual, let vanity = query["vanityurl"], let player = world.player(vanity: vanity) else {
            return try .json(ResolveVanityURLBody(response: .init(steamid: nil, success: 42, message: "No match")))
        }
        return try .json(ResolveVanityURLBody(response: .init(steamid: player.steamID, success: 1, message: nil)))
    }
}

private struct ResolveVanityURLBody: Encodable {
    struct Response: Encodable {
        let steamid: String?
        /// An EResult: 1 OK, 42 NoMatch.
        let success: Int
        let message: String?
    }

    let response: Response
}
