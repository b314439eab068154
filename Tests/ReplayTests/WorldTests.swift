// The generated world: determinism per seed, independence of its sub-seeded domains, and the roles tests rely on.

import Foundation
import Testing
@testable import ReplayWorld

@Suite struct WorldTests {
    /// Everything a client could see of the roles: the world list, and summaries and friend lists for each role.
    private func snapshot(_ replay: InProcessReplay) async throws -> [Data] {
        var bodies = [await replay.control("GET", "/_replay/world").body]
        for role in ["demo_user", "private_profile", "many_friends", "no_friends", "unknown_steamid"] {
            let steamid = try await replay.steamid(role)
            bodies.append(await replay.call(ValvePaths.summaries, [("steamids", steamid)]).body)
            bodies.append(await replay.call(ValvePaths.friends, [("steamid", steamid)]).body)
        }
        return bodies
    }

    @Test func sameSeedGivesByteIdenticalAnswers() async throws {
        let first = try await snapshot(InProcessReplay(seed: 42))
        let second = try await snapshot(InProcessReplay(seed: 42))
        #expect(first == second)
    }

    /// /_replay/players lists each of the world's 600 players once, in account id order, each one Valve's routes
    /// know, and the roles' players among them.
    @Test func thePlayersListIsEveryPlayerOnce() async throws {
        let replay = InProcessReplay()
        let lines = await replay.control("GET", "/_replay/players").text.split(separator: "\n")
        let players = try lines.map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        #expect(players.count == WorldGenerator.playerCount)
        let accounts = players.compactMap { $0["account_id"] as? Int }
        #expect(accounts == accounts.sorted() && Set(accounts).count == players.count)
        let steamids = Set(players.compactMap { $0["steamid"] as? String })
        #expect(steamids.contains(try await replay.steamid("demo_user")))
        #expect(!steamids.contains(try await replay.steamid("unknown_steamid")))
        let privateOne = try #require(players.first { $0["private"] as? Bool == true })
        #expect(privateOne["vanity"] is String)
    }

    @Test func differentSeedsGiveDifferentWorlds() async throws {
        let one = await InProcessReplay(seed: 1).control("GET", "/_replay/world").body
        let two = await InProcessReplay(seed: 2).control("GET", "/_replay/world").body
        #expect(one != two)
    }

    /// Every player's summary, in calls of 100 ids.
    private func allSummaries(_ world: World, players: [Player]) async -> [Data] {
        let replay = InProcessReplay(world: world)
        var bodies: [Data] = []
        for start in stride(from: 0, to: players.count, by: 100) {
            let ids = players[start..<min(start + 100, players.count)].map(\.steamID).joined(separator: ",")
            bodies.append(await replay.call(ValvePaths.summaries, [("steamids", ids)]).body)
        }
        return bodies
    }

    /// An extra draw in the friend graph (what adding a feature to it does) changes the graph and no profile.
    @Test func profilesDoNotDependOnFriendGraphDraws() async throws {
        let seeds = WorldSeeds(world: 9)
        let roster = Roster(seeds: seeds, count: WorldGenerator.playerCount)
        func world(extraGraphDraws: Int) -> World {
            var rng = seeds.stream(.friendGraph)
            for _ in 0..<extraGraphDraws { _ = rng.next() }
            var graph = FriendGraphBuilder(players: roster.players)
            return WorldGenerator.makeWorld(roster: roster, friendLists: graph.build(rng: &rng), seeds: seeds)
        }
        let usual = world(extraGraphDraws: 0), shifted = world(extraGraphDraws: 1)
        #expect(await allSummaries(usual, players: roster.players) == allSummaries(shifted, players: roster.players))
        let demo = roster.players[Cast.demoUser]
        #expect(usual.friends(of: demo).map(\.accountID) != shifted.friends(of: demo).map(\.accountID))
    }

    @Test func theServedWorldUsesTheSubSeededRoster() async throws {
        let roster = Roster(seeds: WorldSeeds(world: 1), count: WorldGenerator.playerCount)
        let demo = try await InProcessReplay(seed: 1).identity("demo_user")
        #expect(demo["steamid"] as? String == roster.players[Cast.demoUser].steamID)
        #expect(demo["vanity"] as? String == roster.players[Cast.demoUser].vanity)
    }

    /// A player is derived from the seed and its slot: later slots never move it, so a short roster is a prefix.
    @Test func aPlayerIsDerivableWithoutTheRest() {
        let seeds = WorldSeeds(world: 3)
        let few = Roster(seeds: seeds, count: 12).players
        let all = Roster(seeds: seeds, count: WorldGenerator.playerCount).players
        #expect(few == Array(all.prefix(12)))
    }

    @Test func streamsDifferByDomainIndexAndSeed() {
        let seeds = WorldSeeds(world: 1)
        var draws: Set<UInt64> = []
        for domain in [SeedDomain.profile, .vanity, .friendGraph, .roles, .accountNumbering] {
            for index in 0..<3 {
                var rng = seeds.stream(domain, index: index)
                draws.insert(rng.next())
            }
        }
        var other = WorldSeeds(world: 2).stream(.profile)
        draws.insert(other.next())
        #expect(draws.count == 16)
    }

    @Test func accountIDsAndVanitiesAreUniqueAndUnknownsMatchNobody() async throws {
        let seeds = WorldSeeds(world: 1)
        let roster = Roster(seeds: seeds, count: WorldGenerator.playerCount)
        let ids = Set(roster.players.map(\.accountID))
        #expect(ids.count == roster.players.count)
        #expect(!ids.contains(roster.unusedAccountID))
        #expect(ids.allSatisfy { $0 >= 1 && $0 <= UInt32(Int32.max) })
        #expect(Set(roster.players.map(\.vanity)).count == roster.players.count)
        var rng = seeds.stream(.roles)
        #expect(!roster.players.map(\.vanity).contains(roster.unusedVanity(rng: &rng)))
    }

    @Test(arguments: [1, 2, 77] as [UInt64])
    func rolesKeepTheirProperties(seed: UInt64) async throws {
        let replay = InProcessReplay(seed: seed)
        let demo = try await replay.identity("demo_user")
        let demoFriends = try #require(demo["friends"] as? Int)
        #expect((20...60).contains(demoFriends))
        let hubs = await replay.control("GET", "/_replay/world").text.split(separator: "\n")
            .filter { $0.contains(#""role":"many_friends""#) }
        #expect(hubs.count == 2)
        for hub in hubs {
            let record = try #require(JSONSerialization.jsonObject(with: Data(hub.utf8)) as? [String: Any])
            #expect((260...420).contains(try #require(record["friends"] as? Int)))
        }
        #expect(try await replay.identity("no_friends")["friends"] as? Int == 0)

        let answer = await replay.call(ValvePaths.friends, [("steamid", try #require(demo["steamid"] as? String))])
        let list = try #require(try answer.json()["friendslist"] as? [String: Any])
        let friendIDs = Set(try #require(list["friends"] as? [[String: Any]]).compactMap { $0["steamid"] as? String })
        #expect(friendIDs.contains(try await replay.steamid("many_friends")))
        #expect(friendIDs.contains(try await replay.steamid("private_profile")))

        let players = Roster(seeds: WorldSeeds(world: seed), count: WorldGenerator.playerCount).players
        let privateShare = Double(players.filter(\.isPrivate).count) / Double(players.count)
        #expect((0.06...0.14).contains(privateShare))
    }
}
