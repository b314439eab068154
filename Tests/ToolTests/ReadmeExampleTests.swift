// Every pipeline of the README runs as written, against steam-replay, in the order a reader meets them: the first
// five minutes start the server the way the README says, and each cookbook recipe then runs against it in a subshell
// of the same session, its output, errors and status kept for the checks. Each recipe has a check of its own below,
// keyed by its title: a recipe without one, or a check whose recipe is gone, fails, so the README cannot drift.
import Foundation
import Manual
import Testing
import TestSupport

@Suite(.blocksOnProcesses) struct ReadmeExampleTests {
    struct Outcome: Sendable {
        let status: Int32
        let stdout: String
        let stderr: String
        /// The directory the session ran in, for the files recipes write.
        let directory: URL

        var lines: [String] { stdout.split(separator: "\n").map(String.init) }

        func records() throws -> [[String: Any]] {
            try lines.map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any], "\($0)") }
        }

        func file(_ name: String) throws -> String {
            try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        }
    }

    struct Recipe: Sendable {
        /// Shell run just before the recipe, as time passing or a step the reader took would leave things.
        var setup = ""
        /// The recipe asks `date` for the time ("this week"), so `date` answers the world's now; see `atTheWorldsNow`.
        var atTheWorldsNow = false
        let check: @Sendable (Outcome) throws -> Void
    }

    /// The lines that start a recipe's subshell with `date` at the replay clock's now instead of the real time: the
    /// world stands at the tests' moment, and a recipe that asks what happened this week asks of the world's week.
    /// Only `date` runs under faketime: libfaketime, preloaded into a Swift binary, loses its arguments.
    static let atTheWorldsNow = """
        world=$(date -u -d "@$(curl -sf "$STEAM_API_BASE_URL/_replay/clock" | jq -r '.now | floor')" '+%F %T')
        date() { TZ=UTC faketime -f "@$world" date "$@"; }
        """

    static let robinwalker = "76561197960435530"
    static let readme = Products.packageRoot.appendingPathComponent("README.md")

    /// Blocks the README shows that this test does not run, each with where it is run instead.
    static let runElsewhere = [
        "Install": "scripts/install-check and scripts/package-check, which .ci/run calls, install and package the release build",
        "For AI agents": "MCPClientTests runs it with mcp-cli, which scripts/bootstrap installs",
    ]

    /// Recipes that run until interrupted, each with where it is run instead.
    static let recipesRunElsewhere = [
        "Tell me when a friend starts Dota 2": "ProfileChangesTests runs a --watch --changes of friends with summaries, and ends it",
    ]

    /// The opening block, which signs in and saves a key first. There is no browser here: curl plays it, opening the
    /// address login prints and following Steam's (steam-replay's) redirect back to login's listener. Login waits a
    /// minute for it, and so does the loop that waits for the address; then curl, given none, fails the block.
    static let signIn = """
        curl -sf -X POST "$STEAM_API_BASE_URL/_replay/openid" -d '{"account": "robinwalker"}' > /dev/null
        echo "$STEAM_API_KEY" > steam-key.txt
        steam-auth login --no-browser --wait 60 2> login.err &
        for _ in $(seq 600); do grep -q '/openid/login?' login.err && break; sleep 0.1; done
        curl -sfL -o /dev/null "$(grep -o 'http[^ ]*/openid/login?[^ ]*' login.err)"
        wait $!
        """

    static let checks: [String: Recipe] = [
        "Friends: who played Dota 2 this week, the games most of them own, the highest levels": Recipe(atTheWorldsNow: true) { outcome in
            // The names of the friends who played come first, then the five games most friends own, then three levels.
            let lines = outcome.lines
            let names = lines.prefix { !$0.hasPrefix("{") }
            #expect(!names.isEmpty && names.allSatisfy { !$0.isEmpty }, "\(lines)")
            let records = try lines.dropFirst(names.count).map {
                try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any], "\($0)")
            }
            let counts = records.compactMap { $0["friends"] as? Int }
            #expect(counts.count == 5 && counts == counts.sorted(by: >) && counts[0] > 1, "\(lines)")
            let levels = records.compactMap { $0["player_level"] as? Int }
            #expect(outcome.status == 0 && records.count == 8 && levels.count == 3 && levels == levels.sorted(by: >), "\(lines)")
        },
        "Every match, past Valve's 500, and their statistics in one request": Recipe { outcome in
            let rows = try outcome.file("history.ndjson").split(separator: "\n").count
            #expect(rows > 500, "past Valve's 500")
            // Thirty requests at 20/s from several jobs: on a loaded machine one can lose its turn for over a
            // second, and the note saying so is the only line stderr may hold beside the report's one.
            let report = "stat-agg: note: wrote history.html: \(rows) matches"
            let notes = outcome.stderr.split(separator: "\n")
            #expect(outcome.status == 0 && notes.filter { $0 == report }.count == 1
                        && notes.allSatisfy { $0 == report || $0.hasPrefix("dota-detail: note: waiting ") }, "\(outcome.stderr)")
            let page = try outcome.file("history.html")
            #expect(page.hasPrefix("<!DOCTYPE html>") && page.contains("Every match") && !page.contains("<script"))
            // The count of the listing, the whole history's wins and losses, the thirty matches' in full.
            let lines = outcome.lines
            try #require(lines.count == 3, "\(outcome.stdout)")
            #expect(Int(lines[0].trimmingCharacters(in: .whitespaces)) == rows, "one listing, the same rows: \(outcome.stdout)")
            let history = try #require(try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Int])
            #expect(history["win"].map { $0 + (history["lose"] ?? 0) } == rows, "every match counted once: \(history)")
            let thirty = try #require(try JSONSerialization.jsonObject(with: Data(lines[2].utf8)) as? [String: Int])
            #expect(thirty["win"].map { $0 + (thirty["lose"] ?? 0) } == 30)
        },
        "Only the matches played since the last sync": Recipe(setup: """
            wc -l < matches.ndjson > before.count
            curl -sf -X POST "$STEAM_API_BASE_URL/_replay/advance?days=7" > /dev/null
            """) { outcome in
            let matches = try outcome.file("matches.ndjson").split(separator: "\n")
            let ids = try matches.map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])["match_id"] as? Int }
            #expect(Set(ids).count == matches.count, "a match was appended twice")
            let before = try Int(outcome.file("before.count").trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
            #expect(matches.count > before, "a week later robinwalker has played, and --new fetched it")
        },
        "Heroes and players I win most with": Recipe { outcome in
            // The heroes' records come first, then the players' names.
            let lines = outcome.lines
            let heroes = try lines.prefix { $0.hasPrefix("{") }.map {
                try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any], "\($0)")
            }
            #expect((1...5).contains(heroes.count))
            let rates = heroes.compactMap { $0["rate"] as? Int }
            #expect(rates.count == heroes.count && rates == rates.sorted(by: >))
            #expect(heroes.allSatisfy { ($0["games"] as? Int ?? 0) >= 3 && $0["hero_name"] is String })
            let players = lines.dropFirst(heroes.count)
            #expect((1...5).contains(players.count) && players.allSatisfy { !$0.isEmpty && !$0.hasPrefix("{") }, "\(lines)")
        },
        "Tables, a CSV, a picture and the statistics page": Recipe { outcome in
            // stdout: the friends' table (a header and four rows), then the trend's last five weeks.
            let lines = outcome.lines
            try #require(lines.count == 10, "\(lines)")
            let (friends, weeks) = (lines[..<5], lines[5...])
            #expect(friends.first?.contains("personaname") == true)
            #expect(friends.dropFirst().allSatisfy { $0.contains("https://steamcommunity.com/") })
            #expect(weeks.allSatisfy { $0.wholeMatch(of: /\d{4}-W\d{2}\s.*/) != nil }, "\(weeks)")
            let rows = try outcome.file("games.csv").split(separator: "\n")
            #expect(rows.first == "name,hours" && rows.count > 1)
            let picture = try outcome.file("heroes.svg")
            #expect(picture.contains("<svg") && picture.hasSuffix("</svg>\n"))
            let page = try outcome.file("report.html")
            #expect(page.hasPrefix("<!DOCTYPE html>") && page.contains("robinwalker") && !page.contains("<script"))
        },
        "One match in full": Recipe { outcome in
            #expect(outcome.lines.first?.contains("hero_name") == true)
            #expect(outcome.lines.count == 11, "a header and ten players: \(outcome.lines)")
        },
        "My playtime this month": Recipe { outcome in
            #expect(outcome.lines.first?.contains("playtime_forever") == true)
            #expect(outcome.lines.count == 6, "a header and five games: \(outcome.lines)")
        },
        "Missing achievements, rarest first": Recipe { outcome in
            let achievements = try outcome.records()
            #expect(achievements.count == 5)
            let percents = achievements.compactMap { $0["percent"] as? Double }
            #expect(percents.count == 5 && percents == percents.sorted(), "rarest first: \(percents)")
        },
        "A nightly report in CI": Recipe(setup: "ln -s '\(Products.packageRoot.path)/examples' examples") { outcome in
            #expect(try outcome.file("public/report.html").contains("robinwalker"))
            #expect(try outcome.file("public/heroes.csv").hasPrefix("hero_id,"))
            let summary = try #require(outcome.stderr.split(separator: "\n").last)
            #expect(summary.contains("new matches") && summary.contains("wrote public/report.html"), "\(summary)")
        },
        "A ban monitor for CI": Recipe { outcome in
            // The first run has nothing to compare with: it says so once and the job passes.
            let written = try outcome.file("new-bans.ndjson")
            #expect(written.isEmpty)
            #expect(outcome.stderr.contains("no earlier snapshot in the store to compare with"), "\(outcome.stderr)")
        },
        "My wishlist on sale in my country": Recipe { outcome in
            #expect(outcome.status == 0 && outcome.stderr.isEmpty, "\(outcome.stderr)")
            let rows = try ExampleOutcome.table(outcome.stdout)
            #expect(!rows.isEmpty && rows.allSatisfy { Int($0["discount_percent"] ?? "") ?? 0 > 0 && ($0["final_formatted"] ?? "").hasPrefix("$") })
        },
        "Co-op games my friends and I own": Recipe { outcome in
            #expect(outcome.status == 0, "\(outcome.stderr)")
            let rows = try ExampleOutcome.table(outcome.stdout)
            #expect(!rows.isEmpty && rows.allSatisfy { Int($0["owners"] ?? "") ?? 0 >= 3 && Int($0["accounts"] ?? "") ?? 0 >= 3 })
        },
        // The feed's first run took the list as its state; a day later the sales that began at 17:00 UTC are drops.
        "Tell me when a wished game drops in price": Recipe(setup: """
            steam-games wishlist robinwalker --cc us --changes --feed price-drops > /dev/null 2>&1
            curl -sf -X POST "$STEAM_API_BASE_URL/_replay/advance?days=1" > /dev/null
            """) { outcome in
            #expect(outcome.status == 0, "\(outcome.stderr)")
            let drops = try outcome.records()
            #expect(!drops.isEmpty && drops.allSatisfy { ($0["after"] as? Int ?? 0) < ($0["before"] as? Int ?? 0) && $0["appid"] is Int })
        },
        "How many play a game right now, by its name": Recipe { outcome in
            #expect(outcome.status == 0 && outcome.stderr.isEmpty, "\(outcome.stderr)")
            #expect(outcome.lines.first?.contains("player_count") == true)
            let row = try #require(outcome.lines.count == 2 ? outcome.lines[1] : nil, "a header and Dota 2: \(outcome.lines)")
            let columns = row.split(separator: " ", omittingEmptySubsequences: true)
            #expect(row.hasPrefix("570 ") && columns.count > 1 && Int(columns[1]) ?? 0 > 0, "\(row)")
        },
    ]

    @Test func everyPipelineOfTheReadmeRunsAsWrittenAndSaysWhatItShould() async throws {
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let blocks = Cookbook.shellBlocks(in: readme)
        let recipes = try Cookbook.recipes(inReadme: readme)
        for block in blocks where !["", "A first five minutes", "Cookbook"].contains(block.section) {
            #expect(Self.runElsewhere[block.section] != nil, "a shell block under \(block.section) runs nowhere: \(block.lines)")
        }
        let ci = try String(contentsOf: Products.packageRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
        #expect(ci.contains("scripts/install-check") && ci.contains("scripts/package-check"))
        var opening = try #require(blocks.first { $0.section == "" }?.lines)
        // Required: the README is read, not written here, and an empty block would trap on opening[0].
        try #require(opening.first?.hasPrefix("steam-auth login ") == true, "\(opening)")
        opening[0] = Self.signIn
        var firstFive = try #require(blocks.first { $0.section == "A first five minutes" }?.lines)
        // The server stays up for the cookbook; the session ends with the README's own last line.
        try #require(firstFive.last == "kill %1", "\(firstFive)")
        let stop = firstFive.removeLast()
        #expect(Set(recipes.map(\.title)).subtracting(Self.recipesRunElsewhere.keys) == Set(Self.checks.keys),
                "every recipe has a check and every check a recipe")

        // The first five minutes serve on 8765, as a help example's sign-in listens there.
        let lock = try await PortLock(port: 8765)
        defer { withExtendedLifetime(lock) {} }
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var script = """
            trap 'kill $(jobs -p) 2>/dev/null' EXIT
            set -o pipefail
            { \(Self.eachReportingFailure(firstFive)) } > first.out 2> first.err; echo $? > first.status
            ( set -e; \(opening.joined(separator: "\n")) ) > opening.out 2> opening.err; echo $? > opening.status

            """
        for (index, recipe) in recipes.enumerated() where Self.recipesRunElsewhere[recipe.title] == nil {
            let check = Self.checks[recipe.title]
            script += (check?.setup ?? "") + "\n"
            let commands = (check?.atTheWorldsNow == true ? [Self.atTheWorldsNow] : []) + recipe.commands
            script += "( \(commands.joined(separator: "\n")) ) > \(index).out 2> \(index).err; echo $? > \(index).status\n"
        }
        script += stop + "\n"
        let environment = ["HOME": directory.path, "XDG_CACHE_HOME": "", "XDG_CONFIG_HOME": "", "XDG_STATE_HOME": ""]
        let session = try shell("cd '\(directory.path)' && timeout 900 bash -c \(shellQuoted(script))", environment: environment)
        #expect(session.status == 0, "\(session.stderr)")

        func outcome(_ name: String) throws -> Outcome {
            let read = { (suffix: String) in try String(contentsOf: directory.appendingPathComponent(name + suffix), encoding: .utf8) }
            return Outcome(status: Int32(try read(".status").trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1,
                           stdout: try read(".out"), stderr: try read(".err"), directory: directory)
        }
        let first = try outcome("first")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("first.failures").path),
                "the first five minutes: \((try? first.file("first.failures")) ?? ""): \(first.stderr)")
        try checkFirstFiveMinutes(first)
        let intro = try outcome("opening")
        #expect(intro.status == 0, "the opening block: \(intro.stderr)")
        try checkOpening(intro)
        for (index, recipe) in recipes.enumerated() where Self.recipesRunElsewhere[recipe.title] == nil {
            let result = try outcome(String(index))
            #expect(result.status == 0, "\(recipe.title): exit \(result.status): \(result.stderr)")
            try Self.checks[recipe.title]?.check(result)
        }
    }

    /// The block's commands (a line and the lines it goes on to after a `\\`), each writing its status and text to
    /// first.failures when it fails; one started in the background is left as it is.
    static func eachReportingFailure(_ lines: [String]) -> String {
        var commands: [String] = []
        for line in lines {
            if let last = commands.last, last.hasSuffix("\\") { commands[commands.count - 1] += "\n" + line } else { commands.append(line) }
        }
        return commands.enumerated().map { index, command in
            command.hasSuffix("&") ? command + "\n" : "\(command) || echo \"command \(index + 1) of the block exited $?\" >> first.failures\n"
        }.joined()
    }

    /// resolve names robinwalker in every form, the tables have their heads, and wl counts the matches fetched: his whole
    /// window, past the default hundred, so that the opening's and the cookbook's daily --new, which list every match
    /// the store lacks for him, fetch only the ones played since.
    func checkFirstFiveMinutes(_ first: Outcome) throws {
        let identity = try #require(first.lines.first.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] })
        #expect(identity["steamid"] as? String == Self.robinwalker && identity["vanity"] as? String == "robinwalker")
        #expect(first.stdout.contains("personaname") && first.stdout.contains("playtime_forever") && first.stdout.contains("match_id"))
        let wl = try #require(first.lines.first { $0.hasPrefix("{\"win\":") })
        let counts = try #require(JSONSerialization.jsonObject(with: Data(wl.utf8)) as? [String: Int])
        #expect(counts["win", default: 0] + counts["lose", default: 0] > 100, "his whole window fetched: \(wl)")
    }

    /// Signed in as robinwalker, his wins and losses, gabelogannewell's friends' names, and a CSV of them.
    func checkOpening(_ opening: Outcome) throws {
        let lines = opening.lines
        let identity = try #require(lines.first { $0.contains("\"signed_in_at\"") })
        #expect(identity.contains(Self.robinwalker))
        let wl = try #require(lines.first { $0.hasPrefix("{\"win\":") })
        let counts = try #require(JSONSerialization.jsonObject(with: Data(wl.utf8)) as? [String: Int])
        #expect(counts["win", default: 0] + counts["lose", default: 0] > 0)
        let names = lines.filter { !$0.hasPrefix("{") }
        let friends = try opening.file("friends.csv").split(separator: "\n")
        #expect(!names.isEmpty && friends.first?.hasPrefix("friend_of,") == true && friends.count == names.count + 1,
                "one name per friend: \(names.count) names, \(friends.count - 1) rows")
    }
}
