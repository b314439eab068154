// `wl`: the player's wins and losses.
import SteamModels

struct WinLoss: Aggregate {
    private var count = GameCount()

    init(_ statistic: Statistic) {}

    mutating func add(_ row: PlayerRow) { count.add(won: row.won) }

    mutating func merge(_ other: WinLoss) { count += other.count }

    func entries() -> [JSONObject] { [JSONObject(["games": .int(count.games), "win": .int(count.win)])] }

    mutating func absorb(_ entry: JSONObject) throws(StateError) {
        count += GameCount(games: try entry.integer("games"), win: try entry.integer("win"))
    }

    func answer() -> [JSONObject] { [JSONObject(["win": .int(count.win), "lose": .int(count.games - count.win)])] }
}
