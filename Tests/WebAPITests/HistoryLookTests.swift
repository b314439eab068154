// HistoryLookTests.swift: the history mark a --new listing leaves never passes a match the store lacked, and is set
// only by a look that reached the old mark or the end of Valve's window.
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
        #expect(look([[90, 80, 70], [60, 50]]).mark == 90)
    }

    /// A match that failed stays above the mark, however many newer ones were stored after it.
    @Test func theMarkStopsBelowTheLowestMatchTheStoreLacked() {
        #expect(look([[90, 80, 70], [60, 50]], unstored: [80, 60]).mark == 59)
        #expect(look([[90, 80, 70]], unstored: [70]).mark == 69)
    }

    /// A listing cut by --limit, --since or an early empty page says nothing of what lies below it.
    @Test func aLookThatStoppedShortSetsNoMark() {
        #expect(look([[90, 80, 70]], reachedTheEnd: false).mark == nil)
        #expect(look([], reachedTheEnd: true).mark == nil)
    }

    @Test func anUnstoredMatchOneCannotGoBelow() {
        #expect(look([[3, 1]], unstored: [1]).mark == 0)
        #expect(look([[0]], unstored: [0]).mark == nil)
    }
}
