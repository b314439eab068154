// Key redaction: keeps the API key out of everything Transport shows.
import FoundationGaps
import FoundationEssentials
import Glibc

/// Replaces the value of every `key=` parameter (Steam's key) and `api_key=` parameter (OpenDota's) in `text` with
/// `REDACTED`.
///
/// Works on any text, not only well-formed URLs, because curl messages and
/// notices quote URLs inside sentences. The name must start a word, so
/// `?key=`, `&key=` and ` key=` match while `monkey=` does not; case is
/// ignored so `KEY=` cannot slip through. The value runs to the end of its
/// parameter (`&`), or of the URL it sits in (whitespace, or the end of the
/// text), or of the quoted text it sits in (the quote or bracket that opened
/// it, where it closes). Any other character, `'`, `"`, `<`, `>`, `%` or `#`
/// among them, may be part of a key and is redacted with it.
public func redactingKey(_ text: String) -> String {
    var redacted = ""
    var rest = text[...]
    // A literal per call: Regex is not Sendable, so it cannot be a shared global.
    while let match = rest.firstMatch(of: #/(?i)\b(?<name>(?:api_)?key)=/#) {
        let closer = closer(openingWordAt: match.range.lowerBound, in: text)
        let valueEnd = endOfKeyValue(in: text, from: match.range.upperBound, closer: closer)
        guard valueEnd > match.range.upperBound else {
            redacted += text[rest.startIndex..<match.range.upperBound]
            rest = text[match.range.upperBound...]
            continue
        }
        redacted += text[rest.startIndex..<match.range.lowerBound] + "\(match.output.name)=REDACTED"
        rest = text[valueEnd...]
    }
    return redacted + rest
}

/// The quote or bracket that closes the one opening the whitespace-delimited
/// word `index` sits in, if the word opens with one.
private func closer(openingWordAt index: String.Index, in text: String) -> Character? {
    let wordStart = text[..<index].lastIndex(where: \.isWhitespace).map(text.index(after:)) ?? text.startIndex
    guard wordStart < text.endIndex else { return nil }
    return ["'": "'", "\"": "\"", "<": ">", "(": ")", "[": "]"][text[wordStart]]
}

private func endOfKeyValue(in text: String, from start: String.Index, closer: Character?) -> String.Index {
    // A closing quote ends the quoted text only where the text goes on as
    // prose: at the end, before a space, or before punctuation.
    let afterCloser: Set<Character> = [".", ",", ";", ":", "!", "?", ")", "]", "}", ">", "'", "\""]
    var index = start
    while index < text.endIndex {
        let character = text[index]
        if character == "&" || character.isWhitespace { return index }
        let next = text.index(after: index)
        if character == closer, next == text.endIndex || text[next].isWhitespace || afterCloser.contains(text[next]) {
            return index
        }
        index = next
    }
    return index
}

/// Redacts the key of one request URL wherever it turns up, even where the
/// text around it gives no boundary (a key with a space in it, inside a
/// sentence): it knows the key's exact value, raw and percent-decoded.
struct KeyRedactor: Sendable {
    private let secrets: [String]

    init(url: String) {
        let query = url.split(scalar: "?", maxSplits: 1, omittingEmpty: false).dropFirst().first ?? ""
        var secrets: Set<String> = []
        for parameter in query.split(scalar: "&") {
            let parts = parameter.split(scalar: "=", maxSplits: 1, omittingEmpty: false)
            let name = parts[0]
            guard ["key", "api_key"].contains((name.percentDecoded ?? String(name)).lowercased()), parts.count == 2
            else { continue }
            let value = String(parts[1])
            let decoded = [value, value.replacingEvery("+", with: " ")].compactMap(\.percentDecoded)
            secrets.formUnion([value] + decoded)
        }
        // Longest first, so a value that contains another is replaced whole.
        self.secrets = secrets.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
    }

    func redact(_ text: String) -> String {
        redactingKey(secrets.reduce(text, Self.redacting))
    }

    /// A value as long as a real key's is redacted wherever it occurs, inside a path, under another parameter's
    /// name (`apikey=`) or in running text. A short one is redacted only where no letter or digit touches it: a key
    /// `k` is the value in `key=k`, not the first letter of the parameter's name.
    static func redacting(_ text: String, _ secret: String) -> String {
        guard secret.count < 8 else { return text.replacingEvery(secret, with: "REDACTED") }
        // By scalar: a Character would join a key's last letter to a combining mark after it, and hide the key.
        let scalars = Array(text.unicodeScalars)
        var redacted = String.UnicodeScalarView()
        var rest = scalars[...]
        while let found = rest.firstRange(of: Array(secret.unicodeScalars)) {
            let before = found.lowerBound > 0 ? scalars[found.lowerBound - 1] : nil
            let after = found.upperBound < scalars.count ? scalars[found.upperBound] : nil
            let standsAlone = ![before, after].contains { $0.map { $0.properties.isAlphabetic || $0.properties.numericType != nil } ?? false }
            redacted.append(contentsOf: rest[..<found.lowerBound])
            redacted.append(contentsOf: standsAlone ? Array("REDACTED".unicodeScalars) : Array(rest[found]))
            rest = rest[found.upperBound...]
        }
        redacted.append(contentsOf: rest)
        return String(redacted)
    }
}
