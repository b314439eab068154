// Tests for the token bucket arithmetic and its file form.
import Testing
@testable import Transport

@Suite struct TokenBucketTests {
    @Test func aFullBucketAllowsTheBurstThenSaysWhenTheNextTokenComes() {
        var bucket = TokenBucket(tokens: 2, updatedAt: 100)
        let turns = (0..<4).map { _ in bucket.take(at: 100, rate: 2, capacity: 2) }
        #expect(turns == [.now, .now, .after(seconds: 0.5), .after(seconds: 0.5)])
        #expect(bucket.tokens == 0)
    }

    @Test func refillsWithTimeUpToTheCapacity() {
        var bucket = TokenBucket(tokens: 0, updatedAt: 100)
        #expect(bucket.take(at: 100.75, rate: 2, capacity: 2) == .now)
        #expect(bucket.tokens == 0.5)
        var idle = TokenBucket(tokens: 0, updatedAt: 0)
        _ = idle.take(at: 1_000, rate: 2, capacity: 2)
        #expect(idle.tokens == 1)
    }

    @Test func anOldDebtIsForgiven() {
        var bucket = TokenBucket(tokens: -54, updatedAt: 100)
        #expect(bucket.take(at: 100, rate: 5, capacity: 1) == .after(seconds: 0.2))
        #expect(bucket.tokens == 0)
    }

    @Test func aBalanceAboveTheCapacityIsCutToIt() {
        var bucket = TokenBucket(tokens: 8, updatedAt: 100)
        #expect(bucket.take(at: 100, rate: 5, capacity: 1) == .now)
        #expect(bucket.take(at: 100, rate: 5, capacity: 1) == .after(seconds: 0.2))
    }

    @Test func aTakerWakingAHairEarlyStillGetsItsToken() {
        var bucket = TokenBucket(tokens: 0, updatedAt: 1_732_000_000)
        #expect(bucket.take(at: 1_732_000_000.4999998, rate: 2, capacity: 1) == .now)
    }

    @Test func aClockSetBackDoesNotJamTheBucket() {
        var bucket = TokenBucket(tokens: 0, updatedAt: 1_000)
        #expect(bucket.take(at: 10, rate: 1, capacity: 1) == .after(seconds: 1))
        #expect(bucket.updatedAt == 10)
        #expect(bucket.take(at: 11, rate: 1, capacity: 1) == .now)
    }

    @Test func roundTripsThroughItsFileForm() {
        let bucket = TokenBucket(tokens: 0.25, updatedAt: 1_732_000_000.5)
        #expect(TokenBucket(fileContents: bucket.fileContents) == bucket)
    }

    @Test func rejectsCorruptFileContents() {
        for contents in ["", "\n", "3", "a b", "1 2 3", "nan 5", "1 inf"] {
            #expect(TokenBucket(fileContents: contents) == nil, "\(contents)")
        }
    }
}
