// stat-agg as people run it: every subcommand and filter against an independent Python reference over a generated
// corpus, partial states merged by the binaries, bad lines named, hostile flags refused, and the Dota pipe.
import Foundation
import Testing
import TestSupport

/// The suite's generated corpus: 600 dota-detail records with every edge case of the generator.
private var corpus: URL { get throws { try SuiteFile.url() } }

/// The independent reading of stat-agg's contract (Reference/README.md), for every test that compares against it.
let referenceScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Reference/stat_reference.py").path

/// Compares two answers record by record: numbers by value (means within 1e-6), hero names left to the tables.
func sameAnswer(_ ours: [[String: Any]], _ reference: [[String: Any]]) -> String? {
    guard ours.count == reference.count else { return "\(ours.count) records, the reference has \(reference.count)" }
    for (index, (left, right)) in zip(ours, reference).enumerated() {
        let keys = Set(left.keys).union(right.keys).subtracting(["hero_name"])
        for key in keys {
            switch (left[key], right[key]) {
            case (let a as NSNumber, let b as NSNumber):
                let difference = abs(a.doubleValue - b.doubleValue)
                if difference > 1e-6 * max(1, abs(b.doubleValue)) { return "record \(index) \(key): \(a) vs \(b)" }
            case (let a as String, let b as String) where a == b: continue
            case (is NSNull, is NSNull), (nil, nil): continue
            case (let a, let b):
                if "\(a ?? "nil")" != "\(b ?? "nil")" { return "record \(index) \(key): \(a ?? "nil") vs \(b ?? "nil")" }
            }
        }
    }
    return nil
}

@Suite(.blocksOnProcesses, .generatedCorpus(matches: 600, seed: 7), .needs("python3")) struct StatAggReferenceTests {
    static let cases = [
        "wl", "heroes", "heroes --having 3", "peers", "peers --min-games 2", "totals", "counts",
        "histogram gold_per_min", "histogram kda --bins 10", "histogram .duration --bins 7", "records",
        "trend win --by week --window 3", "trend kills --by month", "trend gold_per_min --by day --window 2",
        "by .hero_id .week --metric .kills --metric .kda", "by .is_radiant .patch --metric .gold_per_min",
        "wl --significant", "heroes --win --radiant", "wl --game-mode 23", "wl --loss --dire --lobby-type 7",
        "wl --since 2020-12-28 --until 2021-01-03", "counts --leaver-status 0 --region 3 --region 5",
        "totals --patch 7.28 --patch 7.38", "heroes --hero anti-mage --hero 2", "peers --min-games 1 --with-hero pudge",
        "wl --against-hero Axe", "heroes --league 0", "wl --since 2025-01-01T00:00:00Z", "peers --player 100000001",
        "heroes --player 76561198060265729 --party-size 2", "wl --with-hero pudge --with-hero axe", "peers --top 3",
        "peers --min-games 1 --top 7 --significant",
    ]

    @Test(arguments: cases)
    func agreesWithTheReference(arguments: String) throws {
        let ours = try shell("stat-agg \(arguments) < '\(corpus.path)'")
        let reference = try shell("python3 '\(referenceScript)' \(arguments) < '\(corpus.path)'")
        #expect(ours.status == reference.status, "\(ours.stderr)\n\(reference.stderr)")
        let difference = sameAnswer(try ours.records(), try reference.records())
        #expect(difference == nil, "\(arguments): \(difference ?? "")")
        #expect(!ours.stdoutLines.isEmpty || arguments.contains("party-size"), "\(arguments) gave nothing")
    }

    @Test func accountFiltersAgreeOnTheTopPeers() throws {
        let peers = try shell("stat-agg peers < '\(corpus.path)'").records()
        let top = peers.prefix(3).compactMap { $0["account_id"] as? Int }
        try #require(top.count == 3)
        for arguments in [
            "wl --with-account \(top[0])", "heroes --against-account \(top[1])",
            "peers --min-games 1 --included-account \(top[0]) --excluded-account \(top[2])",
        ] {
            let ours = try shell("stat-agg \(arguments) < '\(corpus.path)'")
            let reference = try shell("python3 '\(referenceScript)' \(arguments) < '\(corpus.path)'")
            #expect(ours.status == 0 && reference.status == 0, "\(ours.stderr)\n\(reference.stderr)")
            #expect(sameAnswer(try ours.records(), try reference.records()) == nil, "\(arguments)")
        }
    }
}

