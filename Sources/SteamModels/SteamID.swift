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
        let letter = Self.typeLetters[Int(accountType)] ?? "I"
        let suffix = isIndividual && instance != 1 ? ":\(instance)" : ""
        return "[\(letter):\(universe):\(accountID)\(suffix)]"
    }

    public var profileURL: String { "https://steamcommunity.com/profiles/\(id64)/" }

    public var description: String { String(id64) }

    public static func < (lhs: SteamID, rhs: SteamID) -> Bool { lhs.id64 < rhs.id64 }

    static let typeLetters: [Int: Character] = [
        0: "I", 1: "U", 2: "M", 3: "G", 4: "A", 5: "P", 6: "C", 7: "g", 8: "T", 10: "a",
    ]
}
