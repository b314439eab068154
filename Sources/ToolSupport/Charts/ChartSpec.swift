// What a chart shows of a tool's output records (which field labels a bar, which one measures it, which part of it
// is shaded) and the rows it reads from them. The terminal and SVG renderers draw the same rows.
import FoundationEssentials
import FoundationGaps
import Glibc
import SteamModels

public struct ChartSpec: Sendable, Equatable {
    public enum Layout: Sendable, Equatable {
        /// One bar per record, labelled by the first of these fields that the record has, or, `joined`, by every one
        /// of them in order (by's composite keys, each its own field).
        case bars(label: [String], joined: Bool = false)
        /// One bar per named field of a single record, as wl's win and lose.
        case fieldBars([String])
        /// One column per record, over buckets whose lower bounds `x` gives, in order.
        case histogram(x: String)
        /// One point per record in order, labelled by `x`; `average` is a second line over the same scale.
        case line(x: String, average: String?)
    }

    /// How a record's measure is read: a field, or one field over another (totals' sum over n).
    public enum Measure: Sendable, Equatable {
        case field(String)
        case ratio(String, over: String)
        /// A field in one unit shown in a larger one: minutes as hours.
        case scaled(String, divisor: Double, unit: String)
    }

    /// A part of the measure drawn inside its bar (wins of games), named for the legend.
    public struct Part: Sendable, Equatable {
        public var field: String
        public var name: String
        public var restName: String

        public init(field: String, name: String, restName: String) {
            self.field = field
            self.name = name
            self.restName = restName
        }
    }

    public var title: String
    public var layout: Layout
    public var measure: Measure
    /// What the measure counts, for the axis and the legend: "games", "kills per game".
    public var measureName: String
    public var part: Part?
    /// Records are drawn in sections, one per value of this field (counts: one per field it counts).
    public var group: String?
    /// Bars on a logarithmic axis: for rows of different measures, whose sizes differ by powers of ten.
    public var logarithmic: Bool

    public init(
        title: String, layout: Layout, measure: Measure, measureName: String, part: Part? = nil, group: String? = nil,
        logarithmic: Bool = false
    ) {
        self.title = title
        self.layout = layout
        self.measure = measure
        self.measureName = measureName
        self.part = part
        self.group = group
        self.logarithmic = logarithmic
    }

    /// The axis of the bars: from zero to a round number at or above the largest.
    func barScale(maximum: Double) -> AxisScale {
        logarithmic ? .logarithmic(maximum: maximum) : AxisScale(maximum: maximum)
    }
}

/// One bar, column or point of a chart.
public struct ChartRow: Sendable, Equatable {
    public var label: String
    /// nil where a line has no point (a period whose mean is null).
    public var value: Double?
    /// The value as written, every digit kept: "1234", "7.25".
    public var valueText: String
    public var part: Double?
    public var average: Double?
    public var group: String?
}

/// A record a chart cannot use: which one (counted from 1) and why.
public struct ChartRecordError: Error, Sendable, Equatable, CustomStringConvertible {
    public let record: Int
    public let problem: String
    public var description: String { "output record \(record): \(problem)" }
}

/// The rows a spec reads from records, and how many of them it leaves out as empty bars.
public struct ChartData: Sendable, Equatable {
    public let spec: ChartSpec
    public private(set) var rows: [ChartRow] = []
    /// Bars of a zero measure (heroes only met on other teams): drawn they would be labels with nothing beside them.
    public private(set) var zeroBars = 0

    /// The rows with the labels and groups a player may have named shown as escapes, for a terminal.
    var terminalSafe: ChartData {
        var safe = self
        safe.rows = rows.map { row in
            var row = row
            row.label = TerminalText.safe(row.label)
            row.group = row.group.map { TerminalText.safe($0) }
            return row
        }
        return safe
    }

