// The Dota examples of HelpExampleTests: a signed-in robinwalker whose matches the store and matches.ndjson already
// hold, stat-agg over that file, and gabelogannewell's history kept up to date; checked against what the file says.
import Foundation
import Testing
import TestSupport

/// One match as dota-detail wrote it, seen from the account it was fetched for.
struct PlayedMatch {
    let matchID: Int
    let start: Int
    let win: Bool
    let heroID: Int
    let heroName: String
    let kills: Int
    let gameMode: Int
    let lobbyType: Int
    /// Every player's row, the account's own among them.
    let players: Int
    /// The other players who show their account id.
    let others: [Int]

    static let anonymous = 4_294_967_295

    /// The records of a dota-detail output, in their order.
    static func read(_ text: String) throws -> [PlayedMatch] {
        try text.split(separator: "\n").map { line in
            let record = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let account = try #require(record["account_id"] as? Int)
            let rows = try #require(record["players"] as? [[String: Any]])
            let own = try #require(rows.first { $0["account_id"] as? Int == account })
            return PlayedMatch(
                matchID: try #require(record["match_id"] as? Int), start: try #require(record["start_time"] as? Int),
                win: own["is_radiant"] as? Bool == record["radiant_win"] as? Bool, heroID: own["hero_id"] as? Int ?? 0,
                heroName: own["hero_name"] as? String ?? "", kills: own["kills"] as? Int ?? 0,
                gameMode: record["game_mode"] as? Int ?? 0,
                lobbyType: record["lobby_type"] as? Int ?? 0, players: rows.count,
                others: rows.compactMap { $0["account_id"] as? Int }.filter { $0 != account && $0 != anonymous }
            )
        }
    }
}

extension [PlayedMatch] {
    var wl: [String: Int] { ["win": filter(\.win).count, "lose": filter { !$0.win }.count] }

    /// Accounts met in at least `games` of these matches (on either side), as stat-agg peers counts them.
    func peers(meeting games: Int) -> Set<Int> {
        Set(Dictionary(flatMap(\.others).map { ($0, 1) }, uniquingKeysWith: +).filter { $0.value >= games }.keys)
    }
}

/// 2025-01-01, 2025-04-01 and 2026-01-01, 00:00 UTC.
private let start2025 = 1_735_689_600, april2025 = 1_743_465_600, start2026 = 1_767_225_600

/// The whole history of `account`, fetched with the limits out of the way: a user's earlier sync.
private func sync(_ account: String) -> String {
    "dota-matches --all --rate 1000 \(account) | dota-detail --jobs 16 --rate 1000 --burst 16 --sequence-rate 1000"
}

extension ExampleTerminal {
    /// The matches matches.ndjson holds now.
    func matches() throws -> [PlayedMatch] {
        try PlayedMatch.read(file("matches.ndjson"))
    }

    /// Moves the clock on by `step` days at a time until `account` has played a match its history shows: the time
    /// that passes before a user runs `--new` again.
    /// The world says which match is the newest the history shows: a hidden one is left off GetMatchHistory's pages
    /// (and alone on a page of one, it empties it), so the newest listed would change without a match to list.
    func playOn(_ account: String, step: Double) async throws {
        try await prepare("cp matches.ndjson matches.before")
        let resolved = try await prepare("steam-auth resolve --jq .account_id \(account)")
        let id = try #require(resolved.lines.first, "\(account): \(resolved.stderr)")
        let newest = { try self.replay.matches(of: id).first { $0["hidden"] as? Bool == false }?["match_id"] as? Int }
        let before = try newest()
        for _ in 0..<40 {
            try replay.advance(days: step)
            if try newest() != before { return }
        }
        Issue.record("\(account) played no match in \(40 * step) days")
    }

