// The players and apps the games roles on /_replay/world name, chosen so they exist for every seed.

struct GameCast: Sendable {
    /// The first hub owns 400-700 games: "libraries run to several hundred games".
    static let bigLibrarySlot = Cast.hubs[0]

    /// A public profile whose game details are private.
    let privateGamesSlot: Int

    /// The first public ordinary player no Dota role uses, so the role has a profile and friends like anyone.
    init(players: [Player], dotaSlots: Set<Int>) {
        privateGamesSlot = players.indices.first { slot in
            slot > Cast.privateFriend && !Cast.fixedFriendCounts.contains(slot) && !dotaSlots.contains(slot)
                && !players[slot].isPrivate
        } ?? Cast.privateFriend
    }

    /// The Steam cast always shows its games; anyone else may hide them.
    func showsGameDetails(_ slot: Int) -> Bool {
        Cast.fixedFriendCounts.contains(slot)
    }
}
