// ISteamUserStats/GetSchemaForGame/v2: achievements and stats; description left out of hidden
// achievements, `{"game":{}}` for an app without stats, HTTP 400 `{}` for an unknown app. `l` changes nothing here.
import ReplayWorld

extension ValveRoute {
    static let getSchemaForGame = ValveRoute(
        interface: "ISteamUserStats", method: "GetSchemaForGame", versions: [2], requiredParameters: ["appid"]
    ) { request, state in
        guard let app = request.query.number("appid").flatMap(state.world.games.catalog.app) else {
            return .emptyObject(status: 400)
        }
        guard let schema = app.schema else { return .json(.object([("game", .object([]))])) }
        var stats = OrderedObject()
        stats.add("achievements", schema.achievements.isEmpty ? nil : .array(schema.achievements.map(achievementEntry)))
        stats.add("stats", schema.stats.isEmpty ? nil : .array(schema.stats.map { stat in
            .object([("name", .string(stat.name)), ("defaultvalue", .int(0)), ("displayName", .string(stat.displayName))])
        }))
        return .json(.object([("game", .object([
            ("gameName", .string(app.schemaName)),
            ("gameVersion", .string(app.gameVersion)),
            ("availableGameStats", stats.json),
        ]))]))
    }

    private static func achievementEntry(_ achievement: AchievementDefinition) -> OrderedJSON {
        var entry = OrderedObject()
        entry.add("name", .string(achievement.name))
        entry.add("defaultvalue", .int(0))
        entry.add("displayName", .string(achievement.displayName))
        entry.add("hidden", .int(achievement.isHidden ? 1 : 0))
        entry.add("description", achievement.isHidden ? nil : .string(achievement.description))
        entry.add("icon", .string(achievement.iconURL))
        entry.add("icongray", .string(achievement.grayIconURL))
        return entry.json
    }
}
