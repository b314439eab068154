// steam-games' subcommands in-process: records saying whose they are, private and empty answers as notes, and the
// playtime snapshots every library fetch takes, on an injected clock.
import Foundation
import SteamGamesTool
import SteamModels
import Synchronization
import Testing
import TestSupport
import WebAPI

@Suite struct LibraryWorkTests {
    @Test func ownedGamesSayWhoseTheyAreAndWhenValveAnswered() async throws {
        try await LoopbackReplay.with { replay in
            let demo = try await replay.steamid("demo_user")
            let outcome = try await run(OwnedWork(appInfo: true, free: false, apps: []), [demo], api: replay.api())
            #expect(outcome.messages.isEmpty)
            #expect(!outcome.records.isEmpty)
            #expect(outcome.records.allSatisfy { $0["steamid"] as? String == demo && $0["fetched_at"] is Int && $0["name"] is String })
        }
    }

    @Test func privateDetailsAndAppsNotOwnedAreNotes() async throws {
        try await LoopbackReplay.with { replay in
            let hidden = try await replay.steamid("private_games")
            let demo = try await replay.steamid("demo_user")
            let outcome = try await run(OwnedWork(appInfo: true, free: false, apps: [4_000_000_000]), [hidden, demo], api: replay.api())
            #expect(outcome.records.isEmpty)
            #expect(outcome.notes == [
                #"argument 1 (\#(hidden)): keeps its game details private, or is no account (GetOwnedGames answered {"response":{}})"#,
                "argument 2 (\(demo)): owns none of the apps asked for (--app 4000000000)",
            ])
        }
    }

    /// A snapshot is named by its answer's second: the clock the client reads is moved a week, as the replay's is.
    @Test func eachFreshLibraryIsASnapshotAndTheHistoryShowsThePlayBetween() async throws {
        let start = 1_790_812_800.0
        try await LoopbackReplay.with(epoch: start) { replay in
            let demo = try await replay.steamid("demo_user")
            let clock = Clock(start)
            let owned = OwnedWork(appInfo: true, free: false, apps: [])
            let first = try await run(owned, [demo], api: replay.api(now: clock.now))
            // Within the cache's hour the same answer is the same snapshot.
            _ = try await run(owned, [demo], api: replay.api(now: clock.now))
            #expect(try await replay.requests(to: "GetOwnedGames").count == 1)

            try await replay.advance(days: 7)
            clock.advance(by: 7 * 86_400)
            _ = try await run(owned, [demo], api: replay.api(mode: .refresh, now: clock.now))

            let history = try await run(HistoryWork(since: nil, until: nil), [demo], api: replay.api(now: clock.now))
            #expect(history.records.count == 2 * first.records.count)
            #expect(Set(history.records.compactMap { $0["fetched_at"] as? Int }) == [Int(start), Int(start) + 7 * 86_400])
            let library = try ndjsonObjects(Data(try await replay.control("GET", "/_replay/library?steamid=\(demo)").utf8))
            for game in library where game["free"] as? Bool != true {
                let app = game["appid"] as? Int
                let times = history.records.filter { $0["appid"] as? Int == app }.compactMap { $0["playtime_forever"] as? Int }
                #expect(times.count == 2 && times[1] - times[0] == 7 * (game["minutes_per_day"] as? Int ?? 0), "app \(app ?? 0)")
            }
        }
    }

    @Test func aHistoryTheStoreDoesNotHoldIsANote() async throws {
        try await LoopbackReplay.with { replay in
            let outcome = try await run(HistoryWork(since: nil, until: nil), ["22202"], api: replay.api())
            #expect(outcome.records.isEmpty)
            #expect(outcome.notes == [
                "argument 1 (22202): the store holds no playtime snapshots of 76561197960287930; steam-games owned takes them",
            ])
        }
    }

    @Test func historyOfEveryAccountIsEverySnapshotInTheRange() async throws {
        try await LoopbackReplay.with { replay in
            let api = replay.api()
            var records: [JSONObject] = []
            #expect(try await !HistoryWork(since: nil, until: nil).everyRecord(with: api) { records.append($0) })
            let owned = try await run(OwnedWork(appInfo: true, free: false, apps: []), ["robinwalker", "gabelogannewell"], api: api)
            #expect(try await HistoryWork(since: nil, until: nil).everyRecord(with: api) { records.append($0) })
            #expect(records.count == owned.records.count)
            #expect(Set(records.compactMap { $0["steamid"]?.string }) == ["76561197960435530", "76561197960287930"])
            let future = HistoryWork(since: Int64(Date().timeIntervalSince1970) + 86_400, until: nil)
            #expect(try await !future.everyRecord(with: api) { _ in Issue.record("a snapshot from the future") })
        }
    }

    @Test func recentGamesAreCutToTheCount() async throws {
        try await LoopbackReplay.with { replay in
            let demo = try await replay.steamid("demo_user")
            let all = try await run(RecentWork(count: nil), [demo], api: replay.api())
            let one = try await run(RecentWork(count: 1), [demo], api: replay.api())
            #expect(all.records.count > 1)
            #expect(one.records.count == 1)
            #expect(one.records.first?["appid"] as? Int == all.records.first?["appid"] as? Int)
            #expect(all.records.allSatisfy { $0["steamid"] as? String == demo && $0["playtime_2weeks"] is Int })
        }
    }
}

