// Whether GetMatchDetails answers in this run, learned from one request: until the first answer says, the other
// jobs wait for it, so an outage costs one request per run, not one per job in flight.
actor DetailsAvailability {
    enum Decision {
        /// Ask GetMatchDetails and report what it said.
        case probe
        case details
        /// GetMatchDetails is down, or not wanted: the run's fallback.
        case fallback
    }

    private enum State {
        case unknown
        case probing(waiters: [CheckedContinuation<Void, Never>])
        case up
        case down
    }

    private var state = State.unknown

    func decide() async -> Decision {
        while true {
            switch state {
            case .up: return .details
            case .down: return .fallback
            case .unknown:
                state = .probing(waiters: [])
                return .probe
            case .probing(let waiters):
                await withCheckedContinuation { waiter in state = .probing(waiters: waiters + [waiter]) }
            }
        }
    }

    /// What the probe learned: up, down, or nothing (it failed on its own), which lets the next job probe.
    /// Returns true when this report is the one that found the outage.
    @discardableResult
    func learned(up: Bool?) -> Bool {
        guard case .probing(let waiters) = state else { return false }
        state = up.map { $0 ? .up : .down } ?? .unknown
        for waiter in waiters { waiter.resume() }
        return up == false
    }
}
