// application/x-www-form-urlencoded: how OpenID's indirect messages travel in a URL's query, and how
// check_authentication travels in a POST body.
import FoundationGaps
import FoundationEssentials

/// One name and value of a form, as sent: a name may repeat, so a form is a list, not a dictionary.
public struct FormField: Equatable, Sendable {
    public let name: String
    public let value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

enum FormEncoding {
    /// Every byte but the unreserved ones is escaped, so `+`, `/`, `:` and `=` in a nonce or a URL survive any reader.
    static func encode(_ fields: [FormField]) -> String {
        fields.map { escape($0.name) + "=" + escape($0.value) }.joined(separator: "&")
    }

    /// The fields of `text`; `+` is a space. nil when an escape is malformed or the bytes are not UTF-8.
    static func decode(_ text: some StringProtocol) -> [FormField]? {
        var fields: [FormField] = []
        for piece in text.split(scalar: "&") {
            let parts = piece.split(scalar: "=", maxSplits: 1, omittingEmpty: false)
            let (name, value) = (parts[0], parts.dropFirst().first ?? "")
            guard let decodedName = unescape(name), let decodedValue = unescape(value) else { return nil }
            fields.append(FormField(decodedName, decodedValue))
        }
        return fields
    }

    private static func escape(_ text: String) -> String {
        text.percentEncoded(allowing: .unreserved)
    }

    private static func unescape(_ text: some StringProtocol) -> String? {
        // A lone "%" or a bad escape is refused with nil; text with no "%" passes through.
        text.replacingEvery("+", with: " ").percentDecoded
    }
}
