// The games a player may start: Dota 2 and the rest of the world's catalog, each as a profile names it.

struct PlayableGames: Sendable {
    let dota: GameInPlay
    /// Every other app that has a store name: a profile shows a game by name, and "Unknown AppID" is none.
    let others: [GameInPlay]

    init(catalog: GameCatalog) {
        dota = GameInPlay(id: "570", name: catalog.app(570)?.name ?? "Dota 2")
        others = catalog.apps
            .filter { $0.appid != 570 && !$0.name.hasPrefix("Unknown AppID") }
            .map { GameInPlay(id: String($0.appid), name: $0.name) }
    }
}
