// Tests for a rate class's effective rate and the notice a long wait for it gives.
import Testing
@testable import Transport

@Suite struct RateClassTests {
    let sequence = RateClass(name: "sequence", ceiling: 0.2)

    @Test func theEffectiveRateIsTheLowerOfRateAndCeiling() {
        #expect(sequence.effectiveRate(configured: 5) == 0.2)
        #expect(sequence.effectiveRate(configured: 0.1) == 0.1)
        #expect(sequence.effectiveRate(configured: nil) == 0.2)
        #expect(RateClass.standard.effectiveRate(configured: 5) == 5)
        #expect(RateClass.standard.effectiveRate(configured: nil) == nil)
    }

    @Test func theNoticeNamesTheRateThatHoldsTheRequestBack() {
        let url = "http://h/IDOTA2Match_570/GetMatchHistoryBySequenceNum/v1/?key=SECRET&matches_requested=1"
        #expect(
            RateNotice.text(url: url, wait: 3.24, configuredRate: 0.3, rateClass: .standard)
                == "waiting 3.2 s for the shared rate limit (--rate 0.3) before GetMatchHistoryBySequenceNum")
        #expect(
            RateNotice.text(url: url, wait: 5, configuredRate: 5, rateClass: sequence)
                == "waiting 5.0 s for the shared rate limit (--rate 5; at most 0.2/s for sequence requests) "
                + "before GetMatchHistoryBySequenceNum")
        #expect(
            RateNotice.text(url: url, wait: 5, configuredRate: nil, rateClass: sequence)
                == "waiting 5.0 s for the shared rate limit (at most 0.2/s for sequence requests) "
                + "before GetMatchHistoryBySequenceNum")
        #expect(
            RateNotice.text(url: url, wait: 10, configuredRate: 0.1, rateClass: sequence)
                == "waiting 10.0 s for the shared rate limit (--rate 0.1) before GetMatchHistoryBySequenceNum")
    }

    @Test func aClassWithAFlagOfItsOwnIsNamedByIt() {
        let url = "http://h/IDOTA2Match_570/GetMatchHistoryBySequenceNum/v1/?key=SECRET"
        let flagged = RateClass(name: "match-sequence", ceiling: 0.18, flag: "--sequence-rate")
        #expect(
            RateNotice.text(url: url, wait: 5.5, configuredRate: 5, rateClass: flagged)
                == "waiting 5.5 s for the shared rate limit (--rate 5; --sequence-rate 0.18) before GetMatchHistoryBySequenceNum")
        let openDota = RateClass(name: "opendota", ceiling: 1, separateKey: "", flag: "--opendota-rate")
        #expect(
            RateNotice.text(url: "http://h/api/matches/1", wait: 2, configuredRate: 5, rateClass: openDota)
                == "waiting 2.0 s for the shared rate limit (--opendota-rate 1) before /matches/1")
        #expect(
            RateNotice.text(url: url, wait: 7.6, configuredRate: 5, rateClass: flagged, learnedRate: 0.125)
                == "waiting 7.6 s for the shared rate limit (--rate 5; --sequence-rate 0.18; lowered by Valve's 429s to "
                + "0.125/s) before GetMatchHistoryBySequenceNum")
    }

    @Test func eachChangeOfALearnedRateSaysWhatNowHoldsAndItsFlag() {
        let url = "http://h/IDOTA2Match_570/GetMatchHistoryBySequenceNum/v1/?key=SECRET"
        let flagged = RateClass(name: "match-sequence", ceiling: 1, flag: "--sequence-rate")
        #expect(
            RateNotice.learned(.lowered(to: 0.5), url: url, rateClass: flagged, configured: 1)
                == "GetMatchHistoryBySequenceNum answered 429 without Retry-After: match-sequence requests now go at "
                + "0.5/s from every process using this key (--sequence-rate 1)")
        #expect(
            RateNotice.learned(.raised(to: 0.175000000001), url: url, rateClass: flagged, configured: 1)
                == "10 answers in a row: match-sequence requests now go at 0.175/s (--sequence-rate 1)")
        #expect(
            RateNotice.learned(.restored(to: 5), url: url, rateClass: .standard, configured: 5)
                == "10 answers in a row: standard requests are back at 5/s (--rate 5)")
    }
}
