// One change of the world: when, whose, and what, one per account it touches (Control/WorldEventLine.swift writes
// it as a line of /_replay/events).

package struct WorldEvent: Sendable {
    package enum Change: Sendable {
        /// `since` is when the friendship began: the event's own time for a new one, 0 for a very old one ended.
        case friendAdded(friend: UInt32, since: Int)
        case friendRemoved(friend: UInt32, since: Int)
        case personaState(before: Int, after: Int)
        case gameStarted(GameInPlay)
        case gameStopped(GameInPlay)
        case renamed(before: String, after: String)
        /// `before` counts that kind of ban; the event adds one.
        case banned(BanRecord.Kind, before: Int)
    }

    /// Unix seconds.
    package let time: Int
    package let accountID: UInt32
    package let change: Change
}
