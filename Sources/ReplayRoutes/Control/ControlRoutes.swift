// The /_replay control endpoints tests use: the request log, faults, the replay clock, the world's named identities,
// every player and the world's changes, each account's matches, the libraries and achievements behind the games
// routes, the wishlists and store prices behind the store routes, the OpenID provider's settings, and OpenDota's and
// Valve's rate limits.

import FoundationEssentials
import ReplayWorld

/// One control endpoint: how it is asked for, what steam-replay's help says of it, and what it does. The help's list
/// and the routing both read `ControlRoutes.table`, so neither can name an endpoint the other lacks.
public struct ControlRoute: Sendable {
    public let method: String
    public let path: String
    /// What the help shows after the path, e.g. "?steamid=S"; the route is matched on the path alone.
    public let query: String
    public let summary: String
    fileprivate let answer: @Sendable (ControlRoutes, ReplayRequest) async -> Reply

    fileprivate init(
        _ method: String, _ path: String, query: String = "", _ summary: String,
        answer: @escaping @Sendable (ControlRoutes, ReplayRequest) async -> Reply
    ) {
        self.method = method
        self.path = ControlRoutes.prefix + path
        self.query = query
        self.summary = summary
        self.answer = answer
    }
}

public struct ControlRoutes: Sendable {
    public static let prefix = "/_replay/"

    let state: ReplayState
    let faults: FaultBook
    let log: RequestLog

