// The generated world, read-only once built: players, friend lists, Dota history, games, the store and wishlists, the
// cast of roles, what of it moves with the replay clock, and lookups by id and vanity.

package struct World: Sendable {
    let roles: [WorldRole]
    package let dota: DotaTimeline
    package let games: GameWorld
    package let store: StoreWorld
    /// How players, friendships and bans move with the replay clock, from this world as generated.
    package let changes: WorldChanges
    /// Whom OpenID signs in unless told otherwise: the player behind the demo_user role.
    package let demoUser: Player
    /// Each player's friends sorted by account id, as Valve lists them.
    private let friendLists: [UInt32: [Friendship]]
    private let playersByAccountID: [UInt32: Player]
    private let playersByVanity: [String: Player]

    init(
        players: [Player], friendLists: [[Friendship]], roles: [WorldRole], dota: DotaTimeline, games: GameWorld,
        store: StoreWorld, seeds: WorldSeeds
    ) {
        self.roles = roles
        self.dota = dota
        self.games = games
        self.store = store
        demoUser = players[Cast.demoUser]
        changes = WorldChanges(
            players: players, friendLists: friendLists, games: PlayableGames(catalog: games.catalog), seeds: seeds
        )
        self.friendLists = Dictionary(uniqueKeysWithValues: zip(players.map(\.accountID), friendLists))
        playersByAccountID = Dictionary(uniqueKeysWithValues: players.map { ($0.accountID, $0) })
        playersByVanity = Dictionary(uniqueKeysWithValues: players.map { ($0.vanity, $0) })
    }

    /// Every player, in account id order: what /_replay/players lists.
    package var players: [Player] {
        playersByAccountID.values.sorted { $0.accountID < $1.accountID }
    }

    /// As generated; summaries answer `changes`' player as of the clock's now.
    package func player(accountID: UInt32) -> Player? {
        playersByAccountID[accountID]
    }

    /// Steam vanity names are case-insensitive; ours are all lowercase.
    package func player(vanity: String) -> Player? {
        playersByVanity[vanity.lowercased()]
    }

    /// A player named by SteamID64 or else by vanity name, as a test names the account OpenID signs in.
    package func player(named text: String) -> Player? {
        SteamID64Math.accountID(fromSteamID64: text).flatMap(player(accountID:)) ?? player(vanity: text)
    }

    /// As generated: the friends at the clock's start. Routes answer FriendHistory's, as of the clock's now.
    func friends(of player: Player) -> [Friendship] {
        friendLists[player.accountID] ?? []
    }

    /// The role whose app is on the demo user's wishlist and discounted in the US at the clock's now.
    static let discountedRole = "store_discounted_app"

    /// The roles as /_replay/world lists them at `now`: Dota roles with the matches they have played by then, and
    /// the discounted app as it is then (none, should no wished app be on sale).
    package func roles(at now: Double, calendar: EventCalendar) -> [WorldRole] {
        roles.map { role in
            var counted = role
            counted.matches = role.dotaSlot.map { dota.matchCount(startedBy: $0, at: now) }
            if role.role == Self.discountedRole {
                counted.appid = store.discountedWish(calendar: calendar, at: now)
            }
            return counted
        }
    }
}
