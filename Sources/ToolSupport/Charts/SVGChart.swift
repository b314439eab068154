// Draws chart rows as one self-contained SVG document: a white page, a title, axes with round ticks, labels and a
// legend where two things share a mark. Text is in the reader's own sans-serif fonts, so the file needs nothing
// beside it: no font, script, style sheet or image.
import FoundationEssentials
import FoundationGaps
import Glibc

public struct SVGChart {
    /// Wide enough for a 24-letter label, a bar and its value at 12 px; scaled to 600 px the text is still 11 px.
    static let width = 640.0
    private static let rowHeight = 20.0
    private static let plotHeight = 240.0
    private static let characterWidth = 7.0

    private enum Ink: String {
        case text = "#222222", faint = "#666666", grid = "#e4e4e4", axis = "#555555"
        case won = "#3a8f3e", lost = "#e39b95", single = "#4a78c2", average = "#e08a00"
    }

    public init() {}

    /// The document, from `<svg` to `</svg>`, with no XML declaration so that it also goes inline in HTML as is.
    public func render(_ data: ChartData) -> String {
        var body: [String] = []
        let height: Double
        if data.rows.isEmpty {
            body.append(text("Nothing to draw: no records.", x: Self.width / 2, y: 70, anchor: "middle", ink: .faint))
            height = 100
        } else {
            switch data.spec.layout {
            case .bars, .fieldBars: height = bars(data, into: &body)
            case .histogram: height = histogram(data, into: &body)
            case .line: height = lineChart(data, into: &body)
            }
        }
        let title = Self.escaped(data.spec.title)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(Self.width))" height="\(Int(height))" \
            viewBox="0 0 \(Int(Self.width)) \(Int(height))" font-family="DejaVu Sans, Verdana, Arial, sans-serif" \
            font-size="12" role="img">
            <title>\(title)</title>
            <rect width="100%" height="100%" fill="#ffffff"/>
            <text x="16" y="28" font-size="16" font-weight="bold" fill="\(Ink.text.rawValue)">\(title)</text>
            \(body.joined(separator: "\n"))
            </svg>

