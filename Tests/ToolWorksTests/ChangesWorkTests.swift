// steam-profile --changes, in-process: after the replay's world moves 30 days, the events printed are exactly the net
// changes the world made (its own record, GET /_replay/events, folded per account); a first run prints none, and an
// answer read again from the store has no changes.
import Foundation
import SteamModels
import ChangeFeeds
import SteamProfileTool
import Testing
import TestSupport
import WebAPI

@Suite struct ChangesWorkTests {
    /// The replay clock's now, in unix seconds.
    static func clock(_ replay: LoopbackReplay) async throws -> Double {
        let object = try JSONSerialization.jsonObject(with: Data(try await replay.control("GET", "/_replay/clock").utf8)) as? [String: Any]
        return try #require(object?["now"] as? Double)
    }

    /// The world's events between two clock readings, folded per account into its net change, as --changes words them:
    /// one string per event, without the times.
    static func netChanges(_ replay: LoopbackReplay, from: Double, to: Double) async throws -> [String: Set<String>] {
        let lines = try ndjsonObjects(Data(try await replay.control("GET", "/_replay/events?from=\(Int(from))&to=\(Int(to) + 1)").utf8))
        var first: [String: [String: Any]] = [:], last: [String: [String: Any]] = [:]
        for line in lines {
            let steamid = line["steamid"] as? String ?? ""
            let event = line["event"] as? String ?? ""
            let aspect: String
            switch event {
            case "friend_added", "friend_removed": aspect = "friend \(steamid) \(line["friend"] as? String ?? "")"
            case "game_started", "game_stopped": aspect = "game \(steamid)"
            case "vac_ban", "game_ban": aspect = "bans \(steamid)"
            default: aspect = "\(event) \(steamid)"
            }
            if first[aspect] == nil { first[aspect] = line }
            last[aspect] = line
        }
        var net: [String: Set<String>] = [:]
        for (aspect, start) in first {
            let end = try #require(last[aspect])
            let steamid = start["steamid"] as? String ?? ""
            func add(_ text: String) { net[steamid, default: []].insert(text) }
            switch start["event"] as? String ?? "" {
            case "friend_added", "friend_removed":
                let friend = start["friend"] as? String ?? ""
                let before = start["event"] as? String == "friend_removed" ? start["friend_since"] as? Int : nil
                let after = end["event"] as? String == "friend_added" ? end["friend_since"] as? Int : nil
                if before != after {
                    if let before { add("friend_removed \(friend) \(before)") }
                    if let after { add("friend_added \(friend) \(after)") }
                }
            case "game_started", "game_stopped":
                let before = start["event"] as? String == "game_stopped" ? start["gameid"] as? String : nil
                let after = end["event"] as? String == "game_started" ? end["gameid"] as? String : nil
                if before != after {
                    if let before { add("game_stopped \(before)") }
                    if let after { add("game_started \(after)") }
                }
            case "vac_ban", "game_ban":
                add("bans_increased")
            case "persona_state":
                // The server's events: one without its before or after fails the test instead of trapping.
                let before = try #require(start["before"], "\(start)"), after = try #require(end["after"], "\(end)")
                if "\(before)" != "\(after)" { add("persona_state_changed \(before) \(after)") }
            case let other:
                let before = try #require(start["before"], "\(start)"), after = try #require(end["after"], "\(end)")
                if "\(before)" != "\(after)" { add("\(other) \(before) \(after)") }
            }
        }
        return net
    }

