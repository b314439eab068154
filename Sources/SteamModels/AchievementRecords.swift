// Joins a player's achievements to the game's schema (display name, description, hidden flag, icons) and to the
// global unlock percentages: the records `steam-games achievements` writes.

public enum AchievementOrder: String, CaseIterable, Sendable {
    /// Lowest global percentage first: the rarest achievement leads; those without a percentage come last.
    case rarest
    /// The game's own order, as Valve lists them.
    case game
    /// Newest unlock first, then the locked ones in the game's order.
    case recent
}

public enum AchievementSelection: Sendable {
    case all, locked, unlocked

    func keeps(_ achievement: PlayerAchievements.Achievement) -> Bool {
        switch self {
        case .all: true
        case .locked: !achievement.isAchieved
        case .unlocked: achievement.isAchieved
        }
    }
}

public enum AchievementRecords {
    /// One record per achievement of `player` that `selection` keeps, in `order`: `steamid`, `appid`, Valve's
    /// `apiname`, `achieved` and `unlocktime`, the schema's fields (its `name` is the apiname, so it is left out), and
    /// `percent` as a number.
    public static func join(
        owner: SteamID, appID: UInt32, player: [PlayerAchievements.Achievement], schema: GameSchema?,
        percentages: GlobalPercentages?, selection: AchievementSelection, order: AchievementOrder
    ) -> [JSONObject] {
        var schemaByName: [String: JSONObject] = [:]
        for item in schema?.achievements ?? [] {
            if let name = item["name"]?.string { schemaByName[name] = item }
        }
        let kept = player.enumerated().filter { selection.keeps($0.element) }
        let sorted = kept.sorted { lhs, rhs in
            switch order {
            case .game:
                return lhs.offset < rhs.offset
            case .rarest:
                let left = percentages?.byName[lhs.element.apiname]?.value ?? .infinity
                let right = percentages?.byName[rhs.element.apiname]?.value ?? .infinity
                return (left, lhs.offset) < (right, rhs.offset)
            case .recent:
                let left = lhs.element.unlockSeconds, right = rhs.element.unlockSeconds
                return left != right ? left > right : lhs.offset < rhs.offset
            }
        }
        return sorted.map { _, achievement in
            var record = JSONObject()
            record.append("steamid", .string(String(owner.id64)))
            record.append("appid", .number(String(appID)))
            record.append("apiname", .string(achievement.apiname))
            record.append("achieved", achievement.achieved)
            if let unlocktime = achievement.unlocktime { record.append("unlocktime", unlocktime) }
            for field in schemaByName[achievement.apiname]?.fields ?? [] where !["name", "defaultvalue"].contains(field.name) {
                record.append(field.name, field.value)
            }
            if let percent = percentages?.byName[achievement.apiname] { record.append("percent", percent.number) }
            return record
        }
    }
}

extension PlayerAchievements.Achievement {
    /// Locked achievements sort after every unlock.
    fileprivate var unlockSeconds: Int64 { isAchieved ? unlocktime?.integer(Int64.self) ?? 0 : -1 }
}
