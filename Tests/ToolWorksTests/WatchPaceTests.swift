// WatchPace, the --watch loop's pure core: a round that succeeds waits the interval; one that fails for a reason that
// can pass waits the interval, then doubles, up to ten intervals, and a success brings the interval back; a rejected
// key, Valve's 403 block and anything unknown end the watch. Each next round's wall-clock time is the given now plus
// its wait.
import Foundation
import SteamModels
import ChangeFeeds
@testable import Store
import Testing
@testable import ToolSupport
import Transport
import WebAPI

@Suite struct WatchPaceTests {
    let now = Date(timeIntervalSince1970: 1_790_812_800)
    static let refused = WebAPIError.transport(
        endpoint: "GetFriendList",
        .connectionFailed(url: "http://127.0.0.1:9/", curlCode: 7, message: "Couldn't connect to server", attempts: 4))

    static func store(_ trouble: StoreError.Trouble) -> WebAPIError {
        .store(StoreError(path: "/s.sqlite", operation: "cannot write", reason: "database is locked", trouble: trouble), bypassable: true)
    }

    /// A failure as a round meets it: named by the inputs it met.
    static func inRound(_ error: some StatusError) -> RunEndingFailure {
        RunEndingFailure(inputs: "line 1 (76561197960287930)", underlying: error)
    }

    /// The waits, in seconds, after failed rounds one after another, with a 3 s interval.
    @Test func failedRoundsWaitTheIntervalThenDoubleUpToTenIntervals() {
        var pace = WatchPace(interval: .seconds(3))
        var waits: [Duration?] = []
        for _ in 1...7 { waits.append(pace.afterFailure(Self.inRound(Self.refused), now: now)?.delay) }
        #expect(waits == [3, 6, 12, 24, 30, 30, 30].map { Duration.seconds($0) })
        #expect(pace.failuresInARow == 7)
    }

    @Test func aRoundThatSucceedsBringsTheIntervalBack() {
        var pace = WatchPace(interval: .seconds(5))
        for _ in 1...4 { _ = pace.afterFailure(Self.refused, now: now) }
        let success = pace.afterSuccess(now: now)
        #expect(success == WatchPace.Next(delay: .seconds(5), at: now + 5))
        #expect(pace.failuresInARow == 0)
        let failure = pace.afterFailure(Self.refused, now: now)
        #expect(failure?.delay == .seconds(5))
    }

    /// The time the note names is the round's end plus the wait, fractions of a second included.
    @Test func theNextRoundsTimeIsTheRoundsEndPlusItsWait() {
        var pace = WatchPace(interval: .milliseconds(1500))
        let success = pace.afterSuccess(now: now)
        #expect(success.at == now + 1.5)
        _ = pace.afterFailure(Self.refused, now: now)
        let second = pace.afterFailure(Self.refused, now: now + 100)
        #expect(second?.at == now + 103)
    }

    static let passing: [any Error] = [
        refused,
        inRound(refused),
        WebAPIError.transport(endpoint: "GetPlayerSummaries", .connectionFailed(
            url: "http://127.0.0.1:9/", curlCode: 28, message: "Operation timed out", attempts: 4)),
        WebAPIError.transport(endpoint: "GetPlayerSummaries", .rateLimited(url: "http://127.0.0.1:9/", attempts: 4)),
        inRound(WebAPIError.rateLimited(endpoint: "GetPlayerBans", attempts: 4, flag: "--rate")),
        WebAPIError.httpStatus(endpoint: "GetFriendList", status: 503),
        WebAPIError.allowanceSpent(endpoint: "players/1/matches"),
        inRound(store(.locked)),
        store(.lockedWithinProcess),
    ]

    @Test(arguments: passing.indices)
    func aFailureThatCanPassIsANoteAndTheNextRound(index: Int) {
        let error = Self.passing[index]
        var pace = WatchPace(interval: .seconds(1))
        let next = pace.afterFailure(error, now: now)
        #expect(next == WatchPace.Next(delay: .seconds(1), at: now + 1), "\(error)")
    }

    static let ending: [any Error] = [
        inRound(WebAPIError.keyRejected(endpoint: "GetPlayerSummaries", status: 403)),
        WebAPIError.missingKey(keyFile: "/k"),
        inRound(WebAPIError.keyRefusedForRate(endpoint: "GetPlayerSummaries", flag: "--rate", retryAfter: Date(timeIntervalSince1970: 1_790_816_400))),
        WebAPIError.httpStatus(endpoint: "GetFriendList", status: 404),
        WebAPIError.transport(endpoint: "", .invalidURL("ftp://x")),
        inRound(store(.damaged)),
        store(.full),
        StandardStreamError.readerGone(stream: "stdout"),
        CancellationError(),
    ]

    @Test(arguments: ending.indices)
    func aFailureThatStandsEndsTheWatch(index: Int) {
        let error = Self.ending[index]
        var pace = WatchPace(interval: .seconds(1))
        let next = pace.afterFailure(error, now: now)
        #expect(next == nil, "\(error)")
        #expect(pace.failuresInARow == 0)
    }
}
