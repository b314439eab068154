// OpenDota's answers, read: a match back in Valve's shape with nothing lost, an account's match list kept row for
// row, and error bodies named. The fixtures are ours, in the shape the real API answers, which odota/core's source
// (paths below, in github.com/odota/core) and recorded answers show:
//
// GET /api/matches/{match_id}
// - Found: one object (svc/api/spec.ts, route `/matches/{match_id}`, schema svc/api/responses/MatchResponse.ts).
//   Valve's top-level fields under Valve's names, without pre_game_duration, flags and the team names and logos;
//   OpenDota adds version, replay_salt, series_id, series_type, skill (nullable), patch, region, replay_url, od_data
//   and, once parsed, chat, objectives, teamfights, radiant_gold_adv, radiant_xp_adv and more.
//   od_data is {has_api, has_gcdata, has_parsed, has_archive} (svc/util/buildMatch.ts,
//   getMatchDataFromBlobWithMetadata); steam-replay sends the first three.
// - Not found, or an id that is not a positive integer: buildMatch returns null, the route calls next(), and the
//   catch-all answers HTTP 404 {"error":"Not Found"} (svc/web.ts, "404 route"); any unknown path gets the same.
//   Other errors share the shape: 500 {"error":"Internal Server Error"}, 429 {"error":"minute rate limit exceeded"}
//   or {"error":"daily api limit exceeded"} (svc/web.ts), 400 {"error":"invalid account id"} (svc/api/api.ts).
// - Not parsed yet: od_data.has_parsed is false and none of the parsed fields are there (buildMatch merges the
//   api, gcdata, parsed and archived blobs; with no parsed blob nothing of it is merged). `version` is the parse
//   version (MatchResponse.ts) and comes with the parsed blob, so today's code leaves it out where steam-replay
//   sends null; the player list below shows null for it.
// - Players: transformMatch (svc/util/utility.ts) deletes an account_id of 4294967295 ("don't insert anonymous
//   account id"), turns ability_upgrades into ability_upgrades_arr (the ability ids), and deletes the three
//   scaled_* fields; buildMatch adds personaname, name, last_login, rank_tier, is_subscriber from its players table
//   and radiant_win, start_time, duration, cluster, lobby_type, game_mode, is_contributor to every player
//   (extendPlayerData); computeMatchData adds isRadiant, win, lose, total_gold, total_xp, kills_per_min, kda,
//   abandons... So today an anonymous player's account_id key is left out, not null; no recorded answer with an
//   anonymous player was found. steam-replay leaves it out too; the converter reads null and absent alike, as
//   Valve's 4294967295.
// - Nulls: OpenDota writes null where it lacks a value: `additional_units`, `ability_upgrades_arr`, `party_size`,
//   `rank_tier` are null in OpenDota's documented example match 271145478 (as recorded in mutkan/kotlin-template,
//   api/src/test/java/techprague/nodes/dk/data/injection/jsons.kt), and MatchResponse.ts marks additional_units,
//   skill and radiant_win (commonProperties.ts) nullable. Valve leaves such a field out instead.
// - picks_bans: the schema names Valve's is_pick, hero_id, team, order; the same example's entries also carry `ord`
//   and `match_id`, the columns of OpenDota's own picks_bans table (svc/util/insert.ts, upsertPicksBans). Today's
//   match blobs keep the entries as Valve sent them (transformMatch leaves picks_bans alone).
//
// GET /api/players/{account_id}/matches
// - A JSON array of rows, newest match_id first unless `sort` (svc/util/buildPlayer.ts getPlayerMatchesWithMetadata),
//   schema svc/api/responses/PlayerMatchesResponse.ts. A row's columns: match_id, player_slot, radiant_win (alwaysCols),
//   duration, game_mode, lobby_type (the `significant` filter's, on by default), then hero_id, start_time, version,
//   kills, deaths, assists, average_rank, leaver_status, party_size, hero_variant (matchesCols, svc/api/playerFields.ts)
//   unless `project=` names others. A column without a value is null (`pick`, svc/util/utility.ts): version of an
//   unparsed match, party_size, average_rank. `skill` (nullable) is in the schema, and comes with `project=skill`.
// - A private profile (players.fh_unavailable, neither the user nor a pro: svc/api/api.ts) answers [] with HTTP 200
//   (buildPlayer.ts, `if (queryObj.isPrivate)`), as does an account OpenDota has no rows for: not a 404. The
//   maintainers say so of an account without "Expose Public Match Data" (odota/web issue 3367).
// - An account id that is not an integer: 400 {"error":"invalid account id"} (svc/api/api.ts).
import Foundation
import Testing
@testable import SteamModels

