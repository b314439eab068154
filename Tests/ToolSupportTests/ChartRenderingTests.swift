// The chart renderers on rows made here: round axes, bars that fit any width, histograms that merge buckets to fit,
// sparklines with gaps, text escaped for XML, and records a chart cannot read named by number.
import Foundation
import SteamModels
import Testing
@testable import ToolSupport

#if canImport(FoundationXML)
import FoundationXML
#endif

struct ChartRenderingTests {
    static func record(_ fields: KeyValuePairs<String, JSONValue>) -> JSONObject {
        var object = JSONObject()
        for (name, value) in fields { object.append(name, value) }
        return object
    }

    static let heroSpec = ChartSpec(
        title: "Heroes", layout: .bars(label: ["hero_name", "hero_id"]), measure: .field("games"), measureName: "games",
        part: .init(field: "win", name: "won", restName: "lost"))

    @Test func axesEndOnRoundNumbers() {
        #expect(AxisScale(maximum: 42).ticks == [0, 10, 20, 30, 40, 50])
        #expect(AxisScale(maximum: 0.86).upper == 1)
        #expect(AxisScale(maximum: 0).upper == 1)
        #expect(AxisScale(maximum: .infinity).upper == 1)
        #expect(AxisScale.logarithmic(maximum: 11876).ticks == [0, 1, 10, 100, 1000, 10000, 100000])
        #expect(AxisScale.logarithmic(maximum: 0).fraction(0) == 0)
        #expect(abs(AxisScale.around(minimum: 0.31, maximum: 0.66).lower - 0.3) < 1e-9)
    }

    @Test(arguments: [1, 40, 57, 80, 400])
    func barsFitAnyWidth(width: Int) throws {
        let records = (0..<30).map { index in
            Self.record(["hero_name": .string(String(repeating: "Long Name ", count: index % 5)), "hero_id": .number("\(index)"),
                         "games": .number("\(index * 37)"), "win": .number("\(index * 11)")])
        }
        let data = try ChartData(spec: Self.heroSpec, records: records)
        #expect(data.zeroBars == 1)
        let lines = TerminalChart(width: width, colour: false).render(data).split(separator: "\n")
        #expect(lines.allSatisfy { $0.count < max(width, TerminalChart.minimumWidth) }, "\(lines.map(\.count))")
        #expect(lines.last == "(1 more with no games are not drawn)")
    }

    @Test func aHeroWithoutANameIsLabelledByItsID() throws {
        let data = try ChartData(spec: Self.heroSpec, records: [
            Self.record(["hero_name": .null, "hero_id": .number("999"), "games": .number("3"), "win": .number("1")]),
        ])
        #expect(data.rows.map(\.label) == ["999"])
    }

    @Test func aHistogramWiderThanTheTerminalMergesNeighbouringBuckets() throws {
        let spec = ChartSpec(title: "GPM", layout: .histogram(x: "x"), measure: .field("games"), measureName: "games")
        let records = (0..<500).map { Self.record(["x": .number("\($0 * 10)"), "games": .number("\($0 % 7)")]) }
        let text = TerminalChart(width: 60, colour: false).render(try ChartData(spec: spec, records: records))
        #expect(text.contains("(9 buckets to a column, to fit 60 columns)"))
        #expect(text.split(separator: "\n").allSatisfy { $0.count < 60 })
    }

    @Test func sparklinesLeaveGapsForPeriodsWithoutAValue() throws {
        let spec = ChartSpec(title: "Trend", layout: .line(x: "period", average: "moving_average"), measure: .field("mean"), measureName: "mean")
        let records = [
            Self.record(["period": .string("2025-W01"), "mean": .number("0.5"), "moving_average": .null]),
            Self.record(["period": .string("2025-W02"), "mean": .null, "moving_average": .null]),
            Self.record(["period": .string("2025-W03"), "mean": .number("1"), "moving_average": .number("0.75")]),
        ]
        let data = try ChartData(spec: spec, records: records)
        let text = TerminalChart(width: 80, colour: false).render(data)
        #expect(text.contains("mean            ▁ █  last 1"))
        #expect(text.contains("moving average    ▅  last 0.75"))
        #expect(text.contains("2025-W01 … 2025-W03"))
        let svg = SVGChart().render(data)
        #expect(svg.contains("M64 310 M616 70"), "the null point must break the line: \(svg)")
    }

