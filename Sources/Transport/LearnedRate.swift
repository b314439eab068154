// LearnedRate: how a rate class's shared rate falls on a 429 that names no wait, and climbs back with successes.

/// Valve's limits are unpublished and its 429s carry no Retry-After, so the rate it tolerates is learned the way TCP
/// finds a link's capacity: halve on a refusal, climb back slowly by a step for each run of answers. Kept in the
/// class's bucket file, so one process's 429 slows every process using the key, and the next run starts where this
/// one left off. An hour after its last change it is forgotten: the limit may have been a passing one.
struct LearnedRate: Equatable {
    /// Requests per second; nil while the configured rate holds.
    var rate: Double?
    /// Seconds since 1970 when `rate` last changed.
    var changedAt: Double
    /// Answers in a row since then, toward the next step up.
    var successes: Int

    static let none = LearnedRate(rate: nil, changedAt: 0, successes: 0)

    /// A refusal halves the rate: two in a row quarter it, so a run converges on Valve's limit within a few 429s.
    static let decrease = 0.5
    /// Ten answers in a row earn a step of a twentieth of the configured rate: slow enough that a run which has just
    /// found the limit stays under it for its next minutes, fast enough to recover from one passing 429.
    static let successesPerStep = 10
    static let stepFraction = 0.05
    static let memorySeconds = 3_600.0

    /// What an answer changed, for the line --verbose shows.
    enum Change: Equatable {
        case lowered(to: Double)
        case raised(to: Double)
        /// Climbed back to the configured rate, which holds again.
        case restored(to: Double)
    }

    /// The rate in force at `now`: the learned one while it is remembered, else the configured one.
    func inForce(configured: Double, at now: Double) -> Double {
        guard let rate, isRemembered(at: now) else { return configured }
        return min(rate, configured)
    }

    /// Whether a 429 lowered the rate within the memory and it has not climbed back yet. A change dated in the future
    /// (a clock set back since) is not remembered: it could otherwise hold for as long as the clock was wrong.
    func isRemembered(at now: Double) -> Bool {
        rate != nil && (0..<Self.memorySeconds).contains(now - changedAt)
    }

    /// A 429 without Retry-After to a request sent at `sentAt`. One sent before the last change was sent at the
    /// older, higher rate: the change has already answered it, and halving again would overshoot.
    mutating func refused(configured: Double, sentAt: Double, at now: Double) -> Change? {
        forgetIfStale(at: now)
        if rate != nil, sentAt < changedAt { return nil }
        let lowered = max(WaitLimits.rates.lowerBound, inForce(configured: configured, at: now) * Self.decrease)
        self = LearnedRate(rate: lowered, changedAt: now, successes: 0)
        return .lowered(to: lowered)
    }

    /// An answer that was not a 429: counts toward the next step up while a learned rate holds.
    mutating func answered(configured: Double, at now: Double) -> Change? {
        forgetIfStale(at: now)
        guard let learned = rate else { return nil }
        successes += 1
        guard successes >= Self.successesPerStep else { return nil }
        let raised = learned + configured * Self.stepFraction
        guard raised < configured else {
            self = .none
            return .restored(to: configured)
        }
        self = LearnedRate(rate: raised, changedAt: now, successes: 0)
        return .raised(to: raised)
    }

    private mutating func forgetIfStale(at now: Double) {
        if !isRemembered(at: now) { self = .none }
    }
}
