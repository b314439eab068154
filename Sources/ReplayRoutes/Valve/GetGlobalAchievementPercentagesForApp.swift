// ISteamUserStats/GetGlobalAchievementPercentagesForApp/v2: asked by `gameid`, no key needed; each
// share a string with one decimal, as since 2026, highest first; HTTP 403 `{}` for an app with no achievements.

extension ValveRoute {
    static let getGlobalAchievementPercentagesForApp = ValveRoute(
        interface: "ISteamUserStats", method: "GetGlobalAchievementPercentagesForApp", versions: [2],
        requiredParameters: ["gameid"], usesKey: false
    ) { request, state in
        guard let app = request.query.number("gameid").flatMap(state.world.games.catalog.app), app.hasAchievements,
              let achievements = app.schema?.achievements
        else { return .emptyObject(status: 403) }
        // Ties keep schema order, so one seed gives one body.
        let ranked = achievements.enumerated()
            .sorted { ($1.element.percentTenths, $0.offset) < ($0.element.percentTenths, $1.offset) }
            .map { _, achievement in
                OrderedJSON.object([
                    ("name", .string(achievement.name)),
                    ("percent", .string("\(achievement.percentTenths / 10).\(achievement.percentTenths % 10)")),
                ])
            }
        return .json(.object([("achievementpercentages", .object([("achievements", .array(ranked))]))]))
    }
}
