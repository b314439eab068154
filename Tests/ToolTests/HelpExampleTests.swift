// Every example of every --help, run exactly as written against a fresh steam-replay world, and checked for what its
// output must hold. The table below is keyed by each example's text: an example in help with no entry fails, and so
// does an entry no help shows any more, so that help and tests cannot drift apart. Examples run in sessions, each a
// terminal of its own (world, store, home, working directory), with the state a user would have before them.
import Foundation
import Testing
import TestSupport

/// One example of the table and what its run must show.
struct Example: Sendable {
    enum Kind: Sendable {
        /// Runs to its end; then `check` reads what it printed and left, with the terminal to ask the world.
        case output(@Sendable (ExampleOutcome, ExampleTerminal) async throws -> Void)
        /// Runs while `drive` plays what it waits for (a browser, a client of a server), then is ended.
        case interactive(@Sendable (RunningExample, ExampleTerminal) async throws -> Void)
        /// Stays in help, but cannot run here, for this reason.
        case notRun(String)
    }

    let text: String
    let kind: Kind
    var stdin = ""
    var status: Int32 = 0
    /// The state the user has just before this example (a clock that has moved on), when the session's is not enough.
    var before: (@Sendable (ExampleTerminal) async throws -> Void)?

    init(
        _ text: String, stdin: String = "", status: Int32 = 0,
        before: (@Sendable (ExampleTerminal) async throws -> Void)? = nil,
        check: @escaping @Sendable (ExampleOutcome, ExampleTerminal) async throws -> Void
    ) {
        self.text = text
        self.stdin = stdin
        self.status = status
        self.before = before
        kind = .output(check)
    }

    init(interactive text: String, drive: @escaping @Sendable (RunningExample, ExampleTerminal) async throws -> Void) {
        self.text = text
        kind = .interactive(drive)
    }

    init(notRun text: String, because reason: String) {
        self.text = text
        kind = .notRun(reason)
    }
}

/// Examples that run one after another in one terminal, after `setup` gave it what a user would have.
struct ExampleSession: Sendable, CustomTestStringConvertible {
    let name: String
    var replayArguments: [String] = []
    /// A fixed port the examples name, held against other test processes while the session runs.
    var port: Int?
    var setup: @Sendable (ExampleTerminal) async throws -> Void = { _ in }
    let examples: [Example]

    var testDescription: String { name }
}

@Suite(.blocksOnProcesses) struct HelpExampleTests {
    static let sessions = [
        accounts, games, achievements, history, dota, stats, gabeSync, auth, servers, corpus, lookups, profileChanges, agents,
        store,
    ]

    @Test func everyExampleInHelpHasACheckAndEveryCheckAnExample() throws {
        let inHelp = try HelpExamples.all()
        let checked = Self.sessions.flatMap(\.examples).map(\.text)
        #expect(!inHelp.isEmpty)
        for (text, commands) in inHelp.sorted(by: { $0.key < $1.key }) where !checked.contains(text) {
            Issue.record("add a check for this example of \(commands.joined(separator: ", ")) --help:\n\(text)")
        }
        for text in checked where inHelp[text] == nil {
            Issue.record("no --help shows this example any more; change or remove its check:\n\(text)")
        }
        #expect(Set(checked).count == checked.count, "an example is checked twice")
    }

    @Test(arguments: sessions)
    func examplesRunAsWrittenAndShowWhatTheySay(session: ExampleSession) async throws {
        var lock: PortLock?
        if let port = session.port { lock = try await PortLock(port: port) }
        let terminal = try ExampleTerminal(replayArguments: session.replayArguments)
        defer {
            terminal.close()
            withExtendedLifetime(lock) {}
        }
        try await session.setup(terminal)
        for example in session.examples {
            do {
                switch example.kind {
                case .notRun:
                    continue
                case .output(let check):
                    try await example.before?(terminal)
                    let outcome = try await terminal.run(example.text, stdin: example.stdin)
                    #expect(outcome.status == example.status, "\(example.text)\nexited \(outcome.status): \(outcome.stderr)")
                    try await check(outcome, terminal)
                case .interactive(let drive):
                    let running = try terminal.start(example.text)
                    defer { running.stop() }
                    try await drive(running, terminal)
                }
            } catch {
                Issue.record("\(example.text)\n\(error)")
            }
        }
    }
}

