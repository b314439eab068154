// SteamID: the 64-bit account identifier and its textual forms (SteamID64, account_id, Steam2, Steam3).
// Layout (Valve): universe << 56 | type << 52 | instance << 32 | account_id.

public struct SteamID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// SteamID64 of account_id 0 for an individual account in the public universe.
    public static let individualBase: UInt64 = 76_561_197_960_265_728

    public let id64: UInt64

    public init(id64: UInt64) { self.id64 = id64 }

    public init(accountID: UInt32) { self.id64 = Self.individualBase + UInt64(accountID) }

    /// A SteamID64 as Valve's answers and our files write it: plain digits, no sign (Swift's `UInt64("+5")` takes one).
    public init?(decimal text: some StringProtocol) {
        guard let id64 = SteamIDInput.digits(text) else { return nil }
        self.id64 = id64
    }

    /// Any account, from the four fields Steam2 and Steam3 spell out; `instance` keeps its low 20 bits.
    init(universe: UInt8, accountType: UInt8, instance: UInt32, accountID: UInt32) {
        id64 = UInt64(universe) << 56 | UInt64(accountType & 0xF) << 52 | UInt64(instance & 0xF_FFFF) << 32
            | UInt64(accountID)
    }

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

    public var profileURL: String { Self.profileURL(decimal: String(id64)) }

    /// The profile URL of the account whose SteamID64 `decimal` spells, for a caller that has those digits already.
    public static func profileURL(decimal: String) -> String { "https://steamcommunity.com/profiles/" + decimal + "/" }

    public var description: String { String(id64) }

    public static func < (lhs: SteamID, rhs: SteamID) -> Bool { lhs.id64 < rhs.id64 }

    /// Why this SteamID64 cannot name a player, or nil when it can. Players are individual accounts in the public
    /// universe 1 at the desktop instance 1 (the one Web API methods and /profiles/ URLs use); account id 0 is nobody,
    /// and 4294967295 is the id Dota's matches give every anonymous player.
    public var playerProblem: String? { playerProblem(as: "SteamID64") }

    /// The same, naming the form the id was written in ("Steam3 id", "Steam2 id"), so that `[g:1:4]` is called a
    /// group as its SteamID64 is, not a malformed id.
    public func playerProblem(as form: String) -> String? {
        if universe != 1 { return "\(form) of universe \(universe), not of the public universe 1" }
        if !isIndividual {
            let kind = Self.typeNames[Int(accountType)].map { "\(withArticle($0)) (type \(accountType))" } ?? "type \(accountType)"
            return "\(form) of \(kind), not of an individual account"
        }
        if instance != 1 { return "\(form) of instance \(instance), not of the desktop instance 1" }
        if accountID == 0 { return "account id 0 names no account" }
        if accountID == Match.anonymousAccountID {
            return "account id 4294967295 is the id Dota gives anonymous players, not an account"
        }
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

    /// Steam3's letters and the account types they stand for; `c` (a group's chat) and `L` (a lobby) are chats too.
    static let typesByLetter: [Character: UInt8] = [
        "I": 0, "U": 1, "M": 2, "G": 3, "A": 4, "P": 5, "C": 6, "g": 7, "T": 8, "c": 8, "L": 8, "a": 10,
    ]

    static let typeLetters: [Int: Character] = [
        0: "I", 1: "U", 2: "M", 3: "G", 4: "A", 5: "P", 6: "C", 7: "g", 8: "T", 10: "a",
    ]
}

/// "a group", "an anonymous user".
private func withArticle(_ noun: String) -> String {
    (noun.first.map { "aeiou".contains($0) } == true ? "an " : "a ") + noun
}
