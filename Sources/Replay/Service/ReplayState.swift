// What every route may read or change: the world (read-only), how GetMatchDetails answers, the replay clock, and room
// for later mutable state.

actor ReplayState {
    nonisolated let world: World
    nonisolated let matchDetails: MatchDetailsMode
    /// Unix seconds. Stands still between advances, so a test decides exactly when time passes.
    private(set) var now: Double

    init(world: World, now: Double, matchDetails: MatchDetailsMode = .outage) {
        self.world = world
        self.matchDetails = matchDetails
        self.now = now
    }

    /// Moves the clock forward; `seconds` is checked by the caller (finite, not negative).
    func advance(by seconds: Double) -> Double {
        now += seconds
        return now
    }
}
