// `stat-agg playtime` as people run it: every answer and filter against the Python reference over generated
// steam-games snapshots, split states merged by the binary, bad lines named, empty answers explained, and hostile
// flags refused.
import Foundation
import Testing
import TestSupport

/// The suite's snapshots, written by `writeSnapshots`.
private var snapshots: URL { get throws { try SuiteFile.url() } }

/// Snapshots as steam-games writes them: 4 accounts, 6 games, 2025-12-20 to 2026-01-08 (across the ISO week and
/// year boundary of 2025-12-29), several a day for some games, owned-style lines with Valve's other fields, names
/// sometimes missing, playtime that sometimes goes down; the last 3 lines have no fetched_at.
private func writeSnapshots(to file: URL) throws {
    var random = SplitMix(seed: 11)
    let accounts = (1...4).map { String(76_561_197_960_265_728 + $0) }
    let apps = [570: "Dota 2", 730: "Counter-Strike 2", 440: "Team Fortress 2", 620: "Portal 2", 10: "Counter-Strike", 1_086_940: "Baldur's Gate 3"]
    var forever: [String: Int] = [:]
    var lines: [String] = []
    let start = 1_766_188_800 // 2025-12-20 00:00 UTC
    for day in 0..<20 {
        for account in accounts where random.next(4) != 0 {
            for (app, name) in apps.sorted(by: { $0.key < $1.key }) where random.next(3) != 0 {
                for _ in 0...random.next(3) {
                    let key = "\(account)/\(app)"
                    forever[key, default: random.next(3_000)] += random.next(10) == 0 ? -random.next(40) : random.next(180)
                    var fields = ["\"steamid\":\"\(account)\"", "\"appid\":\(app)"]
                    if random.next(4) != 0 { fields.append("\"name\":\(jsonString(name))") }
                    fields.append("\"playtime_forever\":\(max(0, forever[key]!))")
                    if random.next(2) == 0 { fields.append("\"playtime_2weeks\":\(1 + random.next(900))") }
                    if random.next(2) == 0 {
                        fields.append("\"img_icon_url\":\"0bbb630d63262dd66d2fdd0f7d37e8661a410075\",\"playtime_windows_forever\":\(random.next(99)),\"rtime_last_played\":\(start + day * 86_400),\"content_descriptorids\":[2,5]")
                    }
                    fields.append("\"fetched_at\":\(start + day * 86_400 + random.next(86_400))")
                    lines.append("{" + fields.joined(separator: ",") + "}")
                }
            }
        }
    }
    lines += [
        "{\"steamid\":\"\(accounts[0])\",\"appid\":570,\"playtime_forever\":999999}",
        "{\"steamid\":\"\(accounts[3])\",\"appid\":4000,\"name\":\"Garry's Mod\",\"playtime_forever\":77}",
        "{\"steamid\":\(accounts[2]),\"appid\":620,\"playtime_forever\":5,\"playtime_2weeks\":5}",
    ]
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
}

private func jsonString(_ text: String) -> String {
    String(decoding: try! JSONSerialization.data(withJSONObject: text, options: .fragmentsAllowed), as: UTF8.self)
}

/// A small deterministic generator, so the corpus is the same on every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = (state ^ (state >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((value ^ (value >> 31)) % UInt64(bound))
    }
}

