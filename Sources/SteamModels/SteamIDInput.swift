// Parsing what people type for an account: every SteamID form, profile URLs, and vanity names.
import FoundationGaps

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
    /// Accepts a SteamID64, an account_id, `STEAM_X:Y:Z`, `[U:1:N]` (or `[U:1:N:1]`), steamcommunity.com
    /// `/profiles/<id64>`, `/profiles/[U:1:N]` and `/id/<vanity>` URLs, or a bare vanity name. Every form must name a
    /// player: an individual account in the public universe at the desktop instance, with an account id other than 0
    /// or Dota's anonymous 4294967295; another account is refused in the words its SteamID64 would get.
    ///
    /// Text made only of ASCII digits, with or without a leading sign, is always a number and never a vanity name:
    /// a number below 2^32 is an account_id, a larger one a SteamID64, and a signed or overlong one is an error, so a
    /// mistyped id fails here instead of costing a ResolveVanityURL call. An all-digit vanity name still works as an
    /// `/id/<name>` URL.
    public static func parse(_ raw: String) throws(SteamIDParseError) -> SteamIDInput {
        let text = raw.trimmingWhitespace()
        func fail(_ reason: String) -> SteamIDParseError { SteamIDParseError(input: raw, reason: reason) }
        guard !text.isEmpty else { throw fail("empty input") }

        if isSignedDigits(text) { return .id(try parseNumber(text, fail)) }
        if text.hasPrefix("STEAM_") { return .id(try parseSteam2(text, fail)) }
        if text.hasPrefix("[") { return .id(try parseSteam3(text, fail)) }
        if text.contains("/") { return try ProfileURL.parse(text, fail) }
        guard isVanityName(text) else {
            throw fail("not a SteamID, profile URL or vanity name")
        }
        return .vanity(text)
    }

    private static func parseNumber(_ text: String, _ fail: (String) -> SteamIDParseError) throws(SteamIDParseError) -> SteamID {
        let number = try unsignedNumber(text, fail)
        if let accountID = UInt32(exactly: number) { return try player(SteamID(accountID: accountID), fail) }
        return try player(SteamID(id64: number), fail)
    }

    /// `STEAM_X:Y:Z`, always an individual account: X is the universe, with 0 read as the public universe 1 as older
    /// Source games print it, and the account id is Z * 2 + Y.
    private static func parseSteam2(_ text: String, _ fail: (String) -> SteamIDParseError) throws(SteamIDParseError) -> SteamID {
        let parts = text.dropFirst("STEAM_".count).split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3, let universe = digits(parts[0]).flatMap(UInt8.init(exactly:)),
              let y = digits(parts[1]), y <= 1, let z = digits(parts[2]), z <= UInt64(UInt32.max >> 1)
        else { throw fail("malformed Steam2 id (expected STEAM_X:Y:Z, X and Y 0 or 1, Z digits below 2^31)") }
        let id = SteamID(
            universe: max(universe, 1), accountType: 1, instance: 1, accountID: UInt32(z) << 1 | UInt32(y))
        return try player(id, as: "Steam2 id", fail)
    }

    /// `[L:U:N]` or `[L:U:N:I]`: the letter names the account type, so a group's `[g:1:4]` is read, then refused as a
    /// group. An individual's instance defaults to the desktop instance 1, every other type's to 0.
    static func parseSteam3(_ text: some StringProtocol, _ fail: (String) -> SteamIDParseError) throws(SteamIDParseError) -> SteamID {
        let parts = text.hasPrefix("[") && text.hasSuffix("]") && text.count > 1
            ? text.dropFirst().dropLast().split(separator: ":", omittingEmptySubsequences: false) : []
        guard parts.count == 3 || parts.count == 4, parts[0].count == 1,
              let accountType = parts[0].first.flatMap({ SteamID.typesByLetter[$0] }),
              let universe = digits(parts[1]).flatMap(UInt8.init(exactly:)),
              let account = digits(parts[2]).flatMap(UInt32.init(exactly:))
        else { throw fail("malformed Steam3 id (expected [U:1:N])") }
        var instance: UInt32 = accountType == 1 ? 1 : 0
        if parts.count == 4 {
            guard let given = digits(parts[3]).flatMap(UInt32.init(exactly:)), given <= 0xF_FFFF else {
                throw fail("malformed Steam3 instance (expected [U:1:N:1])")
            }
            instance = given
        }
        let id = SteamID(universe: universe, accountType: accountType, instance: instance, accountID: account)
        return try player(id, as: "Steam3 id", fail)
    }

    /// The value of digits with at most a leading sign (see `isSignedDigits`), or why it cannot be an id.
    static func unsignedNumber(_ text: some StringProtocol, _ fail: (String) -> SteamIDParseError) throws(SteamIDParseError) -> UInt64 {
        if text.hasPrefix("-") { throw fail("negative, and SteamIDs are unsigned") }
        if text.hasPrefix("+") { throw fail("has a sign; SteamIDs are plain digits") }
        guard let number = UInt64(text) else { throw fail("too large for a SteamID64") }
        return number
    }

    /// `id` when it names a player; every form goes through here, so each applies the same rule.
    static func player(
        _ id: SteamID, as form: String = "SteamID64", _ fail: (String) -> SteamIDParseError
    ) throws(SteamIDParseError) -> SteamID {
        if let problem = id.playerProblem(as: form) { throw fail(problem) }
        return id
    }

    /// Digits with at most a leading `+` or `-`: the shape of a number, whether or not it fits an id.
    static func isSignedDigits(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            let unsigned = bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") ? bytes.dropFirst() : bytes[...]
            return !unsigned.isEmpty && unsigned.allSatisfy(isASCIIDigit)
        }
    }

    /// The value of text made only of ASCII digits; nil for anything else (Swift's `UInt64("+5")` accepts a sign).
    static func digits(_ text: some StringProtocol) -> UInt64? {
        guard !text.isEmpty, text.utf8.allSatisfy(isASCIIDigit) else { return nil }
        return UInt64(text)
    }

    private static func isASCIIDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    /// Steam's custom URLs are 2 to 32 characters of letters, digits, `_` and `-`.
    static func isVanityName(_ text: some StringProtocol) -> Bool {
        (2...32).contains(text.count) && text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-")
        }
    }
}

extension String {
    /// Without surrounding white space. Most inputs have none, and a stream of millions of ids goes through here,
    /// so text whose first and last bytes are visible ASCII is returned as it is without walking its characters.
    public func trimmingWhitespace() -> String {
        if let first = utf8.first, let last = utf8.last, (0x21..<0x7F).contains(first), (0x21..<0x7F).contains(last) {
            return self
        }
        guard let start = firstIndex(where: { !$0.isWhitespace }), let end = lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        return String(self[start...end])
    }
}

/// A value as it appears in messages: quoted, cut short so one bad line cannot flood stderr, and its controls written
/// `\u001b` as JSON writes them, the one notation of tables, notes and the manual.
public func quoted(_ text: String, limit: Int = 60) -> String {
    let shown = text.count > limit ? text.prefix(limit) + "…" : Substring(text)
    return "\"" + shown.unicodeScalars.map { $0.value < 0x20 ? $0.jsonEscaped : String($0) }.joined() + "\""
}