@Suite struct OpenDotaTests {
    static let heroes = HeroTable([
        Hero(id: 1, name: "npc_dota_hero_antimage", localizedName: "Anti-Mage"),
        Hero(id: 14, name: "npc_dota_hero_pudge", localizedName: "Pudge"),
        Hero(id: 74, name: "npc_dota_hero_invoker", localizedName: "Invoker"),
    ])

    /// A parsed ranked match as OpenDota answers it: its fields in OpenDota's order, two of the ten players.
    static let parsed = #"""
        {"match_id":8123456789,"barracks_status_dire":63,"barracks_status_radiant":51,"cluster":133,"dire_score":31,
         "duration":2403,"engine":1,"first_blood_time":94,"game_mode":22,"human_players":10,"leagueid":0,"lobby_type":7,
         "match_seq_num":6912345678,"negative_votes":0,
         "picks_bans":[{"is_pick":false,"hero_id":14,"team":0,"order":0,"ord":0,"match_id":8123456789},
                       {"is_pick":true,"hero_id":74,"team":0,"order":1,"ord":1,"match_id":8123456789}],
         "positive_votes":0,"radiant_gold_adv":[0,-112,403],"radiant_score":27,"radiant_win":false,
         "radiant_xp_adv":[0,-80,212],"start_time":1790000000,"tower_status_dire":1958,"tower_status_radiant":0,
         "version":21,"replay_salt":1203948576,"series_id":0,"series_type":0,"skill":null,
         "players":[
          {"match_id":8123456789,"player_slot":0,"team_number":0,"team_slot":0,"hero_id":74,"hero_variant":2,
           "account_id":22202,"item_0":108,"item_1":1,"item_2":0,"item_3":63,"item_4":116,"item_5":48,
           "backpack_0":0,"backpack_1":0,"backpack_2":0,"item_neutral":1589,"item_neutral2":1617,
           "kills":9,"deaths":7,"assists":12,"leaver_status":0,"last_hits":201,"denies":11,"gold_per_min":512,
           "xp_per_min":640,"level":25,"net_worth":21034,"aghanims_scepter":1,"aghanims_shard":1,"moonshard":0,
           "hero_damage":31540,"tower_damage":2200,"hero_healing":0,"gold":1834,"gold_spent":19200,
           "ability_upgrades_arr":[5370,5371,5370],"personaname":"Robin","radiant_win":false,"start_time":1790000000,
           "duration":2403,"cluster":133,"lobby_type":7,"game_mode":22,"is_contributor":false,"patch":58,"region":3,
           "isRadiant":true,"win":0,"lose":1,"total_gold":20505,"total_xp":25632,"kills_per_min":0.22471910112359553,
           "kda":2.63,"abandons":0,"rank_tier":54,"obs_placed":2,"sen_placed":3,"lane":2,"lane_role":2,
           "is_roaming":false,"actions_per_min":188},
          {"match_id":8123456789,"player_slot":128,"team_number":1,"team_slot":0,"hero_id":1,"hero_variant":1,
           "account_id":null,"item_0":145,"item_1":63,"item_2":160,"item_3":0,"item_4":1,"item_5":50,
           "backpack_0":46,"backpack_1":0,"backpack_2":0,"item_neutral":1590,"item_neutral2":0,
           "kills":14,"deaths":5,"assists":6,"leaver_status":0,"last_hits":388,"denies":20,"gold_per_min":603,
           "xp_per_min":702,"level":27,"net_worth":26110,"aghanims_scepter":0,"aghanims_shard":1,"moonshard":0,
           "hero_damage":28870,"tower_damage":7400,"hero_healing":0,"gold":2950,"gold_spent":23300,
           "ability_upgrades_arr":[5003,5004,5003],"personaname":null,"radiant_win":false,"start_time":1790000000,
           "duration":2403,"cluster":133,"lobby_type":7,"game_mode":22,"is_contributor":false,"patch":58,"region":3,
           "isRadiant":false,"win":1,"lose":0,"total_gold":24150,"total_xp":28115,"kills_per_min":0.3495630461922597,
           "kda":3.33,"abandons":0,"rank_tier":null,"obs_placed":0,"sen_placed":1,"lane":1,"lane_role":1,
           "is_roaming":false,"actions_per_min":241}],
         "patch":58,"region":3,"replay_url":"http://replay133.valve.net/570/8123456789_1203948576.dem.bz2",
         "od_data":{"has_api":true,"has_gcdata":true,"has_parsed":true}}
        """#

    /// The same match in Valve's shape, written out by hand: what the converter must make of `parsed`.
    static let parsedInValveShape = #"""
        {"players":[\#
        {"account_id":22202,"player_slot":0,"team_number":0,"team_slot":0,"hero_id":74,"hero_variant":2,\#
        "item_0":108,"item_1":1,"item_2":0,"item_3":63,"item_4":116,"item_5":48,\#
        "backpack_0":0,"backpack_1":0,"backpack_2":0,"item_neutral":1589,"item_neutral2":1617,\#
        "kills":9,"deaths":7,"assists":12,"leaver_status":0,"last_hits":201,"denies":11,"gold_per_min":512,\#
        "xp_per_min":640,"level":25,"net_worth":21034,"aghanims_scepter":1,"aghanims_shard":1,"moonshard":0,\#
        "hero_damage":31540,"tower_damage":2200,"hero_healing":0,"gold":1834,"gold_spent":19200},\#
        {"account_id":4294967295,"player_slot":128,"team_number":1,"team_slot":0,"hero_id":1,"hero_variant":1,\#
        "item_0":145,"item_1":63,"item_2":160,"item_3":0,"item_4":1,"item_5":50,\#
        "backpack_0":46,"backpack_1":0,"backpack_2":0,"item_neutral":1590,"item_neutral2":0,\#
        "kills":14,"deaths":5,"assists":6,"leaver_status":0,"last_hits":388,"denies":20,"gold_per_min":603,\#
        "xp_per_min":702,"level":27,"net_worth":26110,"aghanims_scepter":0,"aghanims_shard":1,"moonshard":0,\#
        "hero_damage":28870,"tower_damage":7400,"hero_healing":0,"gold":2950,"gold_spent":23300}],\#
        "radiant_win":false,"duration":2403,"start_time":1790000000,"match_id":8123456789,"match_seq_num":6912345678,\#
        "tower_status_radiant":0,"tower_status_dire":1958,"barracks_status_radiant":51,"barracks_status_dire":63,\#
        "cluster":133,"first_blood_time":94,"lobby_type":7,"human_players":10,"leagueid":0,"positive_votes":0,\#
        "negative_votes":0,"game_mode":22,"engine":1,"radiant_score":27,"dire_score":31,\#
        "picks_bans":[{"is_pick":false,"hero_id":14,"team":0,"order":0},{"is_pick":true,"hero_id":74,"team":0,"order":1}],\#
        "opendota":{\#
        "picks_bans":[{"is_pick":false,"hero_id":14,"team":0,"order":0,"ord":0,"match_id":8123456789},\#
        {"is_pick":true,"hero_id":74,"team":0,"order":1,"ord":1,"match_id":8123456789}],\#
        "radiant_gold_adv":[0,-112,403],"radiant_xp_adv":[0,-80,212],"version":21,"replay_salt":1203948576,\#
        "series_id":0,"series_type":0,"skill":null,"patch":58,"region":3,\#
        "replay_url":"http://replay133.valve.net/570/8123456789_1203948576.dem.bz2",\#
        "od_data":{"has_api":true,"has_gcdata":true,"has_parsed":true},\#
        "players":[\#
        {"player_slot":0,"match_id":8123456789,"ability_upgrades_arr":[5370,5371,5370],"personaname":"Robin",\#
        "radiant_win":false,"start_time":1790000000,"duration":2403,"cluster":133,"lobby_type":7,"game_mode":22,\#
        "is_contributor":false,"patch":58,"region":3,"isRadiant":true,"win":0,"lose":1,"total_gold":20505,\#
        "total_xp":25632,"kills_per_min":0.22471910112359553,"kda":2.63,"abandons":0,"rank_tier":54,"obs_placed":2,\#
        "sen_placed":3,"lane":2,"lane_role":2,"is_roaming":false,"actions_per_min":188},\#
        {"player_slot":128,"match_id":8123456789,"ability_upgrades_arr":[5003,5004,5003],"personaname":null,\#
        "radiant_win":false,"start_time":1790000000,"duration":2403,"cluster":133,"lobby_type":7,"game_mode":22,\#
        "is_contributor":false,"patch":58,"region":3,"isRadiant":false,"win":1,"lose":0,"total_gold":24150,\#
        "total_xp":28115,"kills_per_min":0.3495630461922597,"kda":3.33,"abandons":0,"rank_tier":null,"obs_placed":0,\#
        "sen_placed":1,"lane":1,"lane_role":1,"is_roaming":false,"actions_per_min":241}]}}
        """#

    /// A team match not parsed yet: version null, no parsed field, an anonymous player (account_id null), a player
    /// whose additional_units OpenDota wrote as null, and an anonymous player as OpenDota stores one today (no
    /// account_id key at all).
    static let unparsed = #"""
        {"match_id":8123450000,"barracks_status_dire":0,"barracks_status_radiant":63,"cluster":184,"dire_score":12,
         "duration":1620,"engine":1,"first_blood_time":40,"game_mode":2,"human_players":9,"leagueid":17420,
         "lobby_type":1,"match_seq_num":6912340000,"negative_votes":0,"positive_votes":3,"radiant_score":35,
         "radiant_win":true,"start_time":1789900000,"tower_status_dire":0,"tower_status_radiant":2047,
         "radiant_team_id":8599101,"dire_team_id":9247354,"version":null,"replay_salt":77001234,"series_id":901234,
         "series_type":1,"skill":null,
         "players":[
          {"match_id":8123450000,"player_slot":0,"team_number":0,"team_slot":0,"hero_id":74,"hero_variant":1,
           "account_id":22202,"kills":11,"deaths":2,"assists":9,"leaver_status":0,"additional_units":null,
           "personaname":"Robin","isRadiant":true,"win":1,"lose":0,"rank_tier":80},
          {"match_id":8123450000,"player_slot":1,"team_number":0,"team_slot":1,"hero_id":14,"hero_variant":2,
           "account_id":null,"kills":4,"deaths":6,"assists":20,"leaver_status":0,
           "personaname":null,"isRadiant":true,"win":1,"lose":0,"rank_tier":null},
          {"match_id":8123450000,"player_slot":128,"team_number":1,"team_slot":0,"hero_id":1,"hero_variant":1,
           "kills":2,"deaths":8,"assists":1,
           "isRadiant":false,"win":0,"lose":1}],
         "patch":58,"region":5,"replay_url":"http://replay184.valve.net/570/8123450000_77001234.dem.bz2",
         "od_data":{"has_api":true,"has_gcdata":false,"has_parsed":false}}
        """#

    static func object(_ json: String) throws -> JSONObject {
        try #require(try JSONValue.parse(Array(json.utf8)).object)
    }

    /// The objects of a list, outside the test macros, whose expansion cannot take a key path as a function.
    static func objects(_ list: JSONValue?) -> [JSONObject] {
        list?.array?.compactMap(\.object) ?? []
    }

    static func text(_ value: JSONValue) -> String {
        String(decoding: value.jsonBytes, as: UTF8.self)
    }

    @Test func aParsedMatchBecomesExactlyValvesObject() throws {
        let match = try Match(openDotaJSON: Array(Self.parsed.utf8))
        #expect(String(decoding: match.jsonBytes, as: UTF8.self) == Self.parsedInValveShape)
        #expect(match.matchID == 8_123_456_789 && match.sequenceNumber == 6_912_345_678 && match.startTime == 1_790_000_000)
        #expect(match.accountIDs == [22202])
    }

    /// Valve's part comes out in Valve's order whatever order OpenDota wrote (its older answers were sorted by name);
    /// OpenDota's own fields keep the order OpenDota wrote.
    @Test func valvesOrderWhateverOrderOpenDotaWrote() throws {
        func reversed(_ object: JSONObject) -> JSONObject {
            var result = JSONObject()
            for field in object.fields.reversed() {
                let value = field.name == "players"
                    ? JSONValue.array(field.value.array?.compactMap(\.object).map { .object(reversed($0)) } ?? [])
                    : field.value
                result.append(field.name, value)
            }
            return result
        }
        let original = try Match(openDotaJSON: Array(Self.parsed.utf8)).fields
        let scrambled = try Match(openDotaJSON: JSONValue.object(reversed(Self.object(Self.parsed))).jsonBytes).fields
        #expect(scrambled.fields.map(\.name) == original.fields.map(\.name))
        #expect(scrambled["players"] == original["players"])
        let keptNames = scrambled["opendota"]?.object?.fields.map(\.name)
        #expect(keptNames == [
            "od_data", "replay_url", "region", "patch", "skill", "series_type", "series_id", "replay_salt", "version",
            "radiant_xp_adv", "radiant_gold_adv", "picks_bans", "players",
        ])
        let firstPlayerKept = scrambled["opendota"]?.object?["players"]?.array?.first?.object?.fields.map(\.name)
        #expect(firstPlayerKept?.prefix(3) == ["player_slot", "actions_per_min", "is_roaming"])
    }

    /// Every field OpenDota sent is in Valve's part with the same value (an anonymous player's null account_id as
    /// 4294967295) or under `opendota` as written.
    @Test(arguments: [parsed, unparsed])
    func nothingIsLost(_ json: String) throws {
        let input = try Self.object(json)
        let output = try Match(openDotaJSON: Array(json.utf8)).fields
        let kept = try #require(output["opendota"]?.object)
        for field in input.fields where field.name != "players" {
            #expect(output[field.name] == field.value || kept[field.name] == field.value, "\(field.name)")
        }
        let players = Self.objects(input["players"])
        let valvePlayers = Self.objects(output["players"])
        let keptPlayers = Self.objects(kept["players"])
        #expect(!players.isEmpty)
        // Required: the loop reads both lists at each of the input's indices.
        try #require(valvePlayers.count == players.count && keptPlayers.count == players.count,
                     "\(players.count) players in, \(valvePlayers.count) and \(keptPlayers.count) out")
        for (index, player) in players.enumerated() {
            for field in player.fields {
                let valve = valvePlayers[index][field.name]
                let anonymous = field.name == "account_id" && field.value == .null && valve == .number("4294967295")
                #expect(valve == field.value || anonymous || keptPlayers[index][field.name] == field.value,
                        "player \(index) \(field.name)")
            }
        }
    }

    @Test func anUnparsedMatchKeepsItsNullVersionAndHasNoParsedFields() throws {
        let match = try Match(openDotaJSON: Array(Self.unparsed.utf8))
        let kept = try #require(match.fields["opendota"]?.object)
        #expect(kept["version"] == .null)
        #expect(kept["od_data"]?.object?["has_parsed"] == .bool(false))
        #expect(kept["radiant_gold_adv"] == nil && match.fields["radiant_gold_adv"] == nil)
        #expect(match.fields["radiant_team_id"] == .number("8599101") && match.fields["dire_team_id"] == .number("9247354"))
        #expect(match.fields["version"] == nil)
    }

    /// Valve writes 4294967295 for a player who hides the account; OpenDota deletes it (or, in older answers, writes
    /// null), and either becomes Valve's number again. A null OpenDota writes for a field Valve would leave out
    /// (`additional_units`) is kept with OpenDota's fields.
    @Test func anonymousPlayersAndNulls() throws {
        let match = try Match(openDotaJSON: Array(Self.unparsed.utf8))
        #expect(match.players.map { $0["account_id"] } == [.number("22202"), .number("4294967295"), .number("4294967295")])
        #expect(match.accountIDs == [22202])
        #expect(match.players.allSatisfy { player in !player.fields.contains { $0.value == .null } })
        let keptPlayers = Self.objects(match.fields["opendota"]?.object?["players"])
        try #require(keptPlayers.count == 3)
        #expect(keptPlayers[0]["additional_units"] == .null)
        #expect(keptPlayers.map { $0["player_slot"] } == [.number("0"), .number("1"), .number("128")])
        #expect(keptPlayers[1]["personaname"] == .null && keptPlayers[1]["rank_tier"] == .null)
    }

    /// The record a converted match makes says the same of each player as the record Valve's own object makes.
    @Test func recordsOfAConvertedMatchAreValves() throws {
        let valve = try Match(detailsJSON: Array(#"""
            {"result":{"players":[
              {"account_id":22202,"player_slot":0,"team_number":0,"team_slot":0,"hero_id":74,"hero_variant":1,"kills":11},
              {"account_id":4294967295,"player_slot":1,"team_number":0,"team_slot":1,"hero_id":14,"hero_variant":2,"kills":4},
              {"account_id":4294967295,"player_slot":128,"team_number":1,"team_slot":0,"hero_id":1,"hero_variant":1,"kills":2}],
             "radiant_win":true,"match_id":8123450000,"match_seq_num":6912340000}}
            """#.utf8))
        let converted = try Match(openDotaJSON: Array(Self.unparsed.utf8))
        func seen(_ match: Match) -> [[JSONValue?]] {
            let record = match.record(for: 22202, heroes: Self.heroes)
            #expect(record["account_id"] == .number("22202"))
            return (record["players"]?.array ?? []).compactMap(\.object).map { player in
                ["account_id", "player_slot", "is_radiant", "hero_id", "hero_name"].map { player[$0] }
            }
        }
        #expect(seen(converted) == seen(valve))
        #expect(seen(converted).map { $0[2] } == [.bool(true), .bool(true), .bool(false)])
        #expect(seen(converted).map { $0[4] } == [.string("Invoker"), .string("Pudge"), .string("Anti-Mage")])
        #expect(converted.player(account: 22202)?["kills"] == .number("11"))
    }

    @Test func numbersKeepEveryDigit() throws {
        let match = try Match(openDotaJSON: Array(#"""
            {"match_id":9223372036854775807,"match_seq_num":18446744073709551615,"radiant_logo":17881201520994978452,
             "players":[{"player_slot":0,"account_id":4294967295,"party_id":18446744073709551614,
                         "kills_per_min":0.1000000000000000055511151231257827,"kda":1E+2}],
             "throw":-0.50}
            """#.utf8))
        #expect(match.matchID == 9_223_372_036_854_775_807 && match.sequenceNumber == 18_446_744_073_709_551_615)
        #expect(String(decoding: match.jsonBytes, as: UTF8.self) == #"""
            {"players":[{"account_id":4294967295,"player_slot":0}],"match_id":9223372036854775807,\#
            "match_seq_num":18446744073709551615,"radiant_logo":17881201520994978452,\#
            "opendota":{"throw":-0.50,"players":[{"player_slot":0,"party_id":18446744073709551614,\#
            "kills_per_min":0.1000000000000000055511151231257827,"kda":1E+2}]}}
            """#)
    }

    /// A draft of Valve's four fields only is Valve's as it is; one OpenDota left null, or wrote as something other
    /// than a list of objects, is kept under `opendota` and left out of Valve's part.
    @Test(arguments: [
        (#"[{"is_pick":true,"hero_id":1,"team":0,"order":0}]"#, #"[{"is_pick":true,"hero_id":1,"team":0,"order":0}]"#, nil),
        (#"[{"order":3,"team":1,"hero_id":1,"is_pick":false}]"#, #"[{"is_pick":false,"hero_id":1,"team":1,"order":3}]"#, nil),
        (#"[{"is_pick":true,"hero_id":1,"team":0,"order":0,"ord":0}]"#, #"[{"is_pick":true,"hero_id":1,"team":0,"order":0}]"#,
         #"[{"is_pick":true,"hero_id":1,"team":0,"order":0,"ord":0}]"#),
        (#"[{"is_pick":true,"hero_id":1,"team":0,"order":null}]"#, #"[{"is_pick":true,"hero_id":1,"team":0}]"#,
         #"[{"is_pick":true,"hero_id":1,"team":0,"order":null}]"#),
        ("null", nil, "null"),
        ("[1,2]", nil, "[1,2]"),
    ] as [(String, String?, String?)])
    func picksAndBans(_ draft: String, _ valve: String?, _ kept: String?) throws {
        let match = try Match(openDotaJSON: Array(#"{"match_id":1,"picks_bans":\#(draft)}"#.utf8))
        #expect(match.fields["picks_bans"].map(Self.text) == valve)
        #expect(match.fields["opendota"]?.object?["picks_bans"].map(Self.text) == kept)
    }

    @Test func aMatchWithNothingOfOpenDotasOwnHasNoOpenDotaKey() throws {
        let match = try Match(openDotaJSON: Array(#"{"match_id":1,"players":[{"player_slot":0,"hero_id":1}]}"#.utf8))
        #expect(String(decoding: match.jsonBytes, as: UTF8.self) == #"{"players":[{"account_id":4294967295,"player_slot":0,"hero_id":1}],"match_id":1}"#)
    }

    @Test(arguments: [
        (#"{"error":"Not Found"}"#, #"OpenDota answered "Not Found""#),
        (#"{"error":"Internal Server Error"}"#, #"OpenDota answered "Internal Server Error""#),
        ("[]", "the answer is an array, not a match object"),
        ("{}", "has no match_id"),
        (#"{"match_id":null}"#, "has no match_id"),
        (#"{"match_id":"8123456789"}"#, #"has match_id "8123456789", not a match id"#),
        (#"{"match_id":-1}"#, "has match_id -1, not a match id"),
        (#"{"match_id":9223372036854775808}"#, "has match_id 9223372036854775808, not a match id"),
        (#"{"match_id":5,"players":[1]}"#, "match 5 has a player that is not an object"),
        ("<html>", "the answer is not JSON (invalid JSON at byte 1: a value cannot start here)"),
    ])
    func badMatchAnswersAreNamed(_ json: String, _ problem: String) {
        #expect(throws: ShapeError(problem)) { try Match(openDotaJSON: Array(json.utf8)) }
    }

    @Test func errorBodiesGiveTheirMessage() {
        #expect(OpenDotaError(json: Array(#"{"error":"Not Found"}"#.utf8))?.message == "Not Found")
        #expect(OpenDotaError(json: Array(#"{"error":"bad \"id\"\n"}"#.utf8))?.description == #"OpenDota answered "bad \"id\"\n""#)
        for body in [Self.parsed, "[]", "Not Found", #"{"error":404}"#, ""] {
            #expect(OpenDotaError(json: Array(body.utf8)) == nil, "\(body)")
        }
    }

    /// Two rows of an account's list as OpenDota writes them: the default columns, nulls where OpenDota lacks a value
    /// (an unparsed match's version, party_size, average_rank, skill), and a field it may add one day.
    static let playerMatches = #"""
        [{"match_id":8123456789,"player_slot":0,"radiant_win":false,"duration":2403,"game_mode":22,"lobby_type":7,\#
        "hero_id":74,"start_time":1790000000,"version":21,"kills":9,"deaths":7,"assists":12,"average_rank":54,\#
        "leaver_status":0,"party_size":2,"hero_variant":2,"skill":null},\#
        {"match_id":8123000001,"player_slot":130,"radiant_win":true,"duration":1850,"game_mode":23,"lobby_type":0,\#
        "hero_id":14,"start_time":1789990000,"version":null,"kills":3,"deaths":9,"assists":4,"average_rank":null,\#
        "leaver_status":0,"party_size":null,"hero_variant":null,"skill":null,"lobby_id":27110338934589440123}]
        """#

    @Test func anAccountsMatchesAreKeptRowForRow() throws {
        let list = try OpenDotaPlayerMatches(json: Array(Self.playerMatches.utf8))
        #expect(list.rows.map(\.matchID) == [8_123_456_789, 8_123_000_001])
        #expect(list.rows.map(\.startTime) == [1_790_000_000, 1_789_990_000])
        #expect(Self.text(.array(list.rows.map { .object($0.fields) })) == Self.playerMatches)
        try #require(list.rows.count == 2, "\(list.rows.count) rows")
        #expect(list.rows[1].fields["version"] == .null && list.rows[1].fields["party_size"] == .null)
    }

    /// A private profile and an account OpenDota does not know both answer [] with HTTP 200.
    @Test func anEmptyListIsAnAnswer() throws {
        #expect(try OpenDotaPlayerMatches(json: Array("[]".utf8)).rows.isEmpty)
        #expect(try OpenDotaPlayerMatches(json: Array(" [ ]\n".utf8)).rows.isEmpty)
    }

    @Test func aRowWithoutStartTimeHasNone() throws {
        let list = try OpenDotaPlayerMatches(json: Array(#"[{"match_id":1,"start_time":null},{"match_id":2,"kills":0}]"#.utf8))
        #expect(list.rows.map(\.startTime) == [nil, nil])
    }

    @Test(arguments: [
        (#"{"error":"invalid account id"}"#, #"OpenDota answered "invalid account id""#),
        (#"{"error":"Not Found"}"#, #"OpenDota answered "Not Found""#),
        (#"{"rows":[]}"#, "the answer is an object, not a list of matches"),
        ("null", "the answer is null, not a list of matches"),
        ("[1]", "row 1 is a number, not an object"),
        (#"[{"match_id":1},{"kills":0}]"#, "row 2 has no match_id"),
        (#"[{"match_id":"1"}]"#, #"row 1 has match_id "1", not a match id"#),
        (#"[{"match_id":9223372036854775808}]"#, "row 1 has match_id 9223372036854775808, not a match id"),
        ("[", "the answer is not JSON (invalid JSON at byte 2: the text ends where a value should be)"),
    ])
    func badListsAreNamed(_ json: String, _ problem: String) {
        #expect(throws: ShapeError(problem)) { try OpenDotaPlayerMatches(json: Array(json.utf8)) }
    }
}
