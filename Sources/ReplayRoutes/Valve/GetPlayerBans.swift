// ISteamUser/GetPlayerBans/v1: each known account's bans at the replay clock's now, with no envelope; ids that name
// no account are left out, malformed ones too.

import FoundationGaps
import ReplayWorld

extension ValveRoute {
    static let getPlayerBans = ValveRoute(
        interface: "ISteamUser", method: "GetPlayerBans", versions: [1], requiredParameters: ["steamids"]
    ) { request, state in
        let requested = (request.query["steamids"] ?? "").split(separator: ",").map { $0.trimmingBlanks() }
        // No source shows Valve's answer past 100 ids; clients batch by 100 as for summaries, so it is refused alike.
        guard requested.count <= maxSummariesPerCall else {
            return .errorPage(400, detail: "Too many steamids in request, maximum is \(maxSummariesPerCall)")
        }
        let now = await state.now, calendar = state.calendar, changes = state.world.changes
        var answered = Set<UInt32>()
        // In the order asked, each account once: a private profile's bans show as anyone's.
        let players = requested.compactMap { SteamID64Math.accountID(fromSteamID64: $0) }
            .filter { answered.insert($0).inserted }
            .compactMap { accountID in
                changes.account(accountID, calendar: calendar).map { banEntry($0.base, $0.bans(at: now), now: now) }
            }
        return .json(.object([("players", .array(players))]))
    }

    /// Valve's fields in Valve's order; VACBanned is whether any VAC ban is on record.
    private static func banEntry(_ player: Player, _ record: BanRecord, now: Double) -> OrderedJSON {
        .object([
            ("SteamId", .string(player.steamID)),
            ("CommunityBanned", .bool(record.communityBanned)),
            ("VACBanned", .bool(record.isVACBanned)),
            ("NumberOfVACBans", .int(record.vacBans)),
            ("DaysSinceLastBan", .int(record.daysSinceLastBan(at: now))),
            ("NumberOfGameBans", .int(record.gameBans)),
            ("EconomyBan", .string(record.economyBan)),
        ])
    }
}
