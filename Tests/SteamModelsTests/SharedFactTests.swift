// The client's built-in copy of Valve's hero list, held to Valve's recorded answer in Tests/SharedFacts (steam-replay
// keeps its own copy, held to the same file in ReplayTests).
import SharedFactReference
import SteamModels
import TestSupport
import Testing

@Suite struct SharedFactTests {
    /// The same ids, internal names and English names as Valve's answer, in its (release) order. The order departs
    /// from the recorded answer at a few places (Morphling before Shadow Fiend, Lich after Lina, …).
    @Test func theBuiltInHeroesAreValvesHeroes() throws {
        let reference = try SharedFacts.value("dota-heroes", as: [SharedFacts.Hero].self).map { "\($0.id) \($0.name) \($0.localizedName)" }
        let client = HeroTable.builtIn.heroes.map { "\($0.id) \($0.name) \($0.localizedName ?? "no English name")" }
        #expect(Set(client).symmetricDifference(reference).sorted() == [], "heroes only one of the lists has")
        withKnownIssue("the order follows ids where Valve's answer does not") {
            #expect(client == reference, "the order differs")
        }
    }
}