@Suite(.blocksOnProcesses, .generatedCorpus(matches: 600, seed: 7)) struct StatAggToolTests {
    /// A file read twice (`cat m m`, a sync appended to its own file) counts each match once, and says so once.
    @Test(arguments: ["heroes", "peers --min-games 1", "totals"])
    func aMatchReadTwiceCountsOnce(arguments: String) throws {
        let once = try shell("stat-agg \(arguments) < '\(corpus.path)'")
        let twice = try shell("cat '\(corpus.path)' '\(corpus.path)' | stat-agg \(arguments)")
        #expect(once.status == 0 && twice.status == 0, "\(twice.stderr)")
        #expect(twice.stdout == once.stdout)
        let notes = twice.stderr.split(separator: "\n")
        #expect(notes.count == 1 && notes[0].contains("counted once: 600"), "\(twice.stderr)")
    }

    @Test(arguments: ["heroes", "by .week .hero_id --metric .kda", "totals", "trend win --window 4"])
    func statesOfSplitInputMergeToOnePass(arguments: String) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try shell("""
            cd '\(directory.path)' && split -n l/3 '\(corpus.path)' part.
            for part in part.*; do stat-agg \(arguments) --emit-state < $part > $part.state; done
            cat part.*.state | stat-agg merge > merged && stat-agg merge part.*.state > merged-files \
              && stat-agg \(arguments) < '\(corpus.path)' > whole && cmp merged whole && cmp merged-files whole \
              && wc -l < whole
            """)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(Int(result.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 > 0)
    }

    @Test func mergeRefusesStatesOfAnotherQuery() throws {
        let result = try shell("""
            { head -50 '\(corpus.path)' | stat-agg heroes --emit-state; head -50 '\(corpus.path)' | stat-agg heroes --win --emit-state; } \
              | stat-agg merge
            """)
        #expect(result.status == 1)
        #expect(result.stderr.contains("stdin line") && result.stderr.contains("differs from the first state"), "\(result.stderr)")
        #expect(!result.stdoutLines.isEmpty)
    }

    /// Hadoop Streaming's data path: mapper lines sorted bytewise (a line without a tab is all key), then handed to
    /// the one reducer as key, tab, empty value. Merge must give the one-pass answer from that.
    @Test(arguments: ["heroes", "peers --min-games 1", "trend win --by week --window 4", "by .hero_id --metric .kills",
                      "records", "matches --count 9", "histogram kda --bins 12"])
    func statesSurviveHadoopStreamingsSortAndTabs(query: String) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let streamed = try shell("""
            cd '\(directory.path)' && split -n l/4 '\(corpus.path)' part. \
            && for p in part.*; do stat-agg \(query) --emit-state < $p; done | LC_ALL=C sort | sed 's/$/\t/' | stat-agg merge
            """)
        let single = try shell("stat-agg \(query) < '\(corpus.path)'")
        #expect(streamed.status == 0, "\(streamed.stderr)")
        #expect(!single.stdoutText.isEmpty)
        #expect(streamed.stdoutText == single.stdoutText)
    }

    /// A state is text anyone can write; its numbers must not crash merge (0 buckets) or exhaust memory (10^12).
    @Test(arguments: [("histogram gold_per_min --bins 5", "\"bins\":5", "\"bins\":0", "bins 0"),
                      ("trend win --window 3", "\"window\":3", "\"window\":-2", "window -2"),
                      ("histogram kills --bins 5", "\"bins\":5", "\"bins\":1000000000000", "bins 1000000000000"),
                      ("matches --count 4", "\"count\":4", "\"count\":0", "count 0")])
    func aStateNoCommandLineMakesIsRefused(command: String, written: String, forged: String, problem: String) throws {
        let result = try shell("""
            head -40 '\(corpus.path)' | stat-agg \(command) --emit-state | sed 's/\(written)/\(forged)/' | stat-agg merge
            """)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("stdin line 1: the state's query is not one stat-agg makes: \(problem) is not"), "\(result.stderr)")
    }

    @Test func matchesListsTheNewestFirst() throws {
        let ours = try shell("stat-agg matches --count 7 --jq .match_id < '\(corpus.path)'")
        let newest = try shell("jq -s -r 'sort_by(-(.start_time // -1), -.match_id) | .[:7][] | .match_id' '\(corpus.path)'")
        #expect(ours.status == 0, "\(ours.stderr)")
        #expect(ours.stdoutLines == newest.stdoutLines)
        #expect(try shell("stat-agg matches --count 0 < /dev/null").status == 64)
    }

    /// A name one byte from a name stat-agg reads is another member: `"match_il":5` once printed 5 for every match id.
    @Test func namesOneByteFromAKnownNameChangeNothing() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try shell("""
            cd '\(directory.path)'
            head -40 '\(corpus.path)' | sed 's/"kills":/"total_xp":300,"abandons":0,"kills":/g' > plain
            sed -e 's/"match_id":\\([0-9]*\\)/&,"match_il":5/' -e 's/"total_xp":300/&,"total_xx":5/g' \\
                -e 's/"abandons":0/&,"abandonb":1/g' plain > impostors
            grep -c match_il impostors
            for query in "matches --count 40" wl heroes peers "histogram total_xp" "trend total_xp --by month" \\
                "by .hero_id --metric .total_xp"; do
                stat-agg $query < plain > a && stat-agg $query < impostors > b && cmp a b || exit 1
            done
            stat-agg totals < plain > a
            stat-agg totals < impostors | jq -c 'select(.field != "total_xx" and .field != "abandonb")' > b && cmp a b
            stat-agg matches --count 40 --jq .match_id < impostors | grep -cvx 5
            """)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdoutLines.first == "40")
        #expect(Int(result.stdoutLines.last ?? "") ?? 0 > 20, "\(result.stdout)")
    }

    @Test func badLinesAreNamedAndTheRestCount() throws {
        let good = try String(contentsOf: corpus, encoding: .utf8).split(separator: "\n").prefix(3).joined(separator: "\n")
        // The corpus is the generator's output: too short a file fails the test instead of trapping below.
        let goodLines = good.split(separator: "\n")
        try #require(goodLines.count >= 2, "the corpus has \(goodLines.count) lines")
        let input = """
            \(goodLines[0])
            not json
            {"account_id":1,"players":[]}
            {"match_id":5,"players":[{"hero_id":"pudge"}]}
            {"match_id":6,"radiant_win":true,"players":[{"account_id":7,"player_slot":0,"hero_id":1}]}

            \(goodLines[1])
            {"match_id":8,"players":[{"account_id":9,"hero_id":1
            {"match_id":9,"account_id":7,"players":[{"account_id":7,"player_slot":0,"hero_id":1}]}
            """
        let result = try shell("stat-agg wl", stdin: Data(input.utf8))
        #expect(result.status == 1)
        let errors = result.stderr.split(separator: "\n")
        #expect(errors.contains { $0.contains("line 2:") && $0.contains("not a JSON object") }, "\(result.stderr)")
        #expect(errors.contains { $0.contains("line 3:") && $0.contains("without players") }, "\(result.stderr)")
        #expect(errors.contains { $0.contains("line 4: match 5:") && $0.contains("hero_id is a string") }, "\(result.stderr)")
        #expect(errors.contains { $0.contains("line 5: match 6:") && $0.contains("--player") }, "\(result.stderr)")
        #expect(errors.contains { $0.contains("line 8: match 8:") && $0.contains("ends early") }, "\(result.stderr)")
        #expect(errors.contains { $0.contains("line 9: match 9: no radiant_win") && $0.contains("dota-detail") }, "\(result.stderr)")
        let answer = try #require(try result.records().first)
        #expect((answer["win"] as? Int ?? 0) + (answer["lose"] as? Int ?? 0) == 2)
    }

    @Test func aLineTooLongToHoldIsNamedAndSkipped() throws {
        let result = try shell("""
            { head -2 '\(corpus.path)'; head -c 9000000 /dev/zero | tr '\\0' x; echo; sed -n 3,5p '\(corpus.path)'; } | stat-agg wl
            """)
        #expect(result.status == 1)
        #expect(result.stderr == "stat-agg: error: line 3: longer than 8 MiB; left out\n", "\(result.stderr)")
        let answer = try #require(try result.records().first)
        #expect((answer["win"] as? Int ?? 0) + (answer["lose"] as? Int ?? 0) == 5)
    }

    @Test func envelopesAndBareResultsCountLikeRecords() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try shell("""
            cd '\(directory.path)'
            head -20 '\(corpus.path)' > plain
            jq -c '{result: del(.account_id), account_id}' plain > wrapped
            stat-agg heroes < plain > a && stat-agg heroes < wrapped > b && cmp a b && wc -l < a
            jq -c 'del(.account_id)' plain | stat-agg wl --player 100000001 | jq -c .
            """)
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test(.enabled(if: APISamples.directory != nil)) func theRealSamplesAggregate() throws {
        let samples = try #require(APISamples.directory)
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let records = directory.appendingPathComponent("samples.ndjson").path, errors = directory.appendingPathComponent("err").path
        let result = try shell("""
            cd '\(samples.path)'
            { for f in GetMatchDetails/*.json; do jq -c . "$f"; done
              jq -c '.result.matches[]' GetMatchHistoryBySequenceNum/*.json; } > '\(records)'
            for account in $(jq -r '.players[]?.account_id, .result.players[]?.account_id' '\(records)' | sort -u | grep -v 4294967295 | head -5); do
              for command in wl heroes peers totals counts records "histogram kills" "trend kda" "by .hero_id --metric .kills"; do
                stat-agg $command --player $account < '\(records)' > /dev/null 2> '\(errors)' || { cat '\(errors)'; exit 1; }
              done
            done
            """)
        #expect(result.status == 0, "\(result.stdoutText)\(result.stderr)")
    }

    @Test(arguments: [
        ("histogram kills --bins 0", "--bins"), ("histogram kills --bins inf", "bins"), ("trend win --window -1", "window"),
        ("wl --player garbage!", "--player"), ("wl --since 2025-13-01", "since"),
        ("wl --hero nosuchhero", #"--hero: no hero has the id or name "nosuchhero"; `dota-detail heroes` lists them"#),
        ("wl --with-hero 0", #"--with-hero: no hero has the id or name "0"; `dota-detail heroes` lists them"#),
        ("wl --against-hero 'no one'", #"--against-hero: no hero has the id or name "no one"; `dota-detail heroes` lists them"#),
        ("by .players.kills", "field path"), ("wl --emit-state --format table", "--emit-state"),
        ("wl --patch 9.99", "--patch"), ("wl --since 2025-02-01 --until 2025-01-01", "--since"),
        ("wl --with-account robinwalker", "vanity"), ("trend win --by year", "by"),
    ])
    func hostileFlagsAreUsageErrors(arguments: String, mention: String) throws {
        let result = try shell("stat-agg \(arguments) < /dev/null")
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains(mention), "\(arguments): \(result.stderr)")
    }

    @Test func aReaderLeavingEndsQuietlyAndClosedStreamsAreFatal() throws {
        let closedOut = try shell("stat-agg heroes < '\(corpus.path)' >&-")
        #expect(closedOut.status == 2 && closedOut.stderr.contains("stdout"), "\(closedOut.stderr)")
        let closedIn = try shell("stat-agg heroes <&-")
        #expect(closedIn.status == 2 && closedIn.stderr == "stat-agg: error: stdin: closed\n", "\(closedIn.stderr)")
        let directory = try shell("stat-agg heroes < /etc")
        #expect(directory.status == 2 && directory.stderr.contains("Is a directory"), "\(directory.stderr)")
        let piped = try shell("stat-agg peers --min-games 1 < '\(corpus.path)' | head -1 | wc -l")
        #expect(piped.status == 0 && piped.stderr.isEmpty, "\(piped.stderr)")
    }

    @Test func theDotaPipeEndsInATable() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let result = try sandbox.run(
            "steam-auth resolve \(demo.vanity) | dota-matches --all --rate 1000 | dota-detail \(unlimited) --jobs 8 | stat-agg heroes --format table")
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdoutLines
        #expect(lines.first?.hasPrefix("hero_id") == true && lines.first?.contains("against_win") == true)
        #expect(lines.count > 5)
    }
}
