// The Dota side of the world: the roles, friends who queue together, the clock revealing matches, the variety
// clients must survive, GetHeroes, and one seed giving the same bytes.

import Foundation
import Testing
@testable import ReplayWorld

@Suite struct DotaWorldTests {
    let replay = InProcessReplay(matchDetails: .ok)

    @Test func theDotaRolesHaveIDsAndMatchCounts() async throws {
        for role in ["demo_user", "dota_past_cap", "dota_private_history", "dota_empty_page"] {
            let record = try await replay.identity(role)
            #expect(record["account_id"] is Int && record["steamid"] is String, "\(role)")
            #expect((record["matches"] as? Int ?? 0) > 0, "\(role)")
        }
        // A few hundred matches since the histories began on 2024-06-01, growing by a match every two or three days,
        // so that at the tests' moment a few hundred are his, wherever that moment is.
        let demo = try #require(try await replay.identity("demo_user")["matches"] as? Int)
        let days = (InProcessReplay.epoch - 1_717_200_000) / 86_400
        #expect(Double(demo) / days > 0.25 && Double(demo) / days < 0.75, "\(demo) matches in \(Int(days)) days")
        #expect(try await replay.identity("dota_past_cap")["matches"] as? Int ?? 0 > 2_000)
        #expect(try await replay.identity("many_friends")["matches"] == nil)
    }