    @Test func aLongLineLabelsOnlyAsManyPointsAsHaveRoom() throws {
        let spec = ChartSpec(title: "Days", layout: .line(x: "period", average: nil), measure: .field("mean"), measureName: "mean")
        let records = (0..<2000).map { Self.record(["period": .string("day-\(10_000 + $0)"), "mean": .number("\($0 % 17)")]) }
        let svg = SVGChart().render(try ChartData(spec: spec, records: records))
        let labels = svg.components(separatedBy: ">day-").count - 1
        #expect((2...7).contains(labels), "\(labels) labels of 9 letters on a 552-pixel axis")
    }

    @Test func textIsEscapedSoTheDocumentStaysXML() throws {
        let records = [Self.record(["hero_name": .string("<b>&\"'\u{01}"), "games": .number("2"), "win": .number("1")])]
        let svg = SVGChart().render(try ChartData(spec: Self.heroSpec, records: records))
        #expect(svg.contains("&lt;b&gt;&amp;&quot;'\u{FFFD}"))
        #expect(XMLParser(data: Data(svg.utf8)).parse())
    }

    /// A hero name is the API's text, and a terminal chart shows its control characters rather than obeying them.
    @Test func aTerminalChartShowsControlCharactersInLabels() throws {
        let records = [Self.record(["hero_name": .string("\u{1B}[2J\u{9B}x\u{202E}"), "games": .number("2"), "win": .number("1")])]
        let drawn = TerminalChart(width: 80, colour: false).render(try ChartData(spec: Self.heroSpec, records: records))
        #expect(drawn.contains(#"\u001b[2J\u009bx\u202e"#), "\(drawn)")
        #expect(!drawn.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}" })
    }

    @Test func noRowsDrawNothingInATerminalAndSayNothingToDrawInSVG() throws {
        let data = try ChartData(spec: Self.heroSpec, records: [])
        #expect(TerminalChart(width: 80, colour: true).render(data) == "")
        #expect(SVGChart().render(data).contains("Nothing to draw: no records."))
    }

    @Test func recordsAChartCannotReadAreNamed() {
        let cases: [(JSONObject, String)] = [
            (Self.record(["hero_name": .string("Axe")]), "output record 2: no field \"games\"; the chart needs it (a --jq program must keep it)"),
            (Self.record(["games": .string("3"), "win": .number("1")]), "output record 2: \"games\" is a string, not a number"),
            (Self.record(["games": .number("1e400"), "win": .number("1")]), "output record 2: \"games\" is 1e400, too large to draw"),
            (Self.record(["games": .null, "win": .number("1")]), "output record 2: \"games\" is null; the chart needs a number"),
        ]
        let good = Self.record(["games": .number("1"), "win": .number("0")])
        for (bad, message) in cases {
            #expect(throws: ChartRecordError.self) { try ChartData(spec: Self.heroSpec, records: [good, bad]) }
            do {
                _ = try ChartData(spec: Self.heroSpec, records: [good, bad])
            } catch {
                #expect(error.description == message)
            }
        }
    }

    @Test func colourWrapsGlyphsThatAlreadyReadWithoutIt() throws {
        let data = try ChartData(spec: Self.heroSpec, records: [
            Self.record(["hero_name": .string("Axe"), "games": .number("4"), "win": .number("3")]),
        ])
        let plain = TerminalChart(width: 40, colour: false).render(data)
        let coloured = TerminalChart(width: 40, colour: true).render(data)
        #expect(!plain.contains("\u{1B}"))
        #expect(coloured.replacingOccurrences(of: "\u{1B}\\[[0-9]+m", with: "", options: .regularExpression) == plain)
    }
}
