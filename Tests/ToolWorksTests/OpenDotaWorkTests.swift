// dota-matches --source opendota and dota-detail --via opendota in-process against the replay's OpenDota: the whole
// history in one request, its filters as OpenDota's parameters, full matches in Valve's shape kept with their source,
// the fallback, a spent month, and the key.
import DotaDetailTool
import DotaMatchesTool
import Foundation
import ReplayRoutes
import SteamModels
import Testing
import TestSupport
import WebAPI

private func openDotaHistory(
    hero: String? = nil, gameMode: Int? = nil, league: Int? = nil, limit: Int? = nil, all: Bool = false,
    since: Int64? = nil, onlyNew: Bool = false, columns: [String] = []
) throws -> MatchHistoryWork {
    try MatchHistoryWork(
        source: .opendota, hero: hero, gameMode: gameMode, league: league, minPlayers: nil, limit: limit, all: all,
        since: since, onlyNew: onlyNew, columns: columns, openDotaRate: 1000)
}

/// The values of parameter `name` in each request the replay answered for OpenDota's match lists, in order.
private func sent(_ name: String, _ replay: LoopbackReplay) async throws -> [[String]] {
    try await replay.requests(to: "/api/players/").map { request in
        let query = request["query"] as? String ?? ""
        return (URLComponents(string: "?" + query)?.queryItems ?? []).filter { $0.name == name }.compactMap(\.value)
    }
}

private func lines(_ records: [[String: Any]]) throws -> [String] {
    try records.map { String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self) }
}

