// Steam's OpenID 2.0 provider at /openid/login, served from the replay's base URL as from
// STEAM_COMMUNITY_URL: checkid_setup by GET, check_authentication by POST. No key: a login comes before one.

enum OpenIDLogin {
    static let path = "/openid/login"

    static func answer(_ request: ReplayRequest, provider: OpenIDProvider) async -> Reply {
        switch request.method {
        case "GET":
            return await CheckIDSetup.answer(request, provider: provider)
        case "POST":
            return await CheckAuthentication.answer(request.body, provider: provider)
        default:
            return .errorPage(405, detail: ValveErrorPage.wrongMethod(allowed: ["GET", "POST"]))
        }
    }
}

extension Query {
    /// The first name sent more than once: an OpenID message with two values for one field is refused, not read
    /// by whichever value a reader happens to take.
    var repeatedName: String? {
        var seen: Set<String> = []
        return items.first { !seen.insert($0.name).inserted }?.name
    }
}
