// GET /_replay/events: its vocabulary, key order and types, friendships on both sides, windows that tile, the cast's
// fixed friendships, and the queries it refuses.

import Foundation
import Testing
@testable import ReplayRoutes

@Suite struct WorldEventsTests {
    /// Each event's keys in order; client tests read them by these names.
    static let vocabulary: [String: [String]] = [
        "friend_added": ["time", "event", "steamid", "friend", "friend_since", "visible"],
        "friend_removed": ["time", "event", "steamid", "friend", "friend_since", "visible"],
        "persona_state": ["time", "event", "steamid", "before", "after", "visible"],
        "game_started": ["time", "event", "steamid", "gameid", "gameextrainfo", "visible"],
        "game_stopped": ["time", "event", "steamid", "gameid", "gameextrainfo", "visible"],
        "renamed": ["time", "event", "steamid", "before", "after", "visible"],
        "vac_ban": ["time", "event", "steamid", "before", "after", "visible"],
        "game_ban": ["time", "event", "steamid", "before", "after", "visible"],
    ]

    /// A month on the clock of seed 1: each line, and each line read.
    static func month() async -> (lines: [Substring], events: [[String: Any]]) {
        let replay = InProcessReplay()
        _ = await replay.control("POST", "/_replay/advance?days=30")
        let lines = await replay.control("GET", "/_replay/events").text.split(separator: "\n")
        let events = lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        return (lines, events)
    }

    /// The keys of a one-level object in the order written.
    private static func keys(_ line: Substring) -> [String] {
        line.dropFirst().dropLast().split(separator: ",").compactMap { member in
            guard member.hasPrefix("\""), let key = member.split(separator: ":").first else { return nil }
            return key.replacingOccurrences(of: "\"", with: "")
        }
    }

