// The store side of the world: every app's store page, its price in each country at each moment, each player's
// wishlist, and the apps and players the store roles on /_replay/world name, chosen so they exist for every seed.

package struct StoreWorld: Sendable {
    package let catalog: StoreCatalog
    let wishlists: Wishlists
    /// A free app the demo user does not own, on the demo user's wishlist.
    let freeApp: Int
    /// A delisted app the demo user does not own, on the demo user's wishlist.
    let delistedApp: Int
    /// A co-op app (category 9 or 38) the demo user owns, and at least two friends with public libraries own too.
    let coopApp: Int
    private let players: [Player]
    private let seeds: WorldSeeds
    private let slotsByAccountID: [UInt32: Int]

    init(players: [Player], friendLists: [[Friendship]], games: GameWorld, roleSlots: [Int], seeds: WorldSeeds) {
        let catalog = StoreCatalogGenerator.makeCatalog(games: games.catalog, seeds: seeds)
        let demoOwns = Set(games.library(slot: Cast.demoUser).games.map(\.appid))
        let notOwned = catalog.apps.filter { !demoOwns.contains($0.appid) }
        freeApp = notOwned.first(where: \.isFree)?.appid ?? catalog.apps.first(where: \.isFree)?.appid ?? 570
        delistedApp = notOwned.first(where: \.isDelisted)?.appid ?? catalog.apps.first(where: \.isDelisted)?.appid ?? 0
        coopApp = Self.coopApp(owned: demoOwns, catalog: catalog, players: players, friendLists: friendLists, games: games)
        self.catalog = catalog
        wishlists = Wishlists(
            games: games, store: catalog, roleSlots: roleSlots, demoKeeps: [freeApp, delistedApp],
            seeds: seeds
        )
        self.players = players
        self.seeds = seeds
        slotsByAccountID = Dictionary(uniqueKeysWithValues: players.enumerated().map { ($1.accountID, $0) })
    }

    /// The first co-op app in appid order that the demo user owns and two or more of its friends show in public
    /// libraries, paid ones first (GetOwnedGames lists a free one only on request, once played); should none be, the
    /// first co-op app it owns, and Dota 2 (which it always owns) after that.
    private static func coopApp(
        owned: Set<Int>, catalog: StoreCatalog, players: [Player], friendLists: [[Friendship]], games: GameWorld
    ) -> Int {
        let owns = catalog.apps.filter { $0.isCoop && owned.contains($0.appid) }
        let coop = (owns.filter { !$0.isFree } + owns.filter(\.isFree)).map(\.appid)
        let friendLibraries: [Set<Int>] = friendLists[Cast.demoUser].compactMap { friend in
            guard case .visible(_, let library) = games.owner(steamid: SteamID64Math.string(accountID: friend.accountID))
            else { return nil }
            return Set(library.games.map(\.appid))
        }
        let shared = coop.first { appid in friendLibraries.filter { $0.contains(appid) }.count >= 2 }
        return shared ?? coop.first ?? 570
    }

    /// The app's price in the country `cc` names (the default country's for none or an unknown one) at `time`; nil
    /// for an app the store does not sell.
    package func price(of app: StoreApp, country: String?, at time: Double) -> StorePrice? {
        SaleCalendar.price(of: app, in: StoreCurrencies.currency(country: country), at: time, seeds: seeds)
    }

    /// The wishlist a steamid names at `time`.
    package func wishlist(steamid: String, calendar: EventCalendar, at time: Double) -> WishlistOwner {
        guard SteamID64Math.isNumeric(steamid) else { return .malformed }
        guard let slot = SteamID64Math.accountID(fromSteamID64: steamid).flatMap({ slotsByAccountID[$0] }) else {
            return .unknown
        }
        let list = wishlists.wishlist(slot: slot, calendar: calendar, at: time)
        return list.isPrivate || players[slot].isPrivate ? .hidden(count: list.items.count) : .visible(list.items)
    }

    /// The first app on the demo user's wishlist, in its order, discounted in the US at `time`; nil if none is.
    package func discountedWish(calendar: EventCalendar, at time: Double) -> Int? {
        wishlists.wishlist(slot: Cast.demoUser, calendar: calendar, at: time).items.first { wish in
            guard let app = catalog.app(wish.appid) else { return false }
            return (price(of: app, country: StoreCurrencies.defaultCountry, at: time)?.discountPercent ?? 0) > 0
        }?.appid
    }
}
