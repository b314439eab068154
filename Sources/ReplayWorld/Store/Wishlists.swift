// Each player's wishlist: drawn at the clock's start from the player's own stream (apps the player does not own,
// ranked then unranked), then changed day by day from that day's own stream, so what a request reads depends only on
// the seed, the clock's start and the time asked about.

/// One wished app as GetWishlist lists it.
package struct WishedApp: Sendable, Equatable {
    package let appid: Int
    /// 1 and up in rank order; 0 for an app the player never ranked.
    package let priority: Int
    package let dateAdded: Int
}

/// Whose wishlist a steamid names, as the wishlist routes must treat it.
package enum WishlistOwner: Sendable {
    /// Not a number.
    case malformed
    /// No such account: nothing to count either.
    case unknown
    /// A private profile or a private wishlist: GetWishlist shows nothing, yet the count is there.
    case hidden(count: Int)
    /// In GetWishlist's order; empty for an empty wishlist.
    case visible([WishedApp])
}

struct Wishlists: Sendable {
    /// The two players the wishlist roles name; neither list ever changes.
    let privateSlot: Int
    let emptySlot: Int
    private let games: GameWorld
    private let store: StoreCatalog
    private let seeds: WorldSeeds
    /// The apps the demo user's list always keeps, so the roles that name them stay true as the clock moves.
    private let demoKeeps: [Int]

    init(games: GameWorld, store: StoreCatalog, roleSlots: [Int], demoKeeps: [Int], seeds: WorldSeeds) {
        self.games = games
        self.store = store
        self.seeds = seeds
        self.demoKeeps = demoKeeps
        privateSlot = roleSlots.first ?? Cast.privateFriend
        emptySlot = roleSlots.dropFirst().first ?? Cast.loner
    }

    /// One entry while the list is being built: the order is GetWishlist's, ranked ones first.
    private struct Entry {
        let appid: Int
        let ranked: Bool
        let dateAdded: Int
    }

    /// The player's list at `time`, and whether the player keeps it private.
    func wishlist(slot: Int, calendar: EventCalendar, at time: Double) -> (isPrivate: Bool, items: [WishedApp]) {
        var rng = seeds.stream(.wishlist, index: slot)
        let isPrivate = slot == privateSlot || (rng.percent(12) && !Self.alwaysPublic(slot))
        let owned = Set(games.library(slot: slot).games.map(\.appid))
        let pool = store.apps.map(\.appid).filter { !owned.contains($0) }
        var entries = initial(slot: slot, pool: pool, calendar: calendar, rng: &rng)
        if slot != privateSlot, slot != emptySlot {
            let days = calendar.periods(of: EventCalendar.secondsPerDay, before: time)
            for day in 0..<days {
                change(&entries, slot: slot, day: day, pool: pool, calendar: calendar, before: time)
            }
        }
        var rank = 0
        let items = entries.map { entry in
            if entry.ranked { rank += 1 }
            return WishedApp(appid: entry.appid, priority: entry.ranked ? rank : 0, dateAdded: entry.dateAdded)
        }
        return (isPrivate, items)
    }

    /// The Steam cast (the demo user, the hubs, the loner) shows its wishlists, as the docs' examples read them.
    private static func alwaysPublic(_ slot: Int) -> Bool {
        slot == Cast.demoUser || Cast.fixedFriendCounts.contains(slot)
    }

    /// The list at the clock's start: a sample of the apps the player does not own, three in four ranked, the
    /// unranked ones oldest first; the demo user's holds 200-320 apps, its kept ones among them.
    private func initial(slot: Int, pool: [Int], calendar: EventCalendar, rng: inout SplitMix64) -> [Entry] {
        let size: Int = switch slot {
        case emptySlot: 0
        case privateSlot: rng.int(in: 5...40)
        case Cast.demoUser: rng.int(in: 200...320)
        default:
            switch rng.int(in: 0...99) {
            case 0..<10: 0
            case 10..<85: rng.int(in: 1...60)
            default: rng.int(in: 61...200)
            }
        }
        var pool = pool
        let count = min(size, pool.count)
        for index in 0..<count {
            pool.swapAt(index, rng.int(in: index...(pool.count - 1)))
        }
        var drawn = Array(pool.prefix(count))
        if slot == Cast.demoUser {
            drawn += demoKeeps.filter { !drawn.contains($0) }
        }
        let year = 365 * EventCalendar.secondsPerDay
        let entries = drawn.map { appid in
            Entry(
                appid: appid, ranked: rng.percent(75),
                dateAdded: calendar.origin - rng.int(in: EventCalendar.secondsPerDay...(6 * year))
            )
        }
        return entries.filter(\.ranked) + entries.filter { !$0.ranked }.sorted { $0.dateAdded < $1.dateAdded }
    }

    /// One day's add and removal, each at its own second of the day, applied if it falls before `time`. A new app
    /// goes to the end of the ranked apps, as Steam adds it; a removal closes the ranks up.
    private func change(
        _ entries: inout [Entry], slot: Int, day: Int, pool: [Int], calendar: EventCalendar, before time: Double
    ) {
        var rng = seeds.stream(.wishlistDay, index: EventCalendar.index(period: day, slot: slot))
        let dayStart = calendar.start(ofPeriod: day, length: EventCalendar.secondsPerDay)
        let isDemo = slot == Cast.demoUser
        let adds = rng.percent(isDemo ? 45 : 12), addTime = dayStart + rng.int(in: 0...(EventCalendar.secondsPerDay - 1))
        let addPick = rng.next()
        let removes = rng.percent(isDemo ? 35 : 8)
        let removeTime = dayStart + rng.int(in: 0...(EventCalendar.secondsPerDay - 1)), removePick = rng.next()
        let add = { (entries: inout [Entry]) in
            let listed = Set(entries.map(\.appid))
            let free = pool.filter { !listed.contains($0) }
            guard !free.isEmpty else { return }
            let appid = free[Int(addPick % UInt64(free.count))]
            let at = entries.firstIndex { !$0.ranked } ?? entries.endIndex
            entries.insert(Entry(appid: appid, ranked: true, dateAdded: addTime), at: at)
        }
        let remove = { (entries: inout [Entry]) in
            let removable = entries.indices.filter { !isDemo || !demoKeeps.contains(entries[$0].appid) }
            guard !removable.isEmpty else { return }
            entries.remove(at: removable[Int(removePick % UInt64(removable.count))])
        }
        let steps = [(adds, addTime, add), (removes, removeTime, remove)]
            .filter { $0.0 && Double($0.1) < time }
            .sorted { $0.1 < $1.1 }
        for step in steps {
            step.2(&entries)
        }
    }
}
