// The replay's hero list against the client's built-in one: the replay keeps its own, as Valve's GetHeroes would
// answer, and stat-agg and the hero flags name heroes from SteamModels. Neither may drift from the other, or the
// replay would play heroes the client cannot name.
import SteamModels
import Testing
@testable import Replay

@Suite struct HeroListAgreementTests {
    /// The same ids, internal names and English names, in the same (release) order.
    @Test func theReplaysHeroesAreTheClientsBuiltInHeroes() {
        let replay = ReplayHeroes.heroes.map { "\($0.id) \($0.name) \($0.localizedName)" }
        let client = HeroTable.builtIn.heroes.map { "\($0.id) \($0.name) \($0.localizedName ?? "no English name")" }
        #expect(Set(replay).symmetricDifference(client).sorted() == [], "heroes only one of the lists has")
        #expect(replay == client, "the order differs")
    }
}
