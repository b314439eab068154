// Answers a request on a Valve path as Valve would, with no faults: route table, 404/405, key check, Valve's rate limits
// when modelled, required parameters, and beside the API Steam's OpenID login and the store's appdetails.

struct ValveAPI: Sendable {
    /// Every method the replay serves. A new endpoint is one file defining a `ValveRoute` plus one line here.
    static let served: [ValveRoute] = [
        .resolveVanityURL,
        .getPlayerSummaries,
        .getFriendList,
        .getPlayerBans,
        .getMatchHistory,
        .getMatchDetails,
        .getMatchHistoryBySequenceNum,
        .getHeroes,
        .getOwnedGames,
        .getRecentlyPlayedGames,
        .getSchemaForGame,
        .getUserStatsForGame,
        .getPlayerAchievements,
        .getGlobalAchievementPercentagesForApp,
        .getNewsForApp,
        .getNumberOfCurrentPlayers,
        .getSteamLevel,
        .getBadges,
        .getAppList,
        .getWishlist,
        .getWishlistItemCount,
        .getItems,
    ]

    let key: String
    let routes: [ValveRoute]

    init(key: String, routes: [ValveRoute] = ValveAPI.served) {
        self.key = key
        self.routes = routes
    }

    /// Encoding our own records cannot really fail; if it ever does, the client gets Valve's 500 page.
    func answer(_ request: ReplayRequest, state: ReplayState) async -> Reply {
        // steamcommunity.com's path, not an API method: the one base URL stands for both hosts.
        if request.path == OpenIDLogin.path {
            return await OpenIDLogin.answer(request, provider: state.openID)
        }
        // store.steampowered.com's, keyless and limited on its own: BASE/store stands for that host.
        if request.path == AppDetails.path {
            return await AppDetails.answer(request, state: state)
        }
        guard let path = ValveMethodPath(request.path),
              let route = routes.first(where: { $0.serves(path) })
        else { return .errorPage(404) }
        guard route.httpMethods.contains(request.method) else {
            return .errorPage(405, detail: ValveErrorPage.wrongMethod(allowed: route.httpMethods))
        }
        // A missing key is refused like a wrong one: the sources disagree (400 or 403), and clients match the `key=` text.
        guard !route.usesKey || request.query["key"] == key else { return .errorPage(403) }
        // Counted under the key as sent, so a method that needs none counts under whichever key comes with it, or none.
        let isSequence = route.method == ValveRoute.getMatchHistoryBySequenceNum.method
        if let refusal = await state.valveLimiter.admit(key: request.query["key"] ?? "", isSequence: isSequence) {
            return refusal.reply
        }
        if let missing = route.requiredParameters.first(where: { request.query[$0] == nil }) {
            return .errorPage(400, detail: "Required parameter '\(missing)' is missing")
        }
        return (try? await route.answer(request, state)) ?? .errorPage(500)
    }
}
