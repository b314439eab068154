// IPlayerService/GetSteamLevel/v1 and GetBadges/v1: an account's level and badges as the replay clock has them;
// `{"response":{}}` for a private profile or an account the world does not hold, Valve's routing 400 page for a
// steamid that is not a number.
import ReplayWorld

extension ValveRoute {
    static let getSteamLevel = ValveRoute(
        interface: "IPlayerService", method: "GetSteamLevel", versions: [1], requiredParameters: ["steamid"]
    ) { request, state in
        let shelf: BadgeShelf
        do throws(LibraryRefusal) { shelf = try await badgeShelf(request.query, state) } catch { return error.reply }
        return .json(.object([("response", .object([("player_level", .int(shelf.level))]))]))
    }

    static let getBadges = ValveRoute(
        interface: "IPlayerService", method: "GetBadges", versions: [1], requiredParameters: ["steamid"]
    ) { request, state in
        let shelf: BadgeShelf
        do throws(LibraryRefusal) { shelf = try await badgeShelf(request.query, state) } catch { return error.reply }
        return .json(.object([("response", .object([
            ("badges", .array(shelf.badges.map(badgeEntry))),
            ("player_xp", .int(shelf.xp)),
            ("player_level", .int(shelf.level)),
            ("player_xp_needed_to_level_up", .int(shelf.xpNeededToLevelUp)),
            ("player_xp_needed_current_level", .int(shelf.xpNeededCurrentLevel)),
        ]))]))
    }

    /// The shelf of the account the request's steamid names, or the answer Valve gives instead.
    private static func badgeShelf(_ query: Query, _ state: ReplayState) async throws(LibraryRefusal) -> BadgeShelf {
        let steamid = query["steamid"] ?? ""
        guard SteamID64Math.isNumeric(steamid) else { throw LibraryRefusal(reply: .routingParameterMissing) }
        guard let player = SteamID64Math.accountID(fromSteamID64: steamid).flatMap(state.world.player(accountID:)),
              !player.isPrivate
        else { throw LibraryRefusal(reply: .hiddenLibrary) }
        return BadgeShelf(player: player, catalog: state.world.games.catalog, at: await state.gameClock)
    }

    /// Valve's field order: a game's badge names its app after the badgeid, and its item and border before scarcity.
    private static func badgeEntry(_ badge: BadgeShelf.Badge) -> OrderedJSON {
        var entry = OrderedObject()
        entry.add("badgeid", .int(badge.badgeid))
        entry.add("appid", badge.appid.map(OrderedJSON.int))
        entry.add("level", .int(badge.level))
        entry.add("completion_time", .int(badge.completionTime))
        entry.add("xp", .int(badge.xp))
        entry.add("communityitemid", badge.communityItemID.map { .string(String($0)) })
        entry.add("border_color", badge.appid.map { _ in .int(0) })
        entry.add("scarcity", .int(badge.scarcity))
        return entry.json
    }
}
