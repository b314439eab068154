// `report` against the single statistics: each section's records, less "section", are exactly the answer of the
// statistic it names over the same input and filter; its state reads back and merges as theirs do, and a state of
// another report is refused.
import SteamModels
import Testing
@testable import Stats

@Suite struct ReportProperty {
    static let queries = [
        ReportQuery(), ReportQuery(trendWindow: 1, histogramBins: 7, lastMatches: 3, peersMinGames: 4),
        ReportQuery(trendWindow: 30, histogramBins: 1, lastMatches: 500, peersMinGames: 0),
    ]

    /// The report's records by section, in the order they came, each less its leading "section".
    static func sections(of answer: [JSONObject]) -> [(section: String, records: [JSONObject])] {
        var sections: [(section: String, records: [JSONObject])] = []
        for record in answer {
            guard let first = record.fields.first, first.name == "section", let name = first.value.string else {
                Issue.record("a report record does not start with its section: \(record)")
                continue
            }
            var rest = JSONObject()
            for field in record.fields.dropFirst() { rest.append(field.name, field.value) }
            if sections.last?.section == name { sections[sections.count - 1].records.append(rest) } else { sections.append((name, [rest])) }
        }
        return sections
    }

    @Test(arguments: 0..<queries.count)
    func eachSectionIsItsSingleStatisticsAnswer(queryIndex: Int) {
        let report = Self.queries[queryIndex]
        var random = RandomMatches(seed: 40 + UInt64(queryIndex))
        let text = random.lines(count: 300).joined(separator: "\n")
        for filter in MergeProperty.filters {
            let answer = MergeProperty.onePass(Query(statistic: .report(report), filter: filter), text).answer()
            let sections = Self.sections(of: answer)
            let expected = ReportQuery.Section.allCases.compactMap { section -> (String, [JSONObject])? in
                let single = MergeProperty.onePass(Query(statistic: report.statistic(of: section), filter: filter), text).answer()
                return single.isEmpty ? nil : (section.rawValue, single)
            }
            #expect(sections.map(\.section) == expected.map(\.0), "\(filter)")
            for (section, records) in expected {
                #expect(sections.first { $0.section == section }?.records == records, "\(section) with \(filter)")
            }
        }
    }

    @Test func everySectionAnswersForTheDefaultReport() {
        var random = RandomMatches(seed: 2)
        let answer = MergeProperty.onePass(Query(statistic: .report(ReportQuery())), random.lines(count: 300).joined(separator: "\n")).answer()
        #expect(Self.sections(of: answer).map(\.section) == ReportQuery.Section.allCases.map(\.rawValue))
        #expect(answer.filter { $0["section"] == .string("matches") }.count == 20)
        #expect(answer.filter { $0["section"] == .string("histogram") }.count == 20)
    }

    /// Random splits of records of which some lack start_time, so that `matches` also meets the oldest kind of row.
    @Test(arguments: [Statistic.report(ReportQuery()), .matches(count: 3), .matches(count: 1000)])
    func splitsWithoutStartTimesMergeToOnePass(statistic: Statistic) throws {
        var random = RandomMatches(seed: 77)
        let lines = random.lines(count: 200).map { line in
            random.next(3) == 0 ? line.replacing(/,"start_time":\d+/, with: "") : line
        }
        let query = Query(statistic: statistic)
        let whole = MergeProperty.answer(of: MergeProperty.onePass(query, lines.joined(separator: "\n")))
        for _ in 0..<8 {
            let cuts = ([0, lines.count] + (0..<random.next(9)).map { _ in random.next(lines.count + 1) }).sorted()
            var reader = PartialState.Reader()
            for (from, to) in zip(cuts, cuts.dropFirst()) {
                let part = MergeProperty.onePass(query, lines[from..<to].joined(separator: "\n"))
                for line in PartialState.lines(of: part) { try reader.read(line: line) }
            }
            #expect(MergeProperty.answer(of: try #require(reader.aggregation)) == whole, "split at \(cuts)")
        }
        #expect(MergeProperty.answer(of: MergeProperty.onePass(query, lines.shuffled(using: &random).joined(separator: "\n"))) == whole)
    }

    @Test func aStateCarriesItsReportAndTagsEachEntry() throws {
        let report = Self.queries[1]
        var random = RandomMatches(seed: 8)
        let text = random.lines(count: 100).joined(separator: "\n")
        let aggregation = MergeProperty.onePass(Query(statistic: .report(report)), text)
        let lines = PartialState.lines(of: aggregation)
        for line in lines.dropFirst() {
            let entry = try #require(try JSONValue.parse(line).object)
            #expect(entry.fields.first?.name == "section")
        }
        var reader = PartialState.Reader()
        for line in lines { try reader.read(line: line) }
        let readBack = try #require(reader.aggregation)
        #expect(readBack.query.statistic == .report(report))
        #expect(readBack.counted == aggregation.counted)
        #expect(MergeProperty.answer(of: readBack) == MergeProperty.answer(of: aggregation))
    }

    @Test func statesOfAnotherReportDoNotMerge() throws {
        var random = RandomMatches(seed: 6)
        let text = random.lines(count: 40).joined(separator: "\n")
        let query = Query(statistic: .report(ReportQuery()))
        var reader = PartialState.Reader()
        for line in PartialState.lines(of: MergeProperty.onePass(query, text)) { try reader.read(line: line) }
        for other in [
            Statistic.report(ReportQuery(lastMatches: 10)), .report(ReportQuery(trendWindow: 5)),
            .report(ReportQuery(histogramBins: 40)), .report(ReportQuery(peersMinGames: 5)), .heroes(having: 0), .matches(count: 20),
        ] {
            let lines = PartialState.lines(of: MergeProperty.onePass(Query(statistic: other), text))
            // The state's lines: none at all fails the test instead of trapping.
            let header = try #require(lines.first, "no state of \(other)")
            #expect(throws: StateError.self, "\(other)") { try reader.read(line: header) }
            for line in lines.dropFirst() { try reader.read(line: line) }
        }
        #expect(MergeProperty.answer(of: try #require(reader.aggregation)) == MergeProperty.answer(of: MergeProperty.onePass(query, text)))
    }

    @Test func anEntryOfNoSectionIsRefused() {
        var aggregate = AnyAggregate(.report(ReportQuery()))
        #expect(throws: StateError.self) { try aggregate.absorb(JSONObject(["games": .int(1), "win": .int(1)])) }
        #expect(throws: StateError.self) {
            try aggregate.absorb(JSONObject(["section": .string("totals"), "games": .int(1), "win": .int(1)]))
        }
    }

    @Test func theDecoderKeepsWhatAnySectionReads() {
        #expect(Statistic.report(ReportQuery()).plan == FieldPlan(names: ["win", "gold_per_min"]))
        #expect(Statistic.matches(count: 20).plan == FieldPlan())
    }

    @Test func theParallelEngineGivesTheSameReport() {
        var random = RandomMatches(seed: 12)
        let lines = random.lines(count: 400)
        let query = Query(statistic: .report(ReportQuery(lastMatches: 7)))
        let engine = ParallelAggregation(query: query, workers: 3) { _ in }
        for chunk in stride(from: 0, to: lines.count, by: 23) {
            engine.submit(.lines(Array((lines[chunk..<min(chunk + 23, lines.count)].joined(separator: "\n") + "\n").utf8)))
        }
        #expect(MergeProperty.answer(of: engine.finish().aggregation) == MergeProperty.answer(of: MergeProperty.onePass(query, lines.joined(separator: "\n"))))
    }
}
