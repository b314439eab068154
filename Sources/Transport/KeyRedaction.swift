// Key redaction: keeps the API key out of everything Transport shows.

/// Replaces the value of every `key=` parameter in `text` with `REDACTED`.
///
/// Works on any text, not only well-formed URLs, because curl messages and
/// notices quote URLs inside sentences. The name must start a word, so
/// `?key=`, `&key=` and ` key=` match while `monkey=` does not; case is
/// ignored so `KEY=` cannot slip through.
public func redactingKey(_ text: String) -> String {
    // A literal per call: Regex is not Sendable, so it cannot be a shared global.
    text.replacing(#/(?i)\b(?<name>key)=[^&#\s"'<>]+/#) { match in
        "\(match.output.name)=REDACTED"
    }
}
