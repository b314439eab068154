// GetMatchDetails (today's 500 `{}`, and the pre-2024 answers with --match-details ok) and BySequenceNum, which
// gives the same match object, oldest first.

import Foundation
import Testing
@testable import ReplayWorld

@Suite struct MatchDetailsTests {
    let before2024 = InProcessReplay(matchDetails: .ok)

    private func newest(_ replay: InProcessReplay, at now: Double = InProcessReplay.epoch, limit: Int = 500,
                        where filter: (DotaMatch) -> Bool = { _ in true }) -> [DotaMatch] {
        replay.world.dota.history(of: nil, at: now, limit: limit, filter: filter)
    }

    @Test func byDefaultEveryRequestGets500WithAnEmptyObject() async throws {
        let outage = InProcessReplay()
        let match = try #require(newest(outage).first)
        for parameters in [[("match_id", String(match.matchID))], [("match_id", "1")], []] {
            let answer = await outage.call(ValvePaths.matchDetails, parameters)
            #expect(answer.status == 500)
            #expect(answer.text == "{}")
        }
    }

    @Test func beforeTheOutageAVisibleMatchComesWhole() async throws {
        let match = try #require(newest(before2024) { $0.lobbyType != 1 }.first)
        let result = try await before2024.result(ValvePaths.matchDetails, [("match_id", String(match.matchID))])
        #expect(result.int("match_id") == Int(match.matchID))
        #expect(result.int("match_seq_num") == Int(match.seqNum))
        let fields: Set<String> = [
            "players", "radiant_win", "duration", "pre_game_duration", "start_time", "match_id", "match_seq_num",
            "tower_status_radiant", "tower_status_dire", "barracks_status_radiant", "barracks_status_dire", "cluster",
            "first_blood_time", "lobby_type", "human_players", "leagueid", "positive_votes", "negative_votes",
            "game_mode", "flags", "engine", "radiant_score", "dire_score",
        ]
        #expect(fields.isSubset(of: Set(result.keys)))
        let players = try #require(result["players"] as? [[String: Any]])
        #expect(players.count == 10)
        let playerFields: Set<String> = [
            "player_slot", "team_number", "team_slot", "hero_id", "hero_variant", "item_0", "item_5", "backpack_0",
            "backpack_2", "item_neutral", "item_neutral2", "kills", "deaths", "assists", "leaver_status", "last_hits",
            "denies", "gold_per_min", "xp_per_min", "level", "net_worth", "aghanims_scepter", "aghanims_shard",
            "moonshard", "hero_damage", "tower_damage", "hero_healing", "gold", "gold_spent", "scaled_hero_damage",
            "scaled_tower_damage", "scaled_hero_healing",
        ]
        #expect(players.allSatisfy { playerFields.isSubset(of: Set($0.keys)) })
    }

    @Test func unknownNotYetEndedPracticeAndMissingIDsGetInBandErrors() async throws {
        func error(_ parameters: [(String, String)]) async throws -> String? {
            try await before2024.result(ValvePaths.matchDetails, parameters)["error"] as? String
        }
        #expect(try await error([("match_id", "12345")]) == "Match ID not found")
        #expect(try await error([]) == "No Match ID specified")
        let practice = try #require(newest(before2024, limit: 1) { $0.lobbyType == 1 }.first)
        #expect(try await error([("match_id", String(practice.matchID))])
            == "Practice matches are not available via GetMatchDetails")