/// The replay's OpenDota at limits no test waits on.
private func unlimitedOpenDota(_ replay: LoopbackReplay) async throws {
    try await replay.control("POST", "/_replay/opendota", body: #"{"minute_limit":100000,"keyed_minute_limit":100000}"#)
}

@Suite struct OpenDotaHistoryWorkTests {
    @Test func theWholeHistoryPastValvesCapComesInOneRequest() async throws {
        try await LoopbackReplay.with { replay in
            let valve = try await run(try historyWork(all: true), ["gabelogannewell"], api: replay.api())
            let outcome = try await run(try openDotaHistory(all: true), ["gabelogannewell"], api: replay.api())
            #expect(outcome.messages.isEmpty)
            #expect(outcome.records.count > 500)
            #expect(try await replay.requests(to: "/api/players/").count == 1)
            let ids = outcome.records.compactMap { $0["match_id"] as? Int }
            #expect(ids == ids.sorted(by: >) && Set(ids).count == ids.count)
            #expect(Set(valve.records.compactMap { $0["match_id"] as? Int }).isSubset(of: Set(ids)))
            #expect(outcome.records.allSatisfy { $0["account_id"] as? Int == 22202 && $0["start_time"] is Int })
            let limited = try await run(try openDotaHistory(), ["gabelogannewell"], api: replay.api())
            #expect(limited.records.compactMap { $0["match_id"] as? Int } == Array(ids.prefix(100)))
        }
    }

    @Test func filtersAreOpenDotasParametersOrAppliedHere() async throws {
        try await LoopbackReplay.with { replay in
            let all = try await run(try openDotaHistory(all: true), ["robinwalker"], api: replay.api())
            let first = try #require(all.records.first)
            let heroID = try #require(first["hero_id"] as? Int)
            let heroName = try #require(HeroTable.builtIn.hero(id: heroID)?.displayName)
            let byHero = try await run(try openDotaHistory(hero: heroName, all: true), ["robinwalker"], api: replay.api())
            #expect(byHero.records.count == all.records.filter { $0["hero_id"] as? Int == heroID }.count)
            let mode = try #require(first["game_mode"] as? Int)
            let byMode = try await run(try openDotaHistory(gameMode: mode, all: true), ["robinwalker"], api: replay.api())
            #expect(byMode.records.count == all.records.filter { $0["game_mode"] as? Int == mode }.count)
            let queries = try await replay.requests(to: "/api/players/").compactMap { $0["query"] as? String }
            #expect(queries.contains { $0.contains("hero_id=\(heroID)") && $0.contains("significant=0") })
            #expect(queries.contains { $0.contains("game_mode=\(mode)") })

            let starts = all.records.compactMap { $0["start_time"] as? Int }
            // The work's records: none fail the test instead of trapping on starts[0].
            try #require(!starts.isEmpty, "no start_time: \(all.messages)")
            let since = Int64(starts[starts.count / 3])
            let recent = try await run(try openDotaHistory(since: since), ["robinwalker"], api: replay.api())
            #expect(recent.records.count == starts.filter { $0 >= since }.count)

            // The league is OpenDota's filter, whose column comes with it, so the limit goes along too.
            let inNoLeague = try await run(try openDotaHistory(league: 0, limit: 5), ["robinwalker"], api: replay.api())
            #expect(inNoLeague.records.count == 5 && inNoLeague.records.allSatisfy { $0["leagueid"] as? Int == 0 })
            let leagueQuery = try await replay.requests(to: "/api/players/").last?["query"] as? String ?? ""
            #expect(leagueQuery.contains("leagueid=0") && leagueQuery.contains("limit=5"), "\(leagueQuery)")
        }
    }

    /// OpenDota counts `date` in days back from its own now. Where its clock runs far ahead of ours (here 400 days),
    /// its Date header says so, and the list is asked for again with the days that reach --since from its now.
    @Test func sinceReachesBackFromTheServersNowWhenItsClockIsAhead() async throws {
        try await LoopbackReplay.with { replay in
            try await unlimitedOpenDota(replay)
            let serverNow = Int64(TestEpoch.seconds), since = serverNow - 3 * 86_400
            let truth = try ndjsonObjects(Data(try await replay.control(
                "GET", "/_replay/matches?account_id=\(try await replay.steamid("dota_past_cap"))&limit=500").utf8))
            let expected = truth.filter { ($0["start_time"] as? Int).map { $0 >= since } == true && $0["hidden"] as? Bool == false }
                .compactMap { $0["match_id"] as? Int }
            try #require(!expected.isEmpty, "dota_past_cap played nothing in three days")
            let behind = Date(timeIntervalSince1970: TestEpoch.seconds - 400 * 86_400)
            let listed = try await run(try openDotaHistory(since: since), ["gabelogannewell"], api: replay.api(now: { behind }))
            #expect(listed.records.compactMap { $0["match_id"] as? Int } == expected, "\(listed.messages)")
            #expect(try await sent("date", replay) == [["1"], ["4"]])

            // Clocks that agree ask once.
            let level = Date(timeIntervalSince1970: TestEpoch.seconds)
            let again = try await run(try openDotaHistory(since: since), ["gabelogannewell"], api: replay.api(mode: .refresh, now: { level }))
            #expect(again.records.count == expected.count)
            #expect(try await replay.requests(to: "/api/players/").count == 3)
        }
    }

    /// --new over OpenDota's whole list leaves out only what the store holds for the account; with a limit, the
    /// limit counts new matches, so OpenDota is not asked to cut its list.
    @Test func newMatchesAreEveryOneTheStoreLacks() async throws {
        try await LoopbackReplay.with { replay in
            try await unlimitedOpenDota(replay)
            let summaries = try await run(try openDotaHistory(all: true), ["robinwalker"], api: replay.api())
            try #require(summaries.records.count > 2, "\(summaries.messages)")
            let first = try lines([summaries.records[0]])
            let fetched = try await run(MatchDetailsWork(source: .opendota, sequenceRate: 1000), first, api: replay.api())
            #expect(fetched.records.count == 1)
            let new = try await run(try openDotaHistory(onlyNew: true), ["robinwalker"], api: replay.api())
            let listed = summaries.records.compactMap { $0["match_id"] as? Int }
            #expect(new.records.compactMap { $0["match_id"] as? Int } == Array(listed.dropFirst()))
            let two = try await run(try openDotaHistory(limit: 2, onlyNew: true), ["robinwalker"], api: replay.api())
            #expect(two.records.compactMap { $0["match_id"] as? Int } == Array(listed.dropFirst().prefix(2)))
            #expect(try await sent("limit", replay).last == [])
        }
    }

    /// OpenDota's default columns are replaced by any projection, so every request names the ones stat-agg reads, each
    /// once, and --project's after them.
    @Test func everyRequestAsksForTheDefaultColumnsAndProjectAddsMore() async throws {
        try await LoopbackReplay.with { replay in
            let plain = try await run(try openDotaHistory(limit: 3), ["robinwalker"], api: replay.api())
            #expect(plain.records.count == 3 && plain.messages.isEmpty)
            let more = try await run(
                try openDotaHistory(limit: 3, columns: ["patch", "kills", "patch"]), ["robinwalker"], api: replay.api())
            #expect(more.records.count == 3 && more.messages.isEmpty)
            let projected = try await sent("project", replay)
            #expect(projected.count == 2)
            #expect(projected.first == SteamAPI.openDotaRowFields)
            #expect(projected.last == SteamAPI.openDotaRowFields + ["patch"])
            for column in ["heroes", "gold_per_min", "lane_role", "cluster", "hero_variant", "item_5", "actions_per_min"] {
                #expect(projected.first?.contains(column) == true, "\(column)")
            }
            #expect(Set(SteamAPI.openDotaRowFields).count == SteamAPI.openDotaRowFields.count)
            #expect(more.records.allSatisfy { $0["patch"] is Int && $0["hero_id"] is Int && $0["hero_variant"] != nil })
        }
    }

    /// A column OpenDota lacks is dropped without a word: one note names the asked-for ones no row carries, not one
    /// present but null (skill), nor one present (patch); the replay has every default one.
    @Test func oneNoteNamesTheAskedForColumnsNoRowCarries() async throws {
        try await LoopbackReplay.with { replay in
            let one = try await run(
                try openDotaHistory(limit: 4, columns: ["no_such_column", "skill", "patch"]), ["robinwalker"], api: replay.api())
            #expect(one.records.count == 4)
            #expect(one.records.allSatisfy { $0.keys.contains("skill") && $0["no_such_column"] == nil })
            #expect(one.notes == ["argument 1 (robinwalker): OpenDota sent no column named no_such_column (not one of its player_caches columns?)"])
            let two = try await run(
                try openDotaHistory(all: true, columns: ["nope", "skill", "neither"]), ["robinwalker", "gabelogannewell"],
                api: replay.api())
            #expect(two.notes == ["robinwalker", "gabelogannewell"].enumerated().map { index, account in
                "argument \(index + 1) (\(account)): OpenDota sent no columns named nope, neither (not among its player_caches columns?)"
            })
            let present = try await run(try openDotaHistory(limit: 2, columns: ["skill"]), ["robinwalker"], api: replay.api())
            #expect(present.messages.isEmpty)
        }
    }

    @Test func implausibleColumnNamesAreRefused() throws {
        for name in ["", "bad name", "Kills", "kills;drop", "item-0", "héros"] {
            #expect(throws: (any Error).self, "\(name)") { try MatchHistoryWork.checkColumns(["kills", name]) }
        }
        try MatchHistoryWork.checkColumns(["kills", "item_0", "no_such_column"])
    }

    /// OpenDota-only runs ask Valve nothing, so no Steam key is needed, and --hero still takes a name.
    @Test func withoutASteamKeyOpenDotaRunsAskValveNothing() async throws {
        try await LoopbackReplay.with { replay in
            try await unlimitedOpenDota(replay)
            let keyless = replay.api(key: .missing(keyFile: replay.directory.appendingPathComponent("no/key").path))
            let account = try await replay.steamid("demo_user")
            let history = try await run(try openDotaHistory(all: true), [account], api: keyless)
            #expect(history.messages.isEmpty && !history.records.isEmpty)
            let heroID = try #require(history.records.first?["hero_id"] as? Int)
            let heroName = try #require(HeroTable.builtIn.hero(id: heroID)?.displayName)
            let byHero = try await run(try openDotaHistory(hero: heroName, limit: 3), [account], api: keyless)
            #expect(!byHero.records.isEmpty && byHero.records.allSatisfy { $0["hero_id"] as? Int == heroID })
            let detail = try await run(
                MatchDetailsWork(source: .opendota, sequenceRate: 1000), try lines(Array(history.records.prefix(3))), from: .lines,
                api: keyless)
            #expect(detail.messages.isEmpty && detail.records.count == 3)
            let players = detail.records.compactMap { $0["players"] as? [[String: Any]] }.joined()
            #expect(!players.isEmpty && players.allSatisfy { $0["hero_name"] is String })
            let valve = try await replay.requests(to: "/").filter { request in
                let path = request["path"] as? String ?? ""
                return !path.hasPrefix("/api/") && !path.hasPrefix("/_replay")
            }
            #expect(valve.isEmpty, "\(valve)")
        }
    }

    @Test func aPrivateProfileIsAnEmptyListAndANote() async throws {
        try await LoopbackReplay.with { replay in
            let hidden = try await replay.steamid("dota_private_history")
            let outcome = try await run(try openDotaHistory(columns: ["no_such_column"]), [hidden], api: replay.api())
            #expect(outcome.records.isEmpty)
            #expect(outcome.notes == ["argument 1 (\(hidden)): OpenDota lists no matches for \(hidden) (it answers so for a private profile too)"])
        }
    }
}