    /// What writing matches.ndjson anew from the store must give after `playOn` and the daily `--new`: every match
    /// newer than the newest the file held before, newest first, then the old file byte for byte, once each.
    func expectRebuiltWithNewMatches(_ account: String) async throws {
        let before = try file("matches.before").split(separator: "\n")
        let now = try file("matches.ndjson").split(separator: "\n")
        let known = Set(try PlayedMatch.read(file("matches.before")).map(\.matchID))
        let played = try await prepare("dota-matches --all --no-cache --rate 1000 --jq .match_id \(account)").lines
            .compactMap(Int.init).prefix { !known.contains($0) }
        #expect(!played.isEmpty && now.count == before.count + played.count)
        #expect(try matches().prefix(played.count).map(\.matchID) == Array(played))
        #expect(Array(now.suffix(before.count)) == before)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("matches.new").path))
    }
}

extension HelpExampleTests {
    /// Signed in (as robinwalker, whom steam-replay signs in), with his matches in the store and in matches.ndjson.
    static let dota = ExampleSession(
        name: "dota",
        setup: { terminal in
            try #require(try terminal.sandbox.signIn().result.status == 0)
            try await terminal.prepare(sync("robinwalker") + " > matches.ndjson")
        },
        examples: [
            Example("steam-auth whoami") { run, terminal in
                let record = try #require(try run.records().first)
                #expect(record["steamid"] as? String == robin && record["account_id"] as? Int == 169_802)
                #expect(try record["personaname"] as? String == terminal.identity("robinwalker")["personaname"] as? String)
            },
            Example("steam-auth whoami | dota-matches --limit 20") { run, terminal in
                let records = try run.records()
                #expect(try records.map { $0["match_id"] as? Int } == terminal.matches().prefix(20).map(\.matchID))
                #expect(records.allSatisfy { $0["account_id"] as? Int == 169_802 })
            },
            Example("steam-auth whoami | steam-profile friends | steam-profile --jq .personaname -r") { run, terminal in
                let friends = try terminal.friendCount("robinwalker")
                #expect(run.lines.count == friends)
            },
            Example("steam-auth whoami --jq .steamid -r") { run, _ in
                #expect(run.lines == [robin])
            },
            Example("steam-auth whoami | dota-matches --all | dota-detail | stat-agg wl") { run, terminal in
                let wl = try terminal.matches().wl
                #expect(try run.records().map { $0.compactMapValues { $0 as? Int } } == [wl])
            },
            Example("steam-auth whoami | dota-matches --all | dota-detail | stat-agg heroes --format table") { run, terminal in
                let rows = try run.table(), matches = try terminal.matches()
                #expect(rows.compactMap { Int($0["games"] ?? "") }.reduce(0, +) == matches.count)
                let mostPlayed = Dictionary(matches.map { ($0.heroName, 1) }, uniquingKeysWith: +).values.max()
                #expect(Int(rows.first?["games"] ?? "") == mostPlayed)
            },
            Example("steam-auth whoami | dota-matches --all | dota-detail | stat-agg report -o report.html") { run, terminal in
                #expect(run.stdout.isEmpty)
                #expect(try run.stderr.contains("wrote report.html: \(terminal.matches().count) matches"), "\(run.stderr)")
                let page = try terminal.file("report.html")
                #expect(page.hasPrefix("<!DOCTYPE html>") && page.contains("<svg") && page.contains("</html>"))
            },
            Example("steam-auth resolve robinwalker | dota-matches --all | dota-detail") { run, terminal in
                let records = try run.records()
                #expect(try records.map { $0["match_id"] as? Int } == terminal.matches().map(\.matchID))
                #expect(records.allSatisfy { $0["account_id"] as? Int == 169_802 && $0["players"] is [Any] })
            },
            Example("steam-auth resolve robinwalker | dota-matches --all | dota-detail --jobs 16 | jq -c '{match_id, radiant_win}'") { run, terminal in
                let records = try run.records()
                #expect(records.allSatisfy { Set($0.keys) == ["match_id", "radiant_win"] })
                #expect(try records.map { $0["match_id"] as? Int } == terminal.matches().map(\.matchID))
            },
            Example("dota-matches --limit 20 76561197960287930") { run, _ in
                let ids = try run.records().compactMap { $0["account_id"] as? Int == 22202 ? $0["match_id"] as? Int : nil }
                #expect(ids.count == 20 && ids == ids.sorted(by: >))
            },
            Example("dota-matches --since 2026-01-01 --hero 'anti-mage' 22202") { run, terminal in
                func antiMage(_ record: [String: Any]) -> Bool {
                    let players = record["players"] as? [[String: Any]] ?? []
                    return record["start_time"] as? Int ?? 0 >= start2026
                        && players.contains { $0["account_id"] as? Int == 22202 && $0["hero_id"] as? Int == 1 }
                }
                let records = try run.records()
                let all = try await terminal.prepare("dota-matches --all --rate 1000 22202").records()
                #expect(records.allSatisfy(antiMage))
                #expect(records.map { $0["match_id"] as? Int } == all.filter(antiMage).map { $0["match_id"] as? Int })
                // Valve's newest 500 all started in 2026, so the listing ends before --since does, and says so.
                #expect(run.stderr.hasPrefix("dota-matches: note: argument 1 (22202): listed \(records.count) match"), "\(run.stderr)")
                #expect(run.stderr.contains("GetMatchHistory's window ended") && run.stderr.contains("--source opendota"), "\(run.stderr)")
            },
            Example("dota-matches --source opendota --all --jq .match_id 22202 | wc -l") { run, terminal in
                // Every match of the account, past the 500 GetMatchHistory reaches, in one request to OpenDota.
                let count = try #require(Int(run.lines.first?.trimmingCharacters(in: .whitespaces) ?? ""))
                #expect(count > 500)
                #expect(try terminal.replay.requests(to: "/api/players/22202/matches").count == 1)
            },
            Example("dota-matches --source opendota --limit 5 --project skill --jq '{match_id, skill}' 22202") { run, terminal in
                // One column beside the default ones; OpenDota has it, if mostly null, so no note names it.
                let records = try run.records()
                #expect(records.count == 5 && records.allSatisfy { Set($0.keys) == ["match_id", "skill"] }, "\(records)")
                #expect(run.stderr.isEmpty, "\(run.stderr)")
                let queries = try terminal.replay.requests(to: "/api/players/22202/matches").compactMap { $0["query"] as? String }
                #expect(queries.last?.contains("project=skill") == true, "\(queries)")
            },
            Example("dota-matches --source opendota --limit 10 22202 | dota-detail --via opendota") { run, terminal in
                let records = try run.records()
                let newest = try await terminal.prepare("dota-matches --source opendota --limit 10 --jq .match_id 22202").lines
                #expect(records.map { "\($0["match_id"] as? Int ?? 0)" } == newest)
                #expect(records.allSatisfy { $0["account_id"] as? Int == 22202 && $0["players"] is [Any] && $0["opendota"] is [String: Any] })
            },
            Example(
                "dota-matches --offline --limit 3 robinwalker | dota-detail --offline --jq '.players[] | {hero_name, kills}'",
                before: { terminal in try terminal.replay.clearRequests() }
            ) { run, terminal in
                let records = try run.records()
                #expect(try records.count == terminal.matches().prefix(3).map(\.players).reduce(0, +))
                #expect(records.allSatisfy { Set($0.keys) == ["hero_name", "kills"] })
                #expect(try terminal.replay.requests().isEmpty, "answered from the store alone")
            },
            // Last: they move the clock on. The daily recipe: fetch the new matches into the store, then write the
            // file anew from it.
            Example(
                "dota-matches --new robinwalker | tac | dota-detail > /dev/null",
                before: { terminal in try await terminal.playOn("robinwalker", step: 1) }
            ) { run, terminal in
                #expect(run.stdout.isEmpty)
                let before = try PlayedMatch.read(terminal.file("matches.before"))
                #expect(try terminal.matches().count == before.count, "the file is left alone")
            },
            Example("dota-detail stored robinwalker > matches.new && mv matches.new matches.ndjson") { run, terminal in
                #expect(run.stdout.isEmpty && run.stderr.isEmpty, "\(run.stderr)")
                try await terminal.expectRebuiltWithNewMatches("robinwalker")
            },
        ])

