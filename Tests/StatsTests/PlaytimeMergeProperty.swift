// The merge property for playtime: random snapshot sets, split at random (so a game's snapshots land in several
// parts), each part written as a state and read back, merge to exactly the one-pass answer; and states of other
// queries are refused.
import SteamModels
import Synchronization
import Testing
@testable import Stats

@Suite struct PlaytimeMergeProperty {
    static let answers: [PlaytimeQuery] = [
        PlaytimeQuery(answer: .totals), PlaytimeQuery(answer: .top(1)), PlaytimeQuery(answer: .top(3)),
        PlaytimeQuery(answer: .by(.day)), PlaytimeQuery(answer: .by(.week)), PlaytimeQuery(answer: .by(.month)),
        PlaytimeQuery(answer: .top(10), apps: [730, 570], since: 1_767_000_000, until: 1_768_000_000),
        PlaytimeQuery(answer: .by(.day), steamID: 76_561_197_960_265_729),
    ]

    /// Snapshots of 3 accounts and 4 games over five weeks across New Year 2026, often several a day, sometimes
    /// equal in time, without fetched_at (for the latest rule; never with --by), name or playtime_2weeks.
    static func lines(seed: UInt64, count: Int, withTimes: Bool) -> [String] {
        var random = RandomMatches(seed: seed)
        var playtime: [String: Int] = [:]
        return (0..<count).map { _ in
            let steamID = "7656119796026572\(9 - random.next(3))"
            let app = [570, 730, 440, 10][random.next(4)]
            let key = "\(steamID)/\(app)"
            playtime[key, default: random.next(50)] += random.next(6) == 0 ? -random.next(20) : random.next(90)
            var fields = ["\"steamid\":\"\(steamID)\"", "\"appid\":\(app)", "\"playtime_forever\":\(max(0, playtime[key]!))"]
            if withTimes || random.next(6) != 0 {
                fields.append("\"fetched_at\":\(1_766_500_000 + 3_600 * random.next(24 * 35))")
            }
            if random.next(3) == 0 { fields.append("\"name\":\"game \(app) \(random.next(3))\"") }
            if random.next(2) == 0 { fields.append("\"playtime_2weeks\":\(random.next(600))") }
            fields.shuffle(using: &random)
            return "{" + fields.joined(separator: ",") + "}"
        }
    }

    static func onePass(_ query: Query, _ lines: ArraySlice<String>) -> Aggregation {
        var aggregation = Aggregation(query: query)
        var bytes = Array(lines.joined(separator: "\n").utf8)
        let report = bytes.withUnsafeMutableBufferPointer { aggregation.add(lines: UnsafeBufferPointer($0)) }
        #expect(report.problems.isEmpty, "\(report.problems)")
        return aggregation
    }

    @Test(arguments: 0..<answers.count)
    func splitsMergeToOnePass(index: Int) throws {
        let playtime = Self.answers[index]
        let query = Query(statistic: .playtime(playtime))
        let lines = Self.lines(seed: UInt64(index), count: 400, withTimes: playtime.requiresFetchedAt)
        let whole = Self.onePass(query, lines[...])
        let wholeAnswer = MergeProperty.answer(of: whole)
        #expect(!whole.answer().isEmpty && whole.counted > 0)
        var random = RandomMatches(seed: 100 + UInt64(index))
        for _ in 0..<6 {
            let cuts = ([0, lines.count] + (0..<random.next(8)).map { _ in random.next(lines.count + 1) }).sorted()
            var reader = PartialState.Reader()
            for (from, to) in zip(cuts, cuts.dropFirst()) {
                for line in PartialState.lines(of: Self.onePass(query, lines[from..<to])) { try reader.read(line: line) }
            }
            let merged = try #require(reader.aggregation)
            #expect(MergeProperty.answer(of: merged) == wholeAnswer, "\(playtime) split at \(cuts)")
            #expect(merged.counted == whole.counted && merged.filteredOut == whole.filteredOut)
        }
        #expect(MergeProperty.answer(of: Self.onePass(query, lines.shuffled(using: &random)[...])) == wholeAnswer)
    }

    @Test func statesOfAnotherPlaytimeQueryOrOfMatchesAreRefused() throws {
        let lines = Self.lines(seed: 1, count: 30, withTimes: true)
        let day = Query(statistic: .playtime(PlaytimeQuery(answer: .by(.day))))
        var reader = PartialState.Reader()
        for line in PartialState.lines(of: Self.onePass(day, lines[...])) { try reader.read(line: line) }
        for other in [
            Query(statistic: .playtime(PlaytimeQuery(answer: .by(.week)))),
            Query(statistic: .playtime(PlaytimeQuery(answer: .by(.day), apps: [570]))),
            Query(statistic: .winLoss),
        ] {
            // The state's lines: none at all fails the test instead of trapping.
            let header = try #require(PartialState.lines(of: Aggregation(query: other)).first, "no state of \(other)")
            #expect(throws: StateError.self) { try reader.read(line: header) }
        }
        #expect(MergeProperty.answer(of: try #require(reader.aggregation)) == MergeProperty.answer(of: Self.onePass(day, lines[...])))
    }

    @Test func theParallelEngineGivesTheSameAnswerAndLineNumbers() {
        var lines = Self.lines(seed: 4, count: 300, withTimes: true)
        lines[40] = "{\"steamid\":\"1\",\"appid\":\"x\",\"playtime_forever\":1,\"fetched_at\":1}"
        lines[222] = "{\"steamid\":\"1\",\"appid\":1,\"playtime_forever\":1}"
        let query = Query(statistic: .playtime(PlaytimeQuery(answer: .by(.day))))
        let problems = Mutex<[Int64]>([])
        let engine = ParallelAggregation(query: query, workers: 2) { problem in problems.withLock { $0.append(problem.line) } }
        for chunk in stride(from: 0, to: lines.count, by: 29) {
            engine.submit(.lines(Array((lines[chunk..<min(chunk + 29, lines.count)].joined(separator: "\n") + "\n").utf8)))
        }
        let (aggregation, count) = engine.finish()
        #expect(count == 300)
        #expect(problems.withLock { $0 } == [41, 223])
        var clean = lines
        clean.remove(at: 222)
        clean.remove(at: 40)
        #expect(MergeProperty.answer(of: aggregation) == MergeProperty.answer(of: Self.onePass(query, clean[...])))
    }
}

extension RandomMatches: RandomNumberGenerator {
    mutating func next() -> UInt64 { UInt64(next(Int.max)) &* 2 &+ UInt64(next(2)) }
}
