// Valve's measured rate limits as the replay models them: whether they apply, and the figures a test may change.
// docs/valve-limits.md gives each figure's source and says which parts are guesses.

/// Off unless asked for, so that tests which do not exercise Valve's limits keep their speed.
public struct ValveLimits: Sendable, Equatable {
    public var enabled: Bool
    /// Seconds one key waits between GetMatchHistoryBySequenceNum requests: "1 request every 5 seconds" (odota/core
    /// scanner.ts), a bucket of one token that refills in this time.
    public var sequenceInterval: Double
    /// Requests a second one key may send to all of Valve's methods together: "5-6 req/sec" (odota/core#1072), a
    /// bucket that refills at this rate and holds one second's worth.
    public var perKeyRate: Double
    /// How many 429s within `blockWindow` seconds get a key blocked: Valve blocks a key that keeps sending through its
    /// 429s, with a threshold nobody has published.
    public var blockAfter: Int
    public var blockWindow: Double
    /// Seconds a block lasts, answering 403 on every Valve method; Valve's last hours, up to about 48.
    public var blockSeconds: Double

    public init(
        enabled: Bool = false, sequenceInterval: Double = 5, perKeyRate: Double = 6, blockAfter: Int = 20,
        blockWindow: Double = 300, blockSeconds: Double = 3_600
    ) {
        self.enabled = enabled
        self.sequenceInterval = sequenceInterval
        self.perKeyRate = perKeyRate
        self.blockAfter = blockAfter
        self.blockWindow = blockWindow
        self.blockSeconds = blockSeconds
    }
}
