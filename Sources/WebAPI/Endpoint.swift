// Endpoint: each method the tools call, Valve's and OpenDota's, declared once: where it lives, whether it takes the
// key, what identifies and how long to keep each answer, and how its answers map to outcomes. A new endpoint is one
// declaration here, a decoder in SteamModels and a route in ReplayRoutes.
import FoundationEssentials
import FoundationGaps
import Transport

public struct Endpoint: Sendable {
    /// Where a method lives on its service.
    public enum Location: Sendable {
        /// Valve's `/<interface>/<method>/v<version>/`.
        case steam(interface: String, version: Int)
        /// A path of OpenDota's API with `{name}` for each parameter that goes in the path: `/matches/{match_id}`.
        case openDota(path: String)
        /// A path on the Steam store's site (`STEAM_STORE_URL`), which is no Web API method: `/api/appdetails`.
        case store(path: String)
    }

    public let location: Location
    /// The name errors, notes and the store's answers use: Valve's method name, or `OpenDota` and the path.
    public let method: String
    /// GetNewsForApp, GetGlobalAchievementPercentagesForApp and Steam's OpenID take no key and must work without one.
    /// OpenDota's key is optional everywhere, and goes in a header.
    public let usesKey: Bool
    /// Which request parameter names the thing asked for, so each answer is stored under it.
    public let identity: CacheIdentity
    /// How long an answer with each outcome stays true; outcomes not listed are never kept.
    public let lifetimes: [Outcome: Lifetime]
    /// The endpoint's own answers, tried in order before the shared rules.
    public let rules: [AnswerRule]
    /// Which answers end the attempts early, such as an outage Valve reports as HTTP 500.
    public let retry: RetryRule
    /// The shared rate bucket its requests draw from: Valve tolerates far fewer calls of some methods.
    public let rateClass: RateClass

    public init(
        _ interface: String, _ method: String, version: Int, usesKey: Bool = true, identity: CacheIdentity,
        keep lifetimes: [Outcome: Lifetime], rules: [AnswerRule] = [], retry: RetryRule = .standard,
        rateClass: RateClass = .standard
    ) {
        self.init(
            location: .steam(interface: interface, version: version), method: method, usesKey: usesKey,
            identity: identity, lifetimes: lifetimes, rules: rules, retry: retry, rateClass: rateClass)
    }

    /// An OpenDota route. OpenDota's own 429s ("rate limit exceeded", "monthly api limit exceeded") come back to
    /// the client, which tells a spent minute (wait for the next) from a spent month (stop) by OpenDota's headers and
    /// words. Any other 429, from a proxy in between, is retried as Valve's are, its Retry-After honoured: waiting for
    /// the next minute would answer a limit that is not OpenDota's.
    public init(openDota path: String, identity: CacheIdentity, keep lifetimes: [Outcome: Lifetime], rules: [AnswerRule] = []) {
        self.init(
            location: .openDota(path: path), method: "OpenDota \(path)", usesKey: false, identity: identity,
            lifetimes: lifetimes, rules: rules, retry: .standard(finalWhen: Self.isOpenDotaLimit), rateClass: .openDota)
    }

    /// A route of the store's site: keyless, in a rate class of its own, its answers named `method`.
    public init(
        store path: String, method: String, identity: CacheIdentity, keep lifetimes: [Outcome: Lifetime], rateClass: RateClass
    ) {
        self.init(
            location: .store(path: path), method: method, usesKey: false, identity: identity, lifetimes: lifetimes,
            rules: [], retry: .standard, rateClass: rateClass)
    }

    @Sendable private static func isOpenDotaLimit(status: Int, body: Data) -> Bool {
        status == 429 && String(decoding: body, as: UTF8.self).contains("limit exceeded")
    }

    private init(
        location: Location, method: String, usesKey: Bool, identity: CacheIdentity, lifetimes: [Outcome: Lifetime],
        rules: [AnswerRule], retry: RetryRule, rateClass: RateClass
    ) {
        self.location = location
        self.method = method
        self.usesKey = usesKey
        self.identity = identity
        self.lifetimes = lifetimes
        self.rules = rules
        self.retry = retry
        self.rateClass = rateClass
    }

