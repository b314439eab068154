// Valve's modelled limits as arithmetic on a wall clock the tests move: GetMatchHistoryBySequenceNum's one request in
// 5 s, the ceiling of 6 a second across methods, the block after repeated 429s and its end, keys counted apart, the
// reset, and nothing at all while the limits are off.

import Foundation
import Testing
@testable import ReplayRoutes

@Suite struct ValveRateLimiterTests {
    let clock = ManualWallClock()

    private func limiter(_ limits: ValveLimits = ValveLimits(enabled: true)) -> ValveRateLimiter {
        ValveRateLimiter(limits: limits, wallClock: clock.read)
    }

    @Test func offTheyLetEveryRequestThrough() async {
        let limiter = limiter(ValveLimits())
        for _ in 0..<50 {
            #expect(await limiter.admit(key: "K", isSequence: true) == nil)
        }
    }

    @Test func theSequenceMethodTakesOneRequestInFiveSeconds() async {
        let limiter = limiter()
        #expect(await limiter.admit(key: "K", isSequence: true) == nil)
        #expect(await limiter.admit(key: "K", isSequence: true) == .tooManyRequests)
        #expect(await limiter.admit(key: "K", isSequence: false) == nil, "other methods go on")
        clock.advance(by: 4.9)
        #expect(await limiter.admit(key: "K", isSequence: true) == .tooManyRequests)
        clock.advance(by: 0.1)
        #expect(await limiter.admit(key: "K", isSequence: true) == nil)
        #expect(await limiter.admit(key: "K", isSequence: true) == .tooManyRequests)
    }

    @Test func theCeilingTakesSixASecondAcrossMethodsAndRefusalsRunUpNoDebt() async {
        let limiter = limiter()
        var answers: [ValveRefusal?] = []
        for index in 0..<16 {
            answers.append(await limiter.admit(key: "K", isSequence: index == 0))
        }
        #expect(answers == Array(repeating: nil, count: 6) + Array(repeating: .tooManyRequests, count: 10))
        clock.advance(by: 0.5)
        answers = []
        for _ in 0..<4 {
            answers.append(await limiter.admit(key: "K", isSequence: false))
        }
        #expect(answers == [nil, nil, nil, .tooManyRequests], "half a second refills three, whatever was refused before")
        clock.advance(by: 10)
        answers = []
        for _ in 0..<7 {
            answers.append(await limiter.admit(key: "K", isSequence: false))
        }
        #expect(answers == Array(repeating: nil, count: 6) + [.tooManyRequests], "the bucket holds six, however long it rests")
    }

    @Test func aSequenceRequestTheCeilingLetsThroughSpendsItsTokenEvenWhenRefused() async {
        let limiter = limiter()
        var answers: [ValveRefusal?] = []
        for _ in 0..<6 {
            answers.append(await limiter.admit(key: "K", isSequence: true))
        }
        #expect(answers == [nil] + Array(repeating: .tooManyRequests, count: 5))
        #expect(await limiter.admit(key: "K", isSequence: false) == .tooManyRequests, "the five 429s spent the ceiling")
    }

    @Test func blockAfter429sWithinTheWindowThe403sLastBlockSecondsOnEveryMethod() async {
        let limiter = limiter(ValveLimits(enabled: true, blockAfter: 3, blockWindow: 60, blockSeconds: 30))
        let start = clock.now
        #expect(await limiter.admit(key: "K", isSequence: true) == nil)
        for _ in 0..<3 {
            #expect(await limiter.admit(key: "K", isSequence: true) == .tooManyRequests)
        }
        #expect(await limiter.admit(key: "K", isSequence: false) == .blocked)
        #expect(await limiter.status.blockedUntil == [start + 30])
        clock.advance(by: 29)
        #expect(await limiter.admit(key: "K", isSequence: false) == .blocked, "the 403s change nothing")
        clock.advance(by: 1)
        #expect(await limiter.status.blockedUntil.isEmpty)
        #expect(await limiter.admit(key: "K", isSequence: true) == nil, "the buckets refilled meanwhile")
        #expect(await limiter.admit(key: "K", isSequence: true) == .tooManyRequests)
        #expect(await limiter.admit(key: "K", isSequence: false) == nil, "the block's 429s are forgotten")
    }

    @Test func only429sWithinTheWindowCountTowardsABlock() async {
        let limiter = limiter(ValveLimits(enabled: true, blockAfter: 3, blockWindow: 60))
        #expect(await limiter.admit(key: "K", isSequence: true) == nil)
        #expect(await limiter.admit(key: "K", isSequence: true) == .tooManyRequests)
        clock.advance(by: 60)
        #expect(await limiter.admit(key: "K", isSequence: true) == nil)
        #expect(await limiter.admit(key: "K", isSequence: true) == .tooManyRequests)
        #expect(await limiter.admit(key: "K", isSequence: true) == .tooManyRequests)
        #expect(await limiter.admit(key: "K", isSequence: false) == nil, "the first 429 is 60 s old: two count")
        #expect(await limiter.admit(key: "K", isSequence: true) == .tooManyRequests)
        #expect(await limiter.admit(key: "K", isSequence: false) == .blocked)
    }

    @Test func eachKeyHasItsOwnBucketsAndBlock() async {
        let limiter = limiter(ValveLimits(enabled: true, blockAfter: 1))
        #expect(await limiter.admit(key: "A", isSequence: true) == nil)
        #expect(await limiter.admit(key: "A", isSequence: true) == .tooManyRequests)
        #expect(await limiter.admit(key: "A", isSequence: false) == .blocked)
        #expect(await limiter.admit(key: "B", isSequence: true) == nil)
        #expect(await limiter.admit(key: "", isSequence: true) == nil, "no key is a key of its own")
        #expect(await limiter.status.blockedUntil.count == 1)
    }

    @Test func aResetForgetsEveryKeyAndNewSettingsHoldFromTheNextRequest() async throws {
        let limiter = limiter(ValveLimits(enabled: true, blockAfter: 1))
        #expect(await limiter.admit(key: "A", isSequence: true) == nil)
        #expect(await limiter.admit(key: "A", isSequence: true) == .tooManyRequests)
        let change = try ValveLimitsSettingsChange(fromJSON: Data(#"{"reset": true, "block_after": 5, "sequence_interval": 1}"#.utf8))
        let status = await limiter.change(change)
        #expect(status.blockedUntil.isEmpty && status.blockAfter == 5 && status.sequenceInterval == 1)
        #expect(await limiter.admit(key: "A", isSequence: true) == nil)
        #expect(await limiter.admit(key: "A", isSequence: true) == .tooManyRequests)
        clock.advance(by: 1)
        #expect(await limiter.admit(key: "A", isSequence: true) == nil)
    }

    @Test func turnedOffAndOnAgainABlockStillHolds() async throws {
        let limiter = limiter(ValveLimits(enabled: true, blockAfter: 1))
        #expect(await limiter.admit(key: "A", isSequence: true) == nil)
        #expect(await limiter.admit(key: "A", isSequence: true) == .tooManyRequests)
        _ = await limiter.change(try ValveLimitsSettingsChange(fromJSON: Data(#"{"enabled": false}"#.utf8)))
        #expect(await limiter.admit(key: "A", isSequence: true) == nil)
        _ = await limiter.change(try ValveLimitsSettingsChange(fromJSON: Data(#"{"enabled": true}"#.utf8)))
        #expect(await limiter.admit(key: "A", isSequence: false) == .blocked)
    }
}
