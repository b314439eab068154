// Steam community profile URLs as people paste them: /profiles/<id64>, /profiles/[U:1:N], /id/<vanity> and the
// friend-invite links (s.team/p/<code>, /user/<code>), plus what browsers add; group URLs (/groups/<name>,
// /gid/<id64>) are named as such.
import FoundationEssentials
import FoundationGaps

enum ProfileURL {
    /// Steam's community hosts. m.steamcommunity.com is Valve's mobile community host; its paths name profiles the
    /// same way, and only the path is read here, never fetched.
    static let hosts: Set<String> = ["steamcommunity.com", "www.steamcommunity.com", "m.steamcommunity.com"]
    /// Valve's short host for friend-invite links, https://s.team/p/<code>[/<token>].
    static let inviteHost = "s.team"

    /// An invite link's code is the account id in hexadecimal, each digit 0-f written as one of these letters, with
    /// a dash anywhere for reading ("cpf-ff"); the token after it is one use of the invite, not part of the account
    /// (Dr. McKay, "Translate new /user/ links", dev.doctormckay.com/topic/1849).
    static let inviteDigits = Array("bcdfghjkmnpqrtvw".utf8)

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
        let isInviteHost = host.lowercased() == inviteHost
        guard isInviteHost || hosts.contains(host.lowercased()) else {
            throw fail("host \(quoted(host)) is not steamcommunity.com")
        }
        if let port = url.port, !defaultPorts.contains(port) {
            throw fail("port \(quoted(String(port))) is not the default port of the URL's scheme")
        }
        let path = withoutDotSegments(url.percentEncodedPath.split(scalar: "/"))
        if isInviteHost {
            guard path.first?.lowercased() == "p", let code = path.dropFirst().first else {
                throw fail("s.team URL path is not /p/<friend code>")
            }
            return .id(try inviteAccount(code, fail))
        }
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
        case ("user", let code?):
            return .id(try inviteAccount(code, fail))
        case ("groups", _?), ("gid", _?):
            throw fail("URL names a Steam group, not a player")
        default:
            throw fail("URL path is not /id/<name>, /profiles/<id64> or /user/<friend code>")
        }
    }

    /// The account a friend-invite code names: its letters as hexadecimal digits, dashes left out.
    static func inviteAccount(_ code: Substring, _ fail: (String) -> SteamIDParseError) throws(SteamIDParseError) -> SteamID {
        var account: UInt64 = 0
        var digits = 0
        for byte in code.utf8 where byte != UInt8(ascii: "-") {
            let lower = byte | 0x20
            guard let digit = inviteDigits.firstIndex(of: lower), digits < 8 else {
                throw fail("friend code \(quoted(String(code))) is not an account's code (letters of bcdfghjkmnpqrtvw, and dashes)")
            }
            account = account << 4 | UInt64(digit)
            digits += 1
        }
        guard digits > 0, account > 0 else { throw fail("friend code \(quoted(String(code))) names no account") }
        return SteamID(accountID: UInt32(account))
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
