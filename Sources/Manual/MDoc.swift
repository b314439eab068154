// Writing mdoc(7) source: escaping text for roff, and the few block shapes the pages use. Every character outside
// ASCII becomes a \[uXXXX] escape, which mandoc and groff both read whatever the locale, so "…" and "·" survive.
import FoundationGaps

enum MDoc {
    /// Running text as source lines: a sentence starts a line, as roff expects (it puts two spaces after a full stop
    /// only at a line's end), and a line goes to the next at a blank past 80 bytes. A leading dot or apostrophe would
    /// start a request, and a backslash an escape.
    static func text(_ text: String) -> [String] {
        var lines: [String] = [], line = ""
        let words = text.split(separator: " ")
        for (index, word) in words.enumerated() {
            line += (line.isEmpty ? "" : " ") + word
            let endsSentence = word.last.map { ".!?".contains($0) } == true && word.count > 2
                && index + 1 < words.count && words[index + 1].first?.isUppercase == true
            if endsSentence || line.utf8.count >= 80 || index + 1 == words.count {
                lines.append(line)
                line = ""
            }
        }
        return lines.map(literal)
    }

    /// A line shown as it is, indentation kept (examples).
    static func literal(_ line: String) -> String {
        let escaped = escapeCharacters(Substring(line))
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }

    /// One argument of a macro line: quoted when it holds a blank, with its own quotes as \(dq.
    static func argument(_ text: String) -> String {
        let escaped = argumentText(text)
        return escaped.contains(" ") || escaped.isEmpty ? "\"\(escaped)\"" : escaped
    }

    /// The rest of a macro line taken as text (.Nd): escaped, never quoted.
    static func argumentText(_ text: String) -> String {
        escapeCharacters(Substring(text)).replacingEvery("\"", with: "\\(dq")
    }

    /// The lines of a page, less each paragraph break that starts a section or subsection, where roff already breaks.
    static func page(_ lines: [String]) -> String {
        var kept: [String] = []
        for line in lines where !(line == ".Pp" && (kept.last.map { $0.hasPrefix(".Sh") || $0.hasPrefix(".Ss") } ?? true)) {
            kept.append(line)
        }
        return kept.joined(separator: "\n") + "\n"
    }

    static func literalBlock(_ lines: [String]) -> [String] {
        [".Bd -literal -offset indent"] + lines.map(literal) + [".Ed"]
    }

    private static func escapeCharacters(_ text: Substring) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\e"
            case _ where scalar.isASCII: escaped.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        return escaped
    }
}