            """
    }

    // MARK: bars

    private func bars(_ data: ChartData, into body: inout [String]) -> Double {
        let labelWidth = min(190, Double(data.rows.map(\.label.count).max() ?? 0) * Self.characterWidth + 8)
        let left = 16 + labelWidth + 8
        let right = Self.width - 110
        let scale = data.spec.barScale(maximum: data.rows.compactMap(\.value).max() ?? 0)
        var y = 44.0
        if let part = data.spec.part {
            body.append(legend([(part.name, .won), (part.restName, .lost)], x: left, y: y + 6))
            y += 22
        }
        let top = y
        var marks: [String] = []
        var group: String?
        for row in data.rows {
            if let rowGroup = row.group, rowGroup != group {
                group = rowGroup
                marks.append(text(rowGroup, x: 16, y: y + 14, weight: "bold"))
                y += Self.rowHeight
            }
            let length = scale.fraction(row.value ?? 0) * (right - left)
            let label = TerminalChart.truncated(row.label, to: 26)
            marks.append(text(label, x: left - 8, y: y + 14, anchor: "end"))
            if let part = row.part, let value = row.value, value > 0 {
                let wonLength = length * min(1, max(0, part / value))
                marks.append(rect(x: left, y: y + 3, width: length, height: 14, ink: .lost))
                marks.append(rect(x: left, y: y + 3, width: wonLength, height: 14, ink: .won))
                marks.append(text("\(row.valueText)  \(ChartNumber.percent(part, of: value))", x: left + length + 6, y: y + 14, ink: .faint))
            } else {
                marks.append(rect(x: left, y: y + 3, width: length, height: 14, ink: .single))
                marks.append(text(row.valueText, x: left + length + 6, y: y + 14, ink: .faint))
            }
            y += Self.rowHeight
        }
        body += verticalGrid(scale, left: left, right: right, top: top, bottom: y)
        body += marks
        body.append(line(x1: left, y1: top, x2: left, y2: y, ink: .axis))
        let axisName = data.spec.measureName + (data.spec.logarithmic ? " (logarithmic scale)" : "")
        body.append(text(axisName, x: (left + right) / 2, y: y + 34, anchor: "middle", ink: .faint))
        y += 40
        if data.zeroBars > 0 {
            body.append(text("\(data.zeroBars) more with no \(data.spec.measureName) are not drawn.", x: 16, y: y + 6, ink: .faint))
            y += 20
        }
        return y + 8
    }

    private func verticalGrid(_ scale: AxisScale, left: Double, right: Double, top: Double, bottom: Double) -> [String] {
        scale.ticks.flatMap { tick -> [String] in
            let x = left + scale.fraction(tick) * (right - left)
            return [
                line(x1: x, y1: top, x2: x, y2: bottom, ink: .grid),
                text(ChartNumber.text(tick), x: x, y: bottom + 16, anchor: "middle", ink: .faint),
            ]
        }
    }

    // MARK: histogram and line: a plot over a horizontal axis

    private struct Plot {
        let left = 64.0, right = SVGChart.width - 24, top: Double, bottom: Double
        var width: Double { right - left }
    }

    private func histogram(_ data: ChartData, into body: inout [String]) -> Double {
        let hasPart = data.spec.part != nil
        if let part = data.spec.part { body.append(legend([(part.name, .won), (part.restName, .lost)], x: 64, y: 50)) }
        let plot = Plot(top: hasPart ? 70 : 50, bottom: (hasPart ? 70 : 50) + Self.plotHeight)
        let scale = AxisScale(maximum: data.rows.compactMap(\.value).max() ?? 0)
        body += horizontalGrid(scale, plot)
        let columnWidth = plot.width / Double(data.rows.count)
        let labelEvery = max(1, Int((Double(data.rows.map(\.label.count).max() ?? 1) * Self.characterWidth + 12) / columnWidth) + 1)
        for (index, row) in data.rows.enumerated() {
            let x = plot.left + Double(index) * columnWidth
            let height = scale.fraction(row.value ?? 0) * Self.plotHeight
            let gap = columnWidth > 4 ? 1.0 : 0
            body.append(rect(x: x + gap / 2, y: plot.bottom - height, width: columnWidth - gap, height: height, ink: hasPart ? .lost : .single))
            if let part = row.part, let value = row.value, value > 0 {
                let wonHeight = height * min(1, max(0, part / value))
                body.append(rect(x: x + gap / 2, y: plot.bottom - wonHeight, width: columnWidth - gap, height: wonHeight, ink: .won))
            }
            if index % labelEvery == 0 {
                body.append(line(x1: x, y1: plot.bottom, x2: x, y2: plot.bottom + 4, ink: .axis))
                body.append(text(row.label, x: x, y: plot.bottom + 17, anchor: "middle", ink: .faint))
            }
        }
        body += axes(plot, yName: data.spec.measureName, xName: "bucket (lower bound)")
        return plot.bottom + 56
    }

    private func lineChart(_ data: ChartData, into body: inout [String]) -> Double {
        let hasAverage = data.rows.contains { $0.average != nil }
        var entries: [(String, Ink)] = [(data.spec.measureName, .single)]
        if hasAverage { entries.append(("moving average", .average)) }
        body.append(legend(entries, x: 64, y: 50))
        let plot = Plot(top: 70, bottom: 70 + Self.plotHeight)
        let values = data.rows.compactMap(\.value) + data.rows.compactMap(\.average)
        let scale = AxisScale.around(minimum: values.min() ?? 0, maximum: values.max() ?? 1)
        body += horizontalGrid(scale, plot)
        let step = data.rows.count > 1 ? plot.width / Double(data.rows.count - 1) : 0
        func x(_ index: Int) -> Double { data.rows.count > 1 ? plot.left + Double(index) * step : plot.left + plot.width / 2 }
        func y(_ value: Double) -> Double { plot.bottom - scale.fraction(value) * Self.plotHeight }
        body.append(path(data.rows.map(\.value), x: x, y: y, ink: .single, width: 1.5, dashed: false))
        if data.rows.count <= 80 {
            for (index, row) in data.rows.enumerated() {
                guard let value = row.value else { continue }
                body.append("<circle cx=\(Self.number(x(index))) cy=\(Self.number(y(value))) r=\"2.5\" fill=\"\(Ink.single.rawValue)\"/>")
            }
        }
        if hasAverage { body.append(path(data.rows.map(\.average), x: x, y: y, ink: .average, width: 2.5, dashed: true)) }
        let labelWidth = Double(data.rows.map(\.label.count).max() ?? 1) * Self.characterWidth + 16
        let labelEvery = step > 0 ? max(1, Int((labelWidth / step).rounded(.up))) : 1
        for index in stride(from: 0, to: data.rows.count, by: labelEvery) {
            body.append(line(x1: x(index), y1: plot.bottom, x2: x(index), y2: plot.bottom + 4, ink: .axis))
            body.append(text(data.rows[index].label, x: x(index), y: plot.bottom + 17, anchor: "middle", ink: .faint))
        }
        body += axes(plot, yName: data.spec.measureName, xName: nil)
        return plot.bottom + 44
    }

    private func horizontalGrid(_ scale: AxisScale, _ plot: Plot) -> [String] {
        scale.ticks.flatMap { tick -> [String] in
            let y = plot.bottom - scale.fraction(tick) * Self.plotHeight
            return [
                line(x1: plot.left, y1: y, x2: plot.right, y2: y, ink: .grid),
                text(ChartNumber.text(tick), x: plot.left - 6, y: y + 4, anchor: "end", ink: .faint),
            ]
        }
    }

    private func axes(_ plot: Plot, yName: String, xName: String?) -> [String] {
        var marks = [
            line(x1: plot.left, y1: plot.top, x2: plot.left, y2: plot.bottom, ink: .axis),
            line(x1: plot.left, y1: plot.bottom, x2: plot.right, y2: plot.bottom, ink: .axis),
            "<text transform=\"translate(14 \(Self.plain(plot.top + Self.plotHeight / 2))) rotate(-90)\" "
                + "text-anchor=\"middle\" fill=\"\(Ink.faint.rawValue)\">\(Self.escaped(yName))</text>",
        ]
        if let xName { marks.append(text(xName, x: (plot.left + plot.right) / 2, y: plot.bottom + 38, anchor: "middle", ink: .faint)) }
        return marks
    }

    /// A line through the points that exist; a missing point breaks it rather than joining its neighbours.
    private func path(_ points: [Double?], x: (Int) -> Double, y: (Double) -> Double, ink: Ink, width: Double, dashed: Bool) -> String {
        var commands: [String] = []
        var drawing = false
        for (index, point) in points.enumerated() {
            guard let point else {
                drawing = false
                continue
            }
            commands.append("\(drawing ? "L" : "M")\(Self.plain(x(index))) \(Self.plain(y(point)))")
            drawing = true
        }
        let dash = dashed ? " stroke-dasharray=\"6 4\"" : ""
        return "<path d=\"\(commands.joined(separator: " "))\" fill=\"none\" stroke=\"\(ink.rawValue)\" stroke-width=\"\(Self.plain(width))\"\(dash)/>"
    }

    // MARK: elements

    private func legend(_ entries: [(String, Ink)], x: Double, y: Double) -> String {
        var offset = x
        var marks: [String] = []
        for (name, ink) in entries {
            marks.append(rect(x: offset, y: y - 10, width: 12, height: 12, ink: ink))
            marks.append(text(name, x: offset + 17, y: y))
            offset += 17 + Double(name.count) * Self.characterWidth + 24
        }
        return marks.joined(separator: "\n")
    }

    private func text(_ content: String, x: Double, y: Double, anchor: String = "start", weight: String? = nil, ink: Ink = .text) -> String {
        let bold = weight.map { " font-weight=\"\($0)\"" } ?? ""
        let anchorAttribute = anchor == "start" ? "" : " text-anchor=\"\(anchor)\""
        return "<text x=\(Self.number(x)) y=\(Self.number(y))\(anchorAttribute)\(bold) fill=\"\(ink.rawValue)\">\(Self.escaped(content))</text>"
    }

    private func rect(x: Double, y: Double, width: Double, height: Double, ink: Ink) -> String {
        "<rect x=\(Self.number(x)) y=\(Self.number(y)) width=\(Self.number(max(0, width))) height=\(Self.number(max(0, height))) fill=\"\(ink.rawValue)\"/>"
    }

    private func line(x1: Double, y1: Double, x2: Double, y2: Double, ink: Ink) -> String {
        "<line x1=\(Self.number(x1)) y1=\(Self.number(y1)) x2=\(Self.number(x2)) y2=\(Self.number(y2)) stroke=\"\(ink.rawValue)\"/>"
    }

    /// A coordinate as a quoted attribute value, to a tenth of a pixel.
    private static func number(_ value: Double) -> String { "\"\(plain(value))\"" }

    private static func plain(_ value: Double) -> String { ChartNumber.text((value * 10).rounded() / 10) }

    static func escaped(_ text: String) -> String { text.markupEscaped }
}
