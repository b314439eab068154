// The long-run note of dota-detail's sequence route: said once, only past ten minutes, counting only the share of
// matches the route fetches, and naming what OpenDota would take.
import Testing
import ToolSupport
@testable import DotaDetailTool

@Suite struct SequenceForecastTests {
    let forecast = SequenceForecast(sequenceRate: 0.18, openDotaRate: 1)

    @Test func aRunPastTenMinutesIsNamedWithWhatOpenDotaWouldTake() {
        #expect(
            forecast.note(matches: 600, allRead: true)
                == "600 matches to fetch through GetMatchHistoryBySequenceNum take about 55 min 34 s at --sequence-rate "
                + "0.18 (Valve answers it about once in 5 s per key); OpenDota would take about 10 min 0 s at "
                + "--opendota-rate 1: --fallback opendota, or --via opendota")
        #expect(forecast.note(matches: 100, allRead: true) == nil, "100 matches take 9 min 16 s")
        #expect(forecast.note(matches: 109, allRead: false)?.hasPrefix("at least 109 matches to fetch") == true)
    }

    @Test func theNoteComesOnceAndOnlyForTheSequenceRoute() {
        let run = RunTally.SoFar(read: 1_000, ended: true, done: 0)
        #expect(forecast.found(via: .opendota, run: run) == nil)
        #expect(forecast.found(via: .sequence, run: run) != nil)
        #expect(forecast.found(via: .sequence, run: run) == nil)
    }

    @Test func matchesTheStoreHoldsAreNotCounted() {
        // Nine of ten found so far came from the store: of 1,000 waiting, about 100 need the route, 556 s of it.
        let run = RunTally.SoFar(read: 1_000, ended: true, done: 0)
        for _ in 0..<9 { #expect(forecast.found(via: nil, run: run) == nil) }
        #expect(forecast.found(via: .sequence, run: run) == nil)
    }
}
