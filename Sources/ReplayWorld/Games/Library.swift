// One player's owned games, and what each shows at a reading of the replay clock: playtime grows with the clock.

package struct Library: Sendable {
    /// A public profile whose game details are private: Valve answers as for a private profile.
    let hidesGameDetails: Bool
    /// In appid order.
    package let games: [OwnedGame]

    package func game(_ appid: Int) -> OwnedGame? {
        games.first { $0.appid == appid }
    }
}

package struct OwnedGame: Sendable {
    package let appid: Int
    package let isFree: Bool
    /// Minutes played by the replay clock's start; 0 for never played.
    package var baseMinutes: Int
    /// Minutes added each day the clock moves: 0 for most games, 5-240 for the few the player is playing now.
    package var minutesPerDay: Int
    /// Seconds before now (active games) or before the clock's start (others) of the last session.
    var lastPlayedAgo: Int
    let macPercent: Int
    let linuxPercent: Int
    /// The share of the Linux time played on a Steam Deck.
    let deckPercentOfLinux: Int
    let disconnectedMinutes: Int

    package var isActive: Bool { minutesPerDay > 0 }
}

/// The replay clock's start and a reading of it, which is all a game's numbers depend on.
package struct GameClock: Sendable {
    let start: Double
    let now: Double

    package init(start: Double, now: Double) {
        self.start = start
        self.now = now
    }
}

/// One owned game's numbers at a clock reading.
package struct GamePlaytime {
    package let forever: Int
    /// 0 when not played in the last two weeks; Valve then leaves the field out.
    package let twoWeeks: Int
    package let windows: Int
    package let mac: Int
    package let linux: Int
    package let deck: Int
    package let disconnected: Int
    /// 0 for a game never played.
    package let lastPlayed: Int

    package init(_ game: OwnedGame, at clock: GameClock) {
        let grown = Int((Double(game.minutesPerDay) * (clock.now - clock.start) / 86_400).rounded(.down))
        forever = game.baseMinutes + max(0, grown)
        twoWeeks = 14 * game.minutesPerDay
        mac = forever * game.macPercent / 100
        linux = forever * game.linuxPercent / 100
        deck = linux * game.deckPercentOfLinux / 100
        windows = forever - mac - linux
        disconnected = min(forever, game.disconnectedMinutes)
        lastPlayed = switch (forever, game.isActive) {
        case (0, _): 0
        case (_, true): Int(clock.now) - game.lastPlayedAgo
        case (_, false): Int(clock.start) - game.lastPlayedAgo
        }
    }
}
