// Hero names for output, from the built-in table: stat-agg has no network to ask GetHeroes.
import SteamModels

public enum HeroNames {
    public static func name(of heroID: Int64) -> String? {
        Int(exactly: heroID).flatMap { HeroTable.builtIn.hero(id: $0)?.displayName }
    }
}