    /// gabelogannewell's matches synced before by the daily recipe, and a few hours of play since. The sync's
    /// history mark names the matches it listed; the next --new finds them stored and pages back only to the newest.
    static let gabeSync = ExampleSession(
        name: "gabelogannewell's sync",
        setup: { terminal in
            try await terminal.prepare(
                "dota-matches --new --rate 1000 22202 | dota-detail --jobs 16 --rate 1000 --burst 16 --sequence-rate 1000 "
                    + "> /dev/null && dota-detail stored 22202 > matches.ndjson")
        },
        examples: [
            Example("dota-detail stored 22202 | stat-agg wl") { run, terminal in
                let wl = try #require(try run.records().first)
                let stored = try terminal.matches().count
                #expect((wl["win"] as? Int ?? 0) + (wl["lose"] as? Int ?? 0) == stored)
            },
            // The daily recipe: fetch the new matches into the store, then write the file anew from it.
            Example(
                "dota-matches --new 22202 | tac | dota-detail > /dev/null",
                before: { terminal in
                    try await terminal.playOn("22202", step: 0.1)
                    try terminal.replay.clearRequests()
                }
            ) { run, terminal in
                // The one note: GetMatchDetails' outage, which sends the matches by sequence number.
                #expect(run.stdout.isEmpty && run.stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("dota-detail: note: ") }, "\(run.stderr)")
                let before = try PlayedMatch.read(terminal.file("matches.before"))
                #expect(try terminal.matches().count == before.count)
                // A few new matches, and the mark the last sync left: one page of the history, as the README says.
                #expect(try terminal.replay.requests(to: "GetMatchHistory/").count == 1)
            },
            Example("dota-detail stored 22202 > matches.new && mv matches.new matches.ndjson") { run, terminal in
                try await terminal.expectRebuiltWithNewMatches("22202")
            },
        ])

