// GetMatchHistory as Valve answers it: the 500 cap, paging by start_at_match_id, hidden matches counted but left
// out, an empty page before the end, status 15, the filters, and hero_id ignored with account_id.

import Foundation
import Testing
@testable import ReplayWorld

@Suite struct MatchHistoryTests {
    let replay = InProcessReplay()

    @Test func pagingPastTheCapReachesExactly500AndEndsAtZeroRemaining() async throws {
        let account = try await replay.accountID("dota_past_cap")
        #expect(try await replay.identity("dota_past_cap")["matches"] as? Int ?? 0 > 1_000)
        let pages = try await replay.historyPages([("account_id", String(account))], perPage: 100)
        var remaining = 500
        var ids: [Int] = []
        var hiddenCount = 0
        for page in pages {
            #expect(page.int("status") == 1)
            #expect(page.int("total_results") == 500)
            let shown = page.matchList.compactMap { $0.int("match_id") }
            #expect(page.int("num_results") == shown.count)
            // A page covers 100 matches; the hidden ones among them are counted but not sent.
            let covered = remaining - (page.int("results_remaining") ?? -1)
            hiddenCount += covered - shown.count
            remaining -= covered
            ids += shown
        }
        #expect(remaining == 0)
        #expect(pages.last?.int("results_remaining") == 0)
        #expect(ids == ids.sorted(by: >) && Set(ids).count == ids.count)
        #expect(hiddenCount > 0 && hiddenCount < 30, "about 2% of 500 are hidden, got \(hiddenCount)")
        #expect(ids.count + hiddenCount == 500)
    }

    @Test func startAtMatchIDIncludesThatMatchAndNothingNewer() async throws {
        let account = String(try await replay.accountID("dota_past_cap"))
        let first = try await replay.result(ValvePaths.matchHistory, [("account_id", account)])
        let list = first.matchList
        let pick = try #require(list.count > 10 ? list[10].int("match_id") : nil, "\(list.count) matches on the page")
        let from = try await replay.result(
            ValvePaths.matchHistory, [("account_id", account), ("start_at_match_id", String(pick))]
        )
        #expect(from.matchList.first?.int("match_id") == pick)
        #expect(from.matchList.allSatisfy { ($0.int("match_id") ?? .max) <= pick })
        #expect(from.int("total_results") == 500)
        #expect((from.int("results_remaining") ?? .max) < (first.int("results_remaining") ?? 0))
    }

    @Test func theDefaultPageIs25AndNoPageHoldsMoreThan100() async throws {
        let account = String(try await replay.accountID("dota_past_cap"))
        let plain = try await replay.result(ValvePaths.matchHistory, [("account_id", account)])
        #expect(plain.int("results_remaining") == 475)
        let greedy = try await replay.result(
            ValvePaths.matchHistory, [("account_id", account), ("matches_requested", "1000")]
        )
        #expect(greedy.int("results_remaining") == 400)
    }

    @Test func aHiddenRunGivesAnEmptyPageWhileResultsRemain() async throws {
        let account = try await replay.accountID("dota_empty_page")
        let pages = try await replay.historyPages([("account_id", String(account))], perPage: 25)
        let empty = try #require(pages.firstIndex { $0.matchList.isEmpty })
        #expect(pages[empty].int("num_results") == 0)
        #expect((pages[empty].int("results_remaining") ?? 0) > 0)
        // Within the newest 200: at most 8 pages of 25 lead up to it.
        #expect(empty < 8)
    }

    @Test func aHiddenHistoryAnswersStatus15ByEitherIDForm() async throws {
        let role = try await replay.identity("dota_private_history")
        for id in [try #require(role["account_id"] as? Int).description, try #require(role["steamid"] as? String)] {
            let result = try await replay.result(ValvePaths.matchHistory, [("account_id", id)])
            #expect(result.int("status") == 15)
            #expect(result["statusDetail"] as? String == "Cannot get match history for a user that hasn't allowed it")
            #expect(result["matches"] == nil)
        }
        #expect((role["matches"] as? Int ?? 0) > 0)
    }

