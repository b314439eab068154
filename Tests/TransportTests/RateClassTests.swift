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
}
