// Any key at all: control bodies are decoded with it to find the fields their decoder does not know, so a typo
// is refused by name instead of ignored; and a served player is encoded with it from PlayerField's table.

package struct AnyCodingKey: CodingKey {
    package let stringValue: String
    package var intValue: Int? { nil }
    package init(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { nil }
}
