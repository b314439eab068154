// HistoryLookTests.swift: the history mark a --new listing leaves names every listed match the store lacked, and is
// set only by a look that reached the old mark or the end of Valve's window.
import Store
import Testing
@testable import WebAPI

@Suite struct HistoryLookTests {
    /// Pages newest first: `pages` of ids, each id stored unless it is in `unstored`.
    func look(_ pages: [[UInt64]], unstored: Set<UInt64> = [], reachedTheEnd: Bool = true) -> HistoryLook {
        var look = HistoryLook()
        for page in pages { look.add(page, stored: Set(page).subtracting(unstored)) }
        look.reachedTheEnd = reachedTheEnd
        return look
    }

    @Test func everyListedMatchStoredMarksTheNewest() {
        #expect(look([[90, 80, 70], [60, 50]]).mark == HistoryMark(listedThrough: 90, unstored: []))
    }

    /// A match that failed is named, however many newer ones were stored after it.
    @Test func theMarkNamesEveryMatchTheStoreLacked() {
        #expect(look([[90, 80, 70], [60, 50]], unstored: [80, 60]).mark == HistoryMark(listedThrough: 90, unstored: [60, 80]))
    }

    /// A listing cut by --limit, --since or an early empty page says nothing of what lies below it.
    @Test func aLookThatStoppedShortSetsNoMark() {
        #expect(look([[90, 80, 70]], reachedTheEnd: false).mark == nil)
        #expect(look([], reachedTheEnd: true).mark == nil)
    }
}
