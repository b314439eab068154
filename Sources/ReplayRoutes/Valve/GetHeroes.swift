// IEconDOTA2_570/GetHeroes/v1: status 200 (not 1), a count, and localized names only when a
// language is asked for; every language gets English, as Valve's fallback does.
import ReplayWorld

extension ValveRoute {
    static let getHeroes = ValveRoute(
        interface: "IEconDOTA2_570", method: "GetHeroes", versions: [1], requiredParameters: []
    ) { request, _ in
        let localized = request.query["language"] != nil
        let heroes = ReplayHeroes.heroes.map { hero in
            HeroEntry(name: hero.name, id: hero.id, localizedName: localized ? hero.localizedName : nil)
        }
        return try .json(HeroesBody(result: .init(heroes: heroes, status: 200, count: heroes.count)))
    }
}

private struct HeroesBody: Encodable {
    struct Result: Encodable {
        let heroes: [HeroEntry]
        let status: Int
        let count: Int
    }

    let result: Result
}

private struct HeroEntry: Encodable {
    let name: String
    let id: Int
    let localizedName: String?

    enum CodingKeys: String, CodingKey {
        case name, id, localizedName = "localized_name"
    }
}
