// The player's row in one match, with OpenDota's derived values: the "player-in-match view" that totals, records,
// histograms, trends and `by` read by field name.

struct PlayerRow {
    let match: MatchView
    let index: Int
    let won: Bool
    let names: FieldNames

    var player: PlayerView { match.players[index] }

    /// Numeric player members that name a thing rather than measure it, or that belong to the match: summing them
    /// means nothing.
    static func isCategorical(_ name: String) -> Bool {
        categorical.contains(name) || matchLevel.contains(name) || name.hasPrefix("item_") || name.hasPrefix("backpack_")
    }

    /// The match's own fields, which OpenDota copies into each player of its match (buildMatch) and into each player
    /// row: a player statistic is none of them.
    private static let matchLevel: Set<String> = [
        "match_id", "match_seq_num", "start_time", "game_mode", "lobby_type", "cluster", "patch", "region", "leagueid",
        "radiant_win", "version", "skill", "average_rank", "series_id", "series_type", "replay_salt", "engine",
        "human_players", "first_blood_time", "pre_game_duration", "flags", "radiant_score", "dire_score",
        "tower_status_radiant", "tower_status_dire", "barracks_status_radiant", "barracks_status_dire",
        "radiant_team_id", "dire_team_id", "positive_votes", "negative_votes", "is_contributor",
    ]

    private static let categorical: Set<String> = [
        "account_id", "player_slot", "team_number", "team_slot", "hero_id", "hero_variant", "leaver_status",
        "party_id", "party_size", "lane", "lane_role", "is_radiant", "isRadiant", "win", "lose", "rank_tier",
        "item_neutral", "item_neutral2",
    ]

    static let derivedMeasures: Set<String> = ["kda", "total_gold", "abandons", "duration"]

    /// kda = round((kills + assists) / (deaths + 1), 2), rounded half up exactly on integers, as hundredths.
    var kda: ExactNumber? {
        let player = player
        guard player.kills != nil || player.deaths != nil || player.assists != nil else { return nil }
        let numerator = Int128(player.kills ?? 0) + Int128(player.assists ?? 0)
        let denominator = Int128(player.deaths ?? 0) + 1
        guard denominator > 0 else { return nil }
        let hundredths = (200 * numerator + denominator) / (2 * denominator)
        return Int64(exactly: hundredths).map(ExactNumber.init(hundredths:))
    }

    var totalGold: ExactNumber? {
        guard let gpm = player.goldPerMin, let duration = match.duration else { return nil }
        let product = Int128(gpm) * Int128(duration)
        let quotient = product / 60
        return ExactNumber(exactly: product % 60 < 0 ? quotient - 1 : quotient)
    }

    var abandons: ExactNumber? { player.leaverStatus.map { ExactNumber($0 >= 2 ? 1 : 0) } }

    /// Every measure of the row: numeric members that are not categorical, and the derived ones.
    func forEachMeasure(_ body: (String, ExactNumber) -> Void) {
        let player = player
        let known: [(String, Int64?)] = [
            ("kills", player.kills), ("deaths", player.deaths), ("assists", player.assists),
            ("gold_per_min", player.goldPerMin), ("xp_per_min", player.xpPerMin),
        ]
        for (name, value) in known { if let value { body(name, ExactNumber(value)) } }
        for field in player.captured {
            guard case .number(let value) = field.value else { continue }
            let name = names.name(of: field.slot)
            if !Self.isCategorical(name), !Self.derivedMeasures.contains(name) { body(name, value) }
        }
        if let kda { body("kda", kda) }
        if let totalGold { body("total_gold", totalGold) }
        if let abandons { body("abandons", abandons) }
        if let duration = match.duration { body("duration", ExactNumber(duration)) }
    }

    /// One measure by name, as histogram and trend read it; `win` is 1 or 0.
    func measure(_ name: String) -> ExactNumber? {
        switch name {
        case "win": return ExactNumber(won ? 1 : 0)
        case "kda": return kda
        case "total_gold": return totalGold
        case "abandons": return abandons
        case "duration": return match.duration.map { ExactNumber($0) }
        default: return value(name)?.number
        }
    }

    /// Any value of the view by name: derived, then the player's members, then the match's.
    func value(_ name: String) -> FieldValue? {
        let player = player
        func number(_ value: Int64?) -> FieldValue? { value.map { .number(ExactNumber($0)) } }
        switch name {
        case "win": return .bool(won)
        case "is_radiant": return .bool(player.isRadiant)
        case "kda": return kda.map(FieldValue.number)
        case "total_gold": return totalGold.map(FieldValue.number)
        case "abandons": return abandons.map(FieldValue.number)
        case "patch": return number(match.effectivePatch)
        case "region": return number(match.effectiveRegion)
        case "day", "week", "month":
            return match.startTime.map { .string(Period(rawValue: name)!.label(of: $0)) }
        case "hero_name":
            return player.heroID.flatMap { HeroNames.name(of: $0) }.map(FieldValue.string)
        case "account_id": return player.accountID.map { .number(ExactNumber($0)) } ?? .null
        case "player_slot": return number(player.playerSlot)
        case "hero_id": return number(player.heroID)
        case "leaver_status": return number(player.leaverStatus)
        case "party_size": return number(player.partySize)
        case "lane_role": return number(player.laneRole)
        case "kills": return number(player.kills)
        case "deaths": return number(player.deaths)
        case "assists": return number(player.assists)
        case "gold_per_min": return number(player.goldPerMin)
        case "xp_per_min": return number(player.xpPerMin)
        case "match_id": return number(match.matchID)
        case "start_time": return number(match.startTime)
        case "duration": return number(match.duration)
        case "radiant_win": return match.radiantWin.map(FieldValue.bool)
        case "game_mode": return number(match.gameMode)
        case "lobby_type": return number(match.lobbyType)
        case "leagueid": return number(match.leagueID)
        case "cluster": return number(match.cluster)
        default:
            if let field = player.captured.first(where: { names.name(of: $0.slot) == name }) { return field.value }
            return match.captured.first { names.name(of: $0.slot) == name }?.value
        }
    }
}
