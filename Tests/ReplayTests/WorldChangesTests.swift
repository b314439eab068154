// The world as the replay clock moves: the same seed gives the same changes, the state at a time does not depend on
// which requests came first, the clock's start is the generated world, and every answer at a time is the generated
// world with /_replay/events up to then applied.

import Foundation
import Testing
@testable import ReplayWorld

@Suite struct WorldChangesTests {
    /// Every player's summary, in calls of 100, by steamid.
    static func summaries(_ replay: InProcessReplay) async throws -> [String: [String: Any]] {
        let steamids = replay.world.players.map(\.steamID)
        var players: [String: [String: Any]] = [:]
        for start in stride(from: 0, to: steamids.count, by: 100) {
            let ids = steamids[start..<min(start + 100, steamids.count)].joined(separator: ",")
            let answer = await replay.call(ValvePaths.summaries, [("steamids", ids)])
            let response = try #require(try answer.json()["response"] as? [String: Any])
            for player in try #require(response["players"] as? [[String: Any]]) {
                players[try #require(player["steamid"] as? String)] = player
            }
        }
        return players
    }

    /// Each public player's friends as (friend, since), by steamid.
    static func friendLists(_ replay: InProcessReplay) async throws -> [String: [String: Int]] {
        var lists: [String: [String: Int]] = [:]
        for player in replay.world.players where !player.isPrivate {
            let answer = await replay.call(ValvePaths.friends, [("steamid", player.steamID)])
            let friends = (try answer.json()["friendslist"] as? [String: Any])?["friends"] as? [[String: Any]] ?? []
            let pairs = friends.map { ($0["steamid"] as? String ?? "", $0["friend_since"] as? Int ?? -1) }
            // The server's list: a friend in it twice fails the test, where Dictionary(uniqueKeysWithValues:) traps.
            try #require(Set(pairs.map { $0.0 }).count == pairs.count, "\(player.steamID): \(friends)")
            lists[player.steamID] = Dictionary(uniqueKeysWithValues: pairs)
        }
        return lists
    }

