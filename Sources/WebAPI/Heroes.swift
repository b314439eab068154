// Dota 2 heroes: GetHeroes once per run and language, kept a week; and which names a run's records give heroes.
import SteamModels

extension SteamAPI {
    /// Hero names as people know them; GetHeroes leaves them out unless asked for a language.
    public static let heroLanguage = "en"

    /// The heroes in `language`, from the store for a week, fetched once per run otherwise.
    public func heroes(language: String = heroLanguage) async throws -> HeroList {
        try await heroTables.value(for: language) {
            let answer = try await self.answer(
                .getHeroes, [("language", language)], describing: "the heroes in \(quoted(language))",
                validate: Self.shape(HeroList.init(json:), from: .getHeroes))
            guard answer.outcome == .found else {
                throw WebAPIError.unexpectedBody(endpoint: Endpoint.getHeroes.method, detail: "no hero list (\(answer.outcome.rawValue))")
            }
            return try Self.read(answer.body, from: .getHeroes, HeroList.init(json:))
        }
    }

    /// The names a run's records give heroes. A run that asks only OpenDota takes the built-in table, key or no key,
    /// over GetHeroes: it then needs no Steam key at all; it does not fail when Valve is down or refuses the key (403
    /// for hours after too many 429s), the very times people turn to OpenDota; and its records are the same whether a
    /// key happens to be set or not, with the names stat-agg and --hero go by. A hero newer than the table keeps its
    /// hero_id alone, as in stat-agg.
    public func heroTable(onlyOpenDota: Bool) async throws -> HeroTable {
        onlyOpenDota ? .builtIn : try await heroes().table
    }
}
