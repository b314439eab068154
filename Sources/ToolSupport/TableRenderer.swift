// Renders records as an aligned table, CSV or TSV: one column per field, in the order fields first appear.
import FoundationEssentials
import Glibc
import SteamModels

struct TableRenderer {
    private static let widestCell = 48
    private static let absent = Cell(text: "", isString: false)

    let format: OutputFormat
    private var columns: [String] = []
    private var columnIndex: [String: Int] = [:]
    private var rows: [[(column: Int, cell: Cell)]] = []

    init(format: OutputFormat) { self.format = format }

    /// Reads one record now, so a record that is not JSON is reported with its source while the run goes on.
    mutating func add(_ json: some Collection<UInt8>) throws(JSONReadError) {
        let fields = try JSONFieldReader.fields(of: json)
        rows.append(fields.map { name, cell in
            if let column = columnIndex[name] { return (column, cell) }
            columnIndex[name] = columns.count
            columns.append(name)
            return (columns.count - 1, cell)
        })
    }

    /// Nothing at all when there are no rows: a header alone would read as a result to a script counting lines.
    func render() -> String {
        guard !rows.isEmpty, !columns.isEmpty else { return "" }
        let header = columns.map { Cell(text: $0, isString: true) }
        let grid = [header] + rows.map { fields in
            var row = Array(repeating: Self.absent, count: columns.count)
            for (column, cell) in fields { row[column] = cell }
            return row
        }
        switch format {
        case .csv: return grid.map { $0.map(Self.csvField).joined(separator: ",") + "\n" }.joined()
        case .tsv: return grid.map { $0.map { Self.tsvField($0.text) }.joined(separator: "\t") + "\n" }.joined()
        default: return Self.aligned(grid.map { $0.map(\.text) })
        }
    }

    /// RFC 4180: quote a field holding a comma, quote or line break, doubling its quotes. A string a spreadsheet
    /// would run as a formula gets a leading `'` first (OWASP, CSV Injection); JSON numbers such as -5 stay numbers.
    static func csvField(_ cell: Cell) -> String {
        let text = cell.isString && cell.text.unicodeScalars.first.map(Self.formulaStarts.contains) == true ? "'" + cell.text : cell.text
        guard text.unicodeScalars.contains(where: Self.quotedFor.contains) else { return text }
        return "\"" + byScalar(text) { $0 == "\"" ? "\"\"" : nil } + "\""
    }

    /// What makes a field quoted, scalar by scalar: a quote that a combining mark follows is one Character with it,
    /// and still a quote to a CSV reader.
    private static let quotedFor: Set<Unicode.Scalar> = [
        ",", "\"", "\n", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{2028}", "\u{2029}",
    ]

    /// OWASP's list: a tab or carriage return before a formula hides it from a check of the first character alone.
    private static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

    /// `text` with each Unicode scalar that `replacement` names replaced. By scalar, not by Character as String's
    /// replacing does: "\r\n" is one Character, as is a quote with a combining mark after it, and neither may slip by.
    static func byScalar(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) { result += replaced } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// TSV has no quoting, so escape the characters that would break a row, as jq's @tsv does, and show the other
    /// controls as `\u001b` escapes, which the escaped backslash keeps unambiguous. Formulas are left as they are:
    /// TSV here is the format for cut, awk and `read`, which would see a changed value; csv is for sheets.
    static func tsvField(_ text: String) -> String {
        TerminalText.safe(
            byScalar(text) { tsvEscapes[$0] })
    }

    /// What jq's @tsv escapes, and how.
    private static let tsvEscapes: [Unicode.Scalar: String] = ["\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r"]

    private static func aligned(_ grid: [[String]]) -> String {
        guard let header = grid.first else { return "" }
        let cells = grid.map { $0.map(shortened) }
        let widths = header.indices.map { column in cells.map { displayWidth($0[column]) }.max() ?? 0 }
        return cells.map { row in
            row.indices.map { column in
                let padding = column == row.count - 1 ? 0 : widths[column] - displayWidth(row[column])
                return row[column] + String(repeating: " ", count: padding)
            }.joined(separator: "  ") + "\n"
        }.joined()
    }

    /// Terminal columns `text` takes: emoji and East Asian wide characters take two.
    static func displayWidth(_ text: String) -> Int {
        text.reduce(0) { width, character in
            width + (character.unicodeScalars.contains(where: isWide) ? 2 : 1)
        }
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isEmojiPresentation { return true }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// One line per row: line breaks become spaces, other controls are shown as escapes, and long cells end in an
    /// ellipsis.
    private static func shortened(_ text: String) -> String {
        let flat = TerminalText.safe(text.map { $0.isNewline || $0 == "\t" ? " " : String($0) }.joined())
        return flat.count > widestCell ? flat.prefix(widestCell - 1) + "…" : flat
    }
}
