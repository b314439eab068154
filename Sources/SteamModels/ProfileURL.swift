// Steam community profile URLs as people paste them: /profiles/<id64>, /profiles/[U:1:N] and /id/<vanity>, plus what
// browsers add; group URLs (/groups/<name>, /gid/<id64>) are named as such.
import Foundation

enum ProfileURL {
    /// Steam's community hosts. m.steamcommunity.com is Valve's mobile community host; its paths name profiles the
    /// same way, and only the path is read here, never fetched.
    static let hosts: Set<String> = ["steamcommunity.com", "www.steamcommunity.com", "m.steamcommunity.com"]

    /// Reads `[scheme://]host[:port]/(id|profiles)/<value>[/more…][?query][#fragment]`. Scheme and host are compared
    /// without case; a port must be the scheme's default (443 or 80 when the scheme is left out).
    static func parse(_ text: String, _ fail: (String) -> SteamIDParseError) throws(SteamIDParseError) -> SteamIDInput {
        var rest = Substring(text)
        var defaultPorts: Set<Substring> = ["443", "80"]
        if let separator = rest.firstRange(of: "://") {
            switch rest[..<separator.lowerBound].lowercased() {
            case "https": defaultPorts = ["443"]
            case "http": defaultPorts = ["80"]
            case let scheme: throw fail("URL scheme \(quoted(scheme)) is not http or https")
            }
            rest = rest[separator.upperBound...]
        }
        let beforeQuery = rest.prefix { $0 != "?" && $0 != "#" }
        let authority = beforeQuery.prefix { $0 != "/" }
        var host = authority
        if let colon = authority.lastIndex(of: ":") {
            let port = authority[authority.index(after: colon)...]
            guard defaultPorts.contains(port) else { throw fail("port \(quoted(String(port))) is not the default port of the URL's scheme") }
            host = authority[..<colon]
        }
        guard hosts.contains(host.lowercased()) else {
            throw fail("host \(quoted(String(host))) is not steamcommunity.com")
        }
        let path = beforeQuery.dropFirst(authority.count).split(separator: "/")
        switch (path.first, path.dropFirst().first) {
        case ("profiles", let id64?) where id64.hasPrefix("[") || id64.hasPrefix("%5B") || id64.hasPrefix("%5b"):
            // Steam answers /profiles/[U:1:N] (as typed, or as a browser escapes it) with a redirect to the profile.
            return .id(try SteamIDInput.parseSteam3(id64.removingPercentEncoding ?? String(id64), fail))
        case ("profiles", let id64?):
            guard SteamIDInput.isSignedDigits(String(id64)) else {
                throw fail("/profiles/ URL does not hold a SteamID64 or a Steam3 id")
            }
            let number = try SteamIDInput.unsignedNumber(id64, fail)
            return .id(try SteamIDInput.player(SteamID(id64: number), fail))
        case ("id", let encoded?):
            guard let name = encoded.removingPercentEncoding, SteamIDInput.isVanityName(name) else {
                throw fail("/id/ URL holds an invalid vanity name (2 to 32 letters, digits, _ or -)")
            }
            return .vanity(name)
        case ("groups", _?), ("gid", _?):
            throw fail("URL names a Steam group, not a player")
        default:
            throw fail("URL path is not /id/<name> or /profiles/<id64>")
        }
    }
}
