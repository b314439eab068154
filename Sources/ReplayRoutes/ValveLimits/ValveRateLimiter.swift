// Valve's measured limits per API key, on the real wall clock: GetMatchHistoryBySequenceNum's one request in 5 s, the
// ceiling across every Valve method, and the block that meets a key which keeps sending through its 429s; and the
// store's appdetails limit, one bucket for every caller, on the replay clock.

import FoundationEssentials

actor ValveRateLimiter {
    /// What the limiter remembers of one key.
    private struct KeyState {
        var ceiling: TokenBucket
        var sequence: TokenBucket
        /// When the key was answered 429 within the block window, oldest first.
        var refusals: [Double] = []
        var blockedUntil: Double?
    }

    /// appdetails' bucket: measured, a burst of 247 and then 208 requests per 5 minutes (docs/steam-store.md).
    static let storeBurst = 247.0
    static let storeRate = 208.0 / 300

    private var limits: ValveLimits
    private var keys: [String: KeyState] = [:]
    /// appdetails takes no key, so its callers share this one; nil until the first request, which finds it full.
    private var store: TokenBucket?
    /// Unix seconds, read at every request: buckets refill and blocks end by the real clock, not the replay's.
    private let wallClock: @Sendable () -> Double

    init(limits: ValveLimits = ValveLimits(), wallClock: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 }) {
        self.limits = limits
        self.wallClock = wallClock
    }

    /// nil lets a request of `key` through to its method; `isSequence` marks GetMatchHistoryBySequenceNum.
    ///
    /// Every request counts as Valve sees it: one the ceiling lets through spends its token even when the sequence
    /// bucket then refuses it. One the ceiling refuses spends nothing, as the bucket holds no whole token to spend, so
    /// a client that slows to the ceiling's rate is served at once; whether Valve's own count goes into debt is not
    /// known. Each 429 counts towards the block; a blocked key's 403s change nothing.
    func admit(key: String, isSequence: Bool) -> ValveRefusal? {
        guard limits.enabled else { return nil }
        let now = wallClock()
        var state = keys[key]
            ?? KeyState(ceiling: TokenBucket(capacity: ceilingCapacity, at: now), sequence: TokenBucket(capacity: 1, at: now))
        defer { keys[key] = state }
        if let blockedUntil = state.blockedUntil {
            if now < blockedUntil { return .blocked }
            state.blockedUntil = nil
        }
        let admitted = state.ceiling.take(rate: limits.perKeyRate, capacity: ceilingCapacity, at: now)
            && (!isSequence || state.sequence.take(rate: 1 / limits.sequenceInterval, capacity: 1, at: now))
        if admitted { return nil }
        state.refusals = state.refusals.filter { now - $0 < limits.blockWindow } + [now]
        if state.refusals.count >= limits.blockAfter {
            state.blockedUntil = now + limits.blockSeconds
            state.refusals = []
        }
        return .tooManyRequests
    }

    /// Whether appdetails serves a request at `now`, a reading of the replay clock: the store counts per caller, and
    /// a test moves the replay clock rather than waiting out 5 minutes.
    func admitStore(at now: Double) -> Bool {
        guard limits.enabled else { return true }
        var bucket = store ?? TokenBucket(capacity: Self.storeBurst, at: now)
        defer { store = bucket }
        return bucket.take(rate: Self.storeRate, capacity: Self.storeBurst, at: now)
    }

    /// Applies the fields the change gives, then forgets every key when it asks to, and answers the state as it then is.
    func change(_ change: ValveLimitsSettingsChange) -> ValveLimitsStatus {
        limits.enabled = change.enabled ?? limits.enabled
        limits.sequenceInterval = change.sequenceInterval ?? limits.sequenceInterval
        limits.perKeyRate = change.perKeyRate ?? limits.perKeyRate
        limits.blockAfter = change.blockAfter ?? limits.blockAfter
        limits.blockWindow = change.blockWindow ?? limits.blockWindow
        limits.blockSeconds = change.blockSeconds ?? limits.blockSeconds
        if change.reset == true {
            keys = [:]
            store = nil
        }
        return status
    }

    var status: ValveLimitsStatus {
        let now = wallClock()
        return ValveLimitsStatus(limits: limits, blockedUntil: keys.values.compactMap(\.blockedUntil).filter { $0 > now }.sorted())
    }

    /// One second's worth, and never less than one token: a rate below one a second must still let a request through.
    private var ceilingCapacity: Double {
        max(1, limits.perKeyRate)
    }
}

/// GET /_replay/valve-limits's answer: the settings under the names a POST changes them by, and when each blocked key's
/// block ends.
struct ValveLimitsStatus: Encodable {
    let enabled: Bool
    let sequenceInterval: Double
    let perKeyRate: Double
    let blockAfter: Int
    let blockWindow: Double
    let blockSeconds: Double
    /// Unix seconds, one per key blocked now, earliest first; a key itself is never shown, so the count says how many.
    let blockedUntil: [Double]

    init(limits: ValveLimits, blockedUntil: [Double]) {
        enabled = limits.enabled
        sequenceInterval = limits.sequenceInterval
        perKeyRate = limits.perKeyRate
        blockAfter = limits.blockAfter
        blockWindow = limits.blockWindow
        blockSeconds = limits.blockSeconds
        self.blockedUntil = blockedUntil
    }

    enum CodingKeys: String, CodingKey {
        case enabled, sequenceInterval = "sequence_interval", perKeyRate = "per_key_rate", blockAfter = "block_after"
        case blockWindow = "block_window", blockSeconds = "block_seconds", blockedUntil = "blocked_until"
    }
}
