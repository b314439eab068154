// Renders records as an aligned table, CSV or TSV: one column per field, in the order fields first appear.
import Foundation
import JQ

struct TableRenderer {
    /// libjq lists an object's fields in their own order (Foundation's parser would lose it), with each cell as text:
    /// strings as they are, null as empty, anything else as compact JSON. A non-object record is one `value` cell.
    private static let cellsProgram = try! JQProgram("""
        if type == "object" then [to_entries[] | [.key, (.value | if type == "string" then . elif . == null then "" else tojson end)]]
        else [["value", (if type == "string" then . else tojson end)]] end
        """)
    private static let widestCell = 48

    let format: OutputFormat
    let records: [Data]

    func render() -> String {
        var columns: [String] = []
        var known: Set<String> = []
        let rows: [[String: String]] = records.map { record in
            let pairs = (try? Self.cellsProgram.apply(record).first.flatMap { try JSONDecoder().decode([[String]].self, from: $0) }) ?? nil
            var row: [String: String] = [:]
            for pair in pairs ?? [] where pair.count == 2 {
                if known.insert(pair[0]).inserted { columns.append(pair[0]) }
                row[pair[0]] = pair[1]
            }
            return row
        }
        let grid = [columns] + rows.map { row in columns.map { row[$0] ?? "" } }
        switch format {
        case .csv: return grid.map { $0.map(Self.csvField).joined(separator: ",") + "\n" }.joined()
        case .tsv: return grid.map { $0.map(Self.tsvField).joined(separator: "\t") + "\n" }.joined()
        default: return Self.aligned(grid)
        }
    }

    /// RFC 4180: quote a field holding a comma, quote or line break, doubling its quotes.
    static func csvField(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0.isNewline }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// TSV has no quoting, so escape the characters that would break a row, as jq's @tsv does.
    static func tsvField(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\t", with: "\\t")
            .replacingOccurrences(of: "\n", with: "\\n")
            .replacingOccurrences(of: "\r", with: "\\r")
    }

    private static func aligned(_ grid: [[String]]) -> String {
        guard let header = grid.first, !header.isEmpty else { return "" }
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

    /// One line per row: line breaks become spaces and long cells end in an ellipsis.
    private static func shortened(_ text: String) -> String {
        let flat = text.map { $0.isNewline || $0 == "\t" ? " " : String($0) }.joined()
        return flat.count > widestCell ? flat.prefix(widestCell - 1) + "…" : flat
    }
}
