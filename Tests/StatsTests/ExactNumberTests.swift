// Exact decimals: JSON text read digit by digit, printed back without noise, and sums that do not depend on order.
import Testing
@testable import Stats

@Suite struct ExactNumberTests {
    private func exact(_ text: String) -> ExactNumber? { ExactNumber(json: Array(text.utf8)) }

    @Test(arguments: [
        ("0", "0"), ("-12", "-12"), ("0.1", "0.1"), ("1234.5600", "1234.56"), ("1e3", "1000"), ("2.5E-1", "0.25"),
        ("-0.0000000005", "-0.000000001"), ("1e-300", "0"), ("99999999999999999999", "99999999999999999999"),
    ])
    func readsAndPrintsExactly(text: String, printed: String) throws {
        #expect(try #require(exact(text)).description == printed)
    }

    @Test(arguments: ["", "-", "1.", ".5", "1e", "1e+", "abc", "1x", "1e30", "123456789012345678901234"])
    func refusesWhatIsNoNumberOrTooLarge(text: String) {
        #expect(exact(text) == nil)
    }

    /// Digits are gathered first and rounded once, after the exponent has moved them.
    @Test(arguments: [
        ("1.0000000005e3", "1000.0000005"), ("0.000000000123456789e9", "0.123456789"), ("123456789012345678901234e-10", "12345678901234.567890123"),
        ("1.23456789012e2", "123.456789012"), ("0.00000000049999999999999999999999999999999999", "0"), ("-0.0000000015", "-0.000000002"),
    ])
    func roundsOnceAfterTheExponent(text: String, printed: String) throws {
        #expect(try #require(exact(text)).description == printed)
    }

    /// Whether anything was rounded away: a whole-number field takes only what is exactly whole.
    @Test(arguments: [
        ("5", true), ("5.000", true), ("50e-1", true), ("-0", true), ("1e20", true), ("0e99999", true),
        ("5.0000000001", false), ("1e-400", false), ("0.1234567891", false), ("1.00000000000000000000000000000000000000000001", false),
    ])
    func saysWhenItRounded(text: String, exact: Bool) throws {
        #expect(try #require(ExactNumber.parse(json: Array(text.utf8))).exact == exact)
    }

    @Test func sumsOfDecimalsDoNotDependOnOrder() throws {
        let values = try ["0.1", "0.2", "0.3", "1e-9", "12345.678901234"].map { try #require(exact($0)) }
        let forward = values.reduce(ExactNumber.zero, +)
        let backward = values.reversed().reduce(ExactNumber.zero, +)
        #expect(forward == backward)
        #expect(forward.description == "12346.278901235")
    }

    @Test func floorGoesDownForNegatives() throws {
        #expect(try #require(exact("-2.5")).floor == -3)
        #expect(try #require(exact("2.5")).floor == 2)
        #expect(try #require(exact("-2")).floor == -2)
    }
}

@Suite struct PeriodTests {
    @Test(arguments: [
        (1_609_459_199, "2020-W53", "2020-12-31", "2020-12"), (1_609_718_399, "2020-W53", "2021-01-03", "2021-01"),
        (1_609_718_400, "2021-W01", "2021-01-04", "2021-01"), (1_735_516_799, "2024-W52", "2024-12-29", "2024-12"),
        (1_735_516_800, "2025-W01", "2024-12-30", "2024-12"), (1_736_121_599, "2025-W01", "2025-01-05", "2025-01"),
        (0, "1970-W01", "1970-01-01", "1970-01"), (951_782_400, "2000-W09", "2000-02-29", "2000-02"),
    ])
    func labelsFollowISOWeeksInUTC(time: Int64, week: String, day: String, month: String) {
        #expect(Period.week.label(of: time) == week)
        #expect(Period.day.label(of: time) == day)
        #expect(Period.month.label(of: time) == month)
    }

    @Test func weeksStartOnMonday() {
        // 2025-01-01 was a Wednesday; its week began on Monday 2024-12-30.
        #expect(Period.week.start(of: 1_735_689_600) == 1_735_516_800)
        #expect(Period.month.start(of: 1_735_689_600 + 86_400 * 20) == 1_735_689_600)
    }

    @Test func patchesAndRegionsFollowDotaconstants() {
        #expect(DotaConstants.patch(at: 1_716_441_965) == 55)
        #expect(DotaConstants.patch(at: 1_716_441_964) == 54)
        #expect(DotaConstants.patch(named: "7.38") == 57)
        #expect(DotaConstants.patch(at: 0) == nil)
        #expect(DotaConstants.region(ofCluster: 133) == 3)
        #expect(DotaConstants.region(ofCluster: 999) == nil)
    }
}

@Suite struct MatchDecoderTests {
    private func decode(_ line: String, plan: FieldPlan = FieldPlan()) -> Result<MatchView, RecordError> {
        var scanner = ScannerReading(plan: plan)
        return scanner.view(of: Array(line.utf8))
    }

    @Test func readsValveOpenDotaAndEnvelopes() throws {
        let valve = try decode(#"{"account_id":5,"players":[{"account_id":5,"player_slot":130,"hero_id":3,"ability_upgrades":[{"ability":1,"time":2,"level":1}],"name":"a]b"}],"radiant_win":false,"start_time":10}"#).get()
        // The decoder's views: one without a player fails the test instead of trapping.
        let valvePlayer = try #require(valve.players.first)
        #expect(valve.perspective == 5 && valvePlayer.heroID == 3 && valvePlayer.isRadiant == false)
        #expect(valve.won(player: 0))
        let envelope = try decode(#"{"result":{"players":[{"account_id":null,"hero_id":1}],"match_id":9}}"#).get()
        let envelopePlayer = try #require(envelope.players.first)
        #expect(envelope.matchID == 9 && envelopePlayer.accountID == nil)
        let escaped = try decode(#"{"players":[{"personaname":"x\"]}[","hero_id":2,"purchase_log":[{"key":"]"}]}]}"#).get()
        let escapedPlayer = try #require(escaped.players.first)
        #expect(escapedPlayer.heroID == 2)
    }

    @Test(arguments: [
        (#"[1]"#, "not a JSON object"), (#"{"players":[1]}"#, "players[0] is not an object"),
        (#"{"players":[{"hero_id":1.5}]}"#, "hero_id is not a whole number"), (#"{"players":[]}"#, "without players"),
        (#"{"match_id":3}"#, "without players"), (#"{"players":[{"hero_id":1}]} x"#, "more text"),
        (#"{"players":[{"hero_id":1}],"x":[1,2"#, "not closed"), (#"{"radiant_win":1,"players":[{}]}"#, "radiant_win"),
        (#"{"match_id":3,"heroes":{"0":{"account_id":1}}}"#, "an OpenDota player row without player_slot"),
    ])
    func namesWhatIsWrong(line: String, problem: String) {
        guard case .failure(let error) = decode(line) else {
            Issue.record("\(line) decoded")
            return
        }
        #expect(error.problem.contains(problem), "\(error.problem)")
    }

    @Test func capturesEveryNumberOnlyWhenAsked() throws {
        let line = #"{"players":[{"hero_id":1,"stuns":1.25,"net_worth":900,"name":"x"}]}"#
        // The decoder's views: one without a player fails the test instead of trapping.
        let plain = try #require(try decode(line).get().players.first)
        #expect(plain.captured.isEmpty)
        let every = try #require(try decode(line, plan: FieldPlan(everyPlayerNumber: true)).get().players.first)
        #expect(every.captured.count == 2)
    }
}