@Suite(.blocksOnProcesses, .suiteFile("snapshots.ndjson", writeSnapshots)) struct PlaytimeReferenceTests {
    static let cases = [
        "", "--top 3", "--top 100", "--by day", "--by week", "--by month", "--player 76561197960265729",
        "--player STEAM_0:1:1 --top 2", "--app 570 --app 440 --by day", "--since 2025-12-29 --until 2026-01-04",
        "--top 2 --since 2026-01-01T12:00:00Z", "--by week --until 2025-12-31", "--by day --player [U:1:4] --app 730",
    ]

    @Test(.needs("python3"), arguments: cases)
    func agreesWithTheReference(arguments: String) throws {
        let ours = try shell("stat-agg playtime \(arguments) < '\(snapshots.path)'")
        let reference = try shell("python3 '\(referenceScript)' playtime \(arguments) < '\(snapshots.path)'")
        #expect(ours.status == reference.status, "\(ours.stderr)\n\(reference.stderr)")
        #expect(ours.stdoutText == reference.stdoutText, "\(arguments)")
        #expect(!ours.stdoutLines.isEmpty, "\(arguments) gave nothing")
        // The undated lines count in totals and top, and are named errors where --by needs their time.
        #expect(ours.status == (arguments.contains("--by") ? 1 : 0), "\(ours.stderr)")
    }

    @Test func byDayCrossesTheISOWeekAndYearBoundary() throws {
        let weeks = try shell("stat-agg playtime --by week -r --jq .period < '\(snapshots.path)' 2>/dev/null").stdoutLines
        #expect(weeks == ["2025-W51", "2025-W52", "2026-W01", "2026-W02"])
    }

    @Test(.needs("python3")) func theReferenceChecksItself() throws {
        let result = try shell("python3 '\(referenceScript)' --self-test")
        #expect(result.status == 0 && result.stdoutText.contains(" 0 failed"), "\(result.stdoutText)")
    }
}

