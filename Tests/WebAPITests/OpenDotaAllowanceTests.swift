// OpenDota's rate headers, read: a spent minute waits for the start of the next wall-clock minute, a spent month
// stops the source, and an answer that merely reports what is left is an answer.
import Foundation
import Testing
@testable import WebAPI

@Suite struct OpenDotaAllowanceTests {
    private let minute = OpenDotaAllowance.minuteHeader, month = OpenDotaAllowance.monthHeader

    @Test func requestsLeftMeanNoWait() {
        var allowance = OpenDotaAllowance()
        #expect(allowance.read(status: 200, headers: [minute: "59", month: "49999"], body: Data(), at: 1_000_030) == .answered)
        #expect(allowance.wait(at: 1_000_030) == 0)
        #expect(!allowance.allowanceSpent)
        #expect(allowance.read(status: 200, headers: [:], body: Data(), at: 1_000_031) == .answered)
        #expect(allowance.wait(at: 1_000_031) == 0)
    }

    /// OpenDota counts each minute from its start (its redis key expires at the next minute's start).
    @Test func theLastRequestOfAMinuteWaitsForTheNext() {
        var allowance = OpenDotaAllowance()
        // 999,960 s is the start of a minute.
        #expect(allowance.read(status: 200, headers: [minute: "0"], body: Data(), at: 999_970) == .answered)
        #expect(allowance.wait(at: 999_970) == 50)
        let announcements = [999_970, 999_990, 1_000_020].map { allowance.announce(at: $0) }
        #expect(announcements == [true, false, false])
        #expect(allowance.wait(at: 1_000_020) == 0)
    }

    @Test func aMinute429IsAskedAgainNextMinute() {
        var allowance = OpenDotaAllowance()
        let body = Data(#"{"error":"minute rate limit exceeded"}"#.utf8)
        #expect(allowance.read(status: 429, headers: [minute: "-3", month: "100"], body: body, at: 1_000_005) == .minuteSpent)
        #expect(allowance.wait(at: 1_000_005) == 15)
        #expect(!allowance.allowanceSpent)
    }

    @Test(arguments: [
        (429, #"{"error":"monthly api limit exceeded"}"#, [OpenDotaAllowance.minuteHeader: "10"]),
        (429, #"{"error":"daily api limit exceeded"}"#, [:]),
        (429, #"{"error":"rate limit exceeded"}"#, [OpenDotaAllowance.monthHeader: "0"]),
    ])
    func aSpentMonthOrDayStopsTheSource(status: Int, body: String, headers: [String: String]) {
        var allowance = OpenDotaAllowance()
        #expect(allowance.read(status: status, headers: headers, body: Data(body.utf8), at: 1_000_000) == .allowanceSpent)
        #expect(allowance.allowanceSpent)
    }

    /// The answer that uses the month's last request is good; only the next request is refused.
    @Test func theMonthsLastAnswerStands() {
        var allowance = OpenDotaAllowance()
        #expect(allowance.read(status: 200, headers: [month: "0", minute: "20"], body: Data("[]".utf8), at: 1_000_000) == .answered)
        #expect(allowance.allowanceSpent)
    }

    @Test func headersThatAreNoNumbersAreIgnored() {
        var allowance = OpenDotaAllowance()
        #expect(allowance.read(status: 200, headers: [minute: "soon", month: ""], body: Data(), at: 1_000_000) == .answered)
        #expect(allowance.wait(at: 1_000_000) == 0 && !allowance.allowanceSpent)
    }
}
