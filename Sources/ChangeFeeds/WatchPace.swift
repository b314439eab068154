// WatchPace: when a --watch starts its next round, and whether a round's failure ends the watch instead: the pure
// core of the loop in ChangeOptions, with the interval given and the time passed in.
import FoundationEssentials
import SteamModels
import Store
import ToolSupport
import Transport
import WebAPI

public struct WatchPace: Sendable {
    /// The next round: after `delay`, which is at `at` by the wall clock.
    public struct Next: Equatable, Sendable {
        public let delay: Duration
        public let at: Date

        public init(delay: Duration, at: Date) {
            self.delay = delay
            self.at = at
        }
    }

    /// A monitor meant to run for days outlasts an outage this long between tries, and never asks less often.
    public static let slowest = 10

    public let interval: Duration
    /// Failed rounds since the last that succeeded: each doubles the wait, up to `slowest` intervals.
    public private(set) var failuresInARow = 0

    public init(interval: Duration) {
        self.interval = interval
    }

    /// After a round that succeeded, ending `now`: the interval, and failures are forgotten.
    public mutating func afterSuccess(now: Date) -> Next {
        failuresInARow = 0
        return Self.next(after: interval, from: now)
    }

    /// After a round that ended `now` with `failure`: nil when it ends the watch; else the interval after the first
    /// such round in a row, then twice, four times it, up to `slowest` times.
    public mutating func afterFailure(_ failure: any Error, now: Date) -> Next? {
        guard Self.canPass(failure) else { return nil }
        failuresInARow += 1
        return Self.next(after: interval * min(1 << min(failuresInARow - 1, 4), Self.slowest), from: now)
    }

    private static func next(after delay: Duration, from now: Date) -> Next {
        let (seconds, attoseconds) = delay.components
        return Next(delay: delay, at: now.addingTimeInterval(Double(seconds) + Double(attoseconds) / 1e18))
    }

    /// A failure that a later round may not meet: the network down or slow, Valve's 5xx or 429 past the retries, a
    /// store another process holds locked, OpenDota's allowance spent. A missing or rejected key, Valve's 403 block
    /// (whose every request lengthens it), a damaged store, a closed stdout and anything unknown end the watch.
    public static func canPass(_ error: any Error) -> Bool {
        switch error {
        case let error as RunEndingFailure: canPass(error.underlying)
        case let error as WebAPIError:
            switch error {
            case .transport(_, .connectionFailed), .transport(_, .rateLimited), .rateLimited, .allowanceSpent: true
            case .httpStatus(_, let status): (500..<600).contains(status)
            case .store(let error, _): error.trouble == .locked || error.trouble == .lockedWithinProcess
            default: false
            }
        default: false
        }
    }
}
