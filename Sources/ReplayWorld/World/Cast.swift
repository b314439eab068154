// The players tests and the demo rely on (hubs, demo user, loner, a private friend) and the role records /_replay/world reports.

/// Generation slots with fixed parts; every other slot is an ordinary player.
enum Cast {
    /// Players with 260-420 friends, so that fetching their friends' summaries needs several batches of 100.
    static let hubs = [0, 1]
    /// Public, 20-60 friends, among them the first hub and the private friend.
    static let demoUser = 2
    /// Public with no friends at all: GetFriendList answers `{}`.
    static let loner = 3
    /// A private profile among the demo user's friends.
    static let privateFriend = 4

    /// Slots whose friendships the graph builder sets itself instead of pairing at random.
    static let fixedFriendCounts: Set<Int> = Set(hubs + [demoUser, loner])

    /// Public players outside the Steam cast, in slot order: the Dota, games and named roles take theirs from these,
    /// so those have profiles and friends like anyone.
    static func publicOrdinarySlots(in players: [Player]) -> [Int] {
        players.indices.filter { slot in
            slot > privateFriend && !fixedFriendCounts.contains(slot) && !players[slot].isPrivate
        }
    }

    static func isPrivate(slot: Int, rng: inout SplitMix64) -> Bool {
        if slot == privateFriend { return true }
        if fixedFriendCounts.contains(slot) { return false }
        return rng.percent(10)
    }
}

/// One line of `/_replay/world`: an identity a test can use, named by what it is for.
package struct WorldRole: Encodable, Sendable {
    let role: String
    var steamid: String?
    package var accountID: UInt32?
    var vanity: String?
    package var personaname: String?
    package var friends: Int?
    /// Dota roles only: matches played by the replay clock's now, before GetMatchHistory's cap.
    var matches: Int?
    /// The slot whose matches `matches` counts; not sent.
    var dotaSlot: Int?
    /// Games roles only: the app the role is about.
    var appid: Int?

    enum CodingKeys: String, CodingKey {
        case role, steamid, accountID = "account_id", vanity, personaname, friends, matches, appid
    }

    init(role: String, player: Player, friends: Int, dotaSlot: Int? = nil) {
        self.role = role
        self.dotaSlot = dotaSlot
        steamid = player.steamID
        accountID = player.accountID
        vanity = player.vanity
        personaname = player.personaname
        self.friends = friends
    }

    init(role: String, steamid: String? = nil, vanity: String? = nil, appid: Int? = nil) {
        self.role = role
        self.steamid = steamid
        self.vanity = vanity
        self.appid = appid
    }
}