    /// Every control endpoint, in the order the help lists them.
    public static let table: [ControlRoute] = [
        ControlRoute("GET", "world", "identities to test with, by role (NDJSON)") { control, _ in
            let roles = await LiveRoles.roles(state: control.state)
            return (try? .ndjson(NDJSON.encode(roles))) ?? .plainText("could not encode the world", status: 500)
        },
        ControlRoute("GET", "players", """
            every player, by account id (NDJSON): {"steamid", "account_id", "vanity", "private"}
            """) { control, _ in
            let players = control.state.world.players.map(PlayerLine.init)
            return (try? .ndjson(NDJSON.encode(players))) ?? .plainText("could not encode the players", status: 500)
        },
        ControlRoute("GET", "requests", """
            the newest \(ReplayService.requestLogLimit) requests served (NDJSON, no key; "time" is the wall-clock \
            arrival); header \(ReplayService.requestLogDroppedHeader) counts older ones let go
            """) { control, _ in
            guard var reply = try? Reply.ndjson(await control.log.ndjson()) else {
                return .plainText("could not encode the request log", status: 500)
            }
            reply.headers[ReplayService.requestLogDroppedHeader] = String(await control.log.dropped)
            return reply
        },
        ControlRoute("DELETE", "requests", "clear that log and that count") { control, _ in
            await control.log.clear()
            return .noContent
        },
        ControlRoute("POST", "faults", "append faults: a JSON array, see below") { control, request in
            do throws(ControlInputError) {
                await control.faults.append(try Fault.list(fromJSON: request.body))
                return .noContent
            } catch {
                return .plainText(error.description, status: 400)
            }
        },
        ControlRoute("DELETE", "faults", "clear all faults") { control, _ in
            await control.faults.clear()
            return .noContent
        },
        ControlRoute("GET", "clock", #"the replay clock: {"now": UNIX_SECONDS}"#) { control, _ in
            clock(await control.state.now)
        },
        ControlRoute("POST", "advance", """
            move the clock forward: {"seconds": N}, or ?seconds=N, or ?days=N; N zero or more; answers like \
            /_replay/clock; 400 past the clock's ceiling: \(Int(ClockCeiling.reachDays)) days past its start, never \
            past \(ClockCeiling.latestText)
            """) { control, request in
            do throws(ControlInputError) {
                let amount = request.query.items.isEmpty
                    ? try ClockAdvance.amount(fromJSON: request.body)
                    : try ClockAdvance.amount(fromQuery: request.query)
                guard let now = await control.state.advance(by: amount.seconds) else {
                    let ceiling = ClockCeiling.describe(start: control.state.start)
                    return .plainText(
                        "\(amount.asked) would move the clock past its ceiling, \(ceiling); the clock stays at "
                            + "\(ClockCeiling.whole(await control.state.now))",
                        status: 400
                    )
                }
                return clock(now)
            } catch {
                return .plainText(error.description, status: 400)
            }
        },
        ControlRoute("GET", "events", query: "?from=UNIX&to=UNIX", """
            the world's changes with from <= time < to (default: the clock's start, now: what the answers at now \
            show, so an event at exactly now is in neither yet), in time order (NDJSON), one line per account: \
            {"time", "event", "steamid", …, "visible"}; events friend_added and friend_removed ("friend", \
            "friend_since"), persona_state, renamed, vac_ban and game_ban ("before", "after"), game_started and \
            game_stopped ("gameid", "gameextrainfo"); "visible" is false where no answer shows the change (a private \
            profile's presence, games and own friend list); 400 for from or to past the clock's ceiling
            """) { control, request in
            await EventsControl.reply(request.query, state: control.state)
        },
        ControlRoute("GET", "matches", query: "?account_id=N&limit=K", """
            N's matches ended by now, newest first, hidden ones too, at most K (1-\(ValveRoute.matchHistoryCap), \
            default \(DotaControl.defaultLimit)) (NDJSON): {"match_id", "match_seq_num", "start_time", "lobby_type", \
            "game_mode", "hidden", "details" (GetMatchDetails serves it with --match-details ok), "sequence" \
            (GetMatchHistoryBySequenceNum lists it)}
            """) { control, request in
            await DotaControl.matches(request.query, state: control.state)
        },
        ControlRoute("GET", "library", query: "?steamid=S", """
            every game S owns, free ones included, in appid order (NDJSON): {"appid", "playtime_forever" (at the \
            clock's now), "minutes_per_day", "free"}; 404 for an unknown or private account
            """) { control, request in
            await GamesControl.library(request.query, state: control.state)
        },
        ControlRoute("GET", "achievements", query: "?steamid=S&appid=A", """
            A's achievements in schema order (NDJSON): {"apiname", "achieved", "unlocktime", "percent_tenths"}; 404 \
            when S does not own A or A has none
            """) { control, request in
            GamesControl.achievements(request.query, state: control.state)
        },
        ControlRoute("GET", "wishlist", query: "?steamid=S", """
            S's wishlist at the clock's now, in GetWishlist's order (NDJSON): {"appid", "priority" (0 unranked), \
            "date_added"}; empty for an empty list; 404 for a private wishlist or profile, or an unknown account
            """) { control, request in
            await StoreControl.wishlist(request.query, state: control.state)
        },
        ControlRoute("GET", "store", query: "?cc=CC&appid=N…", """
            every store app in appid order, or each appid=N asked (repeatable), priced in CC's currency now \
            (NDJSON): {"appid", "name", "type" (game or dlc), "free", "delisted", "categories" (player \
            categories), "currency", "initial", "final", "discount_percent" (0 for a free app, null for a delisted \
            one), "discount_end_date" (on sale only)}; {"appid", "unknown": true} for an id with no store page
            """) { control, request in
            await StoreControl.store(request.query, state: control.state)
        },
        ControlRoute("GET", "openid", """
            the OpenID provider: {"account", "cancel", "checked", "issued", "nonce_offset_seconds"}; issued counts \
            assertions, checked verdicts
            """) { control, _ in
            OpenIDControl.reply(await control.state.openID.status)
        },
        ControlRoute("POST", "openid", """
            change any of {"account": STEAMID or VANITY, "cancel": true|false, "nonce_offset_seconds": N \
            (negative: stale, at most 10 years either way)} for later logins; answers like GET
            """) { control, request in
            await OpenIDControl.change(request.body, state: control.state)
        },
        ControlRoute("GET", "opendota", """
            OpenDota's limits: {"keyed_minute_limit", "minute_limit", "month_limit", "month_used"}
            """) { control, _ in
            OpenDotaControl.reply(await control.state.openDotaLimiter.status)
        },
        ControlRoute("POST", "opendota", """
            change any of {"minute_limit": N, "keyed_minute_limit": N, "month_limit": N, "month_used": N} (whole \
            numbers, zero or more); answers like GET
            """) { control, request in
            await OpenDotaControl.change(request.body, state: control.state)
        },
        ControlRoute("GET", "valve-limits", """
            Valve's limits: {"block_after", "block_seconds", "block_window", "blocked_until" (Unix seconds, one \
            per key blocked now; no key is shown), "enabled", "per_key_rate", "sequence_interval"}
            """) { control, _ in
            ValveLimitsControl.reply(await control.state.valveLimiter.status)
        },
        ControlRoute("POST", "valve-limits", """
            change any of {"enabled": true|false, "sequence_interval": S, "per_key_rate": R, "block_after": N (1 \
            or more), "block_window": S, "block_seconds": S} (S, R above 0), and "reset": true forgets every key's \
            counts and block; answers like GET
            """) { control, request in
            await ValveLimitsControl.change(request.body, state: control.state)
        },
    ]

    /// Control paths are matched whole, method and path; they are never logged and need no key.
    func answer(_ request: ReplayRequest) async -> Reply {
        guard let route = Self.table.first(where: { $0.method == request.method && $0.path == request.path }) else {
            return .plainText("no control endpoint \(request.method) \(request.path)", status: 404)
        }
        return await route.answer(self, request)
    }

    /// `{"now": <unix seconds>}`, the replay clock's reading.
    private static func clock(_ now: Double) -> Reply {
        (try? .json(ClockReading(now: now))) ?? .plainText("could not encode the clock", status: 500)
    }
}

/// One line of /_replay/players: who a player is, and whether the profile is private.
private struct PlayerLine: Encodable {
    let steamid: String
    let accountID: UInt32
    let vanity: String
    let isPrivate: Bool

    enum CodingKeys: String, CodingKey {
        case steamid, accountID = "account_id", vanity, isPrivate = "private"
    }

    init(_ player: Player) {
        steamid = player.steamID
        accountID = player.accountID
        vanity = player.vanity
        isPrivate = player.isPrivate
    }
}

private struct ClockReading: Encodable {
    let now: Double
}
