// The progress line a long run shows on a terminal: inputs done of those read (the total once stdin has ended),
// the rate, the time left, and how many answers came from the store and how many from the network.
import FoundationEssentials
import FoundationGaps
import Glibc
import Synchronization

public final class ProgressLine: Sendable {
    public enum Source: Sendable {
        case stored, fetched
    }

    /// What the line reports; the text is a pure function of it, so a test needs no terminal and no clock.
    public struct Counts: Sendable, Equatable {
        public var read = 0
        public var inputEnded = false
        public var done = 0
        public var stored = 0
        public var fetched = 0

        public init() {}

        /// "120/500 matches · 14.2/s · 27 s left · 80 stored, 40 fetched"; "120/300+" while stdin is still open.
        public func text(noun: String, elapsed: Double) -> String {
            var parts = ["\(done)/\(read)\(inputEnded ? "" : "+") \(noun)"]
            if elapsed > 0, done > 0 {
                let rate = Double(done) / elapsed
                parts.append(rate >= 10 ? "\(Int(rate.rounded()))/s" : CFormat.string("%.1f/s", rate))
                if inputEnded, done < read {
                    parts.append("\(ProgressLine.duration(Double(read - done) / rate)) left")
                }
            }
            parts.append("\(stored) stored, \(fetched) fetched")
            return parts.joined(separator: " · ")
        }
    }

    private struct State {
        var counts = Counts()
        var lastDrawn: ContinuousClock.Instant?
    }

    /// "27 s", "4 min 16 s", "2 h 47 min": how long, as the line and the notes about long runs say it.
    public static func duration(_ seconds: Double) -> String {
        // Clamped, so that no estimate can trap in the conversion.
        let whole = Int((seconds.isNaN ? 0 : min(max(seconds, 0), 1e9)).rounded(.up))
        if whole < 60 { return "\(whole) s" }
        if whole < 3600 { return "\(whole / 60) min \(whole % 60) s" }
        return "\(whole / 3600) h \(whole / 60 % 60) min"
    }

    /// A redraw ten times a second reads as live and costs nothing next to a request.
    static let redrawInterval = Duration.milliseconds(100)

    private let noun: String
    private let diagnostics: Diagnostics
    private let started = ContinuousClock.now
    private let state = Mutex(State())

    /// A progress line when stderr is a terminal; nil otherwise, so pipes and logs get none.
    public static func onTerminal(noun: String, diagnostics: Diagnostics) -> ProgressLine? {
        StandardStream.error.isTerminal ? ProgressLine(noun: noun, diagnostics: diagnostics) : nil
    }

    init(noun: String, diagnostics: Diagnostics) {
        self.noun = noun
        self.diagnostics = diagnostics
    }

    /// The inputs read so far, counted where they are read, ahead of the workers: the total, and so the time left,
    /// is known as soon as stdin has been read to its end, long before the workers get there.
    func read(_ soFar: (count: Int, ended: Bool)) {
        update { counts in
            counts.read = max(counts.read, soFar.count)
            counts.inputEnded = counts.inputEnded || soFar.ended
        }
    }
    func done(_ count: Int) { update { $0.done += count } }
    public func tally(_ source: Source) {
        update { counts in
            switch source {
            case .stored: counts.stored += 1
            case .fetched: counts.fetched += 1
            }
        }
    }

    /// Leaves the final counts on the terminal as an ordinary line: how much came from the store is worth knowing.
    func finish() { update(final: true) { _ in } }

    private func update(final: Bool = false, _ change: (inout Counts) -> Void) {
        let now = ContinuousClock.now
        // Drawn under the lock, so a slower thread can never put older counts over newer ones.
        state.withLock { state in
            change(&state.counts)
            if !final, let last = state.lastDrawn, now - last < Self.redrawInterval { return }
            state.lastDrawn = now
            let elapsed = now - started
            let text = state.counts.text(
                noun: noun, elapsed: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
            diagnostics.setStatus(text, final: final)
        }
    }
}
