// Fuzz target `records`: every decoder of an answer or record in SteamModels, each given every input: Valve's Dota
// pages, match details and heroes, the game lists and stats, the store's wishlists, items and price batches,
// OpenDota's match and match list, the Codable envelopes of summaries, friends and vanity names, and JSONValue itself,
// whose written form must read back as the same value.
// A decoder may refuse an input; it must not crash, hang or read out of bounds.
import Foundation
import FuzzSupport
@testable import SteamModels

let owner = SteamID(accountID: 22202)
let decoder = JSONDecoder()

func valveDota(_ bytes: [UInt8]) {
    if let page = try? MatchHistoryPage(json: bytes) {
        for match in page.matches { _ = match.record(for: 22202, heroes: HeroTable.builtIn) }
    }
    _ = try? MatchSequencePage(json: bytes)
    if let match = try? Match(detailsJSON: bytes) {
        for account in match.players.compactMap({ $0["account_id"]?.integer(UInt32.self) }).prefix(10) {
            _ = match.record(for: account, heroes: nil)
        }
    }
    if let heroes = try? HeroList(json: bytes) { _ = heroes.table.heroes.map(\.displayName) }
}

func openDota(_ bytes: [UInt8]) {
    if let match = try? Match(openDotaJSON: bytes) { _ = match.record(for: nil, heroes: HeroTable.builtIn) }
    if let list = try? OpenDotaPlayerMatches(json: bytes) {
        for row in list.rows { _ = row.record(for: 22202, heroes: nil) }
    }
}

func games(_ bytes: [UInt8]) {
    if let list = try? GameList(json: bytes) {
        for game in list.games { _ = game.record(owner: owner, fetchedAt: 1_700_000_000) }
    }
    let player = try? PlayerAchievements(json: bytes)
    let schema = try? GameSchema(json: bytes)
    let percentages = try? GlobalPercentages(json: bytes)
    _ = try? UserStats(json: bytes)
    _ = try? AppNews(json: bytes)
    for order in AchievementOrder.allCases {
        _ = AchievementRecords.join(
            owner: owner, appID: 440, player: player?.achievements ?? [], schema: schema, percentages: percentages,
            selection: .all, order: order
        )
    }
}

func store(_ bytes: [UInt8]) {
    _ = try? Wishlist(json: bytes)
    _ = try? WishlistCount(json: bytes)
    _ = try? StoreItems.app(json: bytes, currency: nil)
    for item in (try? StoreItems.split(json: bytes)) ?? [] { _ = try? StoreItems.app(json: item.body, currency: "USD") }
    guard let apps = try? AppDetailsPrices.apps(json: bytes) else { return }
    // Each app's entry, kept alone as the store keeps it, reads as it read within the batch.
    let pieces = (try? AppDetailsPrices.split(json: bytes)) ?? []
    let alone = pieces.compactMap { try? AppDetailsPrices.apps(json: $0.body) }.flatMap { $0 }
    promise(alone == apps, "an appdetails entry split off reads otherwise than in its batch")
}

func envelopes(_ bytes: [UInt8]) {
    let data = Data(bytes)
    _ = try? decoder.decode(PlayerSummariesEnvelope.self, from: data)
    _ = try? decoder.decode(FriendListEnvelope.self, from: data)
    _ = try? decoder.decode(VanityResolutionEnvelope.self, from: data)
}

func jsonValueRoundTrip(_ bytes: [UInt8]) {
    guard let value = try? JSONValue.parse(bytes) else { return }
    let written = value.jsonBytes
    guard let again = try? JSONValue.parse(written) else {
        return promise(false, "JSONValue's own text does not parse: \(String(decoding: written.prefix(200), as: UTF8.self))")
    }
    promise(again == value, "JSONValue's text reads back as another value")
    promise(again.jsonBytes == written, "JSONValue writes one value two ways")
}

runLibFuzzer { data, size in
    let bytes = fuzzInput(data, size)
    jsonValueRoundTrip(bytes)
    valveDota(bytes)
    openDota(bytes)
    games(bytes)
    store(bytes)
    envelopes(bytes)
    return 0
}
