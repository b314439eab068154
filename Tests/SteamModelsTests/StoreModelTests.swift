// The store's decoders over real answers (Tests/RecordedAnswers, whose SOURCES.md names where each came from):
// every field a record carries is read from them, and the shapes that break a naive client (string cents, `success`
// 2 for an unknown app with no appid, `"data":[]` for a free app, `{"response":{}}`) are read as what they mean.
import Foundation
import SteamModels
import Testing
import TestSupport

@Suite struct StoreModelTests {
    @Test func aWishlistReadsEachItemAndAHiddenOneIsEmpty() throws {
        let list = try Wishlist(json: try RecordedAnswers.body("GetWishlist", "backlogium_two_items.json"))
        #expect(list.items == [
            WishedApp(appID: 1620, priority: 0, dateAdded: 1_572_456_900),
            WishedApp(appID: 34180, priority: 879, dateAdded: 1_549_370_695),
        ])
        // The endpoint's rule calls `{"response":{}}` hidden first; the decoder alone reads no items.
        #expect(try Wishlist(json: try RecordedAnswers.body("GetWishlist", "backlogium_not_readable_empty_response.json")).items.isEmpty)
        #expect(try WishlistCount(json: Data(#"{"response":{"count":12}}"#.utf8)).count == 12)
        #expect(throws: ShapeError.self) { try Wishlist(json: Data(#"{"response":{"items":[{"appid":"1620"}]}}"#.utf8)) }
        #expect(throws: ShapeError.self) { try WishlistCount(json: Data(#"{"response":{}}"#.utf8)) }
    }

    @Test func aDiscountedItemReadsItsStringCentsFormattedPricesAndCategories() throws {
        let body = try RecordedAnswers.body("GetItems", "boralyl_1220150_blue_fire_discounted_item.json")
        let app = try StoreItems.app(json: body, currency: "USD")
        #expect(app.appID == 1_220_150 && app.name == "Blue Fire")
        #expect(app.standing == .priced(StorePrice(
            currency: "USD", initial: 1999, final: 499, discountPercent: 75, initialFormatted: "$19.99",
            finalFormatted: "$4.99", discountEndDate: 1_734_544_800)))
        #expect(app.playerCategories == [2])
        #expect(app.featureCategories == [22, 23, 43, 62])
    }

    @Test func aFullPriceItemHasNoOriginalPriceAndNoDiscount() throws {
        let body = try RecordedAnswers.body("GetItems", "boralyl_2215430_full_price_item.json")
        let app = try StoreItems.app(json: body, currency: "USD")
        #expect(app.standing == .priced(StorePrice(
            currency: "USD", initial: 5999, final: 5999, discountPercent: 0, initialFormatted: nil, finalFormatted: "$59.99",
            discountEndDate: nil)))
        #expect(app.playerCategories == [2, 1, 9, 38])
    }

    @Test func anAnswerSplitsIntoItemsAndAnUnknownAppHasNoAppidButItsId() throws {
        let body = try RecordedAnswers.body("GetItems", "backlogium_tf2_witcher3_unknown11_success2.json")
        let items = try StoreItems.split(json: body)
        #expect(items.map(\.appID) == [440, 292_030, 11])
        let apps = try items.map { try StoreItems.app(json: $0.body, currency: "USD") }
        #expect(apps[0].name == "Team Fortress 2")
        #expect(apps[2] == StoreApp(appID: 11, name: nil, standing: .unknown))
        // The request asked for no purchase options, so nothing is priced and no categories were sent.
        #expect(apps[1].standing == .unlisted && apps[1].playerCategories == nil)
        #expect(throws: ShapeError.self) {
            try StoreItems.app(json: Data(#"{"appid":5,"success":1,"best_purchase_option":{"final_price_in_cents":"4.99"}}"#.utf8), currency: nil)
        }
    }

    @Test func anAppdetailsBatchReadsPricedFreeAndUnknownApps() throws {
        let apps = try AppDetailsPrices.apps(json: try RecordedAnswers.body("appdetails", "backlogium_ph_batch_free_paid_unknown.json"))
        #expect(apps == [
            StoreApp(appID: 440, name: nil, standing: .free),
            StoreApp(appID: 292_030, name: nil, standing: .priced(StorePrice(
                currency: "PHP", initial: 209_900, final: 209_900, discountPercent: 0, initialFormatted: nil,
                finalFormatted: "P2,099.00", discountEndDate: nil))),
            StoreApp(appID: 11, name: nil, standing: .unknown),
        ])
        let discounted = try AppDetailsPrices.apps(json: try RecordedAnswers.body("appdetails", "backlogium_ph_discounted_1174180.json"))
        #expect(discounted.first?.standing == .priced(StorePrice(
            currency: "PHP", initial: 339_900, final: 84975, discountPercent: 75, initialFormatted: "P3,399.00",
            finalFormatted: "P849.75", discountEndDate: nil)))
        // Each app's entry splits off to be kept alone, and reads the same alone.
        let split = try AppDetailsPrices.split(json: try RecordedAnswers.body("appdetails", "backlogium_ph_batch_free_paid_unknown.json"))
        #expect(try split.flatMap { try AppDetailsPrices.apps(json: $0.body) } == apps)
    }

    @Test func aFullSingleAppAnswerReadsItsNameAndPrice() throws {
        let apps = try AppDetailsPrices.apps(json: try RecordedAnswers.body("appdetails", "netheril96_1997660_cny_full_single_app.json"))
        #expect(apps.count == 1)
        #expect(apps[0].name == "GreedFall II: The Dying World")
        #expect(apps[0].standing == .priced(StorePrice(
            currency: "CNY", initial: 17300, final: 17300, discountPercent: 0, initialFormatted: nil, finalFormatted: "¥ 173.00",
            discountEndDate: nil)))
    }

    @Test func countriesAndCategoriesAreReadAsTheFlagsTakeThem() {
        #expect(StoreCountry("us")?.code == "US" && StoreCountry("US")?.currency == "USD")
        #expect(StoreCountry("de")?.currency == "EUR" && StoreCountry("tr")?.currency == "USD")
        for bad in ["", "u", "usa", "u1", "ü s", "ÜS"] { #expect(StoreCountry(bad) == nil) }
        #expect(PlayerCategory.ids(named: "co-op") == [9, 38, 39, 48])
        #expect(PlayerCategory.ids(named: "Online Co-op") == [38])
        #expect(PlayerCategory.ids(named: "38") == [38])
        #expect(PlayerCategory.ids(named: "remote-play-together") == [44])
        #expect(PlayerCategory.ids(named: "3") == nil && PlayerCategory.ids(named: "coop-ish") == nil)
    }
}
