// GET /_replay/library and /_replay/achievements: the truth behind the games routes, for tests of the tools to
// compare against, at the clock's now.
import ReplayWorld

enum GamesControl {
    /// One line per game the account owns, free ones included, in appid order.
    static func library(_ query: Query, state: ReplayState) async -> Reply {
        let library: Library
        do throws(Refusal) {
            library = try owner(query, state: state).library
        } catch {
            return error.reply
        }
        let clock = await state.gameClock
        return .ndjson(library.games.map { game in
            .object([
                ("appid", .int(game.appid)),
                ("playtime_forever", .int(GamePlaytime(game, at: clock).forever)),
                ("minutes_per_day", .int(game.minutesPerDay)),
                ("free", .bool(game.isFree)),
            ])
        })
    }

    /// One line per achievement of an owned app, in schema order.
    static func achievements(_ query: Query, state: ReplayState) -> Reply {
        let found: (slot: Int, library: Library)
        do throws(Refusal) {
            found = try owner(query, state: state)
        } catch {
            return error.reply
        }
        guard let text = query["appid"], let appid = Int(text) else {
            return .plainText("give appid=N, the app's number", status: 400)
        }
        guard let game = found.library.game(appid),
              let progress = state.world.games.progress(slot: found.slot, game: game),
              !progress.unlocks.isEmpty
        else { return .plainText("account does not own app \(appid), or the app has no achievements", status: 404) }
        return .ndjson(progress.unlocks.map { unlock in
            .object([
                ("apiname", .string(unlock.achievement.name)),
                ("achieved", .bool(unlock.isAchieved)),
                ("unlocktime", .int(unlock.unlockTime(clockStart: state.start))),
                ("percent_tenths", .int(unlock.achievement.percentTenths)),
            ])
        })
    }

    /// The plain-text answer to a steamid with no library to show.
    private struct Refusal: Error {
        let reply: Reply

        init(_ message: String, status: Int) {
            reply = .plainText(message, status: status)
        }
    }

    private static func owner(_ query: Query, state: ReplayState) throws(Refusal) -> (slot: Int, library: Library) {
        guard let steamid = query["steamid"] else { throw Refusal("give steamid=S, a SteamID64", status: 400) }
        switch state.world.games.owner(steamid: steamid) {
        case .malformed:
            throw Refusal("steamid \(steamid) is not a SteamID64", status: 400)
        case .hidden:
            throw Refusal("no public library for steamid \(steamid): unknown, private, or game details private", status: 404)
        case .visible(let slot, let library):
            return (slot, library)
        }
    }
}
