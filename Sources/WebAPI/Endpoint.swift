// Valve endpoints: where they live and how a request URL is built (the key always last, so redaction is simple).
import Foundation

public struct Endpoint: Sendable {
    public let interface: String
    public let method: String
    public let version: Int
    /// GetFriendList answers a private list with the same 401 page a bad key gets, so there 401 means "private".
    public var unauthorizedMeansPrivate = false

    public static let resolveVanityURL = Endpoint(interface: "ISteamUser", method: "ResolveVanityURL", version: 1)
    public static let getPlayerSummaries = Endpoint(interface: "ISteamUser", method: "GetPlayerSummaries", version: 2)
    public static let getFriendList = Endpoint(interface: "ISteamUser", method: "GetFriendList", version: 1, unauthorizedMeansPrivate: true)

    /// `STEAM_API_BASE_URL`, or Valve's server.
    public static func apiBaseURL(environment: [String: String]) -> String {
        let base = environment["STEAM_API_BASE_URL"].flatMap { $0.isEmpty ? nil : $0 } ?? "https://api.steampowered.com"
        return base.hasSuffix("/") ? String(base.dropLast()) : base
    }

    func url(base: String, parameters: [(String, String)], key: String) -> String {
        var components = URLComponents()
        components.queryItems = (parameters + [("key", key)]).map { URLQueryItem(name: $0.0, value: $0.1) }
        return "\(base)/\(interface)/\(method)/v\(version)/?\(components.percentEncodedQuery ?? "")"
    }
}
