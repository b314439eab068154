// Where each declared endpoint's requests go: Valve's method path with the key last, OpenDota's path with its
// parameters put in place and no key in the URL at all.
import Testing
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
}
