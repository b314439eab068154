// Sub-seeds: every domain of the world, and every player within one, draws from its own SplitMix64 stream,
// so that adding a draw to one domain leaves every other domain's values as they were.

/// The parts of the world that draw random values; the raw value enters the mix, so renaming one changes its stream.
package enum SeedDomain: String {
    case accountNumbering = "account_numbering"
    case vanity
    case profile
    case friendGraph = "friend_graph"
    case roles
    /// Who plays Dota and how often.
    case dotaPlayers = "dota_players"
    /// The matches one player starts on one day; index `MatchNumbering.scheduleIndex(day:slot:)`.
    case dotaSchedule = "dota_schedule"
    /// The full record of one match, drawn only when asked for; index the match id.
    case dotaMatchDetail = "dota_match_detail"
    /// What OpenDota adds to one match (parsed or not, replay salt, parties, graphs); index the match id.
    case openDotaMatch = "opendota_match"
    /// The rank tier OpenDota shows for one account; index the account id.
    case openDotaRank = "opendota_rank"
    /// The corpus's accounts and heroes, drawn as a whole.
    case corpusPopulation = "corpus_population"
    /// One corpus record; index its position in generation order.
    case corpusMatch = "corpus_match"
    /// The apps of the catalog, drawn as a whole.
    case gameCatalog = "game_catalog"
    /// One app's achievements and stats; index the appid.
    case gameSchema = "game_schema"
    /// One app's news items, drawn only when asked for; index the appid.
    case gameNews = "game_news"
    /// One player's library, drawn only when asked for; index the slot.
    case gameLibrary = "game_library"
    /// One player's unlocks and stat values in one app; index `GameWorld.progressIndex(slot:appid:)`.
    case gameProgress = "game_progress"
    /// One player's bans from before the replay clock started; index the slot.
    case bans
    /// How often one player comes online and how fond of Dota 2 they are; index the slot.
    case presenceHabits = "presence_habits"
    /// One player's sessions on one replay day; index `EventCalendar.index(period:slot:)`.
    case presenceDay = "presence_day"
    /// One player's new names and bans in one replay month; index `EventCalendar.index(period:slot:)`.
    case accountMonth = "account_month"
    /// The friendships begun and ended on one replay day, drawn for the whole world; index the day.
    case friendChanges = "friend_changes"
    /// One app's store page (categories, reviews, base price, delisted or not); index the appid.
    case storeApp = "store_app"
    /// The store's add-ons (DLC) beside the catalog's games, drawn as a whole.
    case storeAddOns = "store_add_ons"
    /// One app's sale in one sale week; index `SaleCalendar.index(week:appid:)`.
    case storeSale = "store_sale"
    /// One player's wishlist at the clock's start; index the slot.
    case wishlist
    /// What one player adds to and removes from the wishlist on one replay day; index
    /// `EventCalendar.index(period:slot:)`.
    case wishlistDay = "wishlist_day"
}

package struct WorldSeeds: Sendable {
    let world: UInt64

    package init(world: UInt64) {
        self.world = world
    }

    /// The stream for `index` (a player's slot, or 0 for a domain drawn as a whole) within `domain`.
    /// A pure function of (world seed, domain name, index): the same on every run, process and machine, which
    /// Swift's `Hasher` is not (it is seeded per process). Each part is fed through SplitMix64's output function
    /// in turn, so streams for neighbouring seeds, domains or indexes share nothing visible.
    package func stream(_ domain: SeedDomain, index: Int = 0) -> SplitMix64 {
        var mixer = SplitMix64(seed: world)
        mixer = SplitMix64(seed: mixer.next() ^ Self.fnv1a(domain.rawValue))
        mixer = SplitMix64(seed: mixer.next() ^ UInt64(index))
        return SplitMix64(seed: mixer.next())
    }

    /// FNV-1a, 64 bit: a fixed hash of the domain name's UTF-8 bytes.
    private static func fnv1a(_ text: String) -> UInt64 {
        text.utf8.reduce(0xCBF2_9CE4_8422_2325) { hash, byte in (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    }
}