@Suite struct OpenDotaDetailsWorkTests {
    @Test func matchesComeInValvesShapeAndARerunAsksNothing() async throws {
        try await LoopbackReplay.with { replay in
            try await unlimitedOpenDota(replay)
            let summaries = try await run(try openDotaHistory(limit: 20), ["gabelogannewell"], api: replay.api())
            let input = try lines(summaries.records)
            let outcome = try await run(MatchDetailsWork(source: .opendota, sequenceRate: 1000), input, from: .lines, api: replay.api())
            #expect(outcome.messages.isEmpty)
            #expect(outcome.records.map { $0["match_id"] as? Int } == summaries.records.map { $0["match_id"] as? Int })
            #expect(try await replay.requests(to: "/api/matches/").count == 20)
            #expect(try await replay.requests(to: "IDOTA2Match").isEmpty)
            for record in outcome.records {
                #expect(record["account_id"] as? Int == 22202 && record["radiant_win"] is Bool)
                #expect(record["opendota"] is [String: Any])
                let players = try #require(record["players"] as? [[String: Any]])
                #expect(players.allSatisfy { $0["account_id"] is Int && $0["hero_name"] is String && $0["is_radiant"] is Bool })
            }
            let again = try await run(MatchDetailsWork(source: .opendota, sequenceRate: 1000), input, from: .lines, api: replay.api())
            #expect(again.records.count == 20)
            #expect(try await replay.requests(to: "/api/matches/").count == 20)
        }
    }

