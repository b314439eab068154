// What the world knows about one player and their friendships; GetPlayerSummaries decides what of it to show.

package struct Player: Sendable, Equatable {
    package let accountID: UInt32
    package let vanity: String
    package let personaname: String
    package let isPrivate: Bool
    package let avatarHash: String
    package let timeCreated: Int
    package let lastLogoff: Int
    /// 0 offline, 1 online, 2 busy, 3 away, 4 snooze, 5 looking to trade, 6 looking to play.
    package let personaState: Int
    package let personaStateFlags: Int
    package let allowsComments: Bool
    package let realName: String?
    package let primaryClanID: String?
    package let currentGame: GameInPlay?
    package let location: Location?

    package var steamID: String { SteamID64Math.string(accountID: accountID) }
    package var profileURL: String { "https://steamcommunity.com/id/\(vanity)/" }
}

/// The game a profile shows its player in now (gameid, gameextrainfo).
package struct GameInPlay: Sendable, Equatable {
    package let id: String
    package let name: String
}

package struct Location: Sendable, Equatable {
    package let countryCode: String
    package let stateCode: String?
    package let cityID: Int?
}

/// One side of a symmetric friendship: who the friend is, and since when (0 for very old friendships, as Valve sends).
package struct Friendship: Sendable {
    package let accountID: UInt32
    package let since: Int
}
