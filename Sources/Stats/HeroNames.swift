// Hero names for output and hero filters, from the built-in table: stat-agg has no network to ask GetHeroes.
import SteamModels

public enum HeroNames {
    public static func name(of heroID: Int64) -> String? {
        Int(exactly: heroID).flatMap { HeroTable.builtIn.hero(id: $0)?.displayName }
    }

    /// A hero by id or by any spelling of its name ("anti-mage", "Anti-Mage", "npc_dota_hero_antimage").
    public static func id(of text: String) -> Int64? {
        if let id = Int64(text.trimmingWhitespace()), id > 0 { return id }
        return HeroTable.builtIn.hero(named: text).map { Int64($0.id) }
    }
}
