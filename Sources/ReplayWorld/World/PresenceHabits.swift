// How one player spends time on Steam, drawn once from that player's own stream: how many days they come online, how
// much of their play is Dota 2, and the few other games they return to.

struct PresenceHabits {
    let activeDaysPercent: Int
    let dotaPercent: Int
    let favorites: [GameInPlay]
    private let dota: GameInPlay

    /// Two players in five play mostly Dota 2; the rest now and then.
    init(slot: Int, games: PlayableGames, seeds: WorldSeeds) {
        var rng = seeds.stream(.presenceHabits, index: slot)
        activeDaysPercent = rng.int(in: 25...95)
        dotaPercent = rng.percent(40) ? rng.int(in: 50...90) : rng.int(in: 0...30)
        favorites = (0..<3).map { _ in rng.element(of: games.others) }
        dota = games.dota
    }

    func game(rng: inout SplitMix64) -> GameInPlay {
        rng.percent(dotaPercent) ? dota : rng.element(of: favorites)
    }
}
