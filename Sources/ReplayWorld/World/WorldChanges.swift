// What of the world moves with the replay clock, and what it moves from: the generated players by slot, their friend
// lists, the games they may start, and the seed every change is drawn from.

package struct WorldChanges: Sendable {
    let seeds: WorldSeeds
    /// In slot order, as generated: the world at the clock's start.
    package let players: [Player]
    /// Parallel to `players`, each sorted by account id.
    let friendLists: [[Friendship]]
    let games: PlayableGames
    private let slotsByAccountID: [UInt32: Int]

    init(players: [Player], friendLists: [[Friendship]], games: PlayableGames, seeds: WorldSeeds) {
        self.seeds = seeds
        self.players = players
        self.friendLists = friendLists
        self.games = games
        slotsByAccountID = Dictionary(uniqueKeysWithValues: players.enumerated().map { ($1.accountID, $0) })
    }

    package func slot(accountID: UInt32) -> Int? {
        slotsByAccountID[accountID]
    }

    /// The changes of the player with `accountID`; nil for an account the world does not have.
    package func account(_ accountID: UInt32, calendar: EventCalendar) -> AccountTimeline? {
        slot(accountID: accountID).map { account(slot: $0, calendar: calendar) }
    }

    package func account(slot: Int, calendar: EventCalendar) -> AccountTimeline {
        AccountTimeline(
            slot: slot, base: players[slot], calendar: calendar, seeds: seeds,
            habits: PresenceHabits(slot: slot, games: games, seeds: seeds)
        )
    }
}
