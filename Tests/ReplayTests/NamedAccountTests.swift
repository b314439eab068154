// The promise the docs rely on: robinwalker and gabelogannewell are world players with their real ids, public friend
// lists, Dota 2 and Team Fortress 2 among played games, recent games and Dota matches, for every seed; and no
// generated account can take their ids.

import Foundation
import Testing
@testable import ReplayWorld

@Suite struct NamedAccountTests {
    @Test(arguments: [1, 2, 77] as [UInt64])
    func theNamedAccountsHaveEverythingTheExamplesShow(seed: UInt64) async throws {
        let replay = InProcessReplay(seed: seed)
        for (vanity, steamid) in [("robinwalker", "76561197960435530"), ("gabelogannewell", "76561197960287930")] {
            // Vanity names resolve without regard to case, as Steam's do.
            for asked in [vanity, vanity.uppercased()] {
                let resolved = try await replay.call(ValvePaths.vanity, [("vanityurl", asked)]).json()["response"] as? [String: Any]
                #expect(resolved?["steamid"] as? String == steamid && resolved?["success"] as? Int == 1, "\(asked)")
            }
            let role = try await replay.identity(vanity)
            #expect(role["steamid"] as? String == steamid && role["vanity"] as? String == vanity)

            let friendList = try await replay.call(ValvePaths.friends, [("steamid", steamid)]).json()
            let friends = try #require((friendList["friendslist"] as? [String: Any])?["friends"] as? [[String: Any]])
            #expect(!friends.isEmpty && friends.count == role["friends"] as? Int, "\(vanity)")

            let owned = await replay.call(GamePaths.owned, [("steamid", steamid), ("include_played_free_games", "1")])
            let games = try #require((try owned.json()["response"] as? [String: Any])?["games"] as? [[String: Any]])
            let played = Set(games.filter { $0["playtime_forever"] as? Int ?? 0 > 0 }.compactMap { $0["appid"] as? Int })
            #expect(played.isSuperset(of: [570, 440]), "\(vanity)")

            let recent = try #require(try await replay.call(GamePaths.recent, [("steamid", steamid)]).json()["response"] as? [String: Any])
            #expect(recent["total_count"] as? Int ?? 0 > 0, "\(vanity)")

            let achievements = await replay.call(GamePaths.achievements, [("steamid", steamid), ("appid", "440")])
            let unlocks = (try achievements.json()["playerstats"] as? [String: Any])?["achievements"] as? [[String: Any]]
            #expect(!(unlocks ?? []).isEmpty, "\(vanity)")

            let history = try await replay.result(ValvePaths.matchHistory, [("account_id", steamid)])
            #expect(!history.matchList.isEmpty && role["matches"] as? Int ?? 0 > 0, "\(vanity)")
        }
        // robinwalker is the demo user, so a sign-in without a chosen account is his.
        #expect(try await replay.identity("demo_user")["vanity"] as? String == "robinwalker")
    }

    /// The named ids are handed out by no slot: a slot the permutation would give one takes its donor's number.
    @Test func reservedIDsGoToNoSlotAndMoveOnlyTheSlotsThatDrewThem() {
        let seeds = WorldSeeds(world: 5)
        let plain = AccountNumbering(seeds: seeds, reserved: [])
        let donors = [(1 << 30) - 1, (1 << 30) - 2].map { plain.accountID(slot: $0) }
        // Slot 3's id is reserved, and so is what the first donor would give it: the walk goes on to the second donor.
        let reserved = [plain.accountID(slot: 3), donors[0]]
        let numbering = AccountNumbering(seeds: seeds, reserved: reserved)
        let slots = 0..<60_000
        let ids = slots.map(numbering.accountID(slot:))
        #expect(Set(ids).count == slots.count)
        #expect(Set(ids).isDisjoint(with: reserved))
        #expect(ids[3] == donors[1])
        #expect(slots.filter { ids[$0] != plain.accountID(slot: $0) } == [3])
    }

    @Test(arguments: [1, 2, 77] as [UInt64])
    func noGeneratedAccountHasANamedID(seed: UInt64) {
        let seeds = WorldSeeds(world: seed)
        let roster = Roster(seeds: seeds, count: WorldGenerator.playerCount)
        let named = Set(NamedAccount.all.map(\.accountID))
        let wearers = roster.players.filter { named.contains($0.accountID) }
        #expect(wearers.map(\.vanity).sorted() == NamedAccount.all.map(\.vanity).sorted())
        let numbering = AccountNumbering(seeds: seeds)
        #expect((0..<60_000).allSatisfy { !named.contains(numbering.accountID(slot: $0)) })
    }
}
