// `peers`: every other known account in the player's matches, with him and against him, and the player's own GPM
// and XPM summed over the games together (OpenDota's with_gpm_sum, with_xpm_sum). Anonymous players are no one. The
// answer keeps the `top` most frequent, as OpenDota's keeps 200; a state keeps every peer, so that merging is exact.
import SteamModels

struct PeerStats: Aggregate {
    struct Counters: Sendable, Equatable {
        var with = GameCount()
        var against = GameCount()
        var withGPMSum: Int64 = 0
        var withXPMSum: Int64 = 0
        var lastPlayed: Int64 = 0

        mutating func merge(_ other: Counters) {
            with = with + other.with
            against = against + other.against
            withGPMSum += other.withGPMSum
            withXPMSum += other.withXPMSum
            lastPlayed = max(lastPlayed, other.lastPlayed)
        }
    }

    private var peers: [Int64: Counters] = [:]
    private let minGames: Int64
    private let top: Int

    init(_ statistic: Statistic) {
        guard case .peers(let minGames, let top) = statistic else { preconditionFailure("PeerStats for \(statistic)") }
        self.minGames = minGames
        self.top = top
    }

    mutating func add(_ row: PlayerRow) {
        let match = row.match
        let me = match.players[row.index]
        for index in 0..<match.playerCount where index != row.index {
            let player = match.players[index]
            guard let accountID = player.knownAccountID, accountID != me.accountID else { continue }
            var counters = peers[accountID, default: Counters()]
            if player.isRadiant == me.isRadiant {
                counters.with.add(won: row.won)
                counters.withGPMSum += me.goldPerMin ?? 0
                counters.withXPMSum += me.xpPerMin ?? 0
            } else {
                counters.against.add(won: row.won)
            }
            counters.lastPlayed = max(counters.lastPlayed, match.startTime ?? 0)
            peers[accountID] = counters
        }
    }

    mutating func merge(_ other: PeerStats) {
        for (accountID, counters) in other.peers { peers[accountID, default: Counters()].merge(counters) }
    }

    func entries() -> [JSONObject] {
        peers.map { peer in
            JSONObject([
                "account_id": .int(peer.key), "last_played": .int(peer.value.lastPlayed),
                "with_games": .int(peer.value.with.games), "with_win": .int(peer.value.with.win),
                "against_games": .int(peer.value.against.games), "against_win": .int(peer.value.against.win),
                "with_gpm_sum": .int(peer.value.withGPMSum), "with_xpm_sum": .int(peer.value.withXPMSum),
            ])
        }
    }

    mutating func absorb(_ entry: JSONObject) throws(StateError) {
        let counters = Counters(
            with: GameCount(games: try entry.integer("with_games"), win: try entry.integer("with_win")),
            against: GameCount(games: try entry.integer("against_games"), win: try entry.integer("against_win")),
            withGPMSum: try entry.integer("with_gpm_sum"),
            withXPMSum: try entry.integer("with_xpm_sum"),
            lastPlayed: try entry.integer("last_played")
        )
        peers[try entry.integer("account_id"), default: Counters()].merge(counters)
    }

    func answer() -> [JSONObject] {
        peers.map { (accountID: $0.key, counters: $0.value, total: $0.value.with + $0.value.against) }
            .filter { $0.total.games >= minGames }
            .sorted { ($1.total.games, $0.accountID) < ($0.total.games, $1.accountID) }
            .prefix(top)
            .map { peer in
                JSONObject([
                    "account_id": .int(peer.accountID), "last_played": .int(peer.counters.lastPlayed),
                    "win": .int(peer.total.win), "games": .int(peer.total.games),
                    "with_win": .int(peer.counters.with.win), "with_games": .int(peer.counters.with.games),
                    "against_win": .int(peer.counters.against.win), "against_games": .int(peer.counters.against.games),
                    "with_gpm_sum": .int(peer.counters.withGPMSum), "with_xpm_sum": .int(peer.counters.withXPMSum),
                ])
            }
    }
}
