// Where each declared endpoint's requests go: Valve's method path with the key last, OpenDota's path with its
// parameters put in place and no key in the URL at all.
import Testing
import Transport
@testable import WebAPI

@Suite struct EndpointURLTests {
    @Test func valveMethodsTakeTheirParametersAndTheKeyInTheQuery() {
        let url = Endpoint.getMatchHistory.url(
            base: "https://api.steampowered.com", parameters: [("account_id", "22202"), ("matches_requested", "100")], key: "K+Y")
        #expect(url == "https://api.steampowered.com/IDOTA2Match_570/GetMatchHistory/v1/?account_id=22202&matches_requested=100&key=K%2BY")
    }

    @Test func openDotaRoutesPutTheirIdsInThePath() {
        let list = Endpoint.openDotaPlayerMatches.url(
            base: "https://api.opendota.com/api",
            parameters: [("account_id", "22202"), ("significant", "0"), ("project", "hero_id"), ("project", "leagueid")],
            key: nil)
        #expect(list == "https://api.opendota.com/api/players/22202/matches?significant=0&project=hero_id&project=leagueid")
        let match = Endpoint.openDotaMatch.url(base: "http://127.0.0.1:9/api", parameters: [("match_id", "8123")], key: nil)
        #expect(match == "http://127.0.0.1:9/api/matches/8123")
        #expect(Endpoint.openDotaMatch.method == "OpenDota /matches/{match_id}")
    }

    /// A path segment cannot be widened into another route by what it holds.
    @Test func aPathParameterStaysOneSegment() {
        let url = Endpoint.openDotaMatch.url(base: "http://h/api", parameters: [("match_id", "1/../../x?y")], key: nil)
        #expect(url == "http://h/api/matches/1%2F..%2F..%2Fx%3Fy")
    }

    /// OpenDota's requests are counted per OpenDota's key, apart from Valve's --rate.
    @Test func openDotaHasARateClassOfItsOwn() {
        #expect(Endpoint.openDotaMatch.rateClass.separateKey != nil)
        #expect(Endpoint.getMatchHistoryBySequenceNum.rateClass.separateKey == nil)
        #expect(SteamAPI.openDotaDefaultRate == 1)
    }

    /// The store site's appdetails lives on its own host, with no key, in a bucket of its own counted per caller.
    @Test func appdetailsGoesToTheStoreSiteWithItsCountryAndFilter() {
        let url = Endpoint.appDetailsPrices.url(
            base: "https://store.steampowered.com", parameters: [("appids", "440,570"), ("cc", "US"), ("filters", "price_overview")],
            key: "K")
        #expect(url == "https://store.steampowered.com/api/appdetails?appids=440,570&cc=US&filters=price_overview")
        #expect(Endpoint.appDetailsPrices.rateClass == .storeAppDetails && RateClass.storeAppDetails.separateKey == "")
        #expect(!Endpoint.getStoreItems.usesKey && !Endpoint.getWishlist.usesKey && !Endpoint.getWishlistItemCount.usesKey)
    }

    /// A price is kept until Valve's sales turn over at 17:00 UTC, however close that is, and never longer than a day.
    @Test func aStorePriceExpiresAtTheNext1700UTC() {
        let noonDec4 = 1_796_385_600.0  // 2026-12-04T12:00:00Z
        #expect(Lifetime.next(hourUTC: 17, after: noonDec4) == noonDec4 + 5 * 3600)
        #expect(Lifetime.next(hourUTC: 17, after: noonDec4 + 5 * 3600) == noonDec4 + 29 * 3600)
        #expect(Lifetime.next(hourUTC: 17, after: noonDec4 + 5 * 3600 - 1) == noonDec4 + 5 * 3600)
        #expect(Lifetime.next(hourUTC: 17, after: noonDec4 + 6 * 3600) == noonDec4 + 29 * 3600)
    }
}
