// The reference prose a manual page carries beyond --help, written as Markdown in docs/manual/ so that it reads on
// a repository page too, turned into mdoc: "## " headings become subsections; paragraphs, lists (nested too),
// tables, shell blocks and images become their mdoc shapes; emphasis, code spans and links become plain text.
import FoundationGaps
import SteamModels

public struct MarkdownManual {
    let lines: [String]

    public init(_ markdown: String) {
        lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    public func mdoc() -> [String] {
        Self.blocks(lines[...])
    }

    private static func blocks(_ source: ArraySlice<String>) -> [String] {
        var output: [String] = []
        var rest = source
        while let line = rest.first {
            if line.trimmingWhitespace().isEmpty {
                rest.removeFirst()
            } else if line.hasPrefix("#") {
                rest.removeFirst()
                let title = String(line.drop { $0 == "#" }.dropFirst())
                output += line.hasPrefix("## ") ? [".Ss " + MDoc.argument(plain(title))] : [".Pp"] + MDoc.text(plain(title) + ":")
            } else if line.hasPrefix("```") {
                rest.removeFirst()
                let code = Array(rest.prefix { !$0.hasPrefix("```") })
                rest.removeFirst(min(rest.count, code.count + 1))
                output += MDoc.literalBlock(code)
            } else if line.hasPrefix("|") {
                let rows = Array(rest.prefix { $0.hasPrefix("|") })
                rest.removeFirst(rows.count)
                output += table(rows)
            } else if let marker = listMarker(line) {
                var items: [[String]] = []
                while let first = rest.first, let next = listMarker(first), next.ordered == marker.ordered {
                    rest.removeFirst()
                    var item = [String(first.dropFirst(next.width))]
                    // An item goes on over lines indented past its marker, blank lines between them included.
                    while let more = rest.first, more.hasPrefix("  ") || (more.isEmpty && rest.dropFirst().first?.hasPrefix("  ") == true) {
                        item.append(String(more.dropFirst(min(more.count, next.width))))
                        rest.removeFirst()
                    }
                    items.append(item)
                }
                output += [".Bl " + (marker.ordered ? "-enum" : "-bullet")]
                for item in items { output += [".It"] + blocks(item[...]).drop { $0 == ".Pp" } }
                output += [".El"]
            } else if line.hasPrefix("![") {
                rest.removeFirst()
            } else {
                let paragraph = rest.prefix { !$0.trimmingWhitespace().isEmpty && !startsBlock($0) }
                rest.removeFirst(max(1, paragraph.count))
                output += [".Pp"] + MDoc.text(plain(paragraph.isEmpty ? line : paragraph.joined(separator: " ")))
            }
        }
        return output
    }

    private static func startsBlock(_ line: String) -> Bool {
        line.hasPrefix("#") || line.hasPrefix("```") || line.hasPrefix("|") || line.hasPrefix("![") || listMarker(line) != nil
    }

    private static func listMarker(_ line: String) -> (ordered: Bool, width: Int)? {
        if line.hasPrefix("- ") { return (false, 2) }
        let digits = line.prefix { $0.isNumber }
        guard !digits.isEmpty, line.dropFirst(digits.count).hasPrefix(". ") else { return nil }
        return (true, digits.count + 2)
    }

    /// A table as a tagged list: the first cell is the tag, the others follow with their column's name.
    private static func table(_ rows: [String]) -> [String] {
        func cells(_ row: String) -> [String] {
            var cells: [String] = [], cell = "", escaped = false
            for character in row.trimmingWhitespace().dropFirst() {
                if escaped { cell.append(character); escaped = false; continue }
                switch character {
                case "\\": escaped = true
                case "|": cells.append(plain(cell.trimmingWhitespace())); cell = ""
                default: cell.append(character)
                }
            }
            return cells
        }
        guard let header = rows.first.map(cells) else { return [] }
        let body = rows.dropFirst().filter { !$0.contains("---") }
        var output = [".Bl -tag -width Ds"]
        for row in body.map(cells) {
            let described = zip(header, row).dropFirst().filter { !$0.1.isEmpty }
                .map { $0.0.isEmpty ? $0.1 : "\($0.0): \($0.1)" }
            output += [".It " + MDoc.argument(row.first ?? "")] + MDoc.text(described.joined(separator: "; "))
        }
        return output + [".El"]
    }

    /// Markdown's inline marks as plain text: `code`, **strong**, [text](link) (the link kept when it leaves the
    /// repository).
    static func plain(_ text: String) -> String {
        var result = text.replacingEvery("**", with: "").replacingEvery("`", with: "")
        while let open = result.firstRange(of: "]("), let start = result[..<open.lowerBound].lastIndex(of: "["),
              let close = result[open.upperBound...].firstIndex(of: ")") {
            let label = result[result.index(after: start)..<open.lowerBound]
            let target = result[open.upperBound..<close]
            let shown = target.hasPrefix("http") ? "\(label) (\(target))" : String(label)
            result.replaceSubrange(start...close, with: shown)
        }
        return result
    }
}