    /// The same match through either source: every field Valve sent that OpenDota has too, equal.
    @Test func aMatchHasTheSameFactsWhicheverSourceItCameFrom() async throws {
        try await LoopbackReplay.with { replay in
            try await unlimitedOpenDota(replay)
            let summaries = try await run(try historyWork(limit: 3), ["robinwalker"], api: replay.api())
            let input = try lines(summaries.records)
            let valve = try await run(MatchDetailsWork(source: .sequence, sequenceRate: 1000), input, from: .lines, api: replay.api(mode: .bypass))
            let openDota = try await run(MatchDetailsWork(source: .opendota, sequenceRate: 1000), input, from: .lines, api: replay.api(mode: .bypass))
            #expect(valve.records.count == 3 && openDota.records.count == 3)
            for (fromValve, fromOpenDota) in zip(valve.records, openDota.records) {
                for name in ["match_id", "match_seq_num", "radiant_win", "start_time", "duration", "game_mode", "lobby_type", "leagueid"] {
                    #expect(fromValve[name] as? NSObject == fromOpenDota[name] as? NSObject, "\(name)")
                }
                let valvePlayers = try #require(fromValve["players"] as? [[String: Any]])
                let openDotaPlayers = try #require(fromOpenDota["players"] as? [[String: Any]])
                #expect(valvePlayers.count == openDotaPlayers.count)
                for (player, other) in zip(valvePlayers, openDotaPlayers) {
                    for name in ["player_slot", "hero_id", "hero_name", "kills", "deaths", "assists", "is_radiant"] {
                        #expect(player[name] as? NSObject == other[name] as? NSObject, "\(name)")
                    }
                    #expect((player["account_id"] as? Int ?? Int(Match.anonymousAccountID)) == other["account_id"] as? Int)
                }
            }
        }
    }

