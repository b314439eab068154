// The /_replay control endpoints tests use: the request log, faults, the replay clock, the world's named identities and
// every player, the libraries and achievements behind the games routes, the OpenID provider's settings, and OpenDota's
// and Valve's rate limits.

import FoundationEssentials

struct ControlRoutes: Sendable {
    static let prefix = "/_replay/"

    let state: ReplayState
    let faults: FaultBook
    let log: RequestLog

    /// Control paths are matched whole, method and path; they are never logged and need no key.
    func answer(_ request: ReplayRequest) async -> Reply {
        switch (request.method, request.path) {
        case ("GET", "/_replay/requests"):
            return (try? .ndjson(await log.ndjson())) ?? .plainText("could not encode the request log", status: 500)
        case ("DELETE", "/_replay/requests"):
            await log.clear()
            return .noContent
        case ("POST", "/_replay/faults"):
            do {
                await faults.append(try Fault.list(fromJSON: request.body))
                return .noContent
            } catch {
                return .plainText(error.description, status: 400)
            }
        case ("DELETE", "/_replay/faults"):
            await faults.clear()
            return .noContent
        case ("GET", "/_replay/world"):
            let roles = state.world.roles(at: await state.now)
            return (try? .ndjson(NDJSON.encode(roles))) ?? .plainText("could not encode the world", status: 500)
        case ("GET", "/_replay/players"):
            let players = state.world.players.map(PlayerLine.init)
            return (try? .ndjson(NDJSON.encode(players))) ?? .plainText("could not encode the players", status: 500)
        case ("GET", "/_replay/library"):
            return await GamesControl.library(request.query, state: state)
        case ("GET", "/_replay/achievements"):
            return GamesControl.achievements(request.query, state: state)
        case ("GET", "/_replay/clock"):
            return Self.clock(await state.now)
        case ("POST", "/_replay/advance"):
            do {
                let seconds = request.query.items.isEmpty
                    ? try ClockAdvance.seconds(fromJSON: request.body)
                    : try ClockAdvance.seconds(fromQuery: request.query)
                return Self.clock(await state.advance(by: seconds))
            } catch {
                return .plainText(error.description, status: 400)
            }
        case ("GET", "/_replay/openid"):
            return OpenIDControl.reply(await state.openID.status)
        case ("POST", "/_replay/openid"):
            return await OpenIDControl.change(request.body, state: state)
        case ("GET", "/_replay/opendota"):
            return OpenDotaControl.reply(await state.openDotaLimiter.status)
        case ("POST", "/_replay/opendota"):
            return await OpenDotaControl.change(request.body, state: state)
        case ("GET", "/_replay/valve-limits"):
            return ValveLimitsControl.reply(await state.valveLimiter.status)
        case ("POST", "/_replay/valve-limits"):
            return await ValveLimitsControl.change(request.body, state: state)
        default:
            return .plainText("no control endpoint \(request.method) \(request.path)", status: 404)
        }
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