    /// The key goes last, so that whatever shows a URL can redact it in one place. OpenDota's parameters named in
    /// its path go there, percent-encoded as one segment each; the rest make the query.
    func url(base: String, parameters: [(String, String)], key: String?) -> String {
        switch location {
        case .steam(let interface, let version):
            return "\(base)/\(interface)/\(method)/v\(version)/?\(Self.query(parameters + (key.map { [("key", $0)] } ?? [])))"
        case .openDota(let template):
            var path = template
            var rest: [(String, String)] = []
            for (name, value) in parameters {
                let placeholder = "{\(name)}"
                guard path.contains(placeholder) else {
                    rest.append((name, value))
                    continue
                }
                let segment = value.percentEncoded(allowing: .pathSegment)
                path = path.replacingEvery(placeholder, with: segment)
            }
            return base + path + (rest.isEmpty ? "" : "?" + Self.query(rest))
        case .store(let path):
            return base + path + "?" + Self.query(parameters)
        }
    }

    private static func query(_ parameters: [(String, String)]) -> String {
        var components = URLComponents()
        components.queryItems = parameters.map { URLQueryItem(name: $0.0, value: $0.1) }
        // URLComponents leaves `+` alone in queries, where servers read it as a space.
        return (components.percentEncodedQuery ?? "").replacingEvery("+", with: "%2B")
    }
}

/// What names one stored answer.
public enum CacheIdentity: Sendable {
    /// The value of one parameter, as sent.
    case parameter(String)
    /// The value of one parameter, whose case Valve ignores (vanity names).
    case caseInsensitive(String)
    /// Each id of a comma-separated list: one request answers for many ids, each stored on its own.
    case eachOf(String)
    /// Every parameter: a page of a history, which no single parameter names.
    case everyParameter
    /// Each app a store request asks for, in the request's country: `440/US`. The store's batches name their apps
    /// in JSON or a list, so `SteamAPI.storeApps` names each answer itself.
    case appInCountry
}

public enum Lifetime: Sendable, Equatable {
    case seconds(TimeInterval)
    /// Answers that never change, such as a finished match.
    case forever
    /// Until the next time the clock reads this hour, UTC: a store price holds until Valve's sales turn over at 17:00.
    case untilHourUTC(Int)

    public static func minutes(_ count: Double) -> Lifetime { .seconds(count * 60) }
    public static func hours(_ count: Double) -> Lifetime { .seconds(count * 3600) }
    public static func days(_ count: Double) -> Lifetime { .seconds(count * 86400) }

    func expiry(after fetched: Date) -> Date? {
        switch self {
        case .seconds(let seconds): fetched.addingTimeInterval(seconds)
        case .forever: nil
        case .untilHourUTC(let hour):
            Date(timeIntervalSince1970: Self.next(hourUTC: hour, after: fetched.timeIntervalSince1970))
        }
    }

    /// The first moment after `time` (unix seconds) at which a UTC day reaches `hour`.
    static func next(hourUTC hour: Int, after time: TimeInterval) -> TimeInterval {
        let offset = TimeInterval(hour * 3600), day: TimeInterval = 86_400
        return ((time - offset) / day).rounded(.down) * day + offset + day
    }
}

/// The methods the tools call. Profiles change often and vanity names rarely; an unknown name or player is
/// remembered briefly, so a typo in a long input costs one request, not one per run.
extension Endpoint {
    public static let resolveVanityURL = Endpoint(
        "ISteamUser", "ResolveVanityURL", version: 1, identity: .caseInsensitive("vanityurl"),
        keep: [.found: .days(7), .notFound: .minutes(10)],
        rules: [.field("response.success", equals: 42, means: .notFound)])

    public static let getPlayerSummaries = Endpoint(
        "ISteamUser", "GetPlayerSummaries", version: 2, identity: .eachOf("steamids"),
        keep: [.found: .hours(1), .notFound: .minutes(10)])

