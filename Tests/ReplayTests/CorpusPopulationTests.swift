// Who plays in the corpus: the focus account in its share of matches on both sides, friends with and against it,
// recurring pool peers, favourite heroes, anonymous players and bots.

import Foundation
import Testing
@testable import ReplayCorpus
@testable import ReplayWorld

@Suite struct CorpusPopulationTests {
    @Test func theFocusAccountIsTheRecordsPerspectiveInItsShareOfMatchesOnBothSides() throws {
        let records = try Corpus.records(try CorpusSpec(matches: 1_000, focusShare: 0.3))
        let focused = records.filter { $0.player(Corpus.focus) != nil }
        #expect((250...350).contains(focused.count), "\(focused.count) of 1000 at a share of 0.3")
        #expect(focused.allSatisfy { $0["account_id"] as? Int == Corpus.focus })
        let sides = Set(focused.compactMap { $0.player(Corpus.focus)?["is_radiant"] as? Bool })
        #expect(sides == [true, false])
        #expect(records.filter { $0.player(Corpus.focus) == nil }.allSatisfy { $0["account_id"] as? Int != Corpus.focus })
    }

    @Test func friendsJoinTheFocusAccountMostlyOnItsSideAndSometimesAgainstIt() throws {
        let records = try Corpus.records(try CorpusSpec(matches: 400))
        let population = CorpusPopulation(seeds: WorldSeeds(world: 1))
        var with = 0, against = 0, withAndAgainst: Set<Int> = []
        var sidesByFriend: [Int: Set<Bool>] = [:]
        for record in records {
            let focusSide = try #require(record.player(Corpus.focus)?["is_radiant"] as? Bool)
            for friend in population.friends.map(Int.init) {
                guard let side = record.player(friend)?["is_radiant"] as? Bool else { continue }
                side == focusSide ? (with += 1) : (against += 1)
                sidesByFriend[friend, default: []].insert(side == focusSide)
            }
        }
        withAndAgainst = Set(sidesByFriend.filter { $0.value.count == 2 }.keys)
        #expect(with > 3 * against && against > 0, "\(with) with, \(against) against")
        #expect(!withAndAgainst.isEmpty, "a friend is both a with- and an against-peer")
    }

    @Test func poolPeersRecurAndAQuarterOfTheOtherSeatsAreAnonymous() throws {
        let records = try Corpus.records(try CorpusSpec(matches: 400))
        var games: [Int: Int] = [:]
        var anonymous = 0, others = 0
        for record in records {
            for player in record.players where player["account_id"] as? Int != Corpus.focus {
                others += 1
                let account = player["account_id"] as? Int
                if account == Int(MatchAccount.anonymousID) { anonymous += 1 }
                if let account { games[account, default: 0] += 1 }
            }
        }
        #expect(games.values.filter { $0 >= 5 }.count >= 10, "peers seen in 5 or more matches")
        #expect((0.18...0.27).contains(Double(anonymous) / Double(others)), "\(anonymous) of \(others)")
    }

    @Test func theFocusAccountMostlyPlaysItsFavouriteHeroes() throws {
        let records = try Corpus.records(try CorpusSpec(matches: 400))
        var heroes: [Int: Int] = [:]
        for record in records {
            if let hero = record.player(Corpus.focus)?["hero_id"] as? Int { heroes[hero, default: 0] += 1 }
        }
        let topFifteen = heroes.values.sorted(by: >).prefix(15).reduce(0, +)
        #expect(Double(topFifteen) / 400 >= 0.75, "\(topFifteen) of 400 on its 15 most played heroes")
    }
}
