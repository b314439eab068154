// steam-games as people run it: built binaries in real pipes against steam-replay's games world, checked against what
// the world says it holds (/_replay/library, /_replay/achievements).
import Foundation
import Testing
import TestSupport

/// The replay world's truth about games, read with curl so the check shares no code with the tools.
struct GamesWorld {
    let sandbox: Sandbox

    func app(_ role: String) throws -> Int {
        try #require(try sandbox.replay.identity(role)["appid"] as? Int, "role \(role) has no appid")
    }

    func control(_ path: String) throws -> [[String: Any]] {
        let result = try sandbox.run("curl -sS --fail-with-body '\(sandbox.replay.baseURL)\(path)'")
        #expect(result.status == 0, "\(path): \(result.stdoutText)")
        return try result.records()
    }

    func library(_ steamid: String) throws -> [[String: Any]] { try control("/_replay/library?steamid=\(steamid)") }

    func achievements(_ steamid: String, app: Int) throws -> [[String: Any]] {
        try control("/_replay/achievements?steamid=\(steamid)&appid=\(app)")
    }
}

@Suite(.blocksOnProcesses) struct GamesTests {
    @Test func friendsLibrariesPipeFiltersWithJQAndPrivateFriendsAreNotes() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let hidden = try sandbox.identity("private_profile")
        let result = try sandbox.run(
            "steam-auth resolve \(demo.vanity) | steam-profile friends | steam-games owned --jq 'select(.playtime_forever > 600)'")
        #expect(result.status == 0, "\(result.stderr)")
        let records = try result.records()
        #expect(!records.isEmpty)
        #expect(records.allSatisfy { ($0["playtime_forever"] as? Int ?? 0) > 600 && $0["appid"] is Int && $0["fetched_at"] is Int })
        #expect(result.stderr.contains("(\(hidden.steamid)): keeps its game details private"), "\(result.stderr)")
        #expect(!result.stderr.contains("error"))
        // Every friend's library was asked for once.
        #expect(try sandbox.replay.requests(to: "GetOwnedGames").count == demo.friends)
        // The filter left out only games the world says have 600 minutes or fewer.
        let owners = Set(records.compactMap { $0["steamid"] as? String })
        for owner in owners {
            let expected = try GamesWorld(sandbox: sandbox).library(owner)
                .filter { ($0["playtime_forever"] as? Int ?? 0) > 600 && $0["free"] as? Bool != true }.count
            #expect(records.filter { $0["steamid"] as? String == owner }.count == expected, "\(owner)")
        }
    }

    @Test func ownedRecordsMatchTheWorldAndTheFlagsShapeThem() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let world = try GamesWorld(sandbox: sandbox).library(demo.steamid)
        let paid = world.filter { $0["free"] as? Bool != true }
        let owned = try sandbox.run("steam-games owned \(demo.vanity)")
        #expect(owned.status == 0, "\(owned.stderr)")
        let records = try owned.records()
        #expect(records.map { $0["appid"] as? Int } == paid.map { $0["appid"] as? Int } || Set(records.compactMap { $0["appid"] as? Int }) == Set(paid.compactMap { $0["appid"] as? Int }))
        #expect(records.allSatisfy { $0["steamid"] as? String == demo.steamid && $0["name"] is String && $0["img_logo_url"] == nil })
        #expect(records.allSatisfy { ($0["playtime_2weeks"] as? Int).map { $0 > 0 } ?? true })
        let free = try sandbox.run("steam-games owned --free --no-appinfo \(demo.steamid)").records()
        #expect(free.count == world.filter { $0["free"] as? Bool != true || ($0["playtime_forever"] as? Int ?? 0) > 0 }.count)
        #expect(free.allSatisfy { $0["name"] == nil })
        let picked = try #require(paid.first?["appid"] as? Int)
        let one = try sandbox.run("steam-games owned --app \(picked) --app 1 \(demo.steamid)")
        #expect(try one.records().map { $0["appid"] as? Int } == [picked])
    }

    @Test func lockedAchievementsListTheRarestMissingOneFirst() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let games = GamesWorld(sandbox: sandbox)
        let app = try games.app("app_with_achievements")
        let world = try games.achievements(demo.steamid, app: app)
        let locked = world.enumerated().filter { $0.element["achieved"] as? Bool == false }
        let rarest = try #require(locked.min { lhs, rhs in
            let left = lhs.element["percent_tenths"] as? Int ?? 0, right = rhs.element["percent_tenths"] as? Int ?? 0
            return (left, lhs.offset) < (right, rhs.offset)
        })

        let result = try sandbox.run("steam-games achievements --app \(app) --locked \(demo.vanity)")
        #expect(result.status == 0, "\(result.stderr)")
        let records = try result.records()
        #expect(records.count == locked.count)
        #expect(records.first?["apiname"] as? String == rarest.element["apiname"] as? String)
        let percents = records.compactMap { $0["percent"] as? Double }
        #expect(percents.count == records.count, "percent is a number on every record")
        #expect(percents == percents.sorted())
        #expect(records.allSatisfy { $0["achieved"] as? Int == 0 && $0["displayName"] is String && $0["steamid"] as? String == demo.steamid })
        #expect(percents.first == Double(rarest.element["percent_tenths"] as? Int ?? -1) / 10)

        let unlocked = try sandbox.run("steam-games achievements --app \(app) --unlocked --sort recent \(demo.steamid)").records()
        #expect(unlocked.count == world.count - locked.count)
        let times = unlocked.compactMap { $0["unlocktime"] as? Int }
        #expect(times == times.sorted(by: >) && times.allSatisfy { $0 > 0 })
    }

    @Test func privateAndOddAnswersAreNotesWithExitZero() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let hidden = try sandbox.identity("private_games")
        let games = GamesWorld(sandbox: sandbox)
        let cases: [(String, String)] = [
            ("steam-games owned \(hidden.steamid)", "keeps its game details private"),
            ("steam-games recent \(hidden.steamid)", "keeps its game details private"),
            ("steam-games achievements --app \(try games.app("app_with_achievements")) \(hidden.steamid)", "keeps its profile private"),
            ("steam-games achievements --app \(try games.app("app_no_stats")) \(demo.steamid)", "has no stats"),
            ("steam-games achievements --app \(try games.app("app_stats_no_achievements")) \(demo.steamid)", "has stats but no achievements"),
            ("steam-games stats --app \(try games.app("app_no_stats")) \(demo.steamid)", "has no stats in app"),
            ("steam-games schema --app \(try games.app("unknown_app"))", "no app has id"),
            ("steam-games news --app \(try games.app("unknown_app"))", "has no news, or there is no such app"),
        ]
        for (command, note) in cases {
            let result = try sandbox.run(command)
            #expect(result.status == 0, "\(command): \(result.stderr)")
            #expect(result.stdoutText.isEmpty, "\(command)")
            #expect(result.stderr.contains("note: argument 1 ("), "\(command): \(result.stderr)")
            #expect(result.stderr.contains(note), "\(command): \(result.stderr)")
        }
    }

    @Test func statsUnwrapNegativesAndSchemaAndNewsNeedNoKeyWhereValveNeedsNone() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let games = GamesWorld(sandbox: sandbox)
        let app = try games.app("app_with_achievements")
        let stats = try sandbox.run("steam-games stats --app \(app) \(demo.steamid)")
        #expect(stats.status == 0, "\(stats.stderr)")
        let records = try stats.records()
        let wrapped = records.filter { $0["wrapped_value"] != nil }
        #expect(!wrapped.isEmpty, "the world promises a wrapped stat")
        for record in wrapped {
            let value = try #require(record["value"] as? Int), raw = try #require(record["wrapped_value"] as? Int)
            #expect(value < 0 && raw == value + 4_294_967_296)
        }
        #expect(records.allSatisfy { $0["displayName"] is String })

        let schema = try sandbox.run("steam-games schema --app \(app)").records()
        #expect(schema.contains { $0["kind"] as? String == "achievement" } && schema.contains { $0["kind"] as? String == "stat" })

        // No STEAM_API_KEY and no key file: news and global percentages still work; a keyed method says what is missing.
        let news = try sandbox.run("unset STEAM_API_KEY; steam-games news --app \(try games.app("app_with_news")) --count 2 --maxlength 40")
        #expect(news.status == 0, "\(news.stderr)")
        let items = try news.records()
        #expect(items.count == 2)
        #expect(items.allSatisfy { ($0["contents"] as? String)?.count ?? 99 <= 40 })
        // An app asked for before would be answered from the store, key or not.
        let keyless = try sandbox.run("unset STEAM_API_KEY; steam-games schema --app \(try games.app("app_no_stats"))")
        #expect(keyless.status == 4 && keyless.stderr.contains("no Steam API key"), "\(keyless.stderr)")
        let requests = try sandbox.replay.requests(to: "GetNewsForApp")
        #expect(requests.allSatisfy { !(($0["query"] as? [String: Any])?.keys.contains("key") ?? false) })
    }

    @Test func achievementsTakeTheAppFromOwnedRecords() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let app = try GamesWorld(sandbox: sandbox).app("app_with_achievements")
        let result = try sandbox.run(
            "steam-games owned --app \(app) \(demo.steamid) | steam-games achievements --sort game")
        #expect(result.status == 0, "\(result.stderr)")
        let records = try result.records()
        #expect(!records.isEmpty && records.allSatisfy { $0["appid"] as? Int == app })
    }

    /// Offline: a request, which a usage error must come before, would fail and end the run with 2, not 64.
    @Test func hostileFlagsAreUsageErrorsNamingTheFlag() throws {
        let sandbox = try OfflineSandbox()
        let cases: [(String, String)] = [
            ("steam-games owned --app -1 x", "--app"),
            ("steam-games owned --app 4294967296 x", "--app"),
            ("steam-games owned --app inf x", "--app"),
            ("steam-games recent --count 0 x", "--count"),
            ("steam-games recent --count 1e-300 x", "--count"),
            ("steam-games news --app 570 --count -3", "--count"),
            ("steam-games news --app 570 --maxlength 0", "--maxlength"),
            ("steam-games achievements --app 570 --locked --unlocked x", "--locked"),
            ("steam-games achievements --app 570 --sort sideways x", "--sort"),
            ("steam-games achievements 76561197960287930", "--app"),
            ("steam-games history --all 76561197960287930", "--all"),
            ("steam-games history --since 2026-02-01 --until 2026-01-01 x", "--since"),
        ]
        for (command, flag) in cases {
            let result = try sandbox.run(command)
            #expect(result.status == 64, "\(command): \(result.status) \(result.stderr)")
            #expect(result.stderr.contains(flag), "\(command): \(result.stderr)")
        }
    }

    @Test func badLinesAreNamedAndTheRestGoOn() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let app = try GamesWorld(sandbox: sandbox).app("app_with_achievements")
        let stdin = """
            {"steamid":"\(demo.steamid)","appid":\(app)}
            {"steamid":"\(demo.steamid)"}
            \(demo.steamid)
            {"steamid":"\(demo.steamid)","appid":"seven"}
            {"steamid":"\(demo.steamid)","appid":[1]}

            """
        let result = try sandbox.run("steam-games achievements", stdin: stdin)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(try !result.records().isEmpty)
        #expect(result.stderr.contains("error: line 2 (\(demo.steamid)): object has no \"appid\" field"), "\(result.stderr)")
        #expect(result.stderr.contains("error: line 3 (\(demo.steamid)): names no app; give --app ID"), "\(result.stderr)")
        #expect(result.stderr.contains("error: line 4 (\(demo.steamid)): \"seven\" is not an app id"), "\(result.stderr)")
        #expect(result.stderr.contains("error: line 5 (\(demo.steamid)): field \"appid\" is an array"), "\(result.stderr)")

        let news = try sandbox.run("steam-games news", stdin: "570\nabc\n{\"appid\":-4}\n")
        #expect(news.status == 1)
        #expect(news.stderr.contains("error: line 2 (abc): \"abc\" is not an app id"), "\(news.stderr)")
        #expect(news.stderr.contains("error: line 3"), "\(news.stderr)")
    }

    @Test func aServerFailureMidwaySpoilsOneInputOnly() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let hub = try sandbox.identity("many_friends")
        try sandbox.replay.inject(#"[{"path":"GetOwnedGames","query":{"steamid":"\#(hub.steamid)"},"status":503,"count":9}]"#)
        let result = try sandbox.run("steam-games owned --attempts 2", stdin: "\(demo.steamid)\n\(hub.steamid)\n\(demo.steamid)\n")
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("error: line 2 (\(hub.steamid)): "), "\(result.stderr)")
        let owners = try result.records().compactMap { $0["steamid"] as? String }
        #expect(Set(owners) == [demo.steamid])
        #expect(try sandbox.run("steam-games history \(hub.steamid)").stderr.contains("no playtime snapshots"))
    }

    @Test func offlineAnswersFromTheStoreAndClosedStreamsEndCleanly() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let online = try sandbox.run("steam-games owned \(demo.steamid)")
        let offline = try sandbox.run("steam-games owned --offline \(demo.steamid)")
        #expect(offline.status == 0 && offline.stdoutText == online.stdoutText)
        #expect(try sandbox.replay.requests(to: "GetOwnedGames").count == 1)
        let closedOut = try sandbox.run("steam-games owned \(demo.steamid) >&-")
        #expect(closedOut.status == 2 && closedOut.stderr.contains("stdout"), "\(closedOut.stderr)")
        let closedIn = try sandbox.run("steam-games history <&-")
        #expect(closedIn.status == 2 && closedIn.stderr.contains("stdin: closed"), "\(closedIn.stderr)")
        let reader = try sandbox.run("steam-games history --all | head -1")
        #expect(reader.status == 0 && reader.stdoutText.split(separator: "\n").count == 1)
    }
}
