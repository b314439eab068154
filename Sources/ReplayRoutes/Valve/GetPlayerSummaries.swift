// ISteamUser/GetPlayerSummaries/v2: up to 100 ids a call, each player as of the clock's now, unknown ids left out,
// private profiles trimmed.

import FoundationEssentials
import FoundationGaps
import ReplayWorld

extension ValveRoute {
    static let maxSummariesPerCall = 100

    static let getPlayerSummaries = ValveRoute(
        interface: "ISteamUser", method: "GetPlayerSummaries", versions: [2], requiredParameters: ["steamids"]
    ) { request, state in
        let query = request.query, changes = state.world.changes, calendar = state.calendar
        let requested = (query["steamids"] ?? "").split(separator: ",").map { $0.trimmingBlanks() }
        guard requested.count <= maxSummariesPerCall else {
            return .errorPage(400, detail: "Too many steamids in request, maximum is \(maxSummariesPerCall)")
        }
        let accountIDs = Set(requested.compactMap { SteamID64Math.accountID(fromSteamID64: $0) })
        // Valve documents no order and its answers look arbitrary. Sorting by avatar hash matches no order a client
        // would ask in (not by id, not as a friend list lists them), so a client must match players by steamid.
        let now = await state.now
        let players = accountIDs.compactMap { changes.account($0, calendar: calendar)?.player(at: now) }
            .sorted { ($0.avatarHash, $0.accountID) < ($1.avatarHash, $1.accountID) }
        return try .json(PlayerSummariesBody(response: .init(players: players.map(SummaryEntry.init))))
    }
}

private struct PlayerSummariesBody: Encodable {
    struct Response: Encodable {
        let players: [SummaryEntry]
    }

    let response: Response
}

/// One player as Valve sends it; nil fields are left out, never sent as null.
private struct SummaryEntry: Encodable {
    let steamid: String
    let communityvisibilitystate: Int
    let profilestate: Int
    let personaname: String
    let commentpermission: Int?
    let profileurl: String
    let avatar: String
    let avatarmedium: String
    let avatarfull: String
    let avatarhash: String
    let lastlogoff: Int
    let personastate: Int
    let realname: String?
    let primaryclanid: String?
    let timecreated: Int?
    let personastateflags: Int
    let gameextrainfo: String?
    let gameid: String?
    let loccountrycode: String?
    let locstatecode: String?
    let loccityid: Int?

    /// A private profile shows only its name, avatar and last logoff, and always appears offline.
    init(_ player: Player) {
        let shown = player.isPrivate ? nil : player
        let avatarBase = "https://avatars.steamstatic.com/\(player.avatarHash)"
        steamid = player.steamID
        communityvisibilitystate = player.isPrivate ? 1 : 3
        profilestate = 1
        personaname = player.personaname
        commentpermission = shown?.allowsComments == true ? 1 : nil
        profileurl = player.profileURL
        avatar = avatarBase + ".jpg"
        avatarmedium = avatarBase + "_medium.jpg"
        avatarfull = avatarBase + "_full.jpg"
        avatarhash = player.avatarHash
        lastlogoff = player.lastLogoff
        personastate = shown?.personaState ?? 0
        realname = shown?.realName
        primaryclanid = shown?.primaryClanID
        timecreated = shown?.timeCreated
        personastateflags = player.personaStateFlags
        gameextrainfo = shown?.currentGame?.name
        gameid = shown?.currentGame?.id
        loccountrycode = shown?.location?.countryCode
        locstatecode = shown?.location?.stateCode
        loccityid = shown?.location?.cityID
    }
}
