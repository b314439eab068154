// SteamID: the 64-bit account identifier and its textual forms (SteamID64, account_id, Steam2, Steam3).
// Layout (Valve): universe << 56 | type << 52 | instance << 32 | account_id.

public struct SteamID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// SteamID64 of account_id 0 for an individual account in the public universe.
    public static let individualBase: UInt64 = 76_561_197_960_265_728

    public let id64: UInt64

    public init(id64: UInt64) { self.id64 = id64 }

    public init(accountID: UInt32) { self.id64 = Self.individualBase + UInt64(accountID) }

    /// Dota's 32-bit form.
    public var accountID: UInt32 { UInt32(truncatingIfNeeded: id64) }
    public var universe: UInt8 { UInt8(truncatingIfNeeded: id64 >> 56) }
    public var accountType: UInt8 { UInt8(truncatingIfNeeded: (id64 >> 52) & 0xF) }
    public var instance: UInt32 { UInt32(truncatingIfNeeded: (id64 >> 32) & 0xF_FFFF) }
    public var isIndividual: Bool { accountType == 1 }

    /// `STEAM_1:Y:Z`, the form Source games print (with universe 1; older games print `STEAM_0`).
    public var steam2: String { "STEAM_\(universe):\(accountID % 2):\(accountID >> 1)" }

    /// `[U:1:N]`; the instance is appended only when it is not the desktop instance 1.
    public var steam3: String {
        // Players, nearly every id a tool formats, skip the table lookup: this runs once per record of a stream.
        if isIndividual && instance == 1 { return "[U:\(universe):\(accountID)]" }
        let letter = Self.typeLetters[Int(accountType)] ?? "I"
        let suffix = isIndividual && instance != 1 ? ":\(instance)" : ""
        return "[\(letter):\(universe):\(accountID)\(suffix)]"
    }

    public var profileURL: String { "https://steamcommunity.com/profiles/\(id64)/" }

    public var description: String { String(id64) }

    public static func < (lhs: SteamID, rhs: SteamID) -> Bool { lhs.id64 < rhs.id64 }

    /// Why this SteamID64 cannot name a player, or nil when it can. Players are individual accounts in the public
    /// universe 1 at the desktop instance 1 (the one Web API methods and /profiles/ URLs use), and account id 0 is nobody.
    public var playerProblem: String? {
        if universe != 1 { return "SteamID64 of universe \(universe), not of the public universe 1" }
        if !isIndividual {
            let kind = Self.typeNames[Int(accountType)].map { "a \($0) (type \(accountType))" } ?? "type \(accountType)"
            return "SteamID64 of \(kind), not of an individual account"
        }
        if instance != 1 { return "SteamID64 of instance \(instance), not of the desktop instance 1" }
        if accountID == 0 { return "account id 0 names no account" }
        return nil
    }

    /// What kind of account this is, in the words of Valve's EAccountType ("group" for its clans).
    public var accountTypeName: String {
        accountType == 1 ? "individual" : Self.typeNames[Int(accountType)] ?? "type \(accountType)"
    }

    static let typeNames: [Int: String] = [
        0: "invalid account", 2: "multiseat account", 3: "game server", 4: "anonymous game server",
        5: "pending account", 6: "content server", 7: "group", 8: "chat", 9: "P2P superseeder", 10: "anonymous user",
    ]

    static let typeLetters: [Int: Character] = [
        0: "I", 1: "U", 2: "M", 3: "G", 4: "A", 5: "P", 6: "C", 7: "g", 8: "T", 10: "a",
    ]
}
