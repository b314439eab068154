// dota-matches and dota-detail in-process: paging and its stops, the filters, notes for private and empty histories,
// and full matches through the sequence-number fallback.
import DotaDetailTool
import DotaMatchesTool
import Foundation
import SteamModels
import Testing
import TestSupport
import WebAPI

func historyWork(
    hero: String? = nil, limit: Int? = nil, all: Bool = false, since: Int64? = nil, onlyNew: Bool = false
) throws -> MatchHistoryWork {
    try MatchHistoryWork(hero: hero, gameMode: nil, league: nil, minPlayers: nil, limit: limit, all: all, since: since, onlyNew: onlyNew)
}

@Suite struct MatchHistoryWorkTests {
    @Test func pagesGoToValvesCapNewestFirstEachSayingWhoseMatchItIs() async throws {
        try await LoopbackReplay.with { replay in
            let outcome = try await run(try historyWork(all: true), ["gabelogannewell"], api: replay.api())
            // Valve keeps 500, and leaves high-level matches out of the pages it sends.
            #expect((450...500).contains(outcome.records.count))
            #expect(outcome.notes == [
                "argument 1 (gabelogannewell): listed \(outcome.records.count) matches, then GetMatchHistory's window ended: "
                    + "Valve lists only an account's newest 500 (total_results 500); --source opendota lists the older ones",
            ])
            let ids = outcome.records.compactMap { $0["match_id"] as? Int }
            #expect(ids == ids.sorted(by: >) && Set(ids).count == outcome.records.count)
            #expect(outcome.records.allSatisfy { $0["account_id"] as? Int == 22202 })
            // Pages, not requests: on a loaded machine a page can time out and be asked for again.
            let pages = try await replay.requests(to: "GetMatchHistory/").compactMap { $0["query"] as? String }
            #expect(Set(pages).count == 5, "\(pages)")
            let limited = try await run(try historyWork(), ["gabelogannewell"], api: replay.api())
            #expect(limited.records.count == 100)
        }
    }

    @Test func sinceAndAHeroFilterStopAndSkipAsTheySay() async throws {
        try await LoopbackReplay.with { replay in
            let all = try await run(try historyWork(all: true), ["robinwalker"], api: replay.api())
            let starts = all.records.compactMap { $0["start_time"] as? Int }
            // The work's records: none fail the test instead of trapping on starts[0].
            try #require(!starts.isEmpty, "no start_time: \(all.messages)")
            let since = Int64(starts[starts.count / 2])
            let recent = try await run(try historyWork(since: since), ["robinwalker"], api: replay.api())
            #expect(recent.records.count == starts.filter { $0 >= since }.count)

            func hero(_ record: [String: Any]) -> String? {
                (record["players"] as? [[String: Any]])?.first { $0["account_id"] as? Int == record["account_id"] as? Int }?["hero_name"] as? String
            }
            let heroName = try #require(all.records.first.flatMap(hero))
            let byHero = try await run(try historyWork(hero: heroName.lowercased(), all: true), ["robinwalker"], api: replay.api())
            #expect(!byHero.records.isEmpty)
            #expect(byHero.records.allSatisfy { hero($0) == heroName })
            #expect(byHero.records.count == all.records.filter { hero($0) == heroName }.count)
        }
    }

    /// --new lists every match the store lacks for the account, the ones past a stored match too: a gap left by a
    /// failed match is listed again.
    @Test func newMatchesAreEveryOneTheStoreLacks() async throws {
        try await LoopbackReplay.with { replay in
            let summaries = try await run(try historyWork(all: true), ["robinwalker"], api: replay.api())
            try #require(summaries.records.count > 2, "\(summaries.messages)")
            let third = try JSONSerialization.data(withJSONObject: summaries.records[2])
            let fetched = try await run(
                MatchDetailsWork(source: .auto, sequenceRate: 1000), [String(decoding: third, as: UTF8.self)], api: replay.api())
            #expect(fetched.records.count == 1)
            let new = try await run(try historyWork(onlyNew: true), ["robinwalker"], api: replay.api())
            var expected = summaries.records.compactMap { $0["match_id"] as? Int }
            expected.remove(at: 2)
            #expect(new.records.compactMap { $0["match_id"] as? Int } == expected)
        }
    }

    @Test func privateAndEmptyHistoriesAreNotes() async throws {
        try await LoopbackReplay.with { replay in
            let hidden = try await replay.steamid("dota_private_history")
            let nobody = try await replay.steamid("no_friends")
            let outcome = try await run(try historyWork(), [hidden], api: replay.api())
            #expect(outcome.notes == ["argument 1 (\(hidden)): keeps its Dota 2 match history private (GetMatchHistory status 15)"])
            let offline = try await run(try historyWork(), [nobody], api: replay.api(mode: .offline))
            #expect(offline.notes == ["argument 1 (\(nobody)): the store holds no Dota 2 matches of \(nobody)"])
        }
    }

    @Test func anUnknownHeroEndsTheRunAsAUsageError() async throws {
        try await LoopbackReplay.with { replay in
            await #expect(throws: UnknownHeroError.self) {
                try await run(try historyWork(hero: "not a hero"), ["robinwalker"], api: replay.api())
            }
        }
    }
}

