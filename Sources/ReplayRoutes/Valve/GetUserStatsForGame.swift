// ISteamUserStats/GetUserStatsForGame/v2: the player's stat values (net ones uint32-wrapped) and
// the achievements they have, under `name`; HTTP 400 `{}` whenever there is nothing to show.

extension ValveRoute {
    static let getUserStatsForGame = ValveRoute(
        interface: "ISteamUserStats", method: "GetUserStatsForGame", versions: [2],
        requiredParameters: ["steamid", "appid"]
    ) { request, state in
        let found: PlayerAppLookup.Found
        do throws(PlayerAppLookup.Refusal) {
            found = try PlayerAppLookup.find(request.query, in: state.world.games)
        } catch .malformed {
            return .routingParameterMissing
        } catch {
            return .emptyObject(status: 400)
        }
        guard found.hasPlayed else { return .emptyObject(status: 400) }
        let achieved = found.progress.unlocks.filter(\.isAchieved).map { unlock in
            OrderedJSON.object([("name", .string(unlock.achievement.name)), ("achieved", .int(1))])
        }
        var stats = OrderedObject()
        stats.add("steamID", .string(found.steamid))
        stats.add("gameName", .string(found.app.schemaName))
        stats.add("stats", found.progress.stats.isEmpty ? nil : .array(found.progress.stats.map { value in
            .object([("name", .string(value.stat.name)), ("value", .int(value.wireValue))])
        }))
        stats.add("achievements", achieved.isEmpty ? nil : .array(achieved))
        return .json(.object([("playerstats", stats.json)]))
    }
}
