// The players and apps the games roles on /_replay/world name, chosen so they exist for every seed.

struct GameCast: Sendable {
    /// The first hub owns 400-700 games: "libraries run to several hundred games".
    static let bigLibrarySlot = Cast.hubs[0]

    /// A public profile whose game details are private.
    let privateGamesSlot: Int
    /// The players wearing a named account (NamedAccount), whose games the docs' examples show.
    let namedSlots: Set<Int>

    /// The first public ordinary player no Dota role uses, so the role has a profile and friends like anyone.
    init(players: [Player], dotaSlots: Set<Int>) {
        privateGamesSlot = Cast.publicOrdinarySlots(in: players).first { !dotaSlots.contains($0) } ?? Cast.privateFriend
        let namedIDs = Set(NamedAccount.all.map(\.accountID))
        namedSlots = Set(players.indices.filter { namedIDs.contains(players[$0].accountID) })
    }

    /// The Steam cast and the named accounts always show their games; anyone else may hide them.
    func showsGameDetails(_ slot: Int) -> Bool {
        Cast.fixedFriendCounts.contains(slot) || namedSlots.contains(slot)
    }

    /// The apps a library must hold, all of them played: every featured app for the demo user, and the free classics
    /// (Dota 2, Team Fortress 2, Counter-Strike 2) for a named account.
    func forcedApps(slot: Int, catalog: GameCatalog) -> [Int] {
        if slot == Cast.demoUser { return catalog.featured.all }
        return namedSlots.contains(slot) ? catalog.featured.freeClassics : []
    }
}
