// One row of /api/players/{account_id}/matches as OpenDota's player_caches table holds it (upsertPlayerCaches in
// svc/util/playerCaches.ts: the player's object from the match, merged with the match's own fields, plus heroes), and
// the table of every column a client may project, each with where its value comes from.
import ReplayWorld

struct PlayerMatchRow {
    /// Where a column's value comes from. The values are read from the very objects /api/matches/{match_id} answers
    /// with, so a row always agrees with its match.
    enum Source {
        /// The player's object in the match: Valve's fields and what OpenDota's computeMatchData and parse add. A field
        /// the object lacks (an unparsed match's lane_role) is null, as deserialize gives a column never stored.
        case player
        /// The match's own field: OpenDota spreads the match over the player ({...p, ...match}), so it wins.
        case match
        /// The ten players' slots, accounts and heroes.
        case heroes
        /// The match's average rank, which OpenDota sets on the row as it inserts it; /api/matches does not send it.
        case averageRank
        /// The player's party from game coordinator data, which the replay's /api/matches does not send.
        case partySize
    }

    /// player_caches' columns in sql/create_tables.cql's order (odota/core), then the three the repository's schema
    /// lacks but OpenDota's code reads from rows, so its live table has them: average_rank and hero_variant
    /// (playerFields.ts matchesCols, the default projection) and leagueid (filter.ts's leagueid filter). OpenDota drops
    /// a projected name that is none of them (buildPlayer.ts sanitizedProject).
    /// The world has no value for the parse's logs and tallies (obs, sen, item_uses, purchase*, multi_kills,
    /// kill_streaks, word counts, pings, stuns, courier/tower/neutral kills, lane_efficiency_pct) nor for
    /// computeMatchData's throw, comeback, stomp and loss: the player's object lacks them, so they come as null.
    static let columns: [String: Source] = [
        "account_id": .player, "match_id": .match, "player_slot": .player, "heroes": .heroes, "radiant_win": .match,
        "start_time": .match, "duration": .match, "cluster": .match, "region": .match, "patch": .match,
        "lobby_type": .match, "game_mode": .match, "level": .player, "kills": .player, "deaths": .player,
        "assists": .player, "kda": .player, "last_hits": .player, "denies": .player, "hero_damage": .player,
        "tower_damage": .player, "hero_healing": .player, "gold_per_min": .player, "xp_per_min": .player,
        "hero_id": .player, "leaver_status": .player, "version": .match, "courier_kills": .player,
        "tower_kills": .player, "neutral_kills": .player, "lane": .player, "lane_role": .player, "is_roaming": .player,
        "obs": .player, "sen": .player, "item_uses": .player, "purchase_time": .player, "item_usage": .player,
        "item_win": .player, "purchase": .player, "multi_kills": .player, "kill_streaks": .player,
        "all_word_counts": .player, "my_word_counts": .player, "throw": .player, "comeback": .player, "stomp": .player,
        "loss": .player, "actions_per_min": .player, "purchase_ward_observer": .player,
        "purchase_ward_sentry": .player, "purchase_tpscroll": .player, "purchase_rapier": .player,
        "purchase_gem": .player, "pings": .player, "stuns": .player, "lane_efficiency_pct": .player, "skill": .match,
        "party_size": .partySize, "item_0": .player, "item_1": .player, "item_2": .player, "item_3": .player,
        "item_4": .player, "item_5": .player,
        "average_rank": .averageRank, "hero_variant": .player, "leagueid": .match,
    ]

    /// Every row starts with these (playerFields.ts alwaysCols).
    static let alwaysFields = ["match_id", "player_slot", "radiant_win"]

    /// What a request that projects nothing gets (playerFields.ts matchesCols, with skill, which OpenDota still sends).
    static let defaultFields = [
        "hero_id", "start_time", "duration", "game_mode", "lobby_type", "version", "kills", "deaths", "assists",
        "skill", "average_rank", "leaver_status", "party_size", "hero_variant",
    ]

    /// Significance and the date filter read the match from here.
    let record: MatchRecord
    private let extras: OpenDotaExtras
    /// The player's place in the record, which the extras' parties follow.
    private let seat: Int

    /// nil when the account did not play in the match.
    init?(match: DotaMatch, accountID: UInt32, world: World) {
        let record = world.dota.record(of: match)
        guard let seat = record.players.firstIndex(where: { $0.accountID == accountID }) else { return nil }
        self.record = record
        extras = OpenDotaExtras(match: match, record: record, seeds: world.dota.seeds)
        self.seat = seat
    }

    /// The player's object and the match's as /api/matches/{match_id} sends them: made only for a row that is sent or
    /// filtered on a column, since a whole history holds thousands of rows and a page few of them.
    struct Objects {
        let player: [String: OrderedJSON]
        let match: [String: OrderedJSON]
    }

    func objects(in world: World) -> Objects {
        Objects(
            player: Dictionary(
                uniqueKeysWithValues: OpenDotaPlayerObject.object(seat: seat, of: record, extras: extras, world: world).members
            ),
            match: Dictionary(uniqueKeysWithValues: OpenDotaMatchObject.object(of: record, extras: extras, players: nil).members)
        )
    }

    static func isColumn(_ name: String) -> Bool {
        columns[name] != nil
    }

    /// nil for a name that is no column; null for a column with no value in this match.
    func value(of column: String, _ objects: Objects) -> OrderedJSON? {
        switch Self.columns[column] {
        case nil: nil
        case .player: objects.player[column] ?? .null
        case .match: objects.match[column] ?? .null
        case .heroes: Self.heroes(of: record)
        case .averageRank: extras.averageRank.map(OrderedJSON.int) ?? .null
        case .partySize: extras.partySizes[seat].map(OrderedJSON.int) ?? .null
        }
    }

    /// `fields` are columns, in the order the row carries them.
    func json(fields: [String], world: World) -> OrderedJSON {
        let objects = objects(in: world)
        return .object(fields.compactMap { field in value(of: field, objects).map { (field, $0) } })
    }

    /// getPGroup (svc/util/pgroup.ts): each player's account and hero, keyed by slot in the ascending order JavaScript
    /// gives an object's integer keys. insert.ts builds it from the match transformMatch returns ("Do this after
    /// removing anonymous account IDs"), and JSON.stringify leaves an undefined account out, so an anonymous player's
    /// entry holds its hero_id alone, as its object in /api/matches has no account_id.
    private static func heroes(of record: MatchRecord) -> OrderedJSON {
        .object(record.players.sorted { $0.playerSlot < $1.playerSlot }.map { player in
            var entry = OrderedObject()
            entry.add("account_id", OpenDotaPlayerObject.storedAccountID(of: player).map { .int(Int($0)) })
            entry.add("hero_id", .int(player.heroID))
            return (String(player.playerSlot), entry.json)
        })
    }
}
