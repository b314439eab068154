// One owned game as GetOwnedGames and GetRecentlyPlayedGames list it, keys in the order of Valve's 2026 answers.
import ReplayWorld

enum GameEntries {
    static func owned(_ game: OwnedGame, app: CatalogApp, at clock: GameClock, appInfo: Bool) -> OrderedJSON {
        let playtime = GamePlaytime(game, at: clock)
        var entry = OrderedObject()
        entry.add("appid", .int(game.appid))
        entry.add("name", appInfo ? .string(app.name) : nil)
        entry.add("playtime_2weeks", playtime.twoWeeks > 0 ? .int(playtime.twoWeeks) : nil)
        entry.add("playtime_forever", .int(playtime.forever))
        entry.add("img_icon_url", appInfo ? .string(app.iconHash) : nil)
        entry.add("has_community_visible_stats", appInfo && app.schema != nil ? .bool(true) : nil)
        addPlatforms(playtime, to: &entry)
        entry.add("rtime_last_played", .int(playtime.lastPlayed))
        entry.add("content_descriptorids", appInfo ? app.contentDescriptorIDs.map { .array($0.map(OrderedJSON.int)) } : nil)
        entry.add("playtime_disconnected", .int(playtime.disconnected))
        return entry.json
    }

    /// Always with name and icon, never with rtime_last_played.
    static func recent(_ game: OwnedGame, app: CatalogApp, at clock: GameClock) -> OrderedJSON {
        let playtime = GamePlaytime(game, at: clock)
        var entry = OrderedObject()
        entry.add("appid", .int(game.appid))
        entry.add("name", .string(app.name))
        entry.add("playtime_2weeks", .int(playtime.twoWeeks))
        entry.add("playtime_forever", .int(playtime.forever))
        entry.add("img_icon_url", .string(app.iconHash))
        addPlatforms(playtime, to: &entry)
        return entry.json
    }

    private static func addPlatforms(_ playtime: GamePlaytime, to entry: inout OrderedObject) {
        entry.add("playtime_windows_forever", .int(playtime.windows))
        entry.add("playtime_mac_forever", .int(playtime.mac))
        entry.add("playtime_linux_forever", .int(playtime.linux))
        entry.add("playtime_deck_forever", .int(playtime.deck))
    }
}
