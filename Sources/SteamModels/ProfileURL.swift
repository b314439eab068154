// Steam community profile URLs as people paste them: /profiles/<id64>, /profiles/[U:1:N] and /id/<vanity>, plus what
// browsers add; group URLs (/groups/<name>, /gid/<id64>) are named as such.
import FoundationEssentials
import FoundationGaps

enum ProfileURL {
    /// Steam's community hosts. m.steamcommunity.com is Valve's mobile community host; its paths name profiles the
    /// same way, and only the path is read here, never fetched.
    static let hosts: Set<String> = ["steamcommunity.com", "www.steamcommunity.com", "m.steamcommunity.com"]

    /// Reads `[scheme://]host[:port]/(id|profiles)/<value>[/more…][?query][#fragment]` as a browser would: the
    /// authority by Foundation's URL parser, the path with its dot segments resolved (RFC 3986 §5.2.4, `%2e` being a
    /// dot too), so `/id/x/../../profiles/N` names the profile a browser opens. Scheme, host and the path's first
    /// word are compared without case; a port must be the scheme's default (443 or 80 when the scheme is left out).
    static func parse(_ text: String, _ fail: (String) -> SteamIDParseError) throws(SteamIDParseError) -> SteamIDInput {
        let schemeGiven = text.contains("://")
        guard let url = URLComponents(string: schemeGiven ? text : "https://" + text, encodingInvalidCharacters: true)
        else { throw fail("not a well-formed URL") }
        var defaultPorts = [443, 80]
        if schemeGiven {
            switch url.scheme?.lowercased() {
            case "https": defaultPorts = [443]
            case "http": defaultPorts = [80]
            case let scheme: throw fail("URL scheme \(quoted(scheme ?? "")) is not http or https")
            }
        }
        guard url.user == nil, url.password == nil else {
            throw fail("URL holds a user name or password before its host, which profile URLs never do")
        }
        let host = url.encodedHost ?? ""
        guard hosts.contains(host.lowercased()) else { throw fail("host \(quoted(host)) is not steamcommunity.com") }
        if let port = url.port, !defaultPorts.contains(port) {
            throw fail("port \(quoted(String(port))) is not the default port of the URL's scheme")
        }
        let path = withoutDotSegments(url.percentEncodedPath.split(separator: "/"))
        switch (path.first?.lowercased(), path.dropFirst().first) {
        case ("profiles", let id64?) where id64.hasPrefix("[") || id64.hasPrefix("%5B") || id64.hasPrefix("%5b"):
            // Steam answers /profiles/[U:1:N] (as typed, or as a browser escapes it) with a redirect to the profile.
            return .id(try SteamIDInput.parseSteam3(id64.percentDecoded ?? String(id64), fail))
        case ("profiles", let id64?):
            guard SteamIDInput.isSignedDigits(String(id64)) else {
                throw fail("/profiles/ URL does not hold a SteamID64 or a Steam3 id")
            }
            let number = try SteamIDInput.unsignedNumber(id64, fail)
            return .id(try SteamIDInput.player(SteamID(id64: number), fail))
        case ("id", let encoded?):
            guard let name = encoded.percentDecoded, SteamIDInput.isVanityName(name) else {
                throw fail("/id/ URL holds an invalid vanity name (2 to 32 letters, digits, _ or -)")
            }
            return .vanity(name)
        case ("groups", _?), ("gid", _?):
            throw fail("URL names a Steam group, not a player")
        default:
            throw fail("URL path is not /id/<name> or /profiles/<id64>")
        }
    }

    /// The path's segments once `.` and `..` are resolved, as a browser resolves them before it asks the server.
    private static func withoutDotSegments(_ segments: [Substring]) -> [Substring] {
        var kept: [Substring] = []
        for segment in segments {
            switch segment.lowercased().replacingEvery("%2e", with: ".") {
            case ".": continue
            case "..": _ = kept.popLast()
            default: kept.append(segment)
            }
        }
        return kept
    }
}