    /// Valve answers a private friend list, or profile, with the same 401 page a bad key gets elsewhere.
    public static let getFriendList = Endpoint(
        "ISteamUser", "GetFriendList", version: 1, identity: .parameter("steamid"),
        keep: [.found: .hours(1), .hidden: .hours(1)],
        rules: [.status(401, means: .hidden)])

    /// Bans change seldom, but a monitor wants them within the hour like profiles. Valve leaves an unknown account
    /// out of its answer, as GetPlayerSummaries does.
    public static let getPlayerBans = Endpoint(
        "ISteamUser", "GetPlayerBans", version: 1, identity: .eachOf("steamids"),
        keep: [.found: .hours(1), .notFound: .minutes(10)])
}

/// Dota 2. Matches are kept in the store's own match table, not as answers, so
/// none of these keeps a match answer; heroes change with a patch, a few times a year.
extension Endpoint {
    /// Valve's documented limit, and GetMatchHistory's page size.
    public static let matchesPerPage = 100

    /// Its `statusDetail` names the problem with the request (status 8: "'matches_requested' must be greater than 0").
    private static let statusDetail = AnswerRule.errorMessage(at: "result.statusDetail")

    /// A page of an account's history, or of everyone's. Status 15 is a private history.
    public static let getMatchHistory = Endpoint(
        "IDOTA2Match_570", "GetMatchHistory", version: 1, identity: .everyParameter, keep: [:],
        rules: [.field("result.status", equals: 15, means: .hidden), statusDetail])

    private static let matchDetailsOutage = AnswerRule.status(500, body: "{}", means: .unavailable)

    /// HTTP 500 `{}` for nearly every match since May 2024: an outage to fall back from at once, not to retry.
    public static let getMatchDetails = Endpoint(
        "IDOTA2Match_570", "GetMatchDetails", version: 1, identity: .parameter("match_id"), keep: [:],
        rules: [
            matchDetailsOutage,
            .field("result.error", equals: "Match ID not found", means: .notFound),
            .field("result.error", equals: "Practice matches are not available via GetMatchDetails", means: .hidden),
            .errorMessage(at: "result.error"), statusDetail,
        ],
        retry: .standard(finalWhen: { status, body in matchDetailsOutage.verdict(status, body) != nil }))

    /// Full matches from a sequence number on. Valve allows it far fewer calls than the rest (about one in 5 s), so
    /// it draws from a bucket of its own.
    public static let getMatchHistoryBySequenceNum = Endpoint(
        "IDOTA2Match_570", "GetMatchHistoryBySequenceNum", version: 1, identity: .everyParameter, keep: [:],
        rules: [statusDetail], rateClass: .matchSequence)

    public static let getHeroes = Endpoint(
        "IEconDOTA2_570", "GetHeroes", version: 1, identity: .parameter("language"), keep: [.found: .days(7)])
}

/// OpenDota: the whole match list of an account in one answer, and one match at a time, at 60 requests a minute
/// without a key. Matches go to the store's match table like Valve's, so neither keeps an answer.
extension Endpoint {
    /// Every match of the account, newest first, past Valve's 500 cap. A private profile and an account OpenDota
    /// does not know both answer `[]`.
    public static let openDotaPlayerMatches = Endpoint(
        openDota: "/players/{account_id}/matches", identity: .everyParameter, keep: [:])

    /// A match OpenDota does not have answers 404 `{"error":"Not Found"}`.
    public static let openDotaMatch = Endpoint(
        openDota: "/matches/{match_id}", identity: .parameter("match_id"), keep: [:],
        rules: [.status(404, means: .notFound)])
}

extension RateClass {
    /// GetMatchHistoryBySequenceNum's bucket; its rate is dota-detail's --sequence-rate.
    public static let matchSequence = RateClass(name: "match-sequence", flag: "--sequence-rate")

