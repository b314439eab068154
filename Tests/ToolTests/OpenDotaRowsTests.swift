// A whole history's statistics from OpenDota's player rows: one request lists them, and stat-agg over the rows says
// what it says over the same matches fetched in full, byte for byte for every statistic and filter, and field for
// field for totals and records, whose rows carry fewer fields. The Python reference reads the rows independently.
import Foundation
import Testing
import TestSupport

/// Serialized: each case holds a test thread for a minute of tool runs, and two at once would hold both of a
/// two-core machine's, stalling the in-process servers of other suites.
@Suite(.blocksOnProcesses, .serialized, .needs("python3")) struct OpenDotaRowsTests {
    /// Each compared without a filter; the first four under every filter too, those the filters change most.
    static let statistics = [
        "wl", "heroes", "peers --min-games 1", "counts", "histogram gold_per_min", "histogram kda --bins 10",
        "histogram duration --bins 8", "trend win --by week --window 4", "trend kills --by month", "matches --count 50",
        "by .hero_id .patch --metric .kills --metric .kda", "report --title rows -o -",
    ]

    /// gabelogannewell's history passes Valve's 500 cap, which OpenDota's one request is not held to; robinwalker's
    /// is some hundreds. Both only grow as the world's clock moves on, so neither figure leans on the moment.
    @Test(arguments: [22_202, 169_802])
    func rowsGiveTheAnswersOfTheFullMatches(accountID: Int) throws {
        let sandbox = try Sandbox()
        try sandbox.replay.setOpenDotaLimits(#"{"minute_limit":100000,"keyed_minute_limit":100000}"#)
        let listed = try sandbox.runInside("dota-matches --source opendota --all \(accountID) > rows.ndjson && wc -l < rows.ndjson")
        #expect(listed.status == 0 && listed.stderr.isEmpty, "\(listed.stderr)")
        #expect(try sandbox.replay.requests(to: "/api/players/").count == 1)
        #expect(try sandbox.replay.requests().count == 1, "an OpenDota run asks Valve nothing")
        let rowCount = Int(listed.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        #expect(accountID == 22_202 ? rowCount > 500 : rowCount > 100, "\(rowCount) rows")

        let fetched = try sandbox.runInside("""
            head -400 rows.ndjson > first.ndjson
            dota-detail --via opendota --opendota-rate 1000 --jobs 16 < first.ndjson > full.ndjson && wc -l < full.ndjson
            """)
        #expect(fetched.status == 0 && fetched.stderr.isEmpty, "\(fetched.stderr)")
        #expect(Int(fetched.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)) == min(rowCount, 400))

        let heroes = try sandbox.runInside("stat-agg heroes < first.ndjson").records()
        let played = try #require(heroes.first?["hero_id"] as? Int)
        let met = try #require(heroes.max { ($0["against_games"] as? Int ?? 0) < ($1["against_games"] as? Int ?? 0) }?["hero_id"] as? Int)
        let filters = ["--with-hero \(played)", "--against-hero \(met)", "--radiant", "--game-mode 23", "--significant"]
        let runs = Self.statistics + Self.statistics.prefix(4).flatMap { statistic in filters.map { "\(statistic) \($0)" } }
        let compared = try sandbox.runInside("""
            for run in \(runs.map(shellQuoted).joined(separator: " ")); do
              stat-agg $run < first.ndjson > rows.answer 2> rows.errors || echo "rows failed: $run"
              stat-agg $run < full.ndjson > full.answer 2> full.errors || echo "matches failed: $run"
              cmp -s rows.answer full.answer && cmp -s rows.errors full.errors || echo "differ: $run"
              [ -s rows.answer ] || echo "empty: $run"
            done
            """)
        #expect(compared.status == 0 && compared.stdoutText.isEmpty, "\(compared.stdoutText)\(compared.stderr)")

        for statistic in ["totals", "records"] {
            for filter in ["", "--significant"] {
                let fromRows = try sandbox.runInside("stat-agg \(statistic) \(filter) < first.ndjson").records()
                let fromMatches = try sandbox.runInside("stat-agg \(statistic) \(filter) < full.ndjson").records()
                let fieldNames = fromMatches.map { $0["field"] as? String ?? "" }
                // stat-agg's records: a field in them twice fails, where Dictionary(uniqueKeysWithValues:) traps.
                try #require(Set(fieldNames).count == fieldNames.count, "\(statistic) \(filter): \(fieldNames)")
                let byField = Dictionary(uniqueKeysWithValues: zip(fieldNames, fromMatches))
                for record in fromRows {
                    let field = record["field"] as? String ?? ""
                    #expect(sameAnswer([record], [byField[field] ?? [:]]) == nil, "\(statistic) \(filter): \(field)")
                }
                let fields = Set(fromRows.compactMap { $0["field"] as? String })
                #expect(fields.isSuperset(of: Self.histogramFields), "\(statistic) \(filter): \(fields)")
            }
        }

        for statistic in ["wl", "heroes", "peers --min-games 1", "counts", "totals"] {
            let ours = try sandbox.runInside("stat-agg \(statistic) < first.ndjson")
            let reference = try sandbox.runInside("python3 '\(referenceScript)' \(statistic) < first.ndjson")
            #expect(ours.status == 0 && reference.status == 0, "\(ours.stderr)\n\(reference.stderr)")
            #expect(sameAnswer(try ours.records(), try reference.records()) == nil, "\(statistic)")
        }
    }

    /// OpenDota's histogramCols that the replay's world fills for every match (playerFields.ts); the rows carry them.
    static let histogramFields: Set<String> = [
        "kills", "deaths", "assists", "kda", "gold_per_min", "xp_per_min", "last_hits", "denies", "duration", "level",
        "hero_damage", "tower_damage", "hero_healing",
    ]

    /// Valve's match list gives summaries, with players but no result: stat-agg refuses each by its line and says
    /// what gives the matches, where it once counted every one as a loss.
    @Test func aMatchListPipedStraightInIsRefusedAndNamesTheFix() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.runInside("dota-matches --limit 5 169802 | stat-agg wl")
        #expect(result.status == 1)
        let errors = result.stderr.split(separator: "\n")
        #expect(errors.count == 5 && errors.allSatisfy { $0.contains("no radiant_win") && $0.contains("dota-detail") },
                "\(result.stderr)")
        #expect(errors.first?.hasPrefix("stat-agg: error: line 1: match ") == true, "\(result.stderr)")
    }

    /// Rows listed without the column a statistic reads are left out and named once, with the flag that brings it;
    /// the statistics that need nothing more still answer from them.
    @Test func aRowWithoutAColumnTheStatisticReadsIsNamedNotGuessed() throws {
        let sandbox = try Sandbox()
        try sandbox.replay.setOpenDotaLimits(#"{"minute_limit":100000,"keyed_minute_limit":100000}"#)
        let rows = try sandbox.runInside(
            #"dota-matches --source opendota --limit 30 169802 | jq -c 'del(.heroes)' > bare.ndjson && wc -l < bare.ndjson"#)
        #expect(rows.status == 0 && rows.stdoutText.contains("30"), "\(rows.stderr)")
        let peers = try sandbox.runInside("stat-agg peers --min-games 1 < bare.ndjson")
        #expect(peers.status == 1 && peers.stdoutText.isEmpty)
        #expect(peers.stderr == """
            stat-agg: error: OpenDota player rows without the heroes column, which this statistic or a filter reads, \
            left out: 30; dota-matches --source opendota asks for it (or add --project heroes)

            """, "\(peers.stderr)")
        let wins = try sandbox.runInside("stat-agg wl < bare.ndjson")
        #expect(wins.status == 0 && wins.stderr.isEmpty, "\(wins.stderr)")
        let answer = try #require(try wins.records().first)
        #expect((answer["win"] as? Int ?? 0) + (answer["lose"] as? Int ?? 0) == 30)
    }
}

extension Sandbox {
    /// `script` run in the sandbox's directory, where its files go.
    fileprivate func runInside(_ script: String) throws -> ProcessResult {
        try run("cd \(shellQuoted(directory.path))\n" + script)
    }
}
