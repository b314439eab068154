// The friend graph's history from the clock's start, folded day by day as far as any request has reached and kept, so
// a later request folds only the days after. Days are drawn whole, so how far it has reached never changes one.

package actor FriendHistory {
    private let changes: WorldChanges
    private let calendar: EventCalendar
    private var graph: FriendGraph
    private var foldedDays = 0
    /// Every event of the folded days, in time order.
    private var folded: [WorldEvent] = []

    package init(changes: WorldChanges, calendar: EventCalendar) {
        self.changes = changes
        self.calendar = calendar
        graph = FriendGraph(changes: changes)
    }

    /// The events with `from <= time < to`, in time order.
    package func events(from: Double, to: Double) -> [WorldEvent] {
        let days = calendar.periods(of: EventCalendar.secondsPerDay, before: to)
        while foldedDays < days {
            folded += graph.apply(FriendshipDay(day: foldedDays, calendar: calendar, seeds: changes.seeds))
            foldedDays += 1
        }
        return folded.filter { from <= Double($0.time) && Double($0.time) < to }
    }

    /// The account's friends at `time`, sorted by account id: its generated list with its events before then applied.
    /// None for an account the world does not have.
    package func friends(of accountID: UInt32, at time: Double) -> [Friendship] {
        guard let slot = changes.slot(accountID: accountID) else { return [] }
        var list = changes.friendLists[slot]
        for event in events(from: Double(calendar.origin), to: time) where event.accountID == accountID {
            switch event.change {
            case .friendAdded(let friend, let since):
                let index = list.firstIndex { $0.accountID > friend } ?? list.endIndex
                list.insert(Friendship(accountID: friend, since: since), at: index)
            case .friendRemoved(let friend, _):
                list.removeAll { $0.accountID == friend }
            default:
                break
            }
        }
        return list
    }
}
