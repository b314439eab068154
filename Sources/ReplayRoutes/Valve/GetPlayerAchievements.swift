// ISteamUserStats/GetPlayerAchievements/v1: every achievement with achieved and unlocktime, names
// and descriptions with `l`; no `achievements` key for an app with stats only; errors in-band with HTTP 400 or 403.

extension ValveRoute {
    static let getPlayerAchievements = ValveRoute(
        interface: "ISteamUserStats", method: "GetPlayerAchievements", versions: [1],
        requiredParameters: ["steamid", "appid"]
    ) { request, state in
        let found: PlayerAppLookup.Found
        do throws(PlayerAppLookup.Refusal) {
            found = try PlayerAppLookup.find(request.query, in: state.world.games)
        } catch .malformed {
            return .routingParameterMissing
        } catch .hidden {
            return achievementsRefusal("Profile is not public", status: 403)
        } catch {
            return achievementsRefusal("Requested app has no stats", status: 400)
        }
        // Any language gets English, as Valve's fallback does.
        let localized = request.query["l"] != nil
        let clockStart = state.start
        let achievements = found.progress.unlocks.map { unlock in
            var entry = OrderedObject()
            entry.add("apiname", .string(unlock.achievement.name))
            entry.add("achieved", .int(unlock.isAchieved ? 1 : 0))
            entry.add("unlocktime", .int(unlock.unlockTime(clockStart: clockStart)))
            entry.add("name", localized ? .string(unlock.achievement.displayName) : nil)
            entry.add("description", localized ? .string(unlock.achievement.description) : nil)
            return entry.json
        }
        var stats = OrderedObject()
        stats.add("steamID", .string(found.steamid))
        stats.add("gameName", .string(found.app.schemaName))
        stats.add("achievements", achievements.isEmpty ? nil : .array(achievements))
        stats.add("success", .bool(true))
        return .json(.object([("playerstats", stats.json)]))
    }

    /// `{"playerstats":{"error":"…","success":false}}`
    private static func achievementsRefusal(_ message: String, status: Int) -> Reply {
        .json(.object([("playerstats", .object([("error", .string(message)), ("success", .bool(false))]))]), status: status)
    }
}
