// The generated world, read-only once built: players, friend lists, the cast of roles, and lookups by id and vanity.

struct World: Sendable {
    let roles: [WorldRole]
    /// Each player's friends sorted by account id, as Valve lists them.
    private let friendLists: [UInt32: [Friendship]]
    private let playersByAccountID: [UInt32: Player]
    private let playersByVanity: [String: Player]

    init(players: [Player], friendLists: [[Friendship]], roles: [WorldRole]) {
        self.roles = roles
        self.friendLists = Dictionary(uniqueKeysWithValues: zip(players.map(\.accountID), friendLists))
        playersByAccountID = Dictionary(uniqueKeysWithValues: players.map { ($0.accountID, $0) })
        playersByVanity = Dictionary(uniqueKeysWithValues: players.map { ($0.vanity, $0) })
    }

    func player(accountID: UInt32) -> Player? {
        playersByAccountID[accountID]
    }

    /// Steam vanity names are case-insensitive; ours are all lowercase.
    func player(vanity: String) -> Player? {
        playersByVanity[vanity.lowercased()]
    }

    func friends(of player: Player) -> [Friendship] {
        friendLists[player.accountID] ?? []
    }
}
