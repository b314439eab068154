// One row of /api/players/{account_id}/matches: the account's player joined with the match, as OpenDota's
// player_caches holds it, and every column a client may project, by name.

struct PlayerMatchRow {
    let record: MatchRecord
    let player: PlayerRecord
    let extras: OpenDotaExtras
    /// The player's place in the record, which the extras' parties follow.
    let seat: Int

    /// nil when the account did not play in the match.
    init?(match: DotaMatch, accountID: UInt32, dota: DotaTimeline) {
        let record = dota.record(of: match)
        guard let seat = record.players.firstIndex(where: { $0.accountID == accountID }) else { return nil }
        self.record = record
        player = record.players[seat]
        extras = OpenDotaExtras(match: match, record: record, seeds: dota.seeds)
        self.seat = seat
    }

    /// Every row starts with these (playerFields.ts alwaysCols).
    static let alwaysFields = ["match_id", "player_slot", "radiant_win"]

    /// What a request that projects nothing gets (playerFields.ts matchesCols, with skill, which OpenDota still sends).
    static let defaultFields = [
        "hero_id", "start_time", "duration", "game_mode", "lobby_type", "version", "kills", "deaths", "assists",
        "skill", "average_rank", "leaver_status", "party_size", "hero_variant",
    ]

    /// The columns the replay can project. OpenDota drops a projected name that is no column; a column with no value
    /// comes as null.
    static let columns: [String: @Sendable (PlayerMatchRow) -> OrderedJSON] = [
        "match_id": { .int(Int($0.record.matchID)) },
        "player_slot": { .int($0.player.playerSlot) },
        "radiant_win": { .bool($0.record.radiantWin) },
        "duration": { .int($0.record.duration) },
        "game_mode": { .int($0.record.gameMode) },
        "lobby_type": { .int($0.record.lobbyType) },
        "hero_id": { .int($0.player.heroID) },
        "start_time": { .int($0.record.startTime) },
        "version": { $0.extras.parsed == nil ? .null : .int(OpenDotaExtras.parserVersion) },
        "kills": { .int($0.player.kills) },
        "deaths": { .int($0.player.deaths) },
        "assists": { .int($0.player.assists) },
        "skill": { _ in .null },
        "average_rank": { $0.extras.averageRank.map(OrderedJSON.int) ?? .null },
        "leaver_status": { $0.player.leaverStatus.map(OrderedJSON.int) ?? .null },
        "party_size": { $0.extras.partySizes[$0.seat].map(OrderedJSON.int) ?? .null },
        "hero_variant": { $0.player.heroVariant.map(OrderedJSON.int) ?? .null },
        "leagueid": { .int($0.record.leagueID) },
        "cluster": { .int($0.record.cluster) },
        "gold_per_min": { .int($0.player.goldPerMin) },
        "xp_per_min": { .int($0.player.xpPerMin) },
        "last_hits": { .int($0.player.lastHits) },
        "denies": { .int($0.player.denies) },
        "level": { .int($0.player.level) },
        "net_worth": { .int($0.player.netWorth) },
        "hero_damage": { .int($0.player.heroDamage) },
        "tower_damage": { .int($0.player.towerDamage) },
        "hero_healing": { .int($0.player.heroHealing) },
        "item_0": { .int($0.player.items[0]) },
        "item_1": { .int($0.player.items[1]) },
        "item_2": { .int($0.player.items[2]) },
        "item_3": { .int($0.player.items[3]) },
        "item_4": { .int($0.player.items[4]) },
        "item_5": { .int($0.player.items[5]) },
    ]

    /// `fields` are columns, in the order the row carries them.
    func json(fields: [String]) -> OrderedJSON {
        .object(fields.compactMap { field in Self.columns[field].map { (field, $0(self)) } })
    }
}