    @Test func everyLineIsInTheVocabularyWithItsKeysInOrder() async throws {
        let (lines, events) = await Self.month()
        #expect(lines.count == events.count)
        for (line, event) in zip(lines, events) {
            let kind = try #require(event["event"] as? String)
            let keys = try #require(Self.vocabulary[kind], "\(line)")
            // A persona name may hold a comma; such a line's keys are checked by name alone.
            if !line.contains(#""renamed""#) { #expect(Self.keys(line) == keys, "\(line)") }
            #expect(Set(event.keys) == Set(keys), "\(line)")
            #expect(event["time"] is Int && event["steamid"] is String && event["visible"] is Bool)
            switch kind {
            case "friend_added", "friend_removed": #expect(event["friend"] is String && event["friend_since"] is Int)
            case "game_started", "game_stopped": #expect(event["gameid"] is String && event["gameextrainfo"] is String)
            case "renamed":
                let before = event["before"] as? String, after = event["after"] as? String
                #expect(before != nil && after != nil && before != after)
            default: #expect(event["before"] as? Int != event["after"] as? Int && event["after"] is Int)
            }
            if kind.hasSuffix("_ban") { #expect(event["after"] as? Int == (event["before"] as? Int ?? -1) + 1) }
        }
        let kinds = Set(events.compactMap { $0["event"] as? String })
        #expect(kinds == Set(Self.vocabulary.keys), "a month shows every kind: \(kinds.sorted())")
    }

    @Test func eventsComeInTimeOrderWithinTheMonth() async throws {
        let times = await Self.month().events.compactMap { $0["time"] as? Int }
        #expect(times == times.sorted())
        let start = Int(InProcessReplay.epoch)
        #expect(times.allSatisfy { $0 >= start && $0 < start + 30 * 86_400 })
    }

    /// Dota 2 is the game most often started.
    @Test func dotaIsPlayedOften() async throws {
        let started = await Self.month().events.filter { $0["event"] as? String == "game_started" }
        let dota = started.filter { $0["gameid"] as? String == "570" && $0["gameextrainfo"] as? String == "Dota 2" }
        #expect(dota.count * 4 > started.count, "\(dota.count) of \(started.count)")
    }

    /// A switch of game is a stop then a start at the same second, and leaving in a game stops it first.
    @Test func aGameStopsBeforeTheNextStartsOrThePlayerLeaves() async throws {
        let events = await Self.month().events
        var switches = 0, leavesInGame = 0
        for (stop, next) in zip(events, events.dropFirst()) where stop["event"] as? String == "game_stopped" {
            guard next["steamid"] as? String == stop["steamid"] as? String, next["time"] as? Int == stop["time"] as? Int
            else { continue }
            if next["event"] as? String == "game_started" { switches += 1 }
            if next["event"] as? String == "persona_state", next["after"] as? Int != 1 { leavesInGame += 1 }
        }
        #expect(switches > 100 && leavesInGame > 1_000, "\(switches) switches, \(leavesInGame) left in a game")
        let startedAfterState = zip(events, events.dropFirst()).filter { first, second in
            first["event"] as? String == "game_started" && second["event"] as? String == "persona_state"
                && first["steamid"] as? String == second["steamid"] as? String && first["time"] as? Int == second["time"] as? Int
        }
        #expect(startedAfterState.isEmpty)
    }

    /// A friendship begins and ends on both sides at once, with the same time and the same friend_since.
    @Test func friendshipsChangeOnBothSides() async throws {
        let friendships = await Self.month().events.filter { ($0["event"] as? String)?.hasPrefix("friend_") == true }
        #expect(friendships.count > 100)
        // Required: the pairs below read friendships[pair + 1], which an odd count would take past the end.
        try #require(friendships.count % 2 == 0, "\(friendships.count) friendship events")
        for pair in stride(from: 0, to: friendships.count, by: 2) {
            let one = friendships[pair], other = friendships[pair + 1]
            #expect(one["steamid"] as? String == other["friend"] as? String)
            #expect(one["friend"] as? String == other["steamid"] as? String)
            #expect(one["time"] as? Int == other["time"] as? Int && one["event"] as? String == other["event"] as? String)
            #expect(one["friend_since"] as? Int == other["friend_since"] as? Int)
        }
    }

    /// The Steam cast's friendships never change, so the hubs, the loner and the demo user keep their lists.
    @Test func theCastsFriendshipsNeverChange() async throws {
        let replay = InProcessReplay()
        let roles = ["many_friends", "no_friends", "demo_user"]
        var before: [[String: Any]] = []
        for role in roles { before.append(try await replay.identity(role)) }
        _ = await replay.control("POST", "/_replay/advance?days=60")
        for (role, old) in zip(roles, before) {
            #expect(try await replay.identity(role)["friends"] as? Int == old["friends"] as? Int, "\(role)")
        }
        let cast = Set(before.compactMap { $0["steamid"] as? String })
        let touched = try await WorldChangesTests.events(replay).filter { event in
            (event["event"] as? String)?.hasPrefix("friend_") == true
                && (cast.contains(event["steamid"] as? String ?? "") || cast.contains(event["friend"] as? String ?? ""))
        }
        #expect(touched.isEmpty, "\(touched)")
        let noFriends = await replay.call(ValvePaths.friends, [("steamid", try await replay.steamid("no_friends"))])
        #expect(noFriends.text == "{}")
    }

    /// Windows that meet at a second list between them every event of the window they make up, once.
    @Test func windowsTile() async throws {
        let replay = InProcessReplay()
        let start = Int(InProcessReplay.epoch), middle = start + 2 * 86_400 + 1_234, end = start + 5 * 86_400
        let whole = await replay.control("GET", "/_replay/events?from=\(start)&to=\(end)").text
        let first = await replay.control("GET", "/_replay/events?from=\(start)&to=\(middle)").text
        let second = await replay.control("GET", "/_replay/events?from=\(middle)&to=\(end)").text
        #expect(!first.isEmpty && !second.isEmpty)
        #expect(first + second == whole)
        _ = await replay.control("POST", "/_replay/advance?days=5")
        #expect(await replay.control("GET", "/_replay/events").text == whole)
    }

    /// The default window is what the answers at now show: an event at exactly now is in neither, and once the clock
    /// is a second past it, in both.
    @Test func anEventAtExactlyNowIsListedWhenTheAnswersShowIt() async throws {
        let replay = InProcessReplay()
        let start = Int(InProcessReplay.epoch)
        let day = await replay.control("GET", "/_replay/events?to=\(start + 86_400)").text.split(separator: "\n")
        let events = day.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        let change = try #require(events.first { event in
            event["event"] as? String == "persona_state" && event["visible"] as? Bool == true
                && (event["time"] as? Int ?? start) > start
        })
        let time = try #require(change["time"] as? Int), steamid = try #require(change["steamid"] as? String)
        func state() async throws -> Int? {
            let answer = await replay.call(ValvePaths.summaries, [("steamids", steamid)])
            let players = try #require((try answer.json()["response"] as? [String: Any])?["players"] as? [[String: Any]])
            return try #require(players.first)["personastate"] as? Int
        }
        func listed() async -> Bool {
            let lines = await replay.control("GET", "/_replay/events").text.split(separator: "\n")
            return lines.contains { $0.contains(#""time":\#(time),"#) && $0.contains(steamid) }
        }

        #expect(await replay.control("POST", "/_replay/advance?seconds=\(time - start)").status == 200)
        #expect(try await state() == change["before"] as? Int)
        #expect(await listed() == false)
        #expect(await replay.control("POST", "/_replay/advance?seconds=1").status == 200)
        #expect(try await state() == change["after"] as? Int)
        #expect(await listed())
    }

    /// A private profile's summary is always offline and in no game and its friend list answers 401, so its presence,
    /// games and own side of its friendships are marked "visible": false; its renames and bans, which its summary and
    /// GetPlayerBans show, and every line of a public profile are true.
    @Test func aPrivateProfilesChangesNoAnswerShowsAreMarkedInvisible() async throws {
        let replay = InProcessReplay()
        let players = await replay.control("GET", "/_replay/players").text.split(separator: "\n")
            .compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        let hidden = Set(players.filter { $0["private"] as? Bool == true }.compactMap { $0["steamid"] as? String })
        try #require(!hidden.isEmpty, "the world has private profiles")
        let events = await Self.month().events
        var invisible = 0, privateVisible = 0
        for event in events {
            let kind = try #require(event["event"] as? String), steamid = try #require(event["steamid"] as? String)
            let visible = try #require(event["visible"] as? Bool, "\(event)")
            let shown = !hidden.contains(steamid) || ["renamed", "vac_ban", "game_ban"].contains(kind)
            #expect(visible == shown, "\(event)")
            if !visible { invisible += 1 }
            if visible && hidden.contains(event["friend"] as? String ?? "") { privateVisible += 1 }
        }
        #expect(invisible > 100, "a month of private profiles' presence: \(invisible) lines")
        #expect(privateVisible > 0, "a private profile's friendship shows on its public friend's list")
    }

    @Test(arguments: [
        ("from=yesterday", "from=yesterday must be a finite number of Unix seconds"),
        ("to=inf", "to=inf must be a finite number of Unix seconds"),
        ("since=0", #"unknown query parameter "since""#),
        ("to=1e300", "to=1e300 is past the clock's ceiling"),
        ("from=1e300", "from=1e300 is past the clock's ceiling"),
    ])
    func badQueriesAreRefusedInPlainWords(query: String, message: String) async {
        let answer = await InProcessReplay().control("GET", "/_replay/events?" + query)
        #expect(answer.status == 400)
        #expect(answer.text.contains(message), "\(answer.text)")
    }
}
