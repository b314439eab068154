// The client's built-in copies of Valve's hero list and of the store's currency by country, held to Tests/SharedFacts
// (steam-replay keeps its own copies, held to the same files in ReplayTests).
import SharedFactReference
@testable import SteamModels
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

    /// Each country the store prices in is priced in the currency the reference names, and no other country is.
    @Test func theStoreCurrenciesAreTheReferences() throws {
        let reference = try SharedFacts.value("steam-store-currencies", as: SharedFacts.StoreCurrencies.self)
        #expect(StoreCountry.currencies == reference.countries)
        #expect(reference.hundredthsPerUnit == 100, "records count every currency in hundredths")
    }
}
