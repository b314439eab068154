// What `steam-replay generate` is asked for: how many match records, from which seed, how often the focus account
// plays, and over which span of time; checked once, so the generator can trust every value.

public struct CorpusSpec: Sendable, Equatable {
    /// The account whose matches the corpus is about: in `focusShare` of the records and their perspective there.
    public static let focusAccountID: UInt32 = 100_000_001
    /// 2020-12-01T00:00:00Z.
    public static let defaultStart = 1_606_780_800
    /// 2026-06-01T00:00:00Z.
    public static let defaultEnd = 1_780_272_000
    /// Match ids carry the record's generation index below this (CorpusNumbering), so they stay unique.
    public static let matchLimit = CorpusNumbering.indexLimit
    /// 2100-01-01T00:00:00Z: with the earliest start, ids and sequence numbers stay below 2^53, so a reader that
    /// holds numbers as doubles (jq, JavaScript) keeps every digit.
    static let latestEnd = 4_102_444_800

    public let matches: Int
    public let seed: UInt64
    public let focusShare: Double
    /// Unix seconds; start times fall in start..<end.
    public let start: Int
    public let end: Int

    public init(
        matches: Int, seed: UInt64 = 1, focusShare: Double = 1, start: Int = defaultStart, end: Int = defaultEnd
    ) throws(CorpusSpecError) {
        guard (0...Self.matchLimit).contains(matches) else {
            throw CorpusSpecError("--matches \(matches) is out of range: give 0 to \(Self.matchLimit)")
        }
        guard focusShare.isFinite, (0...1).contains(focusShare) else {
            throw CorpusSpecError("--focus-share \(focusShare) is not a share: give a number from 0 to 1, like 0.3")
        }
        guard start >= CorpusNumbering.origin else {
            throw CorpusSpecError("--start \(start) is before 2011-01-01, the earliest start a match id can carry")
        }
        guard end > start, end <= Self.latestEnd else {
            throw CorpusSpecError("--end \(end) must be after --start \(start) and no later than 2100-01-01")
        }
        self.matches = matches
        self.seed = seed
        self.focusShare = focusShare
        self.start = start
        self.end = end
    }
}

public struct CorpusSpecError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String

    init(_ description: String) { self.description = description }
}
