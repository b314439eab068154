// StringOperations: the few string operations steam-pipes took from full Foundation, on the standard library alone.
// Full Foundation brings ICU and its 34 MB of data into every binary; FoundationEssentials leaves these out.
// Each works on Unicode scalars or UTF-8 bytes, never on Characters: "\r\n" is one Character, and so is a quote or a
// key's last digit with a combining mark after it, and none of them may slip past a search or a trim.

extension Unicode.Scalar {
    /// The scalar as a JSON string escapes it, `\u001b` for ESC: four lower-case hex digits, which every control and
    /// every character a terminal acts on needs no more than.
    public var jsonEscaped: String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Foundation's `CharacterSet.whitespaces`: a tab or a space separator (Zs).
    public var isBlank: Bool {
        self == "\t" || properties.generalCategory == .spaceSeparator
    }

    /// Foundation's `CharacterSet.whitespacesAndNewlines`: a blank, or one of Unicode's line and paragraph ends.
    public var isBlankOrNewline: Bool {
        isBlank || ("\n"..."\r").contains(self) || self == "\u{85}" || self == "\u{2028}" || self == "\u{2029}"
    }
}

extension StringProtocol {
    /// The pieces between every `separator`, found scalar by scalar: a path's "/" or a query's "&" with a combining
    /// mark after it is one Character, which a Character split passes over.
    public func split(scalar separator: Unicode.Scalar, maxSplits: Int = .max, omittingEmpty: Bool = true) -> [Substring] {
        String(self).unicodeScalars.split(separator: separator, maxSplits: maxSplits, omittingEmptySubsequences: omittingEmpty)
            .map { Substring($0) }
    }

    /// The text without leading and trailing tabs and spaces.
    public func trimmingBlanks() -> String {
        trimmingScalars(where: \.isBlank)
    }

    /// The text without leading and trailing blanks and line ends.
    public func trimmingBlanksAndNewlines() -> String {
        trimmingScalars(where: \.isBlankOrNewline)
    }

    private func trimmingScalars(where trimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !trimmed($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !trimmed($0) })!
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars[first...last])
        return String(kept)
    }

    /// The text with every occurrence of `target` replaced, matched byte for byte as Foundation's literal search does.
    public func replacingEvery(_ target: some StringProtocol, with replacement: some StringProtocol) -> String {
        let needle = Array(target.utf8)
        guard !needle.isEmpty else { return String(self) }
        var result: [UInt8] = []
        var rest = Array(utf8)[...]
        while let found = rest.firstRange(of: needle) {
            result += rest[..<found.lowerBound]
            result += replacement.utf8
            rest = rest[found.upperBound...]
        }
        result += rest
        return String(decoding: result, as: UTF8.self)
    }

    /// Each %XX replaced by its byte, as Foundation's `removingPercentEncoding`: nil when a % begins no two hex digits
    /// or the bytes are not UTF-8.
    public var percentDecoded: String? {
        var bytes: [UInt8] = []
        var rest = utf8[...]
        while let byte = rest.popFirst() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            let digits = rest.prefix(2).compactMap { Character(Unicode.Scalar($0)).hexDigitValue }
            guard digits.count == 2 else { return nil }
            bytes.append(UInt8(digits[0] * 16 + digits[1]))
            rest = rest.dropFirst(2)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// Each UTF-8 byte `allowed` does not hold written as %XX with upper-case digits, as Foundation's
    /// `addingPercentEncoding(withAllowedCharacters:)` writes it.
    public func percentEncoded(allowing allowed: PercentEncodingAllowed) -> String {
        var result = ""
        for byte in utf8 {
            if allowed.bytes.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + String(Self.hexDigits[Int(byte >> 4)]) + String(Self.hexDigits[Int(byte & 0x0F)])
            }
        }
        return result
    }

    private static var hexDigits: [Character] { Array("0123456789ABCDEF") }
}

/// The ASCII bytes a percent-encoding leaves as they are.
public struct PercentEncodingAllowed: Sendable {
    let bytes: Set<UInt8>

    public init(_ characters: String) {
        bytes = Set(characters.utf8.filter { $0 < 0x80 })
    }

    private static let unreservedCharacters = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~"

    /// RFC 3986's unreserved characters: what OAuth and OpenID encode by.
    public static let unreserved = PercentEncodingAllowed(unreservedCharacters)

    /// The unreserved characters and "/": a file's path in a `file:` URI, as SQLite reads one.
    public static let filePath = PercentEncodingAllowed(unreservedCharacters + "/")

    /// Foundation's `urlPathAllowed` less "/": what may stand in one path segment.
    public static let pathSegment = PercentEncodingAllowed(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@")
}

extension String {
    /// Text made safe inside XML and HTML, as content or as a quoted attribute: the markup characters as entities,
    /// and the controls XML 1.0 does not allow (all but tab and newline, and U+FFFE and U+FFFF) as U+FFFD. One
    /// escaper for the charts, the report page and the sign-in pages.
    public var markupEscaped: String {
        var out = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value): out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
