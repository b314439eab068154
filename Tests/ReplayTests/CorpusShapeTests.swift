// The corpus's bytes: the same spec gives the same bytes, lines are dota-detail's records with Valve's field order,
// a smaller corpus lies inside a larger one, records run newest first, and the mean size is what the benchmark needs.

import Foundation
import Testing
@testable import ReplayCorpus
@testable import ReplayWorld

@Suite struct CorpusShapeTests {
    static let matchFields = [
        "account_id", "players", "radiant_win", "duration", "pre_game_duration", "start_time", "match_id",
        "match_seq_num", "tower_status_radiant", "tower_status_dire", "barracks_status_radiant", "barracks_status_dire",
        "cluster", "first_blood_time", "lobby_type", "human_players", "leagueid", "positive_votes", "negative_votes",
        "game_mode", "flags", "engine", "radiant_score", "dire_score",
    ]
    static let optionalMatchFields = [
        "radiant_team_id", "radiant_name", "radiant_logo", "radiant_team_complete", "dire_team_id", "dire_name",
        "dire_logo", "dire_team_complete", "picks_bans",
    ]
    /// Valve's player order with dota-detail's two additions; a player shows a subsequence of it.
    static let playerFields = [
        "account_id", "player_slot", "is_radiant", "team_number", "team_slot", "hero_id", "hero_name", "hero_variant",
        "item_0", "item_1", "item_2", "item_3", "item_4", "item_5", "backpack_0", "backpack_1", "backpack_2",
        "item_neutral", "item_neutral2", "kills", "deaths", "assists", "leaver_status", "last_hits", "denies",
        "gold_per_min", "xp_per_min", "level", "net_worth", "aghanims_scepter", "aghanims_shard", "moonshard",
        "hero_damage", "tower_damage", "hero_healing", "gold", "gold_spent", "scaled_hero_damage",
        "scaled_tower_damage", "scaled_hero_healing", "ability_upgrades", "additional_units",
    ]

    @Test func theSameSpecGivesTheSameBytesAndAnotherSeedOthers() throws {
        let first = Corpus.bytes(try CorpusSpec(matches: 250, seed: 5))
        #expect(first == Corpus.bytes(try CorpusSpec(matches: 250, seed: 5)))
        #expect(first != Corpus.bytes(try CorpusSpec(matches: 250, seed: 6)))
    }

    @Test func everyLineIsAMatchInDotaDetailsShapeAndValvesOrder() throws {
        let lines = Corpus.lines(try CorpusSpec(matches: 400, seed: 2))
        #expect(lines.count == 400)
        let heroNames = Dictionary(uniqueKeysWithValues: ReplayHeroes.heroes.map { ($0.id, $0.localizedName) })
        for line in lines {
            let record = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let objects = objectKeys(line)
            let top = try #require(objects.last { $0.parent == nil }).keys
            #expect(Array(top.prefix(Self.matchFields.count)) == Self.matchFields)
            #expect(isSubsequence(top.dropFirst(Self.matchFields.count), of: Self.optionalMatchFields), "\(top)")
            let players = record.players
            #expect(players.count == 10)
            let perspective = try #require(record["account_id"] as? Int)
            #expect(record.player(perspective) != nil, "the perspective plays in the match")
            let playerKeys = objects.filter { $0.parent == "players" && $0.keys.contains("player_slot") }.map(\.keys)
            #expect(playerKeys.count == 10)
            for (keys, player) in zip(playerKeys, players) {
                #expect(isSubsequence(keys[...], of: Self.playerFields), "\(keys)")
                #expect(keys.firstIndex(of: "is_radiant") == keys.firstIndex(of: "player_slot").map { $0 + 1 })
                #expect(keys.firstIndex(of: "hero_name") == keys.firstIndex(of: "hero_id").map { $0 + 1 })
                let slot = try #require(player["player_slot"] as? Int)
                #expect(player["is_radiant"] as? Bool == (slot < 128))
                #expect(player["hero_name"] as? String == heroNames[player["hero_id"] as? Int ?? 0])
            }
            #expect(Set(players.compactMap { $0["hero_id"] as? Int }).count == 10, "heroes are distinct")
        }
    }

    @Test func aSmallerCorpusHoldsTheSameRecordsAsALargerOne() throws {
        let small = Corpus.lines(try CorpusSpec(matches: 300, seed: 3))
        let large = Set(Corpus.lines(try CorpusSpec(matches: 1_000, seed: 3)))
        #expect(small.allSatisfy(large.contains))
    }

    @Test func recordsRunNewestFirstWithIdsByStartAndSequenceNumbersInAnotherOrder() throws {
        let records = try Corpus.records(try CorpusSpec(matches: 400))
        let starts = records.compactMap { $0["start_time"] as? Int }
        let ids = records.compactMap { $0["match_id"] as? Int }
        let seqNums = records.compactMap { $0["match_seq_num"] as? Int }
        #expect(starts.count == 400 && ids.count == 400 && seqNums.count == 400)
        #expect(zip(starts, starts.dropFirst()).allSatisfy { $0 >= $1 })
        #expect(zip(ids, ids.dropFirst()).allSatisfy { $0 > $1 })
        #expect(!zip(seqNums, seqNums.dropFirst()).allSatisfy { $0 > $1 })
        #expect(Set(ids).isDisjoint(with: seqNums))
        #expect(ids.allSatisfy { $0 < 1 << 53 } && seqNums.allSatisfy { $0 < 1 << 53 }, "exact as doubles too")
        #expect(starts.allSatisfy { (CorpusSpec.defaultStart..<CorpusSpec.defaultEnd).contains($0) })
        // The generator's records: none at all fails the test instead of trapping.
        let newest = try #require(starts.first, "no start_time"), oldest = try #require(starts.last, "no start_time")
        #expect(newest - oldest > 4 * 365 * 86_400, "spread over the default span")
    }

    @Test func aRecordIsTenToFourteenKilobytesOnAverage() throws {
        let bytes = Corpus.bytes(try CorpusSpec(matches: 400, seed: 4))
        let mean = bytes.count / 400
        #expect((10_000...14_000).contains(mean), "mean \(mean) bytes")
    }

    @Test func fieldsValveAddedLaterAreMissingFromOlderRecords() throws {
        let records = try Corpus.records(try CorpusSpec(matches: 400))
        for record in records {
            let start = try #require(record["start_time"] as? Int)
            let player = try #require(record.players.first)
            #expect((player["hero_variant"] != nil) == (start >= CorpusEras.facets))
            #expect((player["item_neutral2"] != nil) == (start >= CorpusEras.enchantments))
            #expect((player["team_number"] != nil) == (start >= CorpusEras.enchantments))
        }
    }

    private func isSubsequence(_ keys: ArraySlice<String>, of order: [String]) -> Bool {
        var remaining = order[...]
        for key in keys {
            guard let found = remaining.firstIndex(of: key) else { return false }
            remaining = remaining[(found + 1)...]
        }
        return true
    }
}
