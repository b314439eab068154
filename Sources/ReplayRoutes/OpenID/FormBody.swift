// application/x-www-form-urlencoded, as check_authentication's POST body comes: unlike in a query string as Query
// reads one, "+" here is a space, so a literal "+" (common in nonces and signatures) must arrive as %2B.

import FoundationEssentials
import FoundationGaps

extension Query {
    /// nil when the body is not UTF-8 or a name or value has a bad percent escape.
    init?(form body: Data) {
        guard let text = String(data: body, encoding: .utf8) else { return nil }
        var items: [Item] = []
        for pair in text.split(scalar: "&") {
            let parts = pair.split(scalar: "=", maxSplits: 1, omittingEmpty: false)
            guard let name = Self.formDecoded(parts[0]), let value = Self.formDecoded(parts.dropFirst().first ?? "")
            else { return nil }
            items.append(Item(name: name, value: value))
        }
        self.items = items
        raw = text
    }

    private static func formDecoded(_ text: Substring) -> String? {
        text.replacingEvery("+", with: " ").percentDecoded
    }
}