extension HelpExampleTests {
    /// robinwalker's and gabelogannewell's SteamID64s, as the help's examples name them.
    static let robin = "76561197960435530", gabe = "76561197960287930"

    static func playtime(_ game: [String: Any]) -> Int { game["playtime_forever"] as? Int ?? 0 }
}

extension ExampleTerminal {
    func identity(_ role: String) throws -> [String: Any] {
        try replay.identity(role)
    }

    func friendCount(_ role: String) throws -> Int {
        try #require(try identity(role)["friends"] as? Int)
    }

    /// The steamids of a player's friends, as the world lists them.
    func friends(of steamid: String) async throws -> [String] {
        let answer = try await valve("/ISteamUser/GetFriendList/v1/?steamid=\(steamid)")
        return try #require((answer["friendslist"] as? [String: Any])?["friends"] as? [[String: Any]]).compactMap { $0["steamid"] as? String }
    }

    /// The world's library of `steamid`, free games included; nil when it is not public.
    func library(_ steamid: String) -> [[String: Any]]? {
        try? replay.library(of: steamid)
    }

    func paidGames(_ steamid: String) throws -> [[String: Any]] {
        try #require(library(steamid)).filter { $0["free"] as? Bool != true }
    }

    /// The world's answer to one Valve method, fetched with curl.
    func valve(_ pathAndQuery: String) async throws -> [String: Any] {
        let separator = pathAndQuery.contains("?") ? "&" : "?"
        let outcome = try await prepare("curl -sS '\(replay.baseURL)\(pathAndQuery)\(separator)key=\(replay.key)'")
        return try #require(try JSONSerialization.jsonObject(with: outcome.stdout) as? [String: Any])
    }
}

