// Match ids, sequence numbers and days: how a match's number follows from its start, end and the player who started
// it, and back, so one match can be found without generating any other.

enum MatchNumbering {
    /// 2024-06-01T00:00:00Z: the first day of Dota history in the world.
    static let historyStart = 1_717_200_000
    static let secondsPerDay = 86_400

    /// Slots below this fit in a match id; the world has 600 players.
    static let slotLimit = 1 << 10
    /// Every duration is shorter than this, so a sequence number can carry the start second below it.
    static let durationLimit = 1 << 13

    /// Even, so that match ids (always even) and sequence numbers (always odd) can never be equal.
    private static let matchIDBase: UInt64 = 7_000_000_000

    /// Grows with the start time. Unique because one player never starts two matches in the same second.
    static func matchID(start: Int, anchorSlot: Int) -> UInt64 {
        matchIDBase + 2 * (UInt64(start - historyStart) * UInt64(slotLimit) + UInt64(anchorSlot))
    }

    /// Grows with the end time, so it orders matches differently from the id, as Valve's does (it is assigned when a
    /// match is recorded). The start second and the slot below the end keep it unique.
    static func seqNum(start: Int, duration: Int, anchorSlot: Int) -> UInt64 {
        let end = UInt64(start + duration - historyStart)
        let startPart = UInt64(start - historyStart) % UInt64(durationLimit)
        return 2 * ((end * UInt64(durationLimit) + startPart) * UInt64(slotLimit) + UInt64(anchorSlot)) + 1
    }

    /// The start second and starting player a match id stands for, or nil for a number no match can have.
    static func origin(ofMatchID matchID: UInt64) -> (start: Int, anchorSlot: Int)? {
        guard matchID >= matchIDBase, matchID % 2 == 0 else { return nil }
        let packed = (matchID - matchIDBase) / 2
        guard packed / UInt64(slotLimit) < UInt64(Int32.max) else { return nil }
        return (historyStart + Int(packed / UInt64(slotLimit)), Int(packed % UInt64(slotLimit)))
    }

    /// The end time (unix seconds) a sequence number stands for; every match with a higher number ends no earlier.
    static func endTime(ofSeqNum seqNum: UInt64) -> Int {
        let end = seqNum / 2 / UInt64(slotLimit) / UInt64(durationLimit)
        return historyStart + Int(min(end, UInt64(Int32.max)))
    }

    /// The day (0 = 2024-06-01) a unix time falls on, or -1 before history starts.
    static func day(of time: Int) -> Int {
        time < historyStart ? -1 : (time - historyStart) / secondsPerDay
    }

    static func start(ofDay day: Int) -> Int {
        historyStart + day * secondsPerDay
    }

    /// The sub-seed index of one player's matches on one day.
    static func scheduleIndex(day: Int, slot: Int) -> Int {
        day * slotLimit + slot
    }
}
