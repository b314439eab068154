// Fuzz target `merge`: stat-agg's partial states. Every input is read as state lines (PartialState.Reader, as
// `stat-agg merge` reads them) and as records aggregated under a query its first byte picks (as --emit-state makes
// them). Whatever state results is written, read back and merged with itself: the state read back must hold the
// same lines and give the same answer, and reading never traps. `fuzz-merge make-seeds DIR` writes seed states made from
// RandomMatches (linked from Tests/StatsTests), since a state's header is beyond what a mutation finds.
import Foundation
import FuzzSupport
import SteamModels
@testable import Stats

let statistics: [Statistic] = [
    .winLoss, .heroes(having: 0), .peers(minGames: 1, top: 200), .totals, .counts, .histogram(field: "kills", bins: 7), .records,
    .trend(field: "win", period: .week, window: 3), .by(keys: ["hero_id", "week"], metrics: ["kills", "stuns"]),
    .matches(count: 3), .report(ReportQuery(trendWindow: 2, histogramBins: 7, lastMatches: 3, peersMinGames: 1)),
    .playtime(PlaytimeQuery(answer: .totals)), .playtime(PlaytimeQuery(answer: .top(2))),
    .playtime(PlaytimeQuery(answer: .by(.week))),
]

func answerText(_ aggregation: Aggregation) -> [[UInt8]] { aggregation.answer().map { JSONValue.object($0).jsonBytes } }

/// A state's lines in an order of their own: entries come out in a dictionary's order, which differs from one
/// dictionary to the next (and `merge` adds them up in any order).
func canonical(_ lines: [[UInt8]]) -> [[UInt8]] {
    Array(lines.prefix(1)) + lines.dropFirst().sorted { $0.lexicographicallyPrecedes($1) }
}

/// Writes `aggregation` as a state, reads it back, and reads it twice more as two states to merge.
func roundTrip(_ aggregation: Aggregation) {
    let lines = PartialState.lines(of: aggregation)
    var reader = PartialState.Reader()
    do {
        for line in lines { try reader.read(line: line) }
    } catch {
        return promise(false, "a state stat-agg wrote is refused: \(error)")
    }
    guard let again = reader.aggregation else { return promise(false, "a state read back holds nothing") }
    promise(canonical(PartialState.lines(of: again)) == canonical(lines), "a state read back is written otherwise")
    promise(answerText(again) == answerText(aggregation), "a state read back answers otherwise")
    var twice = PartialState.Reader()
    do {
        for line in lines + lines { try twice.read(line: line) }
        promise(twice.aggregation?.counted == aggregation.counted * 2, "a state merged with itself does not count twice")
    } catch {
        // Refused only when the doubled counts would pass Int64.max; what was read still answers.
    }
    _ = twice.aggregation.map(answerText)
}

func makeSeeds(into directory: String) throws {
    var random = RandomMatches(seed: 22)
    let matches = random.lines(count: 12).joined(separator: "\n") + "\n"
    let snapshots = (0..<12).map { index in
        #"{"steamid":"7656119796026572\#(index % 3)","appid":\#([570, 730, 440][index % 3]),"playtime_forever":\#(index * 37),"fetched_at":\#(1_766_500_000 + index * 90_000)}"#
    }.joined(separator: "\n") + "\n"
    for (index, statistic) in statistics.enumerated() {
        var aggregation = Aggregation(query: Query(statistic: statistic))
        var bytes = Array((statistic.isPlaytime ? snapshots : matches).utf8)
        _ = bytes.withUnsafeMutableBufferPointer { aggregation.add(lines: UnsafeBufferPointer($0)) }
        let state = PartialState.lines(of: aggregation).map { $0 + [UInt8(ascii: "\n")] }.joined()
        try Data(state).write(to: URL(fileURLWithPath: "\(directory)/state-\(index)"))
        // A first line that is not a record, whose byte picks this statistic, then the records.
        let picker = UInt8(statistics.count * 5 + index)
        try Data([picker, UInt8(ascii: "\n")] + bytes).write(to: URL(fileURLWithPath: "\(directory)/records-\(index)"))
    }
}

extension Statistic {
    var isPlaytime: Bool {
        if case .playtime = self { return true }
        return false
    }
}

if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "make-seeds" {
    try makeSeeds(into: CommandLine.arguments[2])
    exit(0)
}

runLibFuzzer { data, size in
    var bytes = fuzzInput(data, size)
    var reader = PartialState.Reader()
    for line in plainLines(bytes) { try? reader.read(line: line) }
    if let aggregation = reader.aggregation { roundTrip(aggregation) }

    guard let first = bytes.first else { return 0 }
    var aggregation = Aggregation(query: Query(statistic: statistics[Int(first) % statistics.count]))
    _ = bytes.withUnsafeMutableBufferPointer { aggregation.add(lines: UnsafeBufferPointer($0)) }
    roundTrip(aggregation)
    return 0
}