    /// OpenDota's bucket: a minute's 60 requests, one a second, apart from Valve's rate; the client gives it the
    /// OpenDota key it is counted per and the rate --opendota-rate sets.
    public static let openDota = RateClass(
        name: "opendota", ceiling: SteamAPI.openDotaDefaultRate, separateKey: "", flag: "--opendota-rate")
}

/// Steam games. Libraries and playtimes change as people play, schemas and global
/// percentages with a game's updates; an account that hides its games stays hidden for a while.
extension Endpoint {
    /// `{"response":{}}` is how IPlayerService answers for a private profile or private game details.
    private static let privateGames = AnswerRule.emptyObject(at: "response", means: .hidden)

    /// Identified by every parameter: with and without names or free games are different answers.
    public static let getOwnedGames = Endpoint(
        "IPlayerService", "GetOwnedGames", version: 1, identity: .everyParameter,
        keep: [.found: .hours(1), .hidden: .hours(1)], rules: [privateGames])

    public static let getRecentlyPlayedGames = Endpoint(
        "IPlayerService", "GetRecentlyPlayedGames", version: 1, identity: .everyParameter,
        keep: [.found: .hours(1), .hidden: .hours(1)], rules: [privateGames])

    /// An app Valve does not know answers HTTP 400 `{}`.
    public static let getSchemaForGame = Endpoint(
        "ISteamUserStats", "GetSchemaForGame", version: 2, identity: .parameter("appid"),
        keep: [.found: .days(1), .notFound: .days(1)], rules: [.status(400, body: "{}", means: .notFound)])

    /// Valve says why in the body, not the status: "Profile is not public" came on 403 live and on 200 in a
    /// hand-made fixture; "Requested app has no stats" (no stats, or not owned) on 400.
    public static let getPlayerAchievements = Endpoint(
        "ISteamUserStats", "GetPlayerAchievements", version: 1, identity: .everyParameter,
        keep: [.found: .hours(1), .hidden: .hours(1), .notFound: .hours(1)],
        rules: [
            .status(403, bodyContains: "Profile is not public", means: .hidden),
            .field("playerstats.error", equals: "Profile is not public", means: .hidden),
            .status(400, bodyContains: "Requested app has no stats", means: .notFound),
            .errorMessage(at: "playerstats.error"),
        ])

    /// HTTP 400 `{}` for a private profile, an app not owned or without stats alike: Valve does not say which.
    public static let getUserStatsForGame = Endpoint(
        "ISteamUserStats", "GetUserStatsForGame", version: 2, identity: .everyParameter,
        keep: [.found: .hours(1), .unavailable: .hours(1)], rules: [.status(400, body: "{}", means: .unavailable)])

    /// Needs no key; an app with no achievements, or no such app, answers HTTP 403 `{}`.
    public static let getGlobalAchievementPercentages = Endpoint(
        "ISteamUserStats", "GetGlobalAchievementPercentagesForApp", version: 2, usesKey: false,
        identity: .parameter("gameid"), keep: [.found: .days(1), .notFound: .days(1)],
        rules: [.status(403, body: "{}", means: .notFound)])

    /// Needs no key; an app without news, or no such app, answers HTTP 403 `{}`.
    public static let getNewsForApp = Endpoint(
        "ISteamNews", "GetNewsForApp", version: 2, usesKey: false, identity: .everyParameter,
        keep: [.found: .hours(1), .notFound: .hours(1)], rules: [.status(403, body: "{}", means: .notFound)])
}

/// Lookups that need no library: how many play an app now, an account's Steam level and badges, and the app list.
extension Endpoint {
    /// Needs no key. Valve counts the players every few minutes, so an answer a minute old is as good as a new one;
    /// an app it does not know answers HTTP 404 `{"response":{"result":42}}` (recorded 2014, Tests/RecordedAnswers),
    /// which stays true for a while. The rule asks for `"result"` in the body: a 404 page without it is no answer.
    public static let getNumberOfCurrentPlayers = Endpoint(
        "ISteamUserStats", "GetNumberOfCurrentPlayers", version: 1, usesKey: false, identity: .parameter("appid"),
        keep: [.found: .minutes(1), .notFound: .hours(1)],
        rules: [.status(404, bodyContains: "\"result\"", means: .notFound)])