    static func events(_ replay: InProcessReplay, _ query: String = "") async throws -> [[String: Any]] {
        let answer = await replay.control("GET", "/_replay/events" + query)
        #expect(answer.status == 200, "\(answer.text)")
        return try answer.text.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    /// Everything a client could see of the world at the clock's now, as bytes.
    private static func everything(_ replay: InProcessReplay) async -> [Data] {
        var bodies = [await replay.control("GET", "/_replay/world").body]
        bodies.append(await replay.control("GET", "/_replay/events").body)
        let steamids = replay.world.players.map(\.steamID)
        for start in stride(from: 0, to: steamids.count, by: 100) {
            let ids = steamids[start..<min(start + 100, steamids.count)].joined(separator: ",")
            bodies.append(await replay.call(ValvePaths.summaries, [("steamids", ids)]).body)
            bodies.append(await replay.call("/ISteamUser/GetPlayerBans/v1/", [("steamids", ids)]).body)
        }
        for steamid in steamids {
            bodies.append(await replay.call(ValvePaths.friends, [("steamid", steamid)]).body)
        }
        return bodies
    }

    @Test func theClocksStartIsTheGeneratedWorld() async throws {
        let replay = InProcessReplay()
        let calendar = EventCalendar(clockStart: InProcessReplay.epoch)
        for slot in replay.world.changes.players.indices {
            let account = replay.world.changes.account(slot: slot, calendar: calendar)
            #expect(account.player(at: InProcessReplay.epoch) == replay.world.changes.players[slot], "slot \(slot)")
        }
        #expect(await replay.control("GET", "/_replay/events").text.isEmpty)
        for player in replay.world.players {
            let answer = await replay.call(ValvePaths.friends, [("steamid", player.steamID)])
            guard !player.isPrivate else { continue }
            let friends = (try answer.json()["friendslist"] as? [String: Any])?["friends"] as? [[String: Any]] ?? []
            let generated = replay.world.friends(of: player)
            let steamids = generated.map { SteamID64Math.string(accountID: $0.accountID) }
            #expect(friends.compactMap { $0["steamid"] as? String } == steamids)
            #expect(friends.compactMap { $0["friend_since"] as? Int } == generated.map(\.since))
        }
    }

    @Test func theSameSeedGivesTheSameChanges() async throws {
        let one = InProcessReplay(seed: 7), two = InProcessReplay(seed: 7), other = InProcessReplay(seed: 8)
        for replay in [one, two, other] {
            _ = await replay.control("POST", "/_replay/advance?days=5")
        }
        let first = await one.control("GET", "/_replay/events").body
        #expect(!first.isEmpty)
        #expect(first == (await two.control("GET", "/_replay/events").body))
        #expect(first != (await other.control("GET", "/_replay/events").body))
    }

    /// Ten days in one step, in ten steps with every answer read between them, or read first far in the future: the
    /// same answers at the end.
    @Test func theStateAtATimeDoesNotDependOnTheRequestsBefore() async throws {
        let oneStep = InProcessReplay(seed: 3)
        _ = await oneStep.control("POST", "/_replay/advance?days=10")
        let expected = await Self.everything(oneStep)

        let tenSteps = InProcessReplay(seed: 3)
        for _ in 0..<10 {
            _ = await Self.everything(tenSteps)
            _ = await tenSteps.control("POST", "/_replay/advance?days=1")
        }
        #expect(await Self.everything(tenSteps) == expected)

        let lookedAhead = InProcessReplay(seed: 3)
        let farAhead = Int(InProcessReplay.epoch) + 40 * 86_400
        _ = await lookedAhead.control("GET", "/_replay/events?to=\(farAhead)")
        _ = await lookedAhead.control("POST", "/_replay/advance?seconds=864000")
        #expect(await Self.everything(lookedAhead) == expected)
    }

    /// Summaries, friend lists and bans after 20 days are those at the start with every event up to now applied; each
    /// event's "before" is the state it changes.
    @Test func theAnswersAreTheGeneratedWorldWithTheEventsApplied() async throws {
        let replay = InProcessReplay(seed: 5)
        var summaries = try await Self.summaries(replay)
        var lists = try await Self.friendLists(replay)
        var bans = try await PlayerBansTests.everyone(replay)
        _ = await replay.control("POST", "/_replay/advance?days=20")
        let events = try await Self.events(replay)
        #expect(events.count > 1_000)
        let shown = { (steamid: String) in summaries[steamid]?["communityvisibilitystate"] as? Int == 3 }
        for event in events {
            let steamid = try #require(event["steamid"] as? String), time = try #require(event["time"] as? Int)
            let kind = try #require(event["event"] as? String)
            switch kind {
            case "friend_added":
                let friend = try #require(event["friend"] as? String)
                #expect(lists[steamid]?[friend] == nil, "\(event)")
                if shown(steamid) { lists[steamid]?[friend] = try #require(event["friend_since"] as? Int) }
                #expect(event["friend_since"] as? Int == time)
            case "friend_removed":
                let friend = try #require(event["friend"] as? String)
                if shown(steamid) {
                    #expect(lists[steamid]?[friend] == event["friend_since"] as? Int, "\(event)")
                    lists[steamid]?[friend] = nil
                }
            case "persona_state":
                let after = try #require(event["after"] as? Int)
                if shown(steamid) {
                    #expect(summaries[steamid]?["personastate"] as? Int == event["before"] as? Int, "\(event)")
                    summaries[steamid]?["personastate"] = after
                }
                if after == 0 { summaries[steamid]?["lastlogoff"] = time }
            case "game_started":
                if shown(steamid) {
                    #expect(summaries[steamid]?["gameid"] == nil, "\(event)")
                    summaries[steamid]?["gameid"] = event["gameid"]
                    summaries[steamid]?["gameextrainfo"] = event["gameextrainfo"]
                }
            case "game_stopped":
                if shown(steamid) {
                    #expect(summaries[steamid]?["gameid"] as? String == event["gameid"] as? String, "\(event)")
                    summaries[steamid]?["gameid"] = nil
                    summaries[steamid]?["gameextrainfo"] = nil
                }
            case "renamed":
                #expect(summaries[steamid]?["personaname"] as? String == event["before"] as? String, "\(event)")
                summaries[steamid]?["personaname"] = event["after"]
            case "vac_ban", "game_ban":
                let field = kind == "vac_ban" ? "NumberOfVACBans" : "NumberOfGameBans"
                #expect(bans[steamid]?[field] as? Int == event["before"] as? Int, "\(event)")
                bans[steamid]?[field] = event["after"]
            default:
                Issue.record("an event outside the vocabulary: \(event)")
            }
        }
        let now = try await Self.summaries(replay)
        #expect(Set(now.keys) == Set(summaries.keys))
        for (steamid, player) in now {
            for field in ["personaname", "personastate", "gameid", "gameextrainfo", "lastlogoff"] {
                let expected = summaries[steamid]?[field]
                #expect("\(player[field] ?? "none")" == "\(expected ?? "none")", "\(steamid) \(field)")
            }
        }
        #expect(try await Self.friendLists(replay) == lists)
        for (steamid, record) in try await PlayerBansTests.everyone(replay) {
            for field in ["NumberOfVACBans", "NumberOfGameBans"] {
                #expect(record[field] as? Int == bans[steamid]?[field] as? Int, "\(steamid) \(field)")
            }
        }
    }

    /// After two months, every public player's friends list them back with the same friend_since, and each role line
    /// of /_replay/world has its player's name and friend count as the routes answer them.
    @Test func friendListsStaySymmetricAndRolesFollowTheWorld() async throws {
        let replay = InProcessReplay(seed: 2)
        _ = await replay.control("POST", "/_replay/advance?days=60")
        let lists = try await Self.friendLists(replay)
        for (steamid, friends) in lists {
            for (friend, since) in friends where lists[friend] != nil {
                #expect(lists[friend]?[steamid] == since, "\(steamid) and \(friend)")
            }
        }
        let summaries = try await Self.summaries(replay)
        let lines = await replay.control("GET", "/_replay/world").text.split(separator: "\n")
        let roles = try lines.map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        var checked = 0
        for role in roles {
            guard let steamid = role["steamid"] as? String, let friends = role["friends"] as? Int else { continue }
            #expect(role["personaname"] as? String == summaries[steamid]?["personaname"] as? String, "\(role)")
            if let list = lists[steamid] { #expect(list.count == friends, "\(role)") }
            checked += 1
        }
        #expect(checked > 10)
    }

    /// A year on, a 100-id summaries call reads only those players' own days and months.
    @Test func summariesAYearOnStayCheap() async throws {
        let replay = InProcessReplay()
        _ = await replay.control("POST", "/_replay/advance?days=365")
        let ids = replay.world.players.prefix(100).map(\.steamID).joined(separator: ",")
        let clock = ContinuousClock()
        let elapsed = await clock.measure {
            #expect(await replay.call(ValvePaths.summaries, [("steamids", ids)]).status == 200)
        }
        #expect(elapsed < .seconds(2), "\(elapsed)")
    }
}