    @Test func autoFallsBackToOpenDotaWhenAskedAndAMatchItLacksIsANote() async throws {
        try await LoopbackReplay.with { replay in
            try await unlimitedOpenDota(replay)
            let summaries = try await run(try historyWork(limit: 3), ["robinwalker"], api: replay.api())
            let work = MatchDetailsWork(source: .auto, fallback: .opendota, sequenceRate: 1000)
            let notices = NoticeLog()
            let outcome = try await run(
                work, try lines(summaries.records) + ["1"], from: .lines, api: replay.api(notices: notices.add))
            #expect(outcome.records.count == 3)
            #expect(notices.lines == ["GetMatchDetails answers HTTP 500 {} (down since May 2024); fetching matches from OpenDota instead"])
            #expect(outcome.notes == ["line 4 (1): OpenDota has no match 1 (HTTP 404 Not Found)"])
            #expect(try await replay.requests(to: "GetMatchDetails").count == 1)
            #expect(try await replay.requests(to: "GetMatchHistoryBySequenceNum").isEmpty)
            #expect(try await replay.requests(to: "/api/matches/").count == 4)
        }
    }

    /// The keyless month runs out: the answer that used it stands, and the run ends at once with exit 5.
    @Test func aSpentMonthEndsTheRunWithoutAnotherRequest() async throws {
        try await LoopbackReplay.with { replay in
            let summaries = try await run(try historyWork(limit: 6), ["robinwalker"], api: replay.api())
            try await replay.control("POST", "/_replay/opendota", body: #"{"minute_limit":100000,"month_limit":2,"month_used":0}"#)
            let api = replay.api()
            let work = MatchDetailsWork(source: .opendota, sequenceRate: 1000)
            var spent: (any Error)?
            do {
                _ = try await run(work, try lines(summaries.records), from: .lines, api: api)
            } catch {
                spent = error
            }
            let error = try #require(spent as? WebAPIError)
            #expect(error.exitStatus == .rateLimited)
            #expect(error.description.hasPrefix("OpenDota allows no more requests without a key until its allowance renews"))
            let asked = try await replay.requests(to: "/api/matches/").count
            #expect(asked <= 3)
            await #expect(throws: WebAPIError.self) { try await run(work, try lines(summaries.records), from: .lines, api: api) }
            #expect(try await replay.requests(to: "/api/matches/").count == asked)
        }
    }

    /// A key makes the requests the keyed tier's, which has no monthly allowance to spend.
    @Test func theKeyGoesAsABearerTokenAndLiftsTheMonth() async throws {
        try await LoopbackReplay.with { replay in
            let summaries = try await run(try historyWork(limit: 5), ["robinwalker"], api: replay.api())
            try await replay.control("POST", "/_replay/opendota", body: #"{"keyed_minute_limit":100000,"month_limit":1,"month_used":1}"#)
            let api = replay.api(openDotaKey: .environment(ReplayService.defaultOpenDotaKey))
            let outcome = try await run(MatchDetailsWork(source: .opendota, sequenceRate: 1000), try lines(summaries.records), from: .lines, api: api)
            #expect(outcome.records.count == 5 && outcome.messages.isEmpty)
            let refused = replay.api(openDotaKey: .refused(KeyFileProblem(path: "/k", reason: "is open to others", fix: "chmod 600 /k")))
            let error = await #expect(throws: WebAPIError.self) {
                try await run(MatchDetailsWork(source: .opendota, sequenceRate: 1000), ["1"], api: refused)
            }
            #expect(error?.exitStatus == .authentication)
            #expect(error?.description == "the key file /k is open to others; fix it with: chmod 600 /k")
        }
    }
}
