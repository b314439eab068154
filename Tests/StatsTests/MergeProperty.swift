// The merge property: any split of the input into chunks, each aggregated alone, written as a partial state, read
// back and merged, gives exactly the answer of one pass, for every statistic and filter.
import SteamModels
import Testing
@testable import Stats

@Suite struct MergeProperty {
    static let statistics: [Statistic] = [
        .winLoss, .heroes(having: 0), .heroes(having: 3), .peers(minGames: 1, top: 200), .peers(minGames: 5, top: 200), .totals, .counts,
        .histogram(field: "kills", bins: 40), .histogram(field: "stuns", bins: 7), .records,
        .trend(field: "win", period: .week, window: 3), .trend(field: "kda", period: .month, window: 1),
        .trend(field: "gold_per_min", period: .day, window: 2),
        .by(keys: ["hero_id", "week"], metrics: ["kills", "stuns"]), .by(keys: ["is_radiant", "patch"], metrics: ["kda"]),
        .matches(count: 1), .matches(count: 20), .report(ReportQuery()),
        .report(ReportQuery(trendWindow: 2, histogramBins: 7, lastMatches: 3, peersMinGames: 3)),
    ]

    static let filters: [MatchFilter] = {
        var filters = [MatchFilter()]
        var win = MatchFilter()
        win.win = true
        win.radiant = false
        filters.append(win)
        var people = MatchFilter()
        people.withAccounts = [201]
        people.excludedAccounts = [202]
        people.againstHeroes = [3]
        filters.append(people)
        var modes = MatchFilter()
        modes.gameModes = [22, 2]
        modes.significant = true
        modes.since = 1_609_372_800
        modes.until = 1_736_035_200
        modes.regions = [1, 3]
        filters.append(modes)
        var leavers = MatchFilter()
        leavers.leaverStatuses = [0]
        leavers.patches = [47, 57]
        leavers.heroes = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
        filters.append(leavers)
        return filters
    }()

    static func answer(of aggregation: Aggregation) -> String {
        aggregation.answer().map { String(decoding: JSONValue.object($0).jsonBytes, as: UTF8.self) }.joined(separator: "\n")
    }

    static func onePass(_ query: Query, _ text: String) -> Aggregation {
        var aggregation = Aggregation(query: query)
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBufferPointer { aggregation.add(lines: UnsafeBufferPointer($0)) }
        return aggregation
    }

    @Test(arguments: 0..<statistics.count)
    func chunksMergeToOnePass(statisticIndex: Int) throws {
        var random = RandomMatches(seed: UInt64(statisticIndex))
        let lines = random.lines(count: 300)
        for filter in Self.filters {
            let query = Query(statistic: Self.statistics[statisticIndex], filter: filter)
            let whole = Self.answer(of: Self.onePass(query, lines.joined(separator: "\n") + "\n"))
            for _ in 0..<3 {
                let chunkCount = 1 + random.next(7)
                var cuts = (0..<(chunkCount - 1)).map { _ in random.next(lines.count + 1) }.sorted()
                cuts = [0] + cuts + [lines.count]
                var reader = PartialState.Reader()
                for (from, to) in zip(cuts, cuts.dropFirst()) {
                    let part = Self.onePass(query, lines[from..<to].joined(separator: "\n"))
                    for line in PartialState.lines(of: part) { try reader.read(line: line) }
                }
                let merged = try #require(reader.aggregation)
                #expect(Self.answer(of: merged) == whole, "\(query.statistic) split at \(cuts)")
                #expect(merged.counted == Self.onePass(query, lines.joined(separator: "\n")).counted)
            }
        }
    }

    @Test func theAnswerIsNotEmptyForTheDefaultFilter() {
        var random = RandomMatches(seed: 9)
        let text = random.lines(count: 300).joined(separator: "\n")
        for statistic in Self.statistics {
            #expect(!Self.onePass(Query(statistic: statistic), text).answer().isEmpty, "\(statistic)")
        }
    }