    /// stat-agg over robinwalker's matches.ndjson, split in two as a mapper's parts, with the second part's state. Its
    /// examples name fixed days (2025's first quarter, 2026 on), so its world stands at the pinned moment, whatever
    /// the run's: later, his newest 500 matches, all Valve lists, no longer reach back to 2025.
    static let stats = ExampleSession(
        name: "stat-agg",
        replayArguments: ["--epoch", String(TestEpoch.pinned)],
        setup: { terminal in
            try await terminal.prepare("steam-auth resolve robinwalker | " + sync("") + " > matches.ndjson")
            let lines = try terminal.file("matches.ndjson").split(separator: "\n", omittingEmptySubsequences: false)
            let half = lines.count / 2
            try terminal.write("part-1.ndjson", lines[..<half].joined(separator: "\n") + "\n")
            try terminal.write("part-2.ndjson", lines[half...].joined(separator: "\n"))
            try await terminal.prepare("""
                stat-agg heroes --emit-state < part-2.ndjson > 2.state
                for n in 1 2; do stat-agg heroes --emit-state < part-$n.ndjson > part-$n.state; done
                """)
        },
        examples: [
            Example("stat-agg wl --since 2025-01-01 --until 2025-03-31 < matches.ndjson") { run, terminal in
                let quarter = try terminal.matches().filter { (start2025..<april2025).contains($0.start) }
                #expect(try !quarter.isEmpty && run.records().map { $0.compactMapValues { $0 as? Int } } == [quarter.wl])
            },
            Example("stat-agg wl --hero pudge --since 2026-01-01 < matches.ndjson") { run, terminal in
                let pudge = try terminal.matches().filter { $0.heroID == 14 && $0.start >= start2026 }
                #expect(try run.records().map { $0.compactMapValues { $0 as? Int } } == [pudge.wl])
            },
            Example("stat-agg peers --min-games 2 --with-hero pudge < matches.ndjson") { run, _ in
                let records = try run.records()
                #expect(!records.isEmpty)
                #expect(records.allSatisfy { record in
                    let games = record["games"] as? Int ?? 0
                    return games >= 2 && games == (record["with_games"] as? Int ?? 0) + (record["against_games"] as? Int ?? 0)
                })
            },
            Example("stat-agg peers --min-games 10 --format table < matches.ndjson") { run, terminal in
                let rows = try run.table()
                #expect(try !rows.isEmpty && Set(rows.compactMap { Int($0["account_id"] ?? "") }) == terminal.matches().peers(meeting: 10))
            },
            Example("stat-agg peers --min-games 1 --top 1000 < matches.ndjson") { run, terminal in
                // Past OpenDota's 200: a thousand of those met, once being enough.
                let met = try terminal.matches().peers(meeting: 1)
                let listed = try Set(run.records().compactMap { $0["account_id"] as? Int })
                #expect(listed.count == min(met.count, 1000) && listed.count > 200 && listed.isSubset(of: met), "\(met.count) met")
            },
            Example("stat-agg peers --jq '{account_id, with_games, with_win}' < matches.ndjson") { run, terminal in
                let records = try run.records()
                #expect(records.allSatisfy { Set($0.keys) == ["account_id", "with_games", "with_win"] })
                #expect(try Set(records.compactMap { $0["account_id"] as? Int }) == terminal.matches().peers(meeting: 5))
            },
            Example("stat-agg trend win --by week --window 4 < matches.ndjson") { run, terminal in
                let records = try run.records(), matches = try terminal.matches()
                #expect(records.compactMap { $0["games"] as? Int }.reduce(0, +) == matches.count)
                #expect(records.compactMap { $0["win"] as? Int }.reduce(0, +) == matches.filter(\.win).count)
                let starts = records.compactMap { $0["start"] as? Int }
                #expect(starts == starts.sorted() && Set(starts).count == starts.count)
            },
            Example("stat-agg trend gold_per_min --by month --format table < matches.ndjson") { run, terminal in
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
                let months = Set(try terminal.matches().map { match in
                    let parts = calendar.dateComponents([.year, .month], from: Date(timeIntervalSince1970: Double(match.start)))
                    return String(format: "%04d-%02d", parts.year ?? 0, parts.month ?? 0)
                })
                #expect(try run.table().map { $0["period"] ?? "" } == months.sorted())
            },
            Example("stat-agg heroes --having 5 --format chart < matches.ndjson") { run, terminal in
                #expect(run.lines.first == "Heroes: games played on each")
                let often = Dictionary(try terminal.matches().map { ($0.heroName, 1) }, uniquingKeysWith: +).filter { $0.value >= 5 }
                #expect(!often.isEmpty)
                for hero in often.keys { #expect(run.lines.contains { $0.hasPrefix(hero + " ") }, "\(hero)") }
            },
            Example("stat-agg heroes --having 5 --format table < matches.ndjson") { run, terminal in
                let often = Dictionary(try terminal.matches().map { ($0.heroName, 1) }, uniquingKeysWith: +).filter { $0.value >= 5 }
                let rows = try run.table().map { ($0["hero_name"] ?? "", Int($0["games"] ?? "") ?? 0) }
                // The table's rows: a hero in it twice fails, where Dictionary(uniqueKeysWithValues:) traps.
                try #require(Set(rows.map { $0.0 }).count == rows.count, "a hero listed twice: \(run.text)")
                #expect(Dictionary(uniqueKeysWithValues: rows) == often)
            },
            Example("stat-agg heroes --lobby-type 7 --jq 'select(.games > 0) | {hero_name, games, win}' < matches.ndjson") { run, terminal in
                let records = try run.records(), ranked = try terminal.matches().filter { $0.lobbyType == 7 }
                #expect(records.allSatisfy { Set($0.keys) == ["hero_name", "games", "win"] })
                #expect(records.compactMap { $0["games"] as? Int }.reduce(0, +) == ranked.count && !ranked.isEmpty)
                #expect(records.compactMap { $0["win"] as? Int }.reduce(0, +) == ranked.filter(\.win).count)
            },
            Example("stat-agg histogram gold_per_min --format svg < matches.ndjson > gpm.svg") { run, terminal in
                let picture = try terminal.file("gpm.svg")
                #expect(run.stdout.isEmpty && picture.hasPrefix("<svg") && picture.contains("</svg>"))
            },
            Example("stat-agg histogram gold_per_min --bins 20 < matches.ndjson") { run, terminal in
                let records = try run.records()
                #expect(records.count == 20)
                #expect(try records.compactMap { $0["games"] as? Int }.reduce(0, +) == terminal.matches().count)
            },
            Example("stat-agg histogram duration --game-mode 22 --format table < matches.ndjson") { run, terminal in
                let ranked = try terminal.matches().filter { $0.gameMode == 22 }.count
                #expect(try ranked > 0 && (run.table().compactMap { Int($0["games"] ?? "") }.reduce(0, +)) == ranked)
            },
            Example(#"stat-agg report --title "My Dota 2" -o report.html < matches.ndjson"#) { run, terminal in
                let count = try terminal.matches().count, page = try terminal.file("report.html")
                #expect(run.stderr.contains("wrote report.html: \(count) matches"), "\(run.stderr)")
                #expect(page.contains("<title>My Dota 2</title>"))
            },
            Example(#"stat-agg report --since 2026-01-01 --title "Dota 2 in 2026" -o 2026.html < matches.ndjson"#) { run, terminal in
                let count = try terminal.matches().filter { $0.start >= start2026 }.count
                #expect(run.stderr.contains("wrote 2026.html: \(count) matches"), "\(run.stderr)")
                #expect(try terminal.file("2026.html").contains("<title>Dota 2 in 2026</title>"))
            },
            Example("stat-agg report --game-mode 23 --title Turbo < matches.ndjson > turbo.html") { run, terminal in
                let page = try terminal.file("turbo.html")
                #expect(run.stdout.isEmpty && page.contains("<title>Turbo</title>"))
            },
            Example("stat-agg by .hero_id .game_mode --metric .kills --metric .kda < matches.ndjson") { run, terminal in
                let records = try run.records(), matches = try terminal.matches()
                #expect(records.count == Set(matches.map { "\($0.heroID) \($0.gameMode)" }).count)
                #expect(records.compactMap { $0["kills_sum"] as? Int }.reduce(0, +) == matches.map(\.kills).reduce(0, +))
                #expect(records.allSatisfy { $0["kda_avg"] is NSNumber })
            },
            Example("stat-agg by .week .hero_name --metric .kills --metric .gold_per_min --format table < matches.ndjson") { run, terminal in
                let rows = try run.table()
                #expect(try rows.compactMap { Int($0["games"] ?? "") }.reduce(0, +) == terminal.matches().count)
                #expect(rows.allSatisfy { $0["week"]?.contains("-W") == true && $0["gold_per_min_avg"] != nil })
            },
            Example("stat-agg by .patch --format csv < matches.ndjson") { run, terminal in
                #expect(run.lines.first == "patch,games,win,lose")
                // stat-agg's rows: one without a games column fails the test instead of trapping.
                let games = try run.lines.dropFirst().compactMap { line -> Int? in
                    let columns = line.split(separator: ",")
                    try #require(columns.count > 1, "\(run.lines)")
                    return Int(columns[1])
                }
                let count = try terminal.matches().count
                #expect(games.reduce(0, +) == count)
            },
            Example("stat-agg totals --significant --format table < matches.ndjson") { run, terminal in
                let rows = try run.table()
                let kills = try #require(rows.first { $0["field"] == "kills" })
                #expect(try (1...(terminal.matches().count)).contains(Int(kills["n"] ?? "") ?? 0))
            },
            Example(#"stat-agg totals --jq 'select(.field == "kills")' < matches.ndjson"#) { run, terminal in
                let matches = try terminal.matches(), records = try run.records()
                #expect(records.count == 1 && records.first?["field"] as? String == "kills")
                #expect(records.first?["n"] as? Int == matches.count && records.first?["sum"] as? Int == matches.map(\.kills).reduce(0, +))
            },
            Example(#"stat-agg counts --jq 'select(.field == "game_mode")' < matches.ndjson"#) { run, terminal in
                let modes = Dictionary(try terminal.matches().map { ($0.gameMode, 1) }, uniquingKeysWith: +)
                let counted = try run.records().map { ($0["value"] as? Int ?? -1, $0["games"] as? Int ?? 0) }
                #expect(Dictionary(counted, uniquingKeysWith: +) == modes)
            },
            Example("stat-agg counts --format csv < matches.ndjson > counts.csv") { run, terminal in
                let lines = try terminal.file("counts.csv").split(separator: "\n")
                #expect(run.stdout.isEmpty && lines.first == "field,value,games,win")
                #expect(lines.contains { $0.hasPrefix("game_mode,22,") } && lines.contains { $0.hasPrefix("lobby_type,") })
            },
            Example("stat-agg records --hero pudge --format table < matches.ndjson") { run, terminal in
                let rows = try run.table()
                #expect(try !(terminal.matches().filter { $0.heroID == 14 }.isEmpty))
                #expect(!rows.isEmpty && rows.allSatisfy { $0["hero_id"] == "14" })
            },
            Example(#"stat-agg records --jq 'select(.field == "kills")' < matches.ndjson"#) { run, terminal in
                let matches = try terminal.matches(), most = matches.map(\.kills).max() ?? 0
                let record = try #require(try run.records().first)
                #expect(record["value"] as? Int == most)
                #expect(matches.contains { $0.matchID == record["match_id"] as? Int && $0.kills == most })
            },
            Example("stat-agg matches --count 5 --format table < matches.ndjson") { run, terminal in
                let newest = try terminal.matches().sorted { ($0.start, $0.matchID) > ($1.start, $1.matchID) }.prefix(5)
                #expect(try run.table().map { $0["match_id"] ?? "" } == newest.map { String($0.matchID) })
            },
            Example("stat-agg matches --hero pudge --jq 'select(.win | not) | .match_id' < matches.ndjson") { run, terminal in
                let losses = try terminal.matches().filter { $0.heroID == 14 && !$0.win }.sorted { $0.start > $1.start }
                #expect(!losses.isEmpty && run.lines == losses.map { String($0.matchID) })
            },
            Example("split -n l/4 matches.ndjson part.") { run, terminal in
                let parts = try ["aa", "ab", "ac", "ad"].map { try terminal.file("part.\($0)") }
                #expect(try run.stdout.isEmpty && parts.joined() == terminal.file("matches.ndjson"))
            },
            Example("""
                for p in part.*; do
                  stat-agg heroes --emit-state < "$p"
                done | stat-agg merge
                """) { run, terminal in
                let onePass = try await terminal.prepare("stat-agg heroes < matches.ndjson").text
                #expect(run.text == onePass)
            },
            Example("stat-agg heroes --emit-state < part-1.ndjson > 1.state") { run, terminal in
                let state = try terminal.file("1.state")
                #expect(run.stdout.isEmpty && state.hasPrefix(#"{"@stat_agg_state":"#))
            },
            Example("stat-agg merge 1.state 2.state --format table") { run, terminal in
                let onePass = try await terminal.prepare("stat-agg heroes --format table < matches.ndjson").text
                #expect(run.text == onePass)
            },
            Example("cat part-*.state | stat-agg merge") { run, terminal in
                let onePass = try await terminal.prepare("stat-agg heroes < matches.ndjson").text
                #expect(run.text == onePass)
            },
        ])
}
