// The progress line: what it says at each stage of a run, and that messages never mix with it on the terminal.
import Foundation
import Testing
@testable import ToolSupport

@Suite struct ProgressLineTests {
    func counts(read: Int, ended: Bool, done: Int, stored: Int = 0, fetched: Int = 0) -> ProgressLine.Counts {
        var counts = ProgressLine.Counts()
        counts.read = read
        counts.inputEnded = ended
        counts.done = done
        counts.stored = stored
        counts.fetched = fetched
        return counts
    }

    @Test func beforeAnythingIsDoneItShowsOnlyCounts() {
        #expect(counts(read: 40, ended: false, done: 0).text(noun: "matches", elapsed: 0.5)
            == "0/40+ matches · 0 stored, 0 fetched")
    }

    @Test func whileStdinIsOpenTheTotalIsALowerBoundAndThereIsNoETA() {
        #expect(counts(read: 300, ended: false, done: 120, stored: 80, fetched: 40).text(noun: "matches", elapsed: 8)
            == "120/300+ matches · 15/s · 80 stored, 40 fetched")
    }

    @Test func onceTheTotalIsKnownItEstimatesTheTimeLeft() {
        #expect(counts(read: 500, ended: true, done: 120, fetched: 120).text(noun: "matches", elapsed: 40)
            == "120/500 matches · 3.0/s · 2 min 7 s left · 0 stored, 120 fetched")
        #expect(counts(read: 500, ended: true, done: 500, stored: 500).text(noun: "matches", elapsed: 0.25)
            == "500/500 matches · 2000/s · 500 stored, 0 fetched")
    }

    @Test func messagesEraseTheStatusAndRedrawIt() {
        let captured = CapturedStream(name: "stderr")
        let diagnostics = Diagnostics(tool: "dota-detail", stream: captured.stream)
        diagnostics.setStatus("1/2 matches")
        diagnostics.note("line 2: a practice match")
        diagnostics.setStatus(nil)
        diagnostics.note("done")
        let erase = Diagnostics.eraseLine
        #expect(captured.text == "dota-detail: 1/2 matches"
            + "\(erase)dota-detail: note: line 2: a practice match\ndota-detail: 1/2 matches"
            + "\(erase)"
            + "dota-detail: note: done\n")
    }
}

@Suite struct DateArgumentTests {
    @Test(arguments: [
        ("2026-05-23", Int64(1_779_494_400)),
        ("2026-05-23T18:30:00Z", 1_779_561_000),
        ("2026-05-23T20:30:00+02:00", 1_779_561_000),
        ("1779561000", 1_779_561_000),
        (" 0 ", 0),
        ("2026", 1_767_225_600),
        ("1970", 0),
    ])
    func datesAPersonTypes(_ text: String, _ seconds: Int64) {
        #expect(DateArgument(argument: text)?.seconds == seconds)
    }

    /// Issue 46, item 4: four digits are a year, and as an end they take in the whole of it.
    @Test func aBareYearIsThatYear() throws {
        let year = try #require(DateArgument(argument: "2026"))
        #expect(year.seconds == 1_767_225_600 && year.exclusiveEnd == 1_798_761_600)
        // The year 9999 would end past the last date any format here writes.
        #expect(DateArgument(argument: "9999") == nil && DateArgument(argument: "9998")?.exclusiveEnd == 253_370_764_800)
        #expect(DateArgument(argument: "2026-05-23")?.exclusiveEnd == Int64(1_779_580_800))
        #expect(DateArgument(argument: "1779561000")?.exclusiveEnd == 1_779_561_000)
    }

    @Test(arguments: ["", "yesterday", "2026-13-01", "1969", "0999", "2026-05-23 18:30", "-5", "1e9", "inf", "99999999999999999999", "10000-01-01"])
    func anythingElseIsRefused(_ text: String) {
        #expect(DateArgument(argument: text) == nil)
    }
}
