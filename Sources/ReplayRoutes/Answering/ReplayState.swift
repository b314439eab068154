// What every route may read or change: the world (read-only), how GetMatchDetails answers, the replay clock and where
// it started, the OpenID provider, OpenDota's and Valve's rate limits, and the friend graph's history.
import ReplayWorld

actor ReplayState {
    nonisolated let world: World
    nonisolated let matchDetails: MatchDetailsMode
    /// Unix seconds when the clock started: playtimes grow from here, and news and unlocks lie before it.
    nonisolated let start: Double
    /// Unix seconds. Stands still between advances, so a test decides exactly when time passes.
    private(set) var now: Double
    /// Its own actor: logins neither wait for nor hold up the clock.
    nonisolated let openID: OpenIDProvider
    /// Its own actor too, counting by the real clock, not the replay's.
    nonisolated let openDotaLimiter: OpenDotaRateLimiter
    /// Its own actor as well, and on the real clock as well.
    nonisolated let valveLimiter: ValveRateLimiter
    /// Its own actor: folding the friend graph forward holds up no other route.
    nonisolated let friendHistory: FriendHistory

    /// OpenID signs in `openIDAccount`, or the world's demo user when nil.
    init(
        world: World, now: Double, matchDetails: MatchDetailsMode = .outage, openIDAccount: Player? = nil,
        openDotaLimiter: OpenDotaRateLimiter = OpenDotaRateLimiter(), valveLimiter: ValveRateLimiter = ValveRateLimiter()
    ) {
        self.world = world
        self.matchDetails = matchDetails
        openID = OpenIDProvider(account: (openIDAccount ?? world.demoUser).steamID)
        self.openDotaLimiter = openDotaLimiter
        self.valveLimiter = valveLimiter
        self.now = now
        start = now
        friendHistory = FriendHistory(changes: world.changes, calendar: EventCalendar(clockStart: now))
    }

    /// Moves the clock forward, unless that would take it past its ceiling: then nil, and the clock stays. `seconds` is
    /// checked by the caller (finite, not negative).
    func advance(by seconds: Double) -> Double? {
        guard now + seconds <= ceiling else { return nil }
        now += seconds
        return now
    }
}

extension ReplayState {
    /// The clock as the games routes read it.
    var gameClock: GameClock {
        GameClock(start: start, now: now)
    }

    /// The latest the clock may show, and the latest time a request may ask about.
    nonisolated var ceiling: Double {
        ClockCeiling.ceiling(start: start)
    }

    /// Where the world's changes fall: from the clock's start on.
    nonisolated var calendar: EventCalendar {
        EventCalendar(clockStart: start)
    }
}
