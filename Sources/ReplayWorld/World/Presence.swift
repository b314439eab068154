// What a profile shows of its player now: persona state and the game in play, and the one mark a day's sessions set.

struct Presence: Sendable {
    /// 0 offline, 1 online, 2 busy, 3 away, 4 snooze, 5 looking to trade, 6 looking to play.
    let state: Int
    /// Only while not offline.
    let game: GameInPlay?

    init(state: Int, game: GameInPlay?) {
        self.state = state
        self.game = game
    }

    /// As the world was generated.
    init(_ player: Player) {
        self.init(state: player.personaState, game: player.currentGame)
    }
}

/// The presence a player takes on at `time`, until the next mark.
struct PresenceMark {
    let time: Int
    let presence: Presence
}
