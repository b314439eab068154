// The columns of /api/players/{account_id}/matches against /api/matches/{match_id}: every player_caches column a row
// carries holds the same text as that player's field in the match (or the match's own field, which OpenDota's merge
// lets win), heroes holds the ten players as the match route sends them, and a name that is no column is dropped.

import Foundation
import SteamModels
import Testing
@testable import ReplayRoutes

@Suite struct OpenDotaRowsTests {
    let replay = InProcessReplay()

    /// player_caches in odota/core's sql/create_tables.cql, then the three OpenDota's code reads from rows beyond it.
    static let playerCaches = [
        "account_id", "match_id", "player_slot", "heroes", "radiant_win", "start_time", "duration", "cluster", "region",
        "patch", "lobby_type", "game_mode", "level", "kills", "deaths", "assists", "kda", "last_hits", "denies",
        "hero_damage", "tower_damage", "hero_healing", "gold_per_min", "xp_per_min", "hero_id", "leaver_status",
        "version", "courier_kills", "tower_kills", "neutral_kills", "lane", "lane_role", "is_roaming", "obs", "sen",
        "item_uses", "purchase_time", "item_usage", "item_win", "purchase", "multi_kills", "kill_streaks",
        "all_word_counts", "my_word_counts", "throw", "comeback", "stomp", "loss", "actions_per_min",
        "purchase_ward_observer", "purchase_ward_sentry", "purchase_tpscroll", "purchase_rapier", "purchase_gem",
        "pings", "stuns", "lane_efficiency_pct", "skill", "party_size", "item_0", "item_1", "item_2", "item_3",
        "item_4", "item_5", "average_rank", "hero_variant", "leagueid",
    ]

    /// Columns only rows carry: /api/matches has no average_rank or party_size, and heroes is checked on its own.
    static let rowOnly: Set<String> = ["heroes", "average_rank", "party_size"]

    /// The newest rows of the account with 500+ matches, every column projected.
    private func rowsWithEveryColumn(limit: Int = 40) async throws -> (account: Int, rows: [JSONObject]) {
        let account = try await replay.accountID("dota_past_cap")
        let projection = Self.playerCaches.map { ("project", $0) }
        let rows = try await replay.playerMatches(account, [("significant", "0"), ("limit", String(limit))] + projection)
        #expect(rows.count == limit)
        return (account, rows)
    }

    private func matchObject(of row: JSONObject) async throws -> JSONObject {
        let id = try #require(row["match_id"]?.integer(UInt64.self))
        return try #require(try await replay.openDotaJSON("matches/\(id)").object)
    }

    private func player(in match: JSONObject, of row: JSONObject) throws -> JSONObject {
        let players = try #require(match["players"]?.array).compactMap(\.object)
        return try #require(players.first { $0["player_slot"] == row["player_slot"] })
    }

    @Test func everyColumnEqualsThePlayersFieldInTheMatch() async throws {
        let (account, rows) = try await rowsWithEveryColumn()
        var parsed = 0, unparsed = 0
        for row in rows {
            let match = try await matchObject(of: row)
            let player = try player(in: match, of: row)
            let id = match["match_id"]?.integer(Int.self) ?? 0
            #expect(Set(row.names) == Set(Self.playerCaches), "\(id): every column and nothing else")
            #expect(row["account_id"]?.integer(Int.self) == account)
            for (name, value) in row.fields where !Self.rowOnly.contains(name) {
                // OpenDota builds a row as {...player, ...match}; a column neither has is null.
                let expected = (name == "players" ? nil : match[name]) ?? player[name] ?? .null
                #expect(value == expected, "\(id) \(name): \(value) against \(expected)")
            }
            if match["version"] == .null {
                unparsed += 1
                #expect(row["lane_role"] == .null && row["lane"] == .null && row["is_roaming"] == .null)
            } else {
                parsed += 1
                #expect((1...4).contains(row["lane_role"]?.integer(Int.self) ?? 0), "\(id)")
                #expect(row["actions_per_min"]?.integer(Int.self) != nil, "\(id)")
            }
            #expect(row["kda"]?.kind == "a number", "\(id): computeMatchData's kda")
        }
        #expect(parsed > 0 && unparsed > 0, "the sample has parsed and unparsed matches: \(parsed), \(unparsed)")
    }

    @Test func heroesHoldsTheTenPlayersAsTheMatchRouteSendsThem() async throws {
        let account = try await replay.accountID("dota_past_cap")
        let rows = try await replay.playerMatches(account, [("significant", "0"), ("limit", "60"), ("project", "heroes")])
        var anonymous = 0
        for row in rows {
            #expect(row.names == ["match_id", "player_slot", "radiant_win", "heroes"])
            let heroes = try #require(row["heroes"]?.object)
            let match = try await matchObject(of: row)
            let players = try #require(match["players"]?.array).compactMap(\.object)
            #expect(heroes.names == ["0", "1", "2", "3", "4", "128", "129", "130", "131", "132"])
            #expect(heroes.names == players.map { $0["player_slot"]?.integer(Int.self).map(String.init) ?? "" })
            for player in players {
                let slot = player["player_slot"]?.integer(Int.self).map(String.init) ?? ""
                let entry = try #require(heroes[slot]?.object, "\(slot)")
                #expect(entry["hero_id"] == player["hero_id"] && entry["hero_id"] != nil)
                #expect(entry["account_id"] == player["account_id"], "the same account, or none for an anonymous one")
                #expect(entry.names == (player["account_id"] == nil ? ["hero_id"] : ["account_id", "hero_id"]))
                if player["account_id"] == nil { anonymous += 1 }
            }
            let own = try #require(heroes[row["player_slot"]?.integer(Int.self).map(String.init) ?? ""]?.object)
            #expect(own["account_id"]?.integer(Int.self) == account)
        }
        #expect(anonymous > 0, "the sample has anonymous players")
    }

    @Test func aNameThatIsNoColumnIsDropped() async throws {
        let account = try await replay.accountID("dota_past_cap")
        // net_worth and personaname are in the match's player object but are no player_caches column.
        let rows = try await replay.playerMatches(account, [
            ("significant", "0"), ("limit", "5"), ("project", "no_such_column"), ("project", "kills"),
            ("project", "net_worth"), ("project", "personaname"), ("project", "lane_role"),
        ])
        #expect(rows.count == 5)
        #expect(rows.allSatisfy { $0.names == ["match_id", "player_slot", "radiant_win", "kills", "lane_role"] })
        let onlyUnknown = try await replay.playerMatches(account, [("significant", "0"), ("limit", "5"), ("project", "no_such_column")])
        #expect(onlyUnknown.allSatisfy { $0.names == ["match_id", "player_slot", "radiant_win"] })
    }

    @Test func anUnparsedMatchsLaneRoleIsNull() async throws {
        let account = try await replay.accountID("dota_past_cap")
        let rows = try await replay.playerMatches(account, [
            ("significant", "0"), ("limit", "40"), ("project", "lane_role"), ("project", "version"),
        ])
        let unparsed = rows.filter { $0["version"] == .null }
        let parsed = rows.filter { $0["version"] != .null }
        #expect(!unparsed.isEmpty && !parsed.isEmpty)
        #expect(unparsed.allSatisfy { $0["lane_role"] == .null })
        #expect(parsed.allSatisfy { $0["lane_role"]?.integer(Int.self) != nil })
    }
}
