// Tests for the token bucket arithmetic and its file form.
import Testing
@testable import Transport

@Suite struct TokenBucketTests {
    @Test func aFullBucketAllowsABurstThenSpacesTakesAtTheRate() {
        var bucket = TokenBucket(tokens: 2, updatedAt: 100)
        let waits = (0..<5).map { _ in bucket.take(at: 100, rate: 2, capacity: 2) }
        #expect(waits == [0, 0, 0.5, 1.0, 1.5])
    }

    @Test func refillsWithTimeUpToTheCapacity() {
        var bucket = TokenBucket(tokens: -1, updatedAt: 100)
        #expect(bucket.take(at: 101, rate: 2, capacity: 2) == 0)
        #expect(bucket.tokens == 0)
        var idle = TokenBucket(tokens: 0, updatedAt: 0)
        _ = idle.take(at: 1_000, rate: 2, capacity: 2)
        #expect(idle.tokens == 1)
    }

    @Test func aClockSetBackDoesNotJamTheBucket() {
        var bucket = TokenBucket(tokens: 0, updatedAt: 1_000)
        #expect(bucket.take(at: 10, rate: 1, capacity: 1) == 1)
        #expect(bucket.updatedAt == 10)
        #expect(bucket.take(at: 12, rate: 1, capacity: 1) == 0)
    }

    @Test func roundTripsThroughItsFileForm() {
        let bucket = TokenBucket(tokens: -2.25, updatedAt: 1_732_000_000.5)
        #expect(TokenBucket(fileContents: bucket.fileContents) == bucket)
    }

    @Test func rejectsCorruptFileContents() {
        for contents in ["", "\n", "3", "a b", "1 2 3", "nan 5", "1 inf"] {
            #expect(TokenBucket(fileContents: contents) == nil, "\(contents)")
        }
    }
}