extension HelpExampleTests {
    /// Identities, profiles, friends, news, schemas and heroes, and a first dota-detail run: nothing to set up, and no
    /// store of matches to answer in the network's place.
    static let accounts = ExampleSession(name: "accounts", examples: [
        Example("steam-auth resolve gabelogannewell") { run, _ in
            let record = try #require(try run.records().first)
            #expect(try run.records().count == 1)
            #expect(record["steamid"] as? String == gabe && record["account_id"] as? Int == 22202)
            #expect(record["vanity"] as? String == "gabelogannewell" && record["steam3"] as? String == "[U:1:22202]")
        },
        Example("steam-auth resolve 76561197960287930 'STEAM_1:0:11101' '[U:1:22202]'") { run, _ in
            let records = try run.records()
            #expect(records.map { $0["input"] as? String } == ["76561197960287930", "STEAM_1:0:11101", "[U:1:22202]"])
            #expect(records.allSatisfy { $0["steamid"] as? String == gabe && $0["account_id"] as? Int == 22202 })
        },
        Example("steam-auth resolve robinwalker | steam-profile friends | steam-profile") { run, terminal in
            let records = try run.records()
            #expect(try records.count == terminal.friendCount("robinwalker"))
            #expect(records.allSatisfy { $0["personaname"] is String })
            #expect(records.contains { $0["steamid"] as? String == gabe }, "robinwalker and gabelogannewell are friends")
        },
        Example(#"printf '%s\n' 22202 robinwalker | steam-auth resolve --jq .steamid -r"#) { run, _ in
            #expect(run.lines == [gabe, robin])
        },
        Example("steam-profile 76561197960287930") { run, terminal in
            let records = try run.records()
            #expect(records.count == 1 && records.first?["steamid"] as? String == gabe)
            #expect(try records.first?["personaname"] as? String == terminal.identity("gabelogannewell")["personaname"] as? String)
            #expect(records.first?["profileurl"] as? String == "https://steamcommunity.com/id/gabelogannewell/")
        },
        Example("steam-auth resolve robinwalker | steam-profile --format table --jq '{steamid, personaname}'") { run, terminal in
            let name = try #require(try terminal.identity("robinwalker")["personaname"] as? String)
            #expect(try run.table() == [["steamid": robin, "personaname": name]])
        },
        Example("steam-profile friends robinwalker | steam-profile --jq .personaname -r") { run, terminal in
            let friends = try terminal.friendCount("robinwalker")
            let gabeName = try #require(try terminal.identity("gabelogannewell")["personaname"] as? String)
            #expect(run.lines.count == friends && run.lines.contains(gabeName))
        },
        Example("steam-profile friends 76561197960287930") { run, terminal in
            let records = try run.records()
            #expect(try records.count == terminal.friendCount("gabelogannewell"))
            #expect(records.allSatisfy { $0["friend_of"] as? String == gabe && $0["relationship"] as? String == "friend" })
            #expect(records.contains { $0["steamid"] as? String == robin })
        },
        Example("steam-auth resolve robinwalker | steam-profile friends --summaries") { run, terminal in
            let records = try run.records()
            #expect(try records.count == terminal.friendCount("robinwalker"))
            #expect(records.allSatisfy { $0["friend_of"] as? String == robin && $0["personaname"] is String && $0["friend_since"] is Int })
        },
        Example("steam-profile friends robinwalker | steam-profile --format csv > f.csv") { run, terminal in
            #expect(run.stdout.isEmpty)
            let lines = try terminal.file("f.csv").split(separator: "\n")
            #expect(lines.first?.hasPrefix("steamid,") == true && lines.first?.contains("personaname") == true)
            #expect(try lines.count == 1 + terminal.friendCount("robinwalker"))
        },
        Example("steam-games news --app 570 --count 3 --jq .title") { run, _ in
            #expect(run.lines.count == 3)
            #expect(run.lines.allSatisfy { (try? JSONSerialization.jsonObject(with: Data($0.utf8), options: .fragmentsAllowed)) is String })
        },
        Example("steam-games news --app 570 --count 5 --jq '{title, date}'") { run, terminal in
            let records = try run.records()
            #expect(records.count == 5 && records.allSatisfy { Set($0.keys) == ["title", "date"] })
            let dates = records.compactMap { $0["date"] as? Int }
            #expect(dates.count == 5 && dates == dates.sorted(by: >), "newest first")
            let titles = try await terminal.prepare("steam-games news --app 570 --count 3 --jq .title -r").lines
            #expect(records.prefix(3).map { $0["title"] as? String } == titles)
        },
        Example("steam-games news --app 440 --maxlength 200 --format table --jq '{title, contents}'") { run, _ in
            let rows = try run.table()
            #expect(rows.count == 20, "Valve sends 20 items when no count is given")
            #expect(rows.allSatisfy { !($0["title"] ?? "").isEmpty && !($0["contents"] ?? "").isEmpty })
        },
        Example(#"steam-games schema --app 440 --jq 'select(.kind == "achievement") | .displayName'"#) { run, terminal in
            #expect(!run.lines.isEmpty)
            let achievements = try terminal.replay.achievements(of: robin, appid: 440)
            #expect(run.lines.count == achievements.count)
        },
        Example("dota-detail heroes --format table") { run, terminal in
            let rows = try run.table()
            let answer = try await terminal.valve("/IEconDOTA2_570/GetHeroes/v1/")
            let heroes = try #require((answer["result"] as? [String: Any])?["heroes"] as? [Any])
            #expect(rows.count == heroes.count && rows.count > 100)
            #expect(rows.first == ["id": "1", "localized_name": "Anti-Mage", "name": "npc_dota_hero_antimage"])
        },
        Example("dota-matches --limit 3 robinwalker | dota-detail") { run, terminal in
            // Whole records carry match_seq_num, so every match comes by sequence number, and account_id, whose it is.
            let newest = try await terminal.prepare("dota-matches --limit 3 --jq .match_id robinwalker").lines.compactMap(Int.init)
            let records = try run.records()
            #expect(newest.count == 3 && records.map { $0["match_id"] as? Int } == newest, "\(run.stderr)")
            #expect(records.allSatisfy { $0["account_id"] as? Int == 169_802 && $0["players"] is [Any] })
        },
        Example("dota-detail heroes --language de --jq '{id, localized_name}'") { run, terminal in
            let records = try run.records()
            let answer = try await terminal.valve("/IEconDOTA2_570/GetHeroes/v1/")
            let heroes = try #require((answer["result"] as? [String: Any])?["heroes"] as? [Any])
            #expect(records.count == heroes.count)
            #expect(records.allSatisfy { Set($0.keys) == ["id", "localized_name"] && $0["localized_name"] is String })
        },
    ])