@Suite struct MatchDetailsWorkTests {
    @Test func aMatchComesWholeThroughTheFallbackWithItsPlayersNamed() async throws {
        try await LoopbackReplay.with { replay in
            let summaries = try await run(try historyWork(limit: 2), ["robinwalker"], api: replay.api())
            let lines = try summaries.records.map { String(decoding: try JSONSerialization.data(withJSONObject: $0), as: UTF8.self) }
            let notices = NoticeLog()
            let outcome = try await run(
                MatchDetailsWork(source: .auto, sequenceRate: 1000), lines, from: .lines, api: replay.api(notices: notices.add))
            #expect(outcome.records.count == 2)
            #expect(outcome.records.allSatisfy { $0["account_id"] as? Int == 169_802 })
            #expect(outcome.records.map { $0["match_id"] as? Int } == summaries.records.map { $0["match_id"] as? Int })
            let players = try #require(outcome.records.first?["players"] as? [[String: Any]])
            #expect(players.allSatisfy { $0["hero_name"] is String && $0["is_radiant"] is Bool })
            #expect(outcome.notes.isEmpty)
            #expect(notices.lines.count == 1 && notices.lines[0].hasSuffix("fetching matches by sequence number instead"))
            #expect(try await replay.requests(to: "GetMatchDetails").count == 1)
        }
    }

    @Test func badInputsAndUnknownMatchesAreReportedAgainstTheirLines() async throws {
        try await LoopbackReplay.with(matchDetails: .ok) { replay in
            let outcome = try await run(
                MatchDetailsWork(source: .details, sequenceRate: 1000), ["-5", #"{"id":1}"#, "1"], from: .lines, api: replay.api())
            #expect(outcome.records.isEmpty)
            #expect(outcome.failures == [
                #"line 1 (-5): "-5" is not a match id (a positive whole number)"#,
                #"line 2: object has no "match_id" field"#,
            ])
            #expect(outcome.notes == ["line 3 (1): Valve has no match 1 (GetMatchDetails: Match ID not found)"])
        }
    }
}

@Suite struct HeroRecordsTests {
    @Test func everyHeroComesByIdWithItsNameInTheLanguageAsked() async throws {
        try await LoopbackReplay.with { replay in
            let heroes = try await HeroRecords.records(language: "en", with: replay.api())
            let ids = heroes.compactMap { $0["id"]?.integer(Int.self) }
            #expect(ids.count == HeroTable.builtIn.heroes.count && ids == ids.sorted())
            #expect(heroes.first?["localized_name"]?.string == "Anti-Mage")
        }
    }
}
