// Dota 2 heroes from GetHeroes, finding one by id or by any name a person would type, and the one reading of a hero
// flag (--hero, --with-hero, --against-hero) every tool shares.

public struct Hero: Sendable, Equatable {
    public let id: Int
    /// Valve's internal name, e.g. "npc_dota_hero_antimage".
    public let name: String
    /// "Anti-Mage"; absent when GetHeroes was asked without a language.
    public let localizedName: String?

    public init(id: Int, name: String, localizedName: String?) {
        self.id = id
        self.name = name
        self.localizedName = localizedName
    }

    /// The name without Valve's prefix: "antimage", "furion" (Nature's Prophet).
    public var shortName: String {
        name.hasPrefix(Self.internalPrefix) ? String(name.dropFirst(Self.internalPrefix.count)) : name
    }

    /// The name people know, or the short internal one when GetHeroes gave no localized names.
    public var displayName: String { localizedName ?? shortName }

    /// The display name as one shell word, as tab completion offers it: "natures-prophet", "anti-mage".
    public var typedName: String {
        let words = displayName.lowercased().split { !$0.isLetter && !$0.isNumber && $0 != "'" }
        return words.map { $0.filter { $0 != "'" } }.joined(separator: "-")
    }

    static let internalPrefix = "npc_dota_hero_"
}

public struct HeroTable: Sendable {
    public let heroes: [Hero]
    private let byID: [Int: Hero]
    private let byKey: [String: Hero]

    public init(_ heroes: [Hero]) {
        self.heroes = heroes
        byID = Dictionary(heroes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var byKey: [String: Hero] = [:]
        for hero in heroes {
            for name in [hero.name, hero.shortName, hero.localizedName].compactMap({ $0 }) {
                byKey[Self.key(name), default: hero] = byKey[Self.key(name)] ?? hero
            }
        }
        self.byKey = byKey
    }

    public func hero(id: Int) -> Hero? { byID[id] }

    /// Every hero's `typedName`, alphabetical.
    public var typedNames: [String] { heroes.map(\.typedName).sorted() }

    /// A hero by id ("1"), by the name people know in any case and spacing ("anti-mage", "Nature's Prophet"), or by
    /// Valve's name with or without its prefix ("antimage", "npc_dota_hero_furion").
    public func hero(named text: String) -> Hero? {
        if let id = Int(text.trimmingWhitespace()) { return byID[id] }
        return byKey[Self.key(text)]
    }

    /// Letters and digits only, lower case: "Nature's Prophet" and "natures prophet" are one key.
    private static func key(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
    }
}

/// The hero a command-line flag names. Names are looked up in the built-in table, so a tool needs no GetHeroes
/// request to read the flag; an id is taken even when the table lacks it, so a hero released after the table is
/// still reachable by id.
public struct HeroChoice: Sendable, Equatable {
    public let id: Int

    /// Valve numbers heroes from 1, each new one taking about the next id (the newest are under 150 in 2026), so an
    /// id past this is a slip of the keyboard, not a hero the built-in table has yet to learn.
    public static let largestID = 1000

    /// A whole number from 1 to `largestID` is an id; anything else must be a name `HeroTable.builtIn.hero(named:)`
    /// knows.
    public init(_ value: String, flag: String) throws(UnknownHeroError) {
        if let id = Int(value.trimmingWhitespace()), (1...Self.largestID).contains(id) {
            self.id = id
        } else if let hero = HeroTable.builtIn.hero(named: value) {
            id = hero.id
        } else {
            throw UnknownHeroError(flag: flag, value: value)
        }
    }
}

/// A hero flag's value no hero answers to: the run cannot mean anything, like any other bad flag.
public struct UnknownHeroError: StatusError, Equatable {
    public let flag: String
    public let value: String
    public var exitStatus: ExitStatus { .usage }
    public var description: String {
        "\(flag): no hero has the id or name \(quoted(value)); `dota-detail heroes` lists them"
    }
}