    /// Each state read twice over added up past Int64.max and trapped: GameCount's + (the first, as the `merge` fuzz
    /// target's harness, Fuzz/Targets/merge, reads an input) and the header's counted (the second); peers' with +
    /// against trapped the same way at answer time (below). Now a line whose counts would pass it is refused (an
    /// entry, or a header and with it its entries), and the lines before it keep their counts.
    @Test(arguments: [
        (#"{"@stat_agg_state":3,"query":{"filter":{"againstAccounts":[],"againstHeroes":[],"excludedAccounts":[],"gameModes":[],"heroes":[],"includedAccounts":[],"leagues":[],"leaverStatuses":[],"lobbyTypes":[],"partySizes":[],"patches":[],"regions":[],"significant":false,"withAccounts":[],"withHeroes":[]},"statistic":{"histogram":{"bins":7,"field":"kills"}}},"counted":12,"not_the_players":0,"filtered_out":0}"#,
         #"{"value":8,"games":9223372036854775807,"win":0}"#, 24),
        (#"{"@stat_agg_state":3,"query":{"filter":{"againstAccounts":[],"againstHeroes":[],"excludedAccounts":[],"gameModes":[],"heroes":[],"includedAccounts":[],"leagues":[],"leaverStatuses":[],"lobbyTypes":[],"partySizes":[],"patches":[],"regions":[],"significant":false,"withAccounts":[],"withHeroes":[]},"statistic":{"histogram":{"bins":7,"field":"kills"}}},"counted":9223372036854775807,"not_the_players":0,"filtered_out":0}"#,
         #"{"value":8,"games":1,"win":0}"#, Int64.max),
    ])
    func countsPastInt64AreRefusedNotTrapped(header: String, entry: String, counted: Int64) throws {
        var reader = PartialState.Reader()
        var refusals: [String] = []
        for line in [header, entry, header, entry] {
            do { try reader.read(line: Array(line.utf8)) } catch { refusals.append(error.problem) }
        }
        #expect(refusals.count == 2 && refusals.allSatisfy { $0.contains("past 2^63 - 1") }, "\(refusals)")
        let merged = try #require(reader.aggregation)
        #expect(merged.counted == counted && merged.answer().isEmpty)
    }

    @Test func peersWhoseTotalWouldPassInt64AreRefused() throws {
        var reader = PartialState.Reader()
        try reader.read(line: Array(#"{"@stat_agg_state":3,"query":{"filter":{"againstAccounts":[],"againstHeroes":[],"excludedAccounts":[],"gameModes":[],"heroes":[],"includedAccounts":[],"leagues":[],"leaverStatuses":[],"lobbyTypes":[],"partySizes":[],"patches":[],"regions":[],"significant":false,"withAccounts":[],"withHeroes":[]},"statistic":{"peers":{"minGames":1,"top":200}}},"counted":12,"not_the_players":0,"filtered_out":0}"#.utf8))
        let entry = #"{"account_id":201,"last_played":1666671667,"with_games":4611686018427387904,"with_win":0,"against_games":4611686018427387904,"against_win":0,"with_gpm_sum":537,"with_xpm_sum":479}"#
        #expect(throws: StateError.self) { try reader.read(line: Array(entry.utf8)) }
        #expect(try #require(reader.aggregation).answer().isEmpty)
    }

    @Test func statesOfDifferentQueriesDoNotMerge() throws {
        var random = RandomMatches(seed: 3)
        let text = random.lines(count: 20).joined(separator: "\n")
        var reader = PartialState.Reader()
        for line in PartialState.lines(of: Self.onePass(Query(statistic: .heroes(having: 0)), text)) { try reader.read(line: line) }
        let other = PartialState.lines(of: Self.onePass(Query(statistic: .heroes(having: 1)), text))
        // The state's lines: none at all fails the test instead of trapping.
        let header = try #require(other.first, "no state of heroes --having 1")
        #expect(throws: StateError.self) { try reader.read(line: header) }
        for line in other.dropFirst() { try reader.read(line: line) }
        #expect(Self.answer(of: try #require(reader.aggregation)) == Self.answer(of: Self.onePass(Query(statistic: .heroes(having: 0)), text)))
    }

    @Test func theParallelEngineGivesTheSameAnswerAndLineNumbers() {
        var random = RandomMatches(seed: 5)
        var lines = random.lines(count: 400)
        lines[17] = "{\"players\": [1]}"
        lines[250] = "not json"
        let query = Query(statistic: .peers(minGames: 1, top: 200))
        let problems = Mutex<[Int64]>([])
        let engine = ParallelAggregation(query: query, workers: 2) { problem in problems.withLock { $0.append(problem.line) } }
        for chunk in stride(from: 0, to: lines.count, by: 37) {
            engine.submit(.lines(Array((lines[chunk..<min(chunk + 37, lines.count)].joined(separator: "\n") + "\n").utf8)))
        }
        let (aggregation, count) = engine.finish()
        #expect(count == 400)
        // The two broken lines, and the matches RandomMatches leaves without a result, which say no one won.
        let unfinished = lines.indices.filter { !lines[$0].contains("radiant_win") && ![17, 250].contains($0) }
        #expect(problems.withLock { $0 } == ([17, 250] + unfinished).sorted().map { Int64($0 + 1) })
        #expect(Self.answer(of: aggregation) == Self.answer(of: Self.onePass(query, lines.joined(separator: "\n"))))
    }
}

import Synchronization