    @Test func a64BitAccountIDFindsTheSameHistory() async throws {
        let role = try await replay.identity("demo_user")
        let account = try #require(role["account_id"], "\(role)")
        let by32 = await replay.call(ValvePaths.matchHistory, [("account_id", "\(account)")])
        let by64 = await replay.call(ValvePaths.matchHistory, [("account_id", try #require(role["steamid"] as? String))])
        #expect(by32.body == by64.body)
        let page = try await replay.result(ValvePaths.matchHistory, [("account_id", "\(account)")])
        #expect(page.int("results_remaining") == (page.int("total_results") ?? 0) - 25)
        #expect(page.matchList.count > 20)
    }

    @Test func heroIDIsIgnoredWithAnAccountButFiltersTheGlobalHistory() async throws {
        let account = String(try await replay.accountID("dota_past_cap"))
        let plain = await replay.call(ValvePaths.matchHistory, [("account_id", account)])
        let withHero = await replay.call(ValvePaths.matchHistory, [("account_id", account), ("hero_id", "14")])
        #expect(plain.body == withHero.body)

        let global = try await replay.result(ValvePaths.matchHistory, [("hero_id", "14"), ("matches_requested", "50")])
        #expect(global.matchList.count > 10)
        for match in global.matchList {
            let heroes = (match["players"] as? [[String: Any]] ?? []).compactMap { $0.int("hero_id") }
            #expect(heroes.contains(14))
        }
    }

    /// What the summaries cannot show (mode, humans, league) is checked against the world behind them.
    private func matches(_ parameters: [(String, String)]) async throws -> [DotaMatch] {
        let page = try await replay.result(ValvePaths.matchHistory, parameters + [("matches_requested", "100")])
        return try page.matchList.map { summary in
            let id = UInt64(try #require(summary.int("match_id")))
            return try #require(replay.world.dota.match(id: id, at: InProcessReplay.epoch))
        }
    }

    @Test func gameModeMinPlayersAndLeagueFilter() async throws {
        let turbo = try await matches([("game_mode", "23")])
        // A page of 100 less the hidden ones among them (2%, and the empty-page role's hidden days).
        #expect(turbo.count > 80 && turbo.allSatisfy { $0.gameMode == 23 })

        let everything = try await matches([])
        #expect(everything.contains { $0.humanPlayers < 10 })
        let full = try await matches([("min_players", "10")])
        #expect(full.count > 80 && full.allSatisfy { $0.humanPlayers >= 10 })

        let newest = replay.world.dota.history(of: nil, at: InProcessReplay.epoch, limit: 500) { $0.leagueID > 0 }
        let league = try #require(newest.first)
        let inLeague = try await matches([("league_id", String(league.leagueID))])
        #expect(inLeague.map(\.matchID).contains(league.matchID))
        #expect(inLeague.allSatisfy { $0.leagueID == league.leagueID })
    }

    @Test func theGlobalHistoryIsNewestFirstAndCapped() async throws {
        let pages = try await replay.historyPages([], perPage: 100)
        let all = pages.flatMap(\.matchList)
        let starts = all.compactMap { $0.int("start_time") }
        let ids = all.compactMap { $0.int("match_id") }
        #expect(pages.allSatisfy { $0.int("total_results") == 500 })
        #expect(ids == ids.sorted(by: >))
        #expect(starts == starts.sorted(by: >), "match ids grow with start times")
        #expect(starts.allSatisfy { Double($0) <= InProcessReplay.epoch })
    }

    @Test func summariesCarryValvesFieldsAndAnonymousPlayers() async throws {
        let all = try await replay.historyPages([], perPage: 100).flatMap(\.matchList)
        let players = all.flatMap { $0["players"] as? [[String: Any]] ?? [] }
        #expect(players.count == all.count * 10)
        #expect(players.contains { $0.int("account_id") == 4_294_967_295 })
        #expect(players.contains { $0["account_id"] == nil }, "some 2026 players have no account_id key")
        let keys: Set<String> = ["account_id", "player_slot", "team_number", "team_slot", "hero_id", "hero_variant"]
        #expect(players.allSatisfy { Set($0.keys).isSubset(of: keys) && $0.count >= keys.count - 1 })
        let slots = Set(players.compactMap { $0.int("player_slot") })
        #expect(slots == [0, 1, 2, 3, 4, 128, 129, 130, 131, 132])
        let fields: Set<String> = [
            "match_id", "match_seq_num", "start_time", "lobby_type", "radiant_team_id", "dire_team_id", "players",
        ]
        #expect(all.allSatisfy { Set($0.keys) == fields })
        #expect(all.allSatisfy { $0.int("match_id") != $0.int("match_seq_num") })
    }

    @Test func nothingRequestedGetsStatus8AndANonNumberGets400() async throws {
        let none = try await replay.result(ValvePaths.matchHistory, [("matches_requested", "0")])
        #expect(none.int("status") == 8)
        let bad = await replay.call(ValvePaths.matchHistory, [("account_id", "me")])
        #expect(bad.status == 400)
        #expect(bad.text.contains("'account_id'"))
    }
}
