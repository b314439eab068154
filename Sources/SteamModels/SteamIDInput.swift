// Parsing what people type for an account: every SteamID form, profile URLs, and vanity names.

/// What an input names: an account directly, or a vanity name that ResolveVanityURL must turn into one.
public enum SteamIDInput: Equatable, Sendable {
    case id(SteamID)
    case vanity(String)
}

public struct SteamIDParseError: StatusError, Equatable {
    public let input: String
    public let reason: String
    public var description: String { "\(quoted(input)): \(reason)" }
    public var exitStatus: ExitStatus { .partialFailure }
}

extension SteamIDInput {
    /// Accepts a SteamID64, an account_id, `STEAM_X:Y:Z`, `[U:1:N]` (optionally `[U:1:N:instance]`),
    /// `…steamcommunity.com/profiles/<id64>` and `…/id/<vanity>` URLs, or a bare vanity name.
    /// A number below 2^32 is an account_id; larger numbers must be SteamID64s of an individual account.
    public static func parse(_ raw: String) throws(SteamIDParseError) -> SteamIDInput {
        let text = raw.trimmingWhitespace()
        func fail(_ reason: String) -> SteamIDParseError { SteamIDParseError(input: raw, reason: reason) }
        guard !text.isEmpty else { throw fail("empty input") }

        if let number = UInt64(text) {
            if number <= UInt64(UInt32.max) { return .id(SteamID(accountID: UInt32(number))) }
            let id = SteamID(id64: number)
            guard id.isIndividual, id.universe == 1 else { throw fail("not the SteamID64 of an individual account") }
            return .id(id)
        }
        if text.hasPrefix("STEAM_") { return .id(try parseSteam2(text, fail)) }
        if text.hasPrefix("[") { return .id(try parseSteam3(text, fail)) }
        if let path = communityPath(of: text) { return try parseProfilePath(path, fail) }
        guard isVanityName(text) else {
            throw fail("not a SteamID, profile URL or vanity name")
        }
        return .vanity(text)
    }

    private static func parseSteam2(_ text: String, _ fail: (String) -> SteamIDParseError) throws(SteamIDParseError) -> SteamID {
        let parts = text.dropFirst("STEAM_".count).split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, let universe = UInt8(parts[0]), universe <= 1,
              let y = UInt32(parts[1]), y <= 1, let z = UInt32(parts[2]), z <= UInt32.max >> 1
        else { throw fail("malformed Steam2 id (expected STEAM_X:Y:Z)") }
        return SteamID(accountID: z << 1 | y)
    }

    private static func parseSteam3(_ text: String, _ fail: (String) -> SteamIDParseError) throws(SteamIDParseError) -> SteamID {
        guard text.hasSuffix("]") else { throw fail("malformed Steam3 id (expected [U:1:N])") }
        let parts = text.dropFirst().dropLast().split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3 || parts.count == 4, parts[0] == "U", parts[1] == "1",
              let account = UInt32(parts[2])
        else { throw fail("malformed Steam3 id (expected [U:1:N] for an individual account)") }
        guard parts.count == 4 else { return SteamID(accountID: account) }
        guard let instance = UInt64(parts[3]), instance <= 0xF_FFFF else { throw fail("malformed Steam3 instance") }
        return SteamID(id64: (SteamID.individualBase & ~(0xF_FFFF << 32)) | instance << 32 | UInt64(account))
    }

    /// `profiles/<id64>` or `id/<vanity>` from a Steam community URL, with or without scheme and trailing slash.
    private static func communityPath(of text: String) -> [Substring]? {
        var rest = Substring(text)
        for scheme in ["https://", "http://"] where rest.hasPrefix(scheme) { rest = rest.dropFirst(scheme.count) }
        for host in ["steamcommunity.com/", "www.steamcommunity.com/"] where rest.hasPrefix(host) {
            return rest.dropFirst(host.count).split(separator: "/")
        }
        return nil
    }

    private static func parseProfilePath(_ path: [Substring], _ fail: (String) -> SteamIDParseError) throws(SteamIDParseError) -> SteamIDInput {
        guard path.count == 2 else { throw fail("not a profile URL (expected /profiles/<id64> or /id/<name>)") }
        switch path[0] {
        case "profiles":
            guard let number = UInt64(path[1]), number > UInt64(UInt32.max) else {
                throw fail("profile URL does not hold a SteamID64")
            }
            return .id(SteamID(id64: number))
        case "id":
            guard isVanityName(path[1]) else { throw fail("profile URL has an invalid vanity name") }
            return .vanity(String(path[1]))
        default:
            throw fail("not a profile URL (expected /profiles/<id64> or /id/<name>)")
        }
    }

    /// Steam's custom URLs are 2 to 32 characters of letters, digits, `_` and `-`.
    static func isVanityName(_ text: some StringProtocol) -> Bool {
        (2...32).contains(text.count) && text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-")
        }
    }
}

extension StringProtocol {
    func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}

/// A value as it appears in messages: quoted, and cut short so one bad line cannot flood stderr.
public func quoted(_ text: String, limit: Int = 60) -> String {
    let shown = text.count > limit ? text.prefix(limit) + "…" : Substring(text)
    return "\"" + shown.unicodeScalars.map { $0.isASCII && $0.value < 0x20 ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined() + "\""
}
