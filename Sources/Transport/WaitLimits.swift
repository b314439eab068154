// WaitLimits: the bounds on every configured duration and rate, and the safe ways to turn seconds into sleeps and curl milliseconds.

enum WaitLimits {
    /// No single sleep, retry delay or rate wait is longer. An hour is far past
    /// anything Valve asks for, and it keeps Duration and Int conversions finite.
    static let longestWait: Double = 3_600
    /// A transfer that takes a day is a hung one.
    static let longestTimeout: Double = 86_400
    /// One request an hour is the slowest rate a run can be given: slower, and
    /// one interval outlasts `longestWait`. Above 10,000 a second the limit limits nothing.
    static let rates: ClosedRange<Double> = (1.0 / longestWait)...10_000
    static let bursts: ClosedRange<Int> = 1...10_000

    /// `seconds` within 0...ceiling, with NaN and negatives as 0, so the result
    /// can always become a Duration or a count of milliseconds.
    static func clamped(_ seconds: Double, to ceiling: Double) -> Double {
        guard seconds > 0 else { return 0 }
        return min(seconds, ceiling)
    }

    /// Whole milliseconds for a curl option, rounded up so a tiny timeout is not 0 (which curl reads as "none").
    static func curlMilliseconds(_ seconds: Double) -> Int {
        Int((clamped(seconds, to: longestTimeout) * 1000).rounded(.up))
    }

    /// A cancellable sleep that no out-of-range value can trap.
    static func sleep(seconds: Double) async throws {
        try await Task.sleep(for: .seconds(clamped(seconds, to: longestWait)))
    }
}
