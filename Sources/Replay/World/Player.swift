// What the world knows about one player and their friendships; GetPlayerSummaries decides what of it to show.

struct Player: Sendable, Equatable {
    let accountID: UInt32
    let vanity: String
    let personaname: String
    let isPrivate: Bool
    let avatarHash: String
    let timeCreated: Int
    let lastLogoff: Int
    /// 0 offline, 1 online, 2 busy, 3 away, 4 snooze, 5 looking to trade, 6 looking to play.
    let personaState: Int
    let personaStateFlags: Int
    let allowsComments: Bool
    let realName: String?
    let primaryClanID: String?
    let currentGame: GameInPlay?
    let location: Location?

    var steamID: String { SteamID64Math.string(accountID: accountID) }
    var profileURL: String { "https://steamcommunity.com/id/\(vanity)/" }
}

/// The game a profile shows its player in now (gameid, gameextrainfo).
struct GameInPlay: Sendable, Equatable {
    let id: String
    let name: String
}

struct Location: Sendable, Equatable {
    let countryCode: String
    let stateCode: String?
    let cityID: Int?
}

/// One side of a symmetric friendship: who the friend is, and since when (0 for very old friendships, as Valve sends).
struct Friendship: Sendable {
    let accountID: UInt32
    let since: Int
}
