// stat-agg's copies of OpenDota's constants, held to the reference in Tests/SharedFacts (steam-replay keeps its own
// copies, held to the same files in ReplayTests): the significance rule, the patch table and the cluster regions.
import Foundation
import Testing
import SharedFactReference
@testable import Stats

@Suite struct SharedFactTests {
    @Test func significanceIsOpenDotasRule() throws {
        let rule = try SharedFacts.value("opendota-significance", as: SharedFacts.Significance.self)
        #expect(MatchFilter.significantModes == Set(rule.balancedGameModes.map(Int64.init)))
        #expect(MatchFilter.significantLobbies == Set(rule.balancedLobbyTypes.map(Int64.init)))
        var match = MatchView()
        // The rule is read from a file: an empty list in it fails the test instead of trapping.
        let mode = try #require(rule.balancedGameModes.first), lobby = try #require(rule.balancedLobbyTypes.first)
        (match.gameMode, match.lobbyType, match.radiantWin) = (Int64(mode), Int64(lobby), true)
        match.duration = Int64(rule.longestInsignificantDuration)
        #expect(!MatchFilter.isSignificant(match))
        match.duration = Int64(rule.longestInsignificantDuration) + 1
        #expect(MatchFilter.isSignificant(match))
        match.radiantWin = nil
        #expect(!MatchFilter.isSignificant(match), "a match without a winner")
    }

    @Test func everyPatchHasOpenDotasNumberNameAndReleaseSecond() throws {
        let patches = try SharedFacts.value("dota-patches", as: [SharedFacts.Patch].self)
        let reference = try patches.map { "\($0.id) \($0.name) \(try SharedFacts.unixSeconds($0.date))" }
        let copy = DotaConstants.patches.map { "\($0.index) \($0.name) \($0.released)" }
        #expect(Set(reference).symmetricDifference(copy).sorted() == [], "patches only one side has")
        #expect(copy == reference, "the order differs")
    }

    /// A newer table may list clusters the reference does not; none may get another region.
    @Test func everyClusterTheReferenceListsHasItsRegion() throws {
        let regions = try SharedFacts.value("dota-cluster-regions", as: [String: Int64].self)
        for (cluster, region) in regions {
            #expect(DotaConstants.region(ofCluster: try #require(Int64(cluster))) == region, "cluster \(cluster)")
        }
    }
}
