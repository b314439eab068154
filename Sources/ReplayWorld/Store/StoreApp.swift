// One app as Steam's store shows it: categories, genres, reviews, platforms, its package and US price, free or
// delisted. Both GetItems and appdetails read it, so the two never disagree.

package struct StoreApp: Sendable {
    package let appid: Int
    package let name: String
    /// An add-on (DLC) rather than a game: appdetails' `type` "dlc", GetItems' `type` 4.
    package let isAddOn: Bool
    /// The game an add-on belongs to, and its name; nil for a game.
    package let parentAppID: Int?
    package let parentName: String?
    package let isFree: Bool
    /// Off sale and hidden from the store, yet still on the wishlists that hold it.
    package let isDelisted: Bool
    /// Steam's player categories, in the order the store lists them (single-player first, as Portal 2's page does).
    package let playerCategories: [Int]
    package let featureCategories: [Int]
    /// Genre ids; appdetails sends them as strings.
    package let genres: [Int]
    package let reviewCount: Int
    package let percentPositive: Int
    /// The US price at full price, in cents; 0 for a free app.
    package let usCents: Int
    package let packageID: Int
    /// Unix seconds, before any clock the replay starts at near today.
    package let releaseDate: Int
    package let macOS: Bool
    package let linux: Bool
    /// Steam Deck compatibility: 0 unknown, 1 unsupported, 2 playable, 3 verified.
    package let deckCategory: Int
    package let developer: String

    package var isCoop: Bool {
        playerCategories.contains(StoreCategories.coop) || playerCategories.contains(StoreCategories.onlineCoop)
    }

    /// The line both GetItems' basic_info and appdetails show under the name.
    package var shortDescription: String {
        let kinds = genres.compactMap { StoreCategories.genreNames[$0] }.joined(separator: ", ")
        return isAddOn ? "Content for \(parentName ?? name)." : "\(kinds) from \(developer)."
    }

    /// Whether the store sells it now: a free or delisted app has no purchase option and never a discount.
    package var isSold: Bool { !isFree && !isDelisted }

    /// Valve's review score for the count and share (1 Overwhelmingly Negative ... 9 Overwhelmingly Positive).
    package var reviewScore: Int {
        switch percentPositive {
        case 95...: reviewCount >= 500 ? 9 : reviewCount >= 50 ? 8 : 7
        case 80..<95: reviewCount >= 50 ? 8 : 7
        case 70..<80: 6
        case 40..<70: 5
        case 20..<40: 4
        default: reviewCount >= 500 ? 1 : reviewCount >= 50 ? 2 : 3
        }
    }

    package var reviewScoreLabel: String {
        [
            "", "Overwhelmingly Negative", "Very Negative", "Negative", "Mostly Negative", "Mixed", "Mostly Positive",
            "Positive", "Very Positive", "Overwhelmingly Positive",
        ][reviewScore]
    }
}

/// Steam's category and genre ids with the English names appdetails gives them.
package enum StoreCategories {
    package static let multiPlayer = 1, singlePlayer = 2, coop = 9, sharedScreen = 24, crossPlatform = 27
    package static let onlinePvP = 36, sharedScreenPvP = 37, onlineCoop = 38, sharedScreenCoop = 39
    package static let remotePlayTogether = 44, lanPvP = 47, lanCoop = 48, pvp = 49
    static let achievements = 22, cloud = 23, tradingCards = 29, workshop = 30, captions = 13, stats = 15
    static let partialController = 18, fullController = 28, inAppPurchases = 35, remotePlayOnTV = 43
    static let familySharing = 62, antiCheat = 8

    package static let names: [Int: String] = [
        1: "Multi-player", 2: "Single-player", 9: "Co-op", 24: "Shared/Split Screen",
        27: "Cross-Platform Multiplayer", 36: "Online PvP", 37: "Shared/Split Screen PvP", 38: "Online Co-op",
        39: "Shared/Split Screen Co-op", 44: "Remote Play Together", 47: "LAN PvP", 48: "LAN Co-op", 49: "PvP",
        8: "Valve Anti-Cheat enabled", 13: "Captions available", 15: "Stats", 18: "Partial Controller Support",
        22: "Steam Achievements", 23: "Steam Cloud", 28: "Full controller support", 29: "Steam Trading Cards",
        30: "Steam Workshop", 35: "In-App Purchases", 43: "Remote Play on TV", 62: "Family Sharing",
    ]

    package static let freeToPlayGenre = 37

    package static let genreNames: [Int: String] = [
        1: "Action", 2: "Strategy", 3: "RPG", 4: "Casual", 9: "Racing", 18: "Sports", 23: "Indie", 25: "Adventure",
        28: "Simulation", 29: "Massively Multiplayer", 37: "Free To Play",
    ]
}
