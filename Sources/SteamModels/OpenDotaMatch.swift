// OpenDota's match (`GET /api/matches/{match_id}`) back in Valve's shape, so that whatever reads GetMatchDetails'
// matches reads OpenDota's unchanged: Valve's fields in GetMatchDetails' order, and every field OpenDota adds kept as
// it was written under one `opendota` key, last. steam-replay's OpenDota route serves that shape from the same world
// as its Valve routes (ReplayRoutes/OpenDota/OpenDotaMatchObject.swift).

extension Match {
    /// OpenDota's match object in Valve's shape. An anonymous player's `account_id`, which OpenDota deletes (or writes
    /// as null), becomes Valve's 4294967295. `opendota` holds the other fields in OpenDota's order, then
    /// `players`, one `{player_slot, ...}` of the other fields per player, when any player had some.
    /// An error body, a list, or an object without a whole-number `match_id` is a ShapeError saying which.
    public init(openDotaJSON json: some Collection<UInt8>) throws(ShapeError) {
        let body = try openDotaAnswer(json)
        guard let match = body.object else { throw ShapeError("the answer is \(body.kind), not a match object") }
        try self.init(.object(Self.valveShape(ofOpenDota: match)))
    }

    private static func valveShape(ofOpenDota match: JSONObject) -> JSONObject {
        var (valve, kept) = ValveFields.match.split(match) { name, value in
            name == "picks_bans" ? valvePicksBans(value) : (value, nil)
        }
        if let players = valve["players"]?.array {
            var converted: [JSONValue] = [], others: [JSONValue] = [], anyOthers = false
            for player in players {
                // Anything but an object is left for Match's own check to name.
                guard let object = player.object else {
                    converted.append(player)
                    continue
                }
                let (valvePlayer, rest) = Self.valvePlayer(object)
                var entry = JSONObject()
                if let slot = valvePlayer["player_slot"] { entry.append("player_slot", slot) }
                for field in rest.fields { entry.append(field.name, field.value) }
                anyOthers = anyOthers || !rest.fields.isEmpty
                converted.append(.object(valvePlayer))
                others.append(.object(entry))
            }
            valve.set("players", .array(converted))
            if anyOthers { kept.append("players", .array(others)) }
        }
        if !kept.fields.isEmpty { valve.append("opendota", .object(kept)) }
        return valve
    }

    /// OpenDota deletes Valve's anonymous id before it stores a match (odota/core's transformMatch), so a player
    /// without one, or with null, is anonymous to Valve too.
    private static func valvePlayer(_ player: JSONObject) -> (valve: JSONObject, kept: JSONObject) {
        var player = player
        if player["account_id"] == nil || player["account_id"] == .null {
            player.set("account_id", .number(String(anonymousAccountID)))
        }
        return ValveFields.player.split(player)
    }

    /// Each pick or ban with Valve's four fields only. OpenDota's entries carry more (`ord`, `match_id`), so when any
    /// did, the draft as OpenDota wrote it is kept as well; a draft that is not a list of objects is kept whole.
    private static func valvePicksBans(_ draft: JSONValue) -> (valve: JSONValue?, kept: JSONValue?) {
        guard let items = draft.array, case let entries = items.compactMap(\.object), entries.count == items.count else {
            return (nil, draft)
        }
        let split = entries.map { ValveFields.pickBan.split($0) }
        let trimmed = JSONValue.array(split.map { .object($0.valve) })
        return (trimmed, split.contains { !$0.kept.fields.isEmpty } ? draft : nil)
    }
}

/// The fields of one of Valve's objects, in the order Valve writes them (steam-replay's MatchRecord and PlayerRecord,
/// which follow GetMatchDetails' answers).
struct ValveFields: Sendable {
    let order: [String]
    private let names: Set<String>

    init(_ order: [String]) {
        self.order = order
        names = Set(order)
    }

    static let match = ValveFields([
        "players", "radiant_win", "duration", "pre_game_duration", "start_time", "match_id", "match_seq_num",
        "tower_status_radiant", "tower_status_dire", "barracks_status_radiant", "barracks_status_dire", "cluster",
        "first_blood_time", "lobby_type", "human_players", "leagueid", "positive_votes", "negative_votes", "game_mode",
        "flags", "engine", "radiant_score", "dire_score", "radiant_team_id", "radiant_name", "radiant_logo",
        "radiant_team_complete", "dire_team_id", "dire_name", "dire_logo", "dire_team_complete", "picks_bans",
    ])

    static let player = ValveFields([
        "account_id", "player_slot", "team_number", "team_slot", "hero_id", "hero_variant",
        "item_0", "item_1", "item_2", "item_3", "item_4", "item_5", "backpack_0", "backpack_1", "backpack_2",
        "item_neutral", "item_neutral2", "kills", "deaths", "assists", "leaver_status", "last_hits", "denies",
        "gold_per_min", "xp_per_min", "level", "net_worth", "aghanims_scepter", "aghanims_shard", "moonshard",
        "hero_damage", "tower_damage", "hero_healing", "gold", "gold_spent",
        "scaled_hero_damage", "scaled_tower_damage", "scaled_hero_healing", "ability_upgrades", "additional_units",
    ])

    static let pickBan = ValveFields(["is_pick", "hero_id", "team", "order"])

    /// Valve's fields of `object`, in Valve's order, each as `convert` makes it, and the rest in the order written,
    /// with whatever `convert` keeps of the original in its place. A null goes with the rest: Valve leaves out what it
    /// does not know, where OpenDota writes null (`additional_units`, a nullable `radiant_win`). A name written twice
    /// means its last value, as everywhere in these models; OpenDota's JSON.stringify never writes one twice.
    func split(
        _ object: JSONObject,
        converting convert: (String, JSONValue) -> (valve: JSONValue?, kept: JSONValue?) = { ($1, nil) }
    ) -> (valve: JSONObject, kept: JSONObject) {
        var values: [String: JSONValue] = [:], kept = JSONObject()
        for field in object.fields {
            guard field.value != .null, names.contains(field.name) else {
                kept.append(field.name, field.value)
                continue
            }
            let (valve, original) = convert(field.name, field.value)
            values[field.name] = valve
            if let original { kept.append(field.name, original) }
        }
        var valve = JSONObject()
        for name in order { if let value = values[name] { valve.append(name, value) } }
        return (valve, kept)
    }
}