@Suite(.blocksOnProcesses, .suiteFile("snapshots.ndjson", writeSnapshots)) struct PlaytimeToolTests {
    @Test(arguments: ["", "--top 3", "--by day", "--by week --app 570", "--by month --player 76561197960265730"])
    func statesOfSplitInputMergeToOnePass(arguments: String) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try shell("""
            cd '\(directory.path)' && grep fetched_at '\(snapshots.path)' > dated && split -n l/4 dated part.
            for part in part.*; do stat-agg playtime \(arguments) --emit-state < $part > $part.state || exit 1; done
            cat part.*.state | stat-agg merge > merged && stat-agg merge part.*.state > merged-files \
              && stat-agg playtime \(arguments) < dated > whole && cmp merged whole && cmp merged-files whole && wc -l < whole
            """)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Int(result.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 > 0)
    }

    @Test func oneGamesSnapshotsSplitAcrossStatesStillGainOnce() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let lines = [
            "{\"steamid\":\"76561197960265729\",\"appid\":570,\"playtime_forever\":100,\"fetched_at\":1766966400}",
            "{\"steamid\":\"76561197960265729\",\"appid\":570,\"playtime_forever\":175,\"fetched_at\":1766966500}",
            "{\"steamid\":\"76561197960265729\",\"appid\":570,\"playtime_forever\":160,\"fetched_at\":1766966450}",
        ]
        let result = try shell("""
            cd '\(directory.path)'
            for n in 1 2 3; do sed -n "${n}p" > part.$n <<'EOF'
            \(lines.joined(separator: "\n"))
            EOF
            stat-agg playtime --by day --emit-state < part.$n > part.$n.state; done
            stat-agg merge part.*.state
            """)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutLines == ["{\"period\":\"2025-12-29\",\"minutes\":75,\"games\":1,\"accounts\":1}"])
    }

    /// A state written by hand with a signed steamid is refused, as a snapshot's would be: `UInt64("+5")` once took it.
    @Test func mergeRefusesAStateWhoseSteamIDHasASign() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try shell("""
            cd '\(directory.path)'
            printf '%s\\n' '{"steamid":"76561197960265729","appid":570,"playtime_forever":100,"fetched_at":1766966400}' \\
              | stat-agg playtime --by day --emit-state > good.state
            sed 's/"76561197960265729"/"+5"/g' good.state > signed.state
            grep -q '"+5"' signed.state && stat-agg merge good.state signed.state
            """)
        #expect(result.status != 0 && result.stderr.contains("\"steamid\" is not a SteamID64"), "\(result.stderr)")
    }

    @Test func mergeRefusesAnotherPlaytimeQueryAndMatchStates() throws {
        let result = try shell("""
            { head -40 '\(snapshots.path)' | stat-agg playtime --by day --emit-state
              head -40 '\(snapshots.path)' | stat-agg playtime --by week --emit-state
              stat-agg wl --emit-state < /dev/null; } | stat-agg merge
            """)
        #expect(result.status == 1)
        let refusals = result.stderr.split(separator: "\n").filter { $0.contains("differs from the first state") }
        #expect(refusals.count == 2, "\(result.stderr)")
        #expect(result.stdoutLines.first?.contains("\"period\":\"2025-12-") == true, "\(result.stdoutText)")
    }

    @Test func badLinesAreNamedByLineAndFieldAndTheRestCount() throws {
        let input = """
            {"steamid":"76561197960265729","appid":570,"playtime_forever":60,"fetched_at":1766966400}
            {"steamid":"76561197960265729","appid":"570","playtime_forever":60}
            not json

            {"steamid":"76561197960265730","appid":440,"playtime_forever":-5}
            {"appid":440,"playtime_forever":5}
            {"steamid":"76561197960265730","appid":440,"playtime_forever":5,"name":["TF2"]}
            {"steamid":76561197960265730,"appid":440,"playtime_forever":30,"playtime_2weeks":30,"name":"Team Fortress 2"}
            {"steamid":"76561197960265730","appid":440,"playtime_forever":30.5}
            """
        let result = try shell("stat-agg playtime", stdin: Data(input.utf8))
        #expect(result.status == 1)
        let errors = result.stderr.split(separator: "\n")
        for (line, mention) in [(2, "appid"), (3, "not a JSON object"), (5, "playtime_forever"), (6, "steamid"), (7, "name"), (9, "playtime_forever")] {
            #expect(errors.contains { $0.contains("error: line \(line):") && $0.contains(mention) }, "line \(line): \(result.stderr)")
        }
        #expect(errors.count == 6, "\(result.stderr)")
        #expect(result.stdoutLines == ["{\"accounts\":2,\"games\":2,\"games_played\":2,\"playtime_forever\":90,\"playtime_2weeks\":30}"])
    }

    @Test func emptyAnswersAreExplained() throws {
        let nothing = try shell("stat-agg playtime --top 3 < /dev/null")
        #expect(nothing.status == 0 && nothing.stdoutText.isEmpty && nothing.stderr.contains("no snapshot was read"), "\(nothing.stderr)")
        let filtered = try shell("stat-agg playtime --by day --app 99999 < '\(snapshots.path)'")
        #expect(filtered.stdoutText.isEmpty && filtered.stderr.contains("no snapshot passed the filters"), "\(filtered.stderr)")
        let totals = try shell("stat-agg playtime --player 76561197960265999 --format csv < '\(snapshots.path)'")
        #expect(totals.status == 0 && totals.stderr.contains("no snapshot passed the filters"), "\(totals.stderr)")
        #expect(totals.stdoutLines == ["accounts,games,games_played,playtime_forever,playtime_2weeks", "0,0,0,0,0"])
    }

    @Test func outputFormatsAndJQWork() throws {
        let table = try shell("stat-agg playtime --top 2 --format table < '\(snapshots.path)'")
        #expect(table.status == 0 && table.stdoutLines.first?.hasPrefix("appid") == true && table.stdoutLines.count == 3, "\(table.stdoutText)")
        let names = try shell("stat-agg playtime --top 100 -r --jq '.name // \"?\"' < '\(snapshots.path)'")
        #expect(names.status == 0 && names.stdoutLines.contains("Baldur's Gate 3"), "\(names.stdoutText)")
    }

    @Test(arguments: [
        ("--top 0", "--top"), ("--top -1", "--top"), ("--top inf", "--top"), ("--by year", "--by"),
        ("--by day --top 2", "--by and --top"), ("--hero pudge", "--hero"), ("--app -3", "--app"),
        ("--player robinwalker", "vanity"), ("--since 2026-02-01 --until 2026-01-01", "--since"),
        ("--emit-state --format table", "--emit-state"), ("--since 2026-13-01", "since"),
    ])
    func hostileFlagsAreUsageErrors(arguments: String, mention: String) throws {
        let result = try shell("stat-agg playtime \(arguments) < /dev/null")
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(mention), "\(arguments): \(result.stderr)")
    }
}
