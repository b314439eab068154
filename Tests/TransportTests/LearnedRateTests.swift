// The learned rate's arithmetic, stated outright: a 429 without Retry-After halves the rate once per change, runs of
// answers climb it back by steps to the configured rate, and an hour without a change forgets it.
import Testing
@testable import Transport

@Suite struct LearnedRateTests {
    @Test func aRefusalHalvesTheRateInForceAndTheNextHalvesItAgain() {
        var learned = LearnedRate.none
        #expect(learned.refused(configured: 1, sentAt: 100, at: 100.2) == .lowered(to: 0.5))
        #expect(learned.inForce(configured: 1, at: 101) == 0.5)
        #expect(learned.refused(configured: 1, sentAt: 103, at: 103.1) == .lowered(to: 0.25))
        #expect(learned.inForce(configured: 1, at: 104) == 0.25)
    }

    @Test func aRefusalOfARequestSentBeforeTheLastChangeTeachesNothing() {
        var learned = LearnedRate.none
        _ = learned.refused(configured: 1, sentAt: 100, at: 100.5)
        // Sent at 100.1, before the rate fell at 100.5: it went at the old rate, which the change already answered.
        #expect(learned.refused(configured: 1, sentAt: 100.1, at: 100.6) == nil)
        #expect(learned.inForce(configured: 1, at: 101) == 0.5)
    }

    @Test func tenAnswersInARowClimbATwentiethOfTheConfiguredRateUntilItHoldsAgain() {
        // At 20 a second each step is exactly 1, so the arithmetic is exact.
        var learned = LearnedRate.none
        _ = learned.refused(configured: 20, sentAt: 0, at: 0)
        var changes: [LearnedRate.Change] = []
        for second in 1...100 {
            if let change = learned.answered(configured: 20, at: Double(second)) { changes.append(change) }
        }
        #expect(changes == (11...19).map { .raised(to: Double($0)) } + [.restored(to: 20)])
        #expect(learned == .none)
        #expect(learned.inForce(configured: 20, at: 101) == 20)
    }

    @Test func answersWithoutALearnedRateChangeNothing() {
        var learned = LearnedRate.none
        for second in 0..<30 { #expect(learned.answered(configured: 5, at: Double(second)) == nil) }
        #expect(learned == .none)
    }

    @Test func anHourAfterItsLastChangeTheRateIsForgotten() {
        var learned = LearnedRate.none
        _ = learned.refused(configured: 2, sentAt: 0, at: 0)
        #expect(learned.isRemembered(at: 3_599) && learned.inForce(configured: 2, at: 3_599) == 1)
        #expect(!learned.isRemembered(at: 3_600) && learned.inForce(configured: 2, at: 3_600) == 2)
        // Forgotten, a refusal starts again from the configured rate.
        #expect(learned.refused(configured: 2, sentAt: 3_700, at: 3_700) == .lowered(to: 1))
    }

    @Test func aChangeDatedInTheFutureIsNotRemembered() {
        // The clock was set back a day after the rate fell: the learned rate must not hold for that day.
        let learned = LearnedRate(rate: 0.01, changedAt: 86_400, successes: 0)
        #expect(!learned.isRemembered(at: 10) && learned.inForce(configured: 1, at: 10) == 1)
    }

    @Test func theRateNeverFallsBelowOneRequestAnHour() {
        var learned = LearnedRate.none
        for second in 0..<40 { _ = learned.refused(configured: 1, sentAt: Double(second), at: Double(second)) }
        #expect(learned.inForce(configured: 1, at: 40) == 1.0 / 3_600)
    }

    @Test func aLowerConfiguredRateStillHolds() {
        var learned = LearnedRate.none
        _ = learned.refused(configured: 1, sentAt: 0, at: 0)
        #expect(learned.inForce(configured: 0.1, at: 1) == 0.1)
    }

    @Test func theBucketFileKeepsWhatWasLearnedAndReadsTheOldForm() {
        var bucket = TokenBucket(tokens: 0.25, updatedAt: 1_732_000_000.5)
        bucket.learned = LearnedRate(rate: 0.125, changedAt: 1_732_000_000.25, successes: 3)
        #expect(TokenBucket(fileContents: bucket.fileContents) == bucket)
        #expect(TokenBucket(fileContents: "0.5 1732000000\n")?.learned == LearnedRate.none)
        for corrupt in ["0.5 1 0.1 2", "0.5 1 0 2 3", "0.5 1 1e-300 2 3", "0.5 1 0.1 2 -1", "0.5 1 nan 2 3", "0.5 1 0.1 2 3.5"] {
            #expect(TokenBucket(fileContents: corrupt) == nil, "\(corrupt)")
        }
    }
}
