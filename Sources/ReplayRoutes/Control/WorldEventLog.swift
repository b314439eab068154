// Every change of the world between two times: the friend graph's from its kept history, each player's own drawn
// afresh, merged into one time order.
import ReplayWorld

enum WorldEventLog {
    /// Events with `from <= time < to`. At one second the friendships come first, then each player's own in slot
    /// order, each in the order it happened.
    static func events(from: Double, to: Double, state: ReplayState) async -> [WorldEvent] {
        let changes = state.world.changes, calendar = state.calendar
        let friendships = await state.friendHistory.events(from: from, to: to)
        let own = changes.players.indices.flatMap { slot in
            changes.account(slot: slot, calendar: calendar).events(from: from, to: to)
        }
        return (friendships + own).enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }
}
