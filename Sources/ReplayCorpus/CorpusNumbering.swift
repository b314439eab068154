// Match ids and sequence numbers of corpus records: ids grow with the start time, sequence numbers with the end
// time (so the two orders differ, as Valve's do), and the generation index makes both unique.

enum CorpusNumbering {
    /// 2011-01-01T00:00:00Z, before any start a spec allows.
    static let origin = 1_293_840_000
    /// Generation indexes below this fit under the seconds in a number.
    static let indexLimit = 1 << 20

    /// Even. Increasing in (start, index), so newest first is also highest id first.
    static func matchID(start: Int, index: Int) -> UInt64 {
        2 * (UInt64(start - origin) * UInt64(indexLimit) + UInt64(index))
    }

    /// Odd, so no sequence number equals any match id.
    static func seqNum(start: Int, duration: Int, index: Int) -> UInt64 {
        2 * (UInt64(start + duration - origin) * UInt64(indexLimit) + UInt64(index)) + 1
    }
}