        let tomorrow = InProcessReplay.epoch + 86_400
        let unfinished = try #require(newest(before2024, at: tomorrow, limit: 200).last { match in
            !match.isVisible(at: InProcessReplay.epoch) && match.lobbyType != 1
        })
        #expect(try await error([("match_id", String(unfinished.matchID))]) == "Match ID not found")
        _ = await before2024.control("POST", "/_replay/advance?days=1")
        #expect(try await error([("match_id", String(unfinished.matchID))]) == nil)
    }

    @Test func bySequenceNumGivesTheSameObjectAsGetMatchDetails() async throws {
        let sample = newest(before2024) { $0.lobbyType != 1 && !$0.isHidden }.prefix(5)
        #expect(sample.count == 5)
        for match in sample {
            let details = await before2024.call(ValvePaths.matchDetails, [("match_id", String(match.matchID))])
            let sequence = await before2024.call(
                ValvePaths.bySequence, [("start_at_match_seq_num", String(match.seqNum)), ("matches_requested", "1")]
            )
            let detailObject = try #require(try details.json()["result"] as? NSDictionary)
            let sequenceResult = try #require(try sequence.json()["result"] as? [String: Any])
            let first = try #require(sequenceResult.matchList.first)
            #expect(NSDictionary(dictionary: first) == detailObject)
        }
    }

    @Test func bySequenceNumPagesOldestFirstWithoutCounts() async throws {
        let start = try #require(newest(before2024, limit: 300).last).seqNum
        let first = try await before2024.result(ValvePaths.bySequence, [("start_at_match_seq_num", String(start))])
        #expect(first.int("status") == 1)
        #expect(first["num_results"] == nil && first["results_remaining"] == nil)
        let seqs = first.matchList.compactMap { $0.int("match_seq_num") }
        #expect(seqs.count == 100)
        #expect(seqs.first == Int(start))
        #expect(seqs == seqs.sorted() && Set(seqs).count == seqs.count)
        // The server's page: an empty one fails the test instead of trapping.
        let last = try #require(seqs.last, "the first page has no match_seq_num")
        let next = try await before2024.result(
            ValvePaths.bySequence, [("start_at_match_seq_num", String(last + 1)), ("matches_requested", "10")]
        )
        let nextSeqs = next.matchList.compactMap { $0.int("match_seq_num") }
        #expect(nextSeqs.count == 10 && nextSeqs.allSatisfy { $0 > last })
        // Ordered by end, not by start: the ids come in another order.
        let ids = first.matchList.compactMap { $0.int("match_id") }
        #expect(ids != ids.sorted())
    }

    @Test func bySequenceNumStopsShortAtTheClockAndStartsAtTheBeginningFrom0() async throws {
        let fromZero = try await before2024.result(ValvePaths.bySequence, [("start_at_match_seq_num", "0")])
        let starts = fromZero.matchList.compactMap { $0.int("start_time") }
        #expect(starts.count == 100 && starts.allSatisfy { $0 < MatchNumbering.historyStart + 2 * 86_400 })
        let latest = try #require(newest(before2024) { !$0.isHidden }.first)
        let tail = try await before2024.result(ValvePaths.bySequence, [("start_at_match_seq_num", String(latest.seqNum))])
        #expect(tail.matchList.count < 100)
        // The server's matches: one without a start or a duration fails the test instead of trapping.
        let ends = try tail.matchList.map { match -> Int in
            let start = try #require(match.int("start_time"), "\(match)")
            return start + (try #require(match.int("duration"), "\(match)"))
        }
        #expect(ends.allSatisfy { Double($0) <= InProcessReplay.epoch })
    }

    @Test(arguments: ["0", "-3"])
    func nothingRequestedGetsStatus8(requested: String) async throws {
        let result = try await before2024.result(ValvePaths.bySequence, [("matches_requested", requested)])
        #expect(result.int("status") == 8)
        #expect(result["statusDetail"] as? String == "'matches_requested' must be greater than 0")
    }

    @Test func aLogoAboveInt64MaxIsSentWithEveryDigit() async throws {
        let league = try #require(newest(before2024, limit: 1) { match in
            match.lobbyType != 1 && (match.teams.map { $0.radiant.logo > UInt64(Int64.max) } ?? false)
        }.first)
        let logo = try #require(league.teams?.radiant.logo)
        let answer = await before2024.call(ValvePaths.matchDetails, [("match_id", String(league.matchID))])
        #expect(answer.text.contains("\"radiant_logo\":\(logo),"))
        let result = try #require(try answer.json()["result"] as? [String: Any])
        for key in ["radiant_team_id", "radiant_name", "radiant_team_complete", "dire_team_id", "dire_name",
                    "dire_logo", "dire_team_complete", "picks_bans"] {
            #expect(result[key] != nil, "\(key)")
        }
    }

    @Test func theScoresAreEachSidesKillsAndWinnersAreMostlyRicher() async throws {
        var richerWinners = 0, compared = 0
        for match in newest(before2024, limit: 200) {
            let record = before2024.world.dota.record(of: match)
            #expect(record.radiantScore == record.players.prefix(5).map(\.kills).reduce(0, +))
            #expect(record.direScore == record.players.suffix(5).map(\.kills).reduce(0, +))
            let radiantWorth = record.players.prefix(5).map(\.netWorth).reduce(0, +)
            let direWorth = record.players.suffix(5).map(\.netWorth).reduce(0, +)
            guard radiantWorth != direWorth else { continue }
            compared += 1
            if (radiantWorth > direWorth) == record.radiantWin { richerWinners += 1 }
        }
        #expect(Double(richerWinners) > Double(compared) * 0.8)
    }
}
