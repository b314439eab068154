// Draws chart rows as text for a terminal: horizontal bars, a histogram of block columns, or sparklines, fitted to
// a width. Glyphs carry the meaning (█ won, ░ lost) so the chart reads without colour; colour only adds to them.
public struct TerminalChart {
    let width: Int
    let colour: Bool

    /// The narrowest chart that still shows a bar beside its label and value.
    static let minimumWidth = 40

    public init(width: Int, colour: Bool) {
        self.width = max(Self.minimumWidth, width)
        self.colour = colour
    }

    public func render(_ data: ChartData) -> String {
        guard !data.rows.isEmpty else { return "" }
        let data = data.terminalSafe
        var lines = [paint(data.spec.title, .bold)]
        switch data.spec.layout {
        case .bars, .fieldBars: lines += bars(data)
        case .histogram: lines += histogram(data)
        case .line: lines += sparklines(data)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: bars

    private func bars(_ data: ChartData) -> [String] {
        let rows = data.rows
        let part = data.spec.part
        let scale = data.spec.barScale(maximum: rows.compactMap(\.value).max() ?? 0)
        let numberWidth = rows.map(\.valueText.count).max() ?? 0
        let values = rows.map { row in
            let number = Self.padded(row.valueText, to: numberWidth, right: true)
            guard let part, let won = row.part, let value = row.value else { return number }
            return "\(number)  \(Self.padded(ChartNumber.percent(won, of: value), to: 6, right: true)) \(part.name)"
        }
        let labelWidth = min(rows.map(\.label.count).max() ?? 0, max(8, width / 3))
        let valueWidth = values.map(\.count).max() ?? 0
        let barWidth = max(4, width - labelWidth - valueWidth - 3)
        var lines: [String] = []
        if let part {
            lines.append("\(paint("█", .won)) \(part.name)  \(paint("░", .lost)) \(part.restName)   (\(data.spec.measureName))")
        }
        if data.spec.logarithmic {
            let decades = scale.ticks.count - 2
            lines.append("(logarithmic bars: 1, 10, 100 … \(ChartNumber.text(scale.upper)) at even steps, \(barWidth / max(1, decades)) columns apart)")
        }
        var group: String?
        for (row, value) in zip(rows, values) {
            if let rowGroup = row.group, rowGroup != group {
                group = rowGroup
                lines.append(paint(rowGroup, .bold))
            }
            let label = Self.fitted(row.label, to: labelWidth)
            let bar = bar(row, scale: scale, width: barWidth)
            lines.append("\(label) \(bar) \(value)")
        }
        if data.zeroBars > 0 {
            lines.append("(\(data.zeroBars) more with no \(data.spec.measureName) are not drawn)")
        }
        return lines
    }

    /// Cells of the bar, padded to `width` so the values line up. A bar with a part is whole cells of two glyphs;
    /// one without uses eighth blocks, so close values still differ. A value above zero gets at least the thinnest
    /// mark, so that a rare value does not look like none.
    private func bar(_ row: ChartRow, scale: AxisScale, width: Int) -> String {
        let fraction = scale.fraction(row.value ?? 0)
        if let part = row.part {
            let cells = fraction > 0 ? max(1, Int((fraction * Double(width)).rounded())) : 0
            let value = row.value ?? 0
            let wonShare = value > 0 ? min(1, max(0, part / value)) : 0
            let won = Int((Double(cells) * wonShare).rounded())
            return paint(String(repeating: "█", count: won), .won) + paint(String(repeating: "░", count: cells - won), .lost)
                + String(repeating: " ", count: width - cells)
        }
        let eighths = fraction > 0 ? max(1, Int((fraction * Double(width * 8)).rounded())) : 0
        var text = String(repeating: "█", count: eighths / 8)
        if eighths % 8 > 0 { text.append(Self.leftEighths[eighths % 8]) }
        let drawn = text.count
        return paint(text, .single) + String(repeating: " ", count: width - drawn)
    }

    private static let leftEighths: [Character] = [" ", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    // MARK: histogram

    private static let histogramHeight = 8
    private static let lowerEighths: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    private func histogram(_ data: ChartData) -> [String] {
        let axisLabels = [data.rows.compactMap(\.value).max() ?? 0, 0].map(ChartNumber.text)
        let axisWidth = axisLabels.map(\.count).max()! + 1
        let room = width - axisWidth - 2
        let perColumn = (data.rows.count + room - 1) / room
        let columns = stride(from: 0, to: data.rows.count, by: perColumn).map { start in
            let bucket = data.rows[start..<min(start + perColumn, data.rows.count)]
            return (label: bucket.first!.label, value: bucket.reduce(0) { $0 + ($1.value ?? 0) })
        }
        let columnWidth = max(1, min(4, room / columns.count))
        let maximum = columns.map(\.value).max() ?? 0
        let heights = columns.map { maximum > 0 ? Int(($0.value / maximum * Double(Self.histogramHeight * 8)).rounded()) : 0 }
        var lines: [String] = []
        if perColumn > 1 { lines.append("(\(perColumn) buckets to a column, to fit \(width) columns)") }
        for level in (0..<Self.histogramHeight).reversed() {
            let axis = level == Self.histogramHeight - 1 ? axisLabels[0] : level == 0 ? axisLabels[1] : ""
            let cells = heights.map { height -> String in
                let glyph = Self.lowerEighths[min(8, max(0, height - level * 8))]
                return String(repeating: glyph, count: columnWidth)
            }
            lines.append(Self.padded(axis, to: axisWidth - 1, right: true) + " ┤" + paint(cells.joined(), .single))
        }
        let axisLength = columns.count * columnWidth
        lines.append(String(repeating: " ", count: axisWidth) + "└" + String(repeating: "─", count: axisLength))
        lines.append(String(repeating: " ", count: axisWidth + 1) + xLabels(columns.map(\.label), columnWidth: columnWidth, room: room))
        lines.append(String(repeating: " ", count: axisWidth + 1) + "\(data.spec.measureName) per bucket; a bucket's lower bound below it")
        return lines
    }

    /// Every k-th bucket's label at its column, k the same throughout so that the labels step evenly, as far as
    /// they fit in `room`.
    private func xLabels(_ labels: [String], columnWidth: Int, room: Int) -> String {
        let widest = labels.map(\.count).max() ?? 1
        let every = (widest + 2 + columnWidth - 1) / columnWidth
        var line = ""
        for index in stride(from: 0, to: labels.count, by: every) where index * columnWidth + labels[index].count <= room {
            line += String(repeating: " ", count: max(0, index * columnWidth - line.count)) + labels[index]
        }
        return line
    }

    // MARK: sparklines

    private func sparklines(_ data: ChartData) -> [String] {
        let averageName = "moving average"
        let hasAverage = data.rows.contains { $0.average != nil }
        let nameWidth = max(data.spec.measureName.count, hasAverage ? averageName.count : 0)
        let room = max(8, width - nameWidth - 16)
        let shown = Array(data.rows.suffix(room))
        let values = shown.compactMap(\.value) + shown.compactMap(\.average)
        guard let low = values.min(), let high = values.max() else { return ["(no \(data.spec.measureName) to draw)"] }
        var lines: [String] = []
        if shown.count < data.rows.count { lines.append("(the last \(shown.count) of \(data.rows.count), to fit \(width) columns)") }
        func spark(_ points: [Double?]) -> String {
            String(points.map { point -> Character in
                guard let point else { return " " }
                let level = high > low ? Int(((point - low) / (high - low) * 7).rounded()) : 3
                return Self.lowerEighths[level + 1]
            })
        }
        func latest(_ points: [Double?]) -> String { points.compactMap { $0 }.last.map { "last " + ChartNumber.text($0) } ?? "" }
        let measure = shown.map(\.value)
        lines.append(Self.padded(data.spec.measureName, to: nameWidth) + "  " + paint(spark(measure), .single) + "  " + latest(measure))
        if hasAverage {
            let average = shown.map(\.average)
            lines.append(Self.padded(averageName, to: nameWidth) + "  " + paint(spark(average), .average) + "  " + latest(average))
        }
        let indent = String(repeating: " ", count: nameWidth + 2)
        lines.append(indent + "from \(ChartNumber.text(low)) (▁) to \(ChartNumber.text(high)) (█)")
        lines.append(indent + (shown.count == 1 ? shown[0].label : "\(shown.first!.label) … \(shown.last!.label)"))
        return lines
    }

    // MARK: text

    private enum Ink: String {
        case bold = "1", won = "32", lost = "31", single = "36", average = "33"
    }

    private func paint(_ text: String, _ ink: Ink) -> String {
        colour && !text.isEmpty ? "\u{1B}[\(ink.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// At most `width` characters, the last one an ellipsis when some were cut.
    static func truncated(_ text: String, to width: Int) -> String {
        text.count > width ? String(text.prefix(width - 1)) + "…" : text
    }

    static func fitted(_ text: String, to width: Int) -> String { padded(truncated(text, to: width), to: width) }

    static func padded(_ text: String, to width: Int, right: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}
