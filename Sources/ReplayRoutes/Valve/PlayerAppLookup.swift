// Finds one player's progress in one app for the per-player stats routes, or says why there is none to show.
import ReplayWorld

enum PlayerAppLookup {
    enum Refusal: Error {
        /// The steamid is not a number.
        case malformed
        /// Unknown, private, or private game details.
        case hidden
        /// The app is unknown, has no stats, or the player does not own it.
        case noStats
    }

    struct Found {
        let steamid: String
        let app: CatalogApp
        /// Every achievement is locked in a game never played, and it has no stat values.
        let progress: PlayerProgress
        let hasPlayed: Bool
    }

    static func find(_ query: Query, in games: GameWorld) throws(Refusal) -> Found {
        let steamid = query["steamid"] ?? ""
        switch games.owner(steamid: steamid) {
        case .malformed: throw .malformed
        case .hidden: throw .hidden
        case .visible(let slot, let library):
            guard let app = query.number("appid").flatMap(games.catalog.app),
                  let game = library.game(app.appid),
                  let progress = games.progress(slot: slot, game: game)
            else { throw .noStats }
            return Found(steamid: steamid, app: app, progress: progress, hasPlayed: game.baseMinutes > 0)
        }
    }
}
