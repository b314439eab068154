// Dota 2 heroes: GetHeroes once per run and language, kept a week, and a hero flag's value turned into a hero.
import SteamModels

/// A `--hero` value no hero answers to: the run cannot mean anything, like any other bad flag.
public struct UnknownHeroError: StatusError {
    public let flag: String
    public let value: String
    public var exitStatus: ExitStatus { .usage }
    public var description: String {
        "\(flag): no hero has the id or name \(quoted(value)); `dota-detail heroes` lists them"
    }
}

extension SteamAPI {
    /// Hero names as people know them; GetHeroes leaves them out unless asked for a language.
    public static let heroLanguage = "en"

    /// The heroes in `language`, from the store for a week, fetched once per run otherwise.
    public func heroes(language: String = heroLanguage) async throws -> HeroList {
        try await heroTables.value(for: language) {
            let answer = try await self.answer(.getHeroes, [("language", language)], describing: "the heroes in \(quoted(language))")
            guard answer.outcome == .found else {
                throw WebAPIError.unexpectedBody(endpoint: Endpoint.getHeroes.method, detail: "no hero list (\(answer.outcome.rawValue))")
            }
            return try Self.read(answer.body, from: .getHeroes, HeroList.init(json:))
        }
    }

    /// The hero a flag names by id or by name; an id GetHeroes does not list is refused too, since it matches nothing.
    public func hero(_ value: String, flag: String) async throws -> Hero {
        guard let hero = try await heroes().table.hero(named: value) else {
            throw UnknownHeroError(flag: flag, value: value)
        }
        return hero
    }
}
