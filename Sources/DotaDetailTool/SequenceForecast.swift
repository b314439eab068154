// SequenceForecast: the one note a long run through GetMatchHistoryBySequenceNum gives: how long it will take, and
// what OpenDota would take instead.
import Synchronization
import ToolSupport
import Transport
import WebAPI

final class SequenceForecast: Sendable {
    /// A run longer than this is worth a word before the user has sat through it.
    static let noteAfterSeconds = 600.0

    private struct State {
        var found = 0
        var bySequence = 0
        var noted = false
    }

    private let sequenceRate: Double
    private let openDotaRate: Double
    private let state = Mutex(State())

    init(sequenceRate: Double, openDotaRate: Double) {
        self.sequenceRate = sequenceRate
        self.openDotaRate = openDotaRate
    }

    /// Counts one match found, by the route that fetched it (nil: the store held it); the note, the first time the
    /// matches still waiting, in the share that went by sequence so far, need more than ten minutes of that route.
    func found(via route: MatchSource?, run: RunTally.SoFar) -> String? {
        state.withLock { state in
            state.found += 1
            guard route == .sequence else { return nil }
            state.bySequence += 1
            guard !state.noted else { return nil }
            let share = Double(state.bySequence) / Double(state.found)
            let matches = Int((Double(run.waiting) * share).rounded(.up))
            guard let note = note(matches: matches, allRead: run.ended) else { return nil }
            state.noted = true
            return note
        }
    }

    /// "600 matches to fetch through GetMatchHistoryBySequenceNum take about 55 min 34 s at --sequence-rate 0.18 …";
    /// nil for a run shorter than `noteAfterSeconds`. Before the input has ended, the count is the least there is.
    func note(matches: Int, allRead: Bool) -> String? {
        let seconds = Double(matches) / sequenceRate
        guard seconds > Self.noteAfterSeconds else { return nil }
        let least = allRead ? "" : "at least "
        return "\(least)\(matches) matches to fetch through GetMatchHistoryBySequenceNum take \(least)about "
            + "\(ProgressLine.duration(seconds)) at --sequence-rate \(RateClass.spoken(sequenceRate)) (Valve answers it about "
            + "once in 5 s per key); OpenDota would take about \(ProgressLine.duration(Double(matches) / openDotaRate)) "
            + "at --opendota-rate \(RateClass.spoken(openDotaRate)): --fallback opendota, or --via opendota"
    }
}
