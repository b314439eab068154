// The replay without a socket: one world, clock, fault list and request log, answering requests in-process.
// ReplayServer puts it on the network; tests may call it directly.

import FoundationEssentials
import ReplayWorld

public struct ReplayService: Sendable {
    /// The OpenDota key a replay accepts unless told otherwise: a UUID, as OpenDota's keys are.
    public static let defaultOpenDotaKey = "00000000-0000-4000-8000-000000000000"
    /// The requests /_replay/requests keeps, newest last: far more than a test, the fault matrix or a bench run reads
    /// back, and at a few hundred bytes each, tens of MB at most.
    public static let requestLogLimit = 100_000
    /// The header of GET /_replay/requests that counts the older requests let go since the log was last cleared.
    public static let requestLogDroppedHeader = "X-Replay-Dropped"

    private let state: ReplayState
    private let frontend: Frontend
    private let control: ControlRoutes

    /// A fresh world from `seed`, served to clients that send `key`. The clock starts at `epoch` (unix seconds),
    /// or at the real time now when nil. GetMatchDetails answers as `matchDetails` says. OpenID logins sign in
    /// `openIDAccount`, a SteamID64 or vanity name of a player of the world, or the demo user when nil. OpenDota's
    /// routes under /api/ take `openDotaKey` as the one valid key and limit callers by `openDotaLimits`. Valve's routes
    /// limit each key as `valveLimits` says, which by default is not at all. An `epoch` past the clock's ceiling, or
    /// not finite, or negative, is refused here: every later time is computed from it.
    public init(
        seed: UInt64, key: String, epoch: Double? = nil, matchDetails: MatchDetailsMode = .outage,
        openIDAccount: String? = nil, openDotaKey: String = defaultOpenDotaKey,
        openDotaLimits: OpenDotaLimits = OpenDotaLimits(), valveLimits: ValveLimits = ValveLimits()
    ) throws(ReplayStartError) {
        if let epoch, !(0...ClockCeiling.latest).contains(epoch) { throw .epochOutOfRange(epoch) }
        let world = WorldGenerator.makeWorld(seed: seed)
        var account: Player?
        if let openIDAccount {
            do { account = try world.openIDAccount(named: openIDAccount) } catch { throw .unknownOpenIDAccount(error) }
        }
        self.init(
            world: world,
            key: key,
            now: epoch ?? Date().timeIntervalSince1970,
            matchDetails: matchDetails,
            openIDAccount: account,
            openDotaKey: openDotaKey,
            openDotaLimits: openDotaLimits,
            valveLimits: valveLimits,
            faultSeed: seed
        )
    }

    /// `wallClock` gives the real time in unix seconds, which OpenDota's minute and month windows and Valve's buckets
    /// and blocks follow; tests pass a clock of their own to move it when they choose. `faultSeed` decides which
    /// requests a fault with a probability hits.
    init(
        world: World, key: String, now: Double, matchDetails: MatchDetailsMode = .outage, openIDAccount: Player? = nil,
        openDotaKey: String = defaultOpenDotaKey, openDotaLimits: OpenDotaLimits = OpenDotaLimits(),
        valveLimits: ValveLimits = ValveLimits(), faultSeed: UInt64 = 0, requestLogLimit: Int = requestLogLimit,
        wallClock: @escaping @Sendable () -> Double = { Date().timeIntervalSince1970 }
    ) {
        let state = ReplayState(
            world: world, now: now, matchDetails: matchDetails, openIDAccount: openIDAccount,
            openDotaLimiter: OpenDotaRateLimiter(limits: openDotaLimits, wallClock: wallClock),
            valveLimiter: ValveRateLimiter(limits: valveLimits, wallClock: wallClock)
        )
        let faults = FaultBook(seed: faultSeed)
        let log = RequestLog(limit: requestLogLimit)
        self.state = state
        frontend = Frontend(
            valve: ValveAPI(key: key), openDota: OpenDotaAPI(key: openDotaKey), state: state, faults: faults, log: log
        )
        control = ControlRoutes(state: state, faults: faults, log: log)
    }

    /// Answers one request. `path` is the request target's path (e.g. "/ISteamUser/GetFriendList/v1/"), `query` the
    /// raw query string after "?" (percent-encoded, e.g. "key=K&steamid=7656…"), `method` upper case, `host` the
    /// Host header (e.g. "127.0.0.1:41234"), which OpenID's answers name, and `authorization` the Authorization
    /// header (e.g. "Bearer KEY"), where OpenDota's clients may send their key.
    public func answer(
        method: String, path: String, query: String = "", body: Data = Data(), host: String? = nil,
        authorization: String? = nil
    ) async -> ReplayAnswer {
        let request = ReplayRequest(
            method: method, path: path, query: Query(raw: query), body: body, host: host, authorization: authorization
        )
        if path.hasPrefix(ControlRoutes.prefix) {
            return ReplayAnswer(await control.answer(request))
        }
        return await frontend.answer(request)
    }
}