    /// `{"response":{}}` for a private profile or an account Valve does not know; levels change with badges, seldom.
    public static let getSteamLevel = Endpoint(
        "IPlayerService", "GetSteamLevel", version: 1, identity: .parameter("steamid"),
        keep: [.found: .hours(1), .hidden: .hours(1)], rules: [.emptyObject(at: "response", means: .hidden)])

    /// `{"response":{}}` (with `X-Eresult: 15`) for a private profile, as GetSteamLevel.
    public static let getBadges = Endpoint(
        "IPlayerService", "GetBadges", version: 1, identity: .parameter("steamid"),
        keep: [.found: .hours(1), .hidden: .hours(1)], rules: [.emptyObject(at: "response", means: .hidden)])

    /// Valve's app list as documented today (docs/steam-lookups.md): IStoreService's, which takes the key and pages by
    /// `last_appid` (exclusive) with at most 50,000 apps a page. ISteamApps/GetAppList/v2, keyless, answers 404 since
    /// November 2025. Its pages are not kept as answers: the store keeps the whole list in a table of its own.
    public static let getAppList = Endpoint(
        "IStoreService", "GetAppList", version: 1, identity: .everyParameter, keep: [:])

    /// Valve's largest page of the app list.
    public static let appListPageLimit = 50_000
}

/// The Steam store: wishlists on the Web API, and each app's store data and prices in a country, from GetItems in
/// batches or from the store site's appdetails.
extension Endpoint {
    /// Needs no key. A private list and an empty one both answer `{"response":{}}`; GetWishlistItemCount tells them
    /// apart. A wishlist changes as its owner shops, so an hour, like a library.
    public static let getWishlist = Endpoint(
        "IWishlistService", "GetWishlist", version: 1, usesKey: false, identity: .parameter("steamid"),
        keep: [.found: .hours(1), .hidden: .hours(1)], rules: [.emptyObject(at: "response", means: .hidden)])

    /// Needs no key: `{"response":{"count":N}}`, above 0 for a list GetWishlist hides.
    public static let getWishlistItemCount = Endpoint(
        "IWishlistService", "GetWishlistItemCount", version: 1, usesKey: false, identity: .parameter("steamid"),
        keep: [.found: .hours(1)])

    /// Valve's sales start and end at 17:00 UTC, so a price holds until then, never more than a day.
    public static let storePriceLifetime = Lifetime.untilHourUTC(17)

    /// Needs no key (xPaw's dump lists one; clients call it without). About 150 ids a call work, 500 overflow the
    /// front end's URL limit; an app the store does not know comes back with a `success` other than 1.
    public static let getStoreItems = Endpoint(
        "IStoreBrowseService", "GetItems", version: 1, usesKey: false, identity: .appInCountry,
        keep: [.found: storePriceLifetime, .notFound: storePriceLifetime])

    /// GetItems' ids a call.
    public static let storeItemsPerCall = 150

    /// The store site's appdetails with `filters=price_overview`, the one form that takes several apps a call. It
    /// allows about 200 requests in 5 minutes, from any key or none, so it draws from a bucket of its own.
    public static let appDetailsPrices = Endpoint(
        store: "/api/appdetails", method: "appdetails", identity: .appInCountry,
        keep: [.found: storePriceLifetime, .notFound: storePriceLifetime], rateClass: .storeAppDetails)

    /// appdetails' apps a call: its limit counts calls, not apps, and 100 ids keep the URL short.
    public static let appDetailsPerCall = 100
}

extension RateClass {
    /// appdetails' bucket, counted per caller (it takes no key): 0.6 a second is 180 in 5 minutes, below the 208
    /// measured once its first burst is spent; its rate is --appdetails-rate.
    public static let storeAppDetails = RateClass(
        name: "store-appdetails", ceiling: SteamAPI.appDetailsDefaultRate, separateKey: "", flag: "--appdetails-rate")
}
