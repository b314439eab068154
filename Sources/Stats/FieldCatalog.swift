// The player-row fields every match record has, by what stat-agg does with them: the values tab completion offers
// for histogram, trend, by and --metric. Any other numeric member of a record can be named too.

public enum FieldCatalog {
    /// Numbers that measure the player's game: Valve's members and OpenDota's derived ones.
    public static let measures = [
        "kills", "deaths", "assists", "last_hits", "denies", "gold_per_min", "xp_per_min", "level", "gold",
        "gold_spent", "hero_damage", "tower_damage", "hero_healing", "kda", "total_gold", "abandons", "duration",
    ]

    /// Values that name a kind of game rather than measure it: what `by` groups on.
    public static let keys = [
        "win", "is_radiant", "hero_id", "hero_name", "game_mode", "lobby_type", "leaver_status", "party_size",
        "lane_role", "patch", "region", "cluster", "leagueid", "day", "week", "month",
    ]

    /// Fields as paths, the way `by` and --metric spell them: `.kills`.
    public static func paths(_ names: [String]) -> [String] { names.map { "." + $0 } }
}