    public init(spec: ChartSpec, records: [JSONObject]) throws(ChartRecordError) {
        self.spec = spec
        if case .fieldBars(let fields) = spec.layout {
            for (index, record) in records.enumerated() {
                for field in fields {
                    let number = try Self.number(field, in: record, index: index)
                    rows.append(ChartRow(label: field, value: number.value, valueText: number.text))
                }
            }
            return
        }
        for (index, record) in records.enumerated() {
            var row = try Self.row(of: record, index: index, spec: spec)
            if case .bars = spec.layout, row.value == 0 {
                zeroBars += 1
                continue
            }
            if let part = spec.part { row.part = try Self.number(part.field, in: record, index: index).value }
            if let group = spec.group { row.group = record[group].map(Self.labelText) ?? "" }
            rows.append(row)
        }
    }

    private static func row(of record: JSONObject, index: Int, spec: ChartSpec) throws(ChartRecordError) -> ChartRow {
        let label: String
        var average: Double?
        switch spec.layout {
        case .bars(let fields, joined: true):
            label = fields.map { record[$0].map(labelText) ?? "" }.joined(separator: " · ")
        case .bars(let fields, joined: false):
            label = fields.lazy.compactMap { record[$0] }.first { $0 != .null }.map(labelText) ?? ""
        case .histogram(let x):
            label = try number(x, in: record, index: index).text
        case .line(let x, let averageField):
            label = record[x].map(labelText) ?? ""
            if let averageField { average = try optionalNumber(averageField, in: record, index: index)?.value }
        case .fieldBars:
            preconditionFailure("field bars are read field by field")
        }
        switch spec.measure {
        case .field(let field):
            if case .line = spec.layout {
                let number = try optionalNumber(field, in: record, index: index)
                return ChartRow(label: label, value: number?.value, valueText: number?.text ?? "", average: average)
            }
            let number = try number(field, in: record, index: index)
            return ChartRow(label: label, value: number.value, valueText: number.text, average: average)
        case .ratio(let field, let over):
            let numerator = try number(field, in: record, index: index).value
            let denominator = try number(over, in: record, index: index).value
            let value = denominator == 0 ? 0 : numerator / denominator
            return ChartRow(label: label, value: value, valueText: ChartNumber.text(value), average: average)
        case .scaled(let field, let divisor, let unit):
            let value = try number(field, in: record, index: index).value / divisor
            return ChartRow(label: label, value: value, valueText: ChartNumber.text(value) + " " + unit, average: average)
        }
    }

    /// Strings as they are, numbers as written, arrays joined.
    static func labelText(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): text
        case .null: ""
        case .array(let items): items.map(labelText).joined(separator: " · ")
        default: String(decoding: value.jsonBytes, as: UTF8.self)
        }
    }

    private static func number(_ field: String, in record: JSONObject, index: Int) throws(ChartRecordError) -> (value: Double, text: String) {
        guard let number = try optionalNumber(field, in: record, index: index) else {
            throw ChartRecordError(record: index + 1, problem: "\"\(field)\" is null; the chart needs a number")
        }
        return number
    }

    private static func optionalNumber(_ field: String, in record: JSONObject, index: Int) throws(ChartRecordError) -> (value: Double, text: String)? {
        switch record[field] {
        case .number(let text)?:
            guard let value = Double(text), value.isFinite else {
                throw ChartRecordError(record: index + 1, problem: "\"\(field)\" is \(text), too large to draw")
            }
            return (value, text)
        case .null?: return nil
        case nil: throw ChartRecordError(record: index + 1, problem: "no field \"\(field)\"; the chart needs it (a --jq program must keep it)")
        case let other?: throw ChartRecordError(record: index + 1, problem: "\"\(field)\" is \(other.kind), not a number")
        }
    }
}

/// Numbers a chart writes itself (ratios, ticks): at most two decimals, no trailing zeros; and win rates.
public enum ChartNumber {
    static func text(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        var text = CFormat.string("%.2f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// A percentage with one decimal: 53.3%; a dash when the whole is 0.
    public static func percent(_ part: Double, of whole: Double) -> String {
        whole == 0 ? "–" : CFormat.string("%.1f%%", 100 * part / whole)
    }
}