    /// Libraries, playtime and recent games of robinwalker and his friends; his friend list saved as a user would.
    static let games = ExampleSession(
        name: "games",
        setup: { terminal in try await terminal.prepare("steam-profile friends robinwalker > friends.ndjson") },
        examples: [
            Example("steam-auth resolve robinwalker | steam-profile friends | steam-games owned --jq 'select(.playtime_forever > 600)'") { run, terminal in
                let records = try run.records()
                #expect(!records.isEmpty && records.allSatisfy { playtime($0) > 600 && $0["appid"] is Int && $0["fetched_at"] is Int })
                let expected = try await friendsGamesOver600(terminal)
                #expect(records.count == expected)
            },
            Example("steam-auth resolve robinwalker | steam-profile friends | steam-games owned --jq 'select(.playtime_forever > 600) | .name'") { run, terminal in
                #expect(run.lines.allSatisfy { $0.hasPrefix("\"") && $0.hasSuffix("\"") })
                let expected = try await friendsGamesOver600(terminal)
                #expect(run.lines.count == expected)
            },
            Example("steam-games owned robinwalker --format table --jq '{name, playtime_forever}'") { run, terminal in
                let rows = try run.table()
                let paid = try terminal.paidGames(robin)
                #expect(rows.count == paid.count)
                #expect(rows.compactMap { Int($0["playtime_forever"] ?? "") }.sorted() == paid.map(playtime).sorted())
                #expect(rows.allSatisfy { !($0["name"] ?? "").isEmpty })
            },
            Example("steam-games owned --free --app 570 --app 440 76561197960287930") { run, terminal in
                let records = try run.records()
                let world = try #require(terminal.library(gabe))
                #expect(records.map { $0["appid"] as? Int } == [440, 570])
                for record in records {
                    let game = try #require(world.first { $0["appid"] as? Int == record["appid"] as? Int })
                    #expect(record["steamid"] as? String == gabe && playtime(record) == playtime(game) && playtime(game) > 0)
                }
            },
            Example("steam-games owned robinwalker | stat-agg playtime --top 10 --format table") { run, terminal in
                let expected = try terminal.paidGames(robin)
                    .sorted { (playtime($1), $0["appid"] as? Int ?? 0) < (playtime($0), $1["appid"] as? Int ?? 0) }
                    .prefix(10).map { String($0["appid"] as? Int ?? 0) }
                #expect(try run.table().map { $0["appid"] ?? "" } == Array(expected))
            },
            Example("steam-auth resolve robinwalker | steam-games owned | stat-agg playtime --format table") { run, terminal in
                let paid = try terminal.paidGames(robin)
                #expect(try run.table() == [[
                    "accounts": "1", "games": String(paid.count), "games_played": String(paid.filter { playtime($0) > 0 }.count),
                    "playtime_forever": String(paid.map(playtime).reduce(0, +)),
                    "playtime_2weeks": String(paid.map { 14 * ($0["minutes_per_day"] as? Int ?? 0) }.reduce(0, +)),
                ]])
            },
            Example("steam-games owned < friends.ndjson | stat-agg playtime --top 10 --format table") { run, terminal in
                var minutes: [Int: Int] = [:]
                for friend in try await terminal.friends(of: robin) {
                    for game in terminal.library(friend) ?? [] where game["free"] as? Bool != true {
                        minutes[game["appid"] as? Int ?? 0, default: 0] += playtime(game)
                    }
                }
                let top = minutes.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(10)
                #expect(try run.table().map { [$0["appid"], $0["playtime_forever"]] } == top.map { [String($0.key), String($0.value)] as [String?] })
            },
            Example("steam-games recent robinwalker --jq '{name, playtime_2weeks}'") { run, terminal in
                let records = try run.records()
                let active = try #require(terminal.library(robin)).compactMap { $0["minutes_per_day"] as? Int }.filter { $0 > 0 }
                #expect(records.count == active.count && !records.isEmpty)
                #expect(records.compactMap { $0["playtime_2weeks"] as? Int }.sorted() == active.map { 14 * $0 }.sorted())
                #expect(records.allSatisfy { Set($0.keys) == ["name", "playtime_2weeks"] })
            },
            Example("steam-profile friends robinwalker | steam-games recent --count 1") { run, terminal in
                let records = try run.records()
                let players = try await terminal.friends(of: robin).filter { friend in
                    (terminal.library(friend) ?? []).contains { $0["minutes_per_day"] as? Int ?? 0 > 0 }
                }
                #expect(records.compactMap { $0["steamid"] as? String }.sorted() == players.sorted(), "one game of each friend who plays now")
            },
        ])

    /// Achievements, stats and schemas: many calls at the default rate, so a terminal of their own.
    static let achievements = ExampleSession(name: "achievements", examples: [
        Example("steam-games achievements --app 440 --locked robinwalker --format table") { run, terminal in
            let locked = try terminal.replay.achievements(of: robin, appid: 440).filter { $0["achieved"] as? Int == 0 }
            #expect(try !locked.isEmpty && run.table().count == locked.count)
        },
        Example("steam-games achievements --app 440 --locked robinwalker --jq '{displayName, percent}'") { run, terminal in
            let records = try run.records()
            let locked = try terminal.replay.achievements(of: robin, appid: 440).filter { $0["achieved"] as? Int == 0 }
            #expect(records.count == locked.count && records.allSatisfy { Set($0.keys) == ["displayName", "percent"] })
            let percents = records.compactMap { ($0["percent"] as? NSNumber)?.doubleValue }
            #expect(percents.count == records.count && percents == percents.sorted(), "rarest first")
        },
        Example("steam-games achievements --app 570 --unlocked --sort recent 76561197960287930") { run, terminal in
            let records = try run.records()
            let unlocked = try terminal.replay.achievements(of: gabe, appid: 570).filter { $0["achieved"] as? Int == 1 }
            #expect(!records.isEmpty && records.count == unlocked.count)
            #expect(records.allSatisfy { $0["achieved"] as? Int == 1 && $0["steamid"] as? String == gabe && $0["appid"] as? Int == 570 })
            let times = records.compactMap { $0["unlocktime"] as? Int }
            #expect(times == times.sorted(by: >), "newest unlock first")
        },
        Example("steam-games owned robinwalker --jq 'select(.playtime_forever > 0)' | steam-games achievements --locked") { run, terminal in
            let records = try run.records()
            let played = try terminal.paidGames(robin).filter { playtime($0) > 0 }.compactMap { $0["appid"] as? Int }
            let locked = played.map { appid in
                ((try? terminal.replay.achievements(of: robin, appid: appid)) ?? []).filter { $0["achieved"] as? Int == 0 }.count
            }
            #expect(!records.isEmpty && records.count == locked.reduce(0, +))
            #expect(records.allSatisfy { $0["achieved"] as? Int == 0 && $0["steamid"] as? String == robin })
        },
        Example("steam-games stats --app 440 robinwalker --format table") { run, terminal in
            let names = try await terminal.prepare(#"steam-games schema --app 440 --jq 'select(.kind == "stat") | .name' -r"#).lines
            let rows = try run.table()
            #expect(!rows.isEmpty && rows.compactMap { $0["name"] }.sorted() == names.sorted())
            #expect(rows.allSatisfy { $0["steamid"] == robin && $0["appid"] == "440" && Int($0["value"] ?? "") != nil })
        },
        Example("steam-games owned robinwalker --jq 'select(.has_community_visible_stats)' | steam-games stats") { run, terminal in
            let records = try run.records()
            let owned = Set(try terminal.paidGames(robin).compactMap { $0["appid"] as? Int })
            #expect(records.contains { $0["appid"] as? Int == 440 } == owned.contains(440))
            #expect(!records.isEmpty && records.allSatisfy { $0["steamid"] as? String == robin && owned.contains($0["appid"] as? Int ?? 0) })
            #expect(records.allSatisfy { $0["name"] is String && $0["value"] is Int })
        },
        Example("steam-games owned robinwalker --jq .appid | steam-games schema --format csv > schema.csv") { run, terminal in
            #expect(run.stdout.isEmpty)
            let lines = try terminal.file("schema.csv").split(separator: "\n")
            #expect(lines.first?.contains("kind") == true)
            #expect(lines.contains { $0.contains(",achievement,") || $0.hasPrefix("achievement,") })
            #expect(lines.contains { $0.contains(",stat,") || $0.hasPrefix("stat,") })
        },
    ])

    /// Playtime history: robinwalker's library fetched, a day of play, and fetched again, as a user's daily cron would.
    static let history = ExampleSession(
        name: "history",
        setup: { terminal in
            let first = try await terminal.prepare("steam-games owned robinwalker").records()
            // A snapshot is named by its answer's second: the next must be taken in a later one.
            let firstSecond = try #require(first.first?["fetched_at"] as? Int, "no fetched_at in \(first)")
            try await waitUntil("the second after the first snapshot's", within: 10) {
                Int(Date().timeIntervalSince1970) > firstSecond
            }
            try terminal.replay.advance(days: 1)
            try await terminal.prepare("steam-games owned --refresh robinwalker")
        },
        examples: [
            Example("steam-games history robinwalker --since 2026-11-01") { run, terminal in
                let records = try run.records()
                let snapshots = Set(records.compactMap { $0["fetched_at"] as? Int })
                #expect(try snapshots.count == 2 && records.count == 2 * terminal.paidGames(robin).count)
                // 2026-11-01T00:00:00Z
                #expect(records.allSatisfy { $0["steamid"] as? String == robin && $0["fetched_at"] as? Int ?? 0 >= 1_793_491_200 })
            },
            // The two snapshots are a second apart: one period, or two when that second ends a week or a day.
            Example("steam-games history --all | stat-agg playtime --by week --format table") { run, terminal in
                let rows = try run.table()
                #expect((1...2).contains(rows.count) && rows.last?["accounts"] == "1")
                #expect(try rows.compactMap { Int($0["minutes"] ?? "") }.reduce(0, +) == dayOfPlay(terminal))
            },
            Example("steam-games history --all | stat-agg playtime --by day --since 2026-11-01") { run, terminal in
                let records = try run.records()
                #expect((1...2).contains(records.count) && records.last?["accounts"] as? Int == 1)
                #expect(try records.compactMap { $0["minutes"] as? Int }.reduce(0, +) == dayOfPlay(terminal))
            },
        ])

    /// Every game of robinwalker's friends over 600 minutes, by the world's libraries; free ones are not listed.
    static func friendsGamesOver600(_ terminal: ExampleTerminal) async throws -> Int {
        try await terminal.friends(of: robin).map { friend in
            (terminal.library(friend) ?? []).filter { $0["free"] as? Bool != true && playtime($0) > 600 }.count
        }.reduce(0, +)
    }

    /// The minutes robinwalker's paid games gained in the day the history session's clock moved.
    static func dayOfPlay(_ terminal: ExampleTerminal) throws -> Int {
        try terminal.paidGames(robin).map { $0["minutes_per_day"] as? Int ?? 0 }.reduce(0, +)
    }
}