    /// --changes records in the same words, by account; a record without a field its event has fails the test.
    static func printed(_ records: [[String: Any]]) throws -> [String: Set<String>] {
        var printed: [String: Set<String>] = [:]
        for record in records {
            let steamid = record["steamid"] as? String ?? ""
            let event = record["event"] as? String ?? ""
            func field(_ name: String) throws -> Any { try #require(record[name], "no \(name): \(record)") }
            let text: String
            switch event {
            case "friend_added", "friend_removed": text = try "\(event) \(field("friend")) \(field("friend_since"))"
            case "game_started", "game_stopped": text = try "\(event) \(field("gameid"))"
            case "bans_increased": text = event
            case "persona_state_changed": text = try "\(event) \(field("before")) \(field("after"))"
            default: text = try "renamed \(field("before")) \(field("after"))"
            }
            printed[steamid, default: []].insert(text)
        }
        return printed
    }

    @Test func afterThirtyDaysTheEventsAreTheWorldsNetChangesAndARerunHasNone() async throws {
        try await LoopbackReplay.with { replay in
            let demo = try await replay.steamid("demo_user")
            guard case .friends(let friends) = try await replay.api().friendList(of: try #require(SteamID(decimal: demo))).list else {
                Issue.record("the demo user's friends are public")
                return
            }
            let accounts = [demo] + friends.map(\.steamid)
            let tracker = ChangeTracker()
            // The store's times are the client's: here the replay's clock, so that the two runs' snapshots are its 30
            // days apart rather than the wall's second.
            let start = try await Self.clock(replay)
            let then = replay.api(now: { Date(timeIntervalSince1970: start) })
            let first = try await run(FriendsWork(withSummaries: true, changes: tracker), [demo], api: then)
            let firstBans = try await run(BansWork(changes: tracker), accounts, api: then)
            #expect(first.records.isEmpty && firstBans.records.isEmpty, "a first run has nothing to compare with")

            try await replay.advance(days: 30)
            let end = try await Self.clock(replay)
            let now = replay.api(now: { Date(timeIntervalSince1970: end) })
            let later = try await run(FriendsWork(withSummaries: true, changes: tracker), [demo], api: now)
            let laterBans = try await run(BansWork(changes: tracker), accounts, api: now)
            // The replay's clock runs on with the wall's: the world's record goes to the moment of the last answer.
            let expected = try await Self.netChanges(replay, from: start, to: try await Self.clock(replay))
            #expect(later.failures.isEmpty && laterBans.failures.isEmpty)
            let printed = try Self.printed(later.records + laterBans.records)
            // Summaries compared are those of friends on both lists: one who joined meanwhile had none before, one who
            // left was not asked. Of each friend only the summary and bans are asked; of the demo user, the friend
            // list and bans.
            guard case .friends(let now) = try await replay.api().friendList(of: try #require(SteamID(decimal: demo))).list else { return }
            let stayed = Set(friends.map(\.steamid)).intersection(now.map(\.steamid))
            // A private profile's summary shows it offline and in no game, as Valve's does, whatever the world says.
            let hidden = Set(try await replay.api().summaries(of: stayed.compactMap { SteamID(decimal: $0) }).found.values
                .filter { $0.communityvisibilitystate != 3 }.map(\.steamid))
            #expect(!printed.isEmpty, "30 days change something")
            for steamid in Set(expected.keys).union(printed.keys) {
                let want = (expected[steamid] ?? []).filter { change in
                    if change == "bans_increased" { return steamid == demo || stayed.contains(steamid) || Set(accounts).contains(steamid) }
                    if hidden.contains(steamid) && (change.hasPrefix("persona_state") || change.hasPrefix("game_")) { return false }
                    return steamid == demo ? change.hasPrefix("friend_") : stayed.contains(steamid) && !change.hasPrefix("friend_")
                }
                #expect(printed[steamid] ?? [] == want, "\(steamid)")
            }
            for record in later.records + laterBans.records {
                #expect(record["previous_seen_at"] is Int && record["seen_at"] is Int)
            }

            // The same answers read again from the store: nothing changed.
            let rerun = replay.api(now: { Date(timeIntervalSince1970: end + 1) })
            let again = try await run(FriendsWork(withSummaries: true, changes: tracker), [demo], api: rerun)
            let againBans = try await run(BansWork(changes: tracker), accounts, api: rerun)
            #expect(again.records.isEmpty && againBans.records.isEmpty)
        }
    }
}
