// The replay's copy of dotaconstants against stat-agg's: the replay answers with the patch, region and significance
// OpenDota would give its matches, stat-agg works them out as OpenDota does, and each keeps its own table. Neither may
// drift from the other, or stat-agg would filter the replay's OpenDota matches differently from Valve's.
import Testing
@testable import Replay
@testable import Stats

@Suite struct OpenDotaConstantsAgreementTests {
    @Test func significanceIsOneRule() {
        #expect(Set(OpenDotaConstants.balancedGameModes.map(Int64.init)) == MatchFilter.significantModes)
        #expect(Set(OpenDotaConstants.balancedLobbyTypes.map(Int64.init)) == MatchFilter.significantLobbies)
    }

    /// Either side of each release the replay's world can meet (from 7.36, index 55, whose start the world's history
    /// follows): stat-agg keeps whole seconds, the replay OpenDota's milliseconds, so the second of a release itself
    /// may differ.
    @Test func bothPlaceAMatchInTheSamePatch() {
        for patch in DotaConstants.patches where patch.index >= 55 {
            let before = patch.index > 55 ? [patch.released - 1] : []
            for start in before + [patch.released + 1, patch.released + 86_400] {
                #expect(Int64(OpenDotaConstants.patch(startTime: Int(start))) == DotaConstants.patch(at: start), "\(start)")
            }
        }
    }

    @Test func bothGiveEveryClusterTheSameRegion() {
        for cluster in 0...1_000 {
            #expect(OpenDotaConstants.region(cluster: cluster).map(Int64.init) == DotaConstants.region(ofCluster: Int64(cluster)), "\(cluster)")
        }
    }
}
