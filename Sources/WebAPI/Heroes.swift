// Dota 2 heroes: GetHeroes once per run and language, kept a week.
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
}