@Suite struct AchievementsWorkTests {
    @Test func achievementsJoinTheSchemaAndThePercentagesRarestFirst() async throws {
        try await LoopbackReplay.with { replay in
            let app = try await replay.identity("app_with_achievements")
            let appID = try #require(app["appid"] as? Int)
            let outcome = try await run(
                AchievementsWork(apps: [UInt32(appID)], selection: .all, order: .rarest), ["robinwalker"], api: replay.api())
            #expect(outcome.messages.isEmpty)
            #expect(outcome.records.count > 1)
            let percents = outcome.records.compactMap { $0["percent"] as? Double }
            #expect(percents.count == outcome.records.count && percents == percents.sorted())
            let locked = try await run(
                AchievementsWork(apps: [UInt32(appID)], selection: .locked, order: .game), ["robinwalker"], api: replay.api())
            #expect(!locked.records.isEmpty && locked.records.allSatisfy { $0["achieved"] as? Int == 0 })
        }
    }

    @Test func anInputWithoutAnAppAndAnAppWithoutStatsAreReportedAgainstTheirLines() async throws {
        try await LoopbackReplay.with { replay in
            let noStats = try #require(try await replay.identity("app_no_stats")["appid"] as? Int)
            let outcome = try await run(
                AchievementsWork(apps: [], selection: .all, order: .rarest),
                ["robinwalker", #"{"steamid":"76561197960435530","appid":\#(noStats)}"#], from: .lines, api: replay.api())
            #expect(outcome.records.isEmpty)
            #expect(outcome.failures == ["line 1 (robinwalker): names no app; give --app ID, or pipe records that carry an appid"])
            #expect(outcome.notes == [
                "line 2 (76561197960435530): app \(noStats) has no stats, or the account does not own it (Requested app has no stats)",
            ])
        }
    }

    @Test func statsCarryTheSchemasNamesAndAWrappedNegativeComesBackNegative() async throws {
        try await LoopbackReplay.with { replay in
            let app = try #require(try await replay.identity("app_with_achievements")["appid"] as? Int)
            let outcome = try await run(StatsWork(apps: [UInt32(app)]), ["robinwalker"], api: replay.api())
            #expect(outcome.messages.isEmpty)
            #expect(outcome.records.allSatisfy { $0["displayName"] is String && $0["value"] != nil })
            let wrapped = try #require(outcome.records.first { $0["wrapped_value"] != nil })
            #expect((wrapped["value"] as? Int ?? 0) < 0)
        }
    }
}

@Suite struct AppWorkTests {
    /// An answer of the wrong shape fails its input and is not stored, so the next run asks Valve again instead of
    /// failing from the store for the hour the answer would have been kept.
    @Test(arguments: ["{}", "[]", #"{"game":[]}"#])
    func aSchemaOfTheWrongShapeIsNotKept(body: String) async throws {
        try await LoopbackReplay.with { replay in
            let app = try #require(try await replay.identity("app_with_achievements")["appid"] as? Int)
            let escaped = body.replacingOccurrences(of: "\"", with: "\\\"")
            try await replay.inject(#"[{"path":"GetSchemaForGame","body":"\#(escaped)","content_type":"application/json"}]"#)
            await #expect(throws: WebAPIError.self) { try await run(SchemaWork(), [String(app)], api: replay.api()) }
            let again = try await run(SchemaWork(), [String(app)], api: replay.api())
            #expect(!again.records.isEmpty && again.messages.isEmpty)
            #expect(try await replay.requests(to: "GetSchemaForGame").count == 2)
        }
    }

    @Test func aSchemaIsItsAchievementsThenItsStatsAndAnUnknownAppIsANote() async throws {
        try await LoopbackReplay.with { replay in
            let app = try #require(try await replay.identity("app_with_achievements")["appid"] as? Int)
            let unknown = try #require(try await replay.identity("unknown_app")["appid"] as? Int)
            let outcome = try await run(SchemaWork(), [String(app), String(unknown), "x"], api: replay.api())
            let kinds = outcome.records.compactMap { $0["kind"] as? String }
            #expect(kinds.contains("achievement") && kinds.contains("stat"))
            #expect(kinds == kinds.sorted())
            #expect(outcome.notes == ["argument 2 (\(unknown)): no app has id \(unknown) (GetSchemaForGame answered 400 {})"])
            #expect(outcome.failures == [#"argument 3 (x): "x" is not an app id (a whole number from 0 to 4294967295)"#])
        }
    }

    @Test func newsComesNewestFirstCutToTheCount() async throws {
        try await LoopbackReplay.with { replay in
            let app = try #require(try await replay.identity("app_with_news")["appid"] as? Int)
            let outcome = try await run(NewsWork(count: 3, maxLength: nil), [#"{"appid":\#(app)}"#], api: replay.api())
            #expect(outcome.messages.isEmpty)
            #expect(outcome.records.count == 3)
            let dates = outcome.records.compactMap { $0["date"] as? Int }
            #expect(dates == dates.sorted(by: >))
        }
    }
}

/// A clock the test moves by hand.
final class Clock: Sendable {
    private let seconds: Mutex<Double>

    init(_ start: Double) { seconds = Mutex(start) }

    var now: @Sendable () -> Date { { [self] in Date(timeIntervalSince1970: seconds.withLock { $0 }) } }

    func advance(by interval: Double) { seconds.withLock { $0 += interval } }
}
