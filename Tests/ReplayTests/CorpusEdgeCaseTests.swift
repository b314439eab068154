// The edge cases placed at fixed indexes modulo 200 are all in a corpus of 400, whatever the seed; the week
// boundaries follow --start and --end; dates and specs are checked.

import Foundation
import Testing
@testable import ReplayCorpus
@testable import ReplayWorld

@Suite struct CorpusEdgeCaseTests {
    @Test(arguments: [1, 99] as [UInt64])
    func everyEdgeCaseIsInFourHundredRecords(seed: UInt64) throws {
        let records = try Corpus.records(try CorpusSpec(matches: 400, seed: seed))
        let abandoned = records.filter { $0["duration"] as? Int == 6 }
        #expect(!abandoned.isEmpty)
        for match in abandoned {
            #expect(match.players.contains { ($0["leaver_status"] as? Int ?? 0) >= 2 })
            #expect(match.players.allSatisfy { $0["kills"] as? Int == 0 })
            #expect(match.players.allSatisfy { $0["level"] as? Int == 1 && $0["ability_upgrades"] == nil })
        }
        func has(mode: Int, lobby: Int) -> Bool {
            records.contains { $0["game_mode"] as? Int == mode && $0["lobby_type"] as? Int == lobby }
        }
        #expect(has(mode: 23, lobby: 0) && has(mode: 22, lobby: 7) && has(mode: 18, lobby: 0))
        #expect(has(mode: 22, lobby: 0) && has(mode: 22, lobby: 1))
        #expect(records.contains { $0["game_mode"] as? Int == 2 && $0["lobby_type"] as? Int == 0 && $0["picks_bans"] != nil })
        let league = try #require(records.first { $0["lobby_type"] as? Int == 2 })
        #expect((league["leagueid"] as? Int ?? 0) > 0 && league["radiant_name"] is String && league["dire_logo"] != nil)
        #expect(records.contains { $0.players.allSatisfy { $0["leaver_status"] == nil } })
        let starts = Set(records.compactMap { $0["start_time"] as? Int })
        let boundaries = [1_609_459_199, 1_609_718_399, 1_609_718_400, 1_735_516_799, 1_735_516_800, 1_736_121_599]
        #expect(boundaries.allSatisfy(starts.contains))
        #expect(records.contains { $0["radiant_win"] as? Bool == false })
        #expect(records.contains { $0.players.contains { ($0["gold_per_min"] as? Int ?? 0) > 9_999 } })
        let clusters = Set(records.compactMap { $0["cluster"] as? Int })
        #expect(clusters.contains(999) && clusters.subtracting([999]).isSubset(of: MatchRecordGenerator.clusters))
        #expect(records.contains { $0.players.contains { $0["account_id"] == nil } }, "a bot")
    }

    @Test func weekBoundariesOutsideTheSpanAreLeftOutAndEveryStartIsInIt() throws {
        let start = try #require(CorpusDate.unixSeconds("2024-06-01"))
        let end = try #require(CorpusDate.unixSeconds("2025-01-01"))
        let records = try Corpus.records(try CorpusSpec(matches: 400, start: start, end: end))
        let starts = Set(records.compactMap { $0["start_time"] as? Int })
        #expect(starts.allSatisfy { (start..<end).contains($0) })
        #expect(starts.isSuperset(of: [1_735_516_799, 1_735_516_800]))
    }

    @Test func datesAreUTCDaysOrSeconds() {
        #expect(CorpusDate.unixSeconds("2020-12-01") == CorpusSpec.defaultStart)
        #expect(CorpusDate.unixSeconds("2026-06-01") == CorpusSpec.defaultEnd)
        #expect(CorpusDate.unixSeconds("2021-01-04T00:00:00Z") == 1_609_718_400)
        #expect(CorpusDate.unixSeconds("2024-12-29T23:59:59Z") == 1_735_516_799)
        #expect(CorpusDate.unixSeconds("2024-02-29") == 1_709_164_800)
        for bad in ["2023-02-29", "2020-13-01", "2020-12-1", "20201201", "2020-12-01T24:00:00Z", "2020-12-01T10:00:00", ""] {
            #expect(CorpusDate.unixSeconds(bad) == nil, "\(bad)")
        }
    }

    @Test func aSpecOutOfRangeIsRefusedNamingTheFlag() {
        #expect(throws: CorpusSpecError.self) { try CorpusSpec(matches: -1) }
        #expect(throws: CorpusSpecError.self) { try CorpusSpec(matches: CorpusSpec.matchLimit + 1) }
        #expect(throws: CorpusSpecError.self) { try CorpusSpec(matches: 1, start: 1_000, end: 2_000) }
        #expect(throws: CorpusSpecError.self) { try CorpusSpec(matches: 1, start: CorpusSpec.defaultEnd, end: CorpusSpec.defaultStart) }
        do {
            _ = try CorpusSpec(matches: 10, focusShare: 1.5)
            Issue.record("a focus share of 1.5 was accepted")
        } catch {
            #expect(error.description.hasPrefix("--focus-share 1.5"))
        }
    }
}