    @Test func theDemoUsersFriendsRecurOnHisTeam() async throws {
        let demo = try await replay.identity("demo_user")
        let account = UInt32(try #require(demo["account_id"] as? Int))
        let player = try #require(replay.world.player(accountID: account))
        let friends = Set(replay.world.friends(of: player).map(\.accountID))
        let matches = replay.world.dota.history(of: account, at: InProcessReplay.epoch, limit: 500) { _ in true }
        var withFriends = 0, friendsAgainst = 0
        var appearances: [UInt32: Int] = [:]
        for match in matches {
            let team = try #require(match.players.first { $0.account == .shown(account) }).team
            // A friend on the other side was drawn at random into the match, not queued with him.
            let peers = match.players.compactMap { seat -> UInt32? in
                guard case .shown(let id) = seat.account, friends.contains(id) else { return nil }
                if seat.team != team { friendsAgainst += 1 }
                return seat.team == team ? id : nil
            }
            if !peers.isEmpty { withFriends += 1 }
            peers.forEach { appearances[$0, default: 0] += 1 }
        }
        #expect(Double(withFriends) > Double(matches.count) * 0.4)
        #expect(friendsAgainst < withFriends / 5)
        #expect(appearances.values.contains { $0 >= 10 })
    }

    @Test func advancingByDaysAddsMatchesAtTheHead() async throws {
        let account = String(try await replay.accountID("dota_past_cap"))
        let before = try await replay.result(ValvePaths.matchHistory, [("account_id", account)])
        let countBefore = try #require(try await replay.identity("dota_past_cap")["matches"] as? Int)
        let moved = await replay.control("POST", "/_replay/advance?days=2")
        #expect(moved.status == 200)
        let after = try await replay.result(ValvePaths.matchHistory, [("account_id", account)])
        let countAfter = try #require(try await replay.identity("dota_past_cap")["matches"] as? Int)
        #expect((7...13).contains(countAfter - countBefore), "4-6 a day, give or take one at each end")
        let oldHead = try #require(before.matchList.first?.int("match_id"))
        let newIDs = after.matchList.compactMap { $0.int("match_id") }.filter { $0 > oldHead }
        #expect(newIDs.count >= countAfter - countBefore - 2, "all but hidden ones head the history")
        #expect(after.int("total_results") == 500)
    }

    @Test func matchesVaryAsRealOnesDo() async throws {
        let matches = replay.world.dota.history(of: nil, at: InProcessReplay.epoch, limit: 4_000) { _ in true }
        #expect(matches.count == 4_000)
        let modes = Set(matches.map(\.gameMode)), lobbies = Set(matches.map(\.lobbyType))
        #expect(modes == [22, 1, 23, 2, 18])
        #expect(lobbies.isSuperset(of: [0, 1, 2, 7, 14]))
        let share = { (test: (DotaMatch) -> Bool) in Double(matches.filter(test).count) / Double(matches.count) }
        #expect((0.4...0.6).contains(share { $0.gameMode == 22 }))
        let emptyPage = replay.world.dota.population.cast.emptyPage
        let startedByEmptyPage = { (match: DotaMatch) in MatchNumbering.origin(ofMatchID: match.matchID)?.anchorSlot == emptyPage }
        #expect((0.01...0.04).contains(share { $0.isHidden && !startedByEmptyPage($0) }), "2% besides the empty-page role's")
        #expect((0.01...0.06).contains(share { $0.leagueID > 0 }))
        #expect(share { $0.lobbyType == 14 } < 0.02)

        let records = matches.prefix(1_500).map(replay.world.dota.record(of:))
        #expect(records.contains { $0.players.contains { ($0.leaverStatus ?? 0) >= 2 } })
        #expect(records.contains { $0.picksBans?.count == 24 })
        let lonePlayers = records.flatMap(\.players).filter { $0.heroID == ReplayHeroes.loneDruidID }
        #expect(!lonePlayers.isEmpty && lonePlayers.allSatisfy { $0.additionalUnits?.count == 1 })
        #expect(records.flatMap(\.players).contains { $0.level == 1 && $0.abilityUpgrades == nil })
        #expect(records.flatMap(\.players).allSatisfy { ($0.level > 1) == ($0.abilityUpgrades != nil) })
    }

    @Test func matchIDsAndSequenceNumbersNeverCollide() {
        let matches = replay.world.dota.history(of: nil, at: InProcessReplay.epoch, limit: 3_000) { _ in true }
        let ids = Set(matches.map(\.matchID)), seqs = Set(matches.map(\.seqNum))
        #expect(ids.count == matches.count && seqs.count == matches.count)
        #expect(ids.isDisjoint(with: seqs))
        let byEnd = matches.sorted { $0.seqNum < $1.seqNum }.map(\.endTime)
        #expect(byEnd == byEnd.sorted())
    }

    @Test func getHeroesListsLocalizedNamesOnlyWhenAskedInValvesOrder() async throws {
        let english = try await replay.result(ValvePaths.heroes, [("language", "en_us")])
        #expect(english.int("status") == 200)
        let heroes = try #require(english["heroes"] as? [[String: Any]])
        #expect(english.int("count") == heroes.count && heroes.count >= 120)
        let ids = heroes.compactMap { $0.int("id") }
        #expect(Set(ids).count == ids.count && !ids.contains(24) && !ids.contains(115))
        #expect(ids != ids.sorted())
        #expect(heroes.first?["localized_name"] as? String == "Anti-Mage")
        #expect(heroes.allSatisfy { ($0["name"] as? String)?.hasPrefix("npc_dota_hero_") == true })

        let bare = try await replay.result(ValvePaths.heroes)
        let bareHeroes = try #require(bare["heroes"] as? [[String: Any]])
        #expect(bareHeroes.count == heroes.count && bareHeroes.allSatisfy { $0["localized_name"] == nil })
    }

    /// Every Dota answer a client could see, for one seed.
    private func snapshot(seed: UInt64) async throws -> [Data] {
        let replay = InProcessReplay(seed: seed, matchDetails: .ok)
        let account = String(try await replay.accountID("dota_past_cap"))
        let page = await replay.call(ValvePaths.matchHistory, [("account_id", account), ("matches_requested", "100")])
        let first = try #require(try page.json()["result"] as? [String: Any]).matchList.first
        return [
            await replay.control("GET", "/_replay/world").body,
            page.body,
            await replay.call(ValvePaths.matchHistory).body,
            await replay.call(ValvePaths.matchDetails, [("match_id", "\(try #require(first?["match_id"]))")]).body,
            await replay.call(ValvePaths.bySequence, [("start_at_match_seq_num", "0")]).body,
            await replay.call(ValvePaths.heroes).body,
        ]
    }

    @Test func sameSeedGivesTheSameDotaBytes() async throws {
        let first = try await snapshot(seed: 5), second = try await snapshot(seed: 5)
        #expect(first == second)
        #expect(try await snapshot(seed: 6)[1] != first[1])
    }
}
