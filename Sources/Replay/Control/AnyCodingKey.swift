// Any key at all: control bodies are decoded with it to find the fields their decoder does not know, so a typo
// is refused by name instead of ignored; and a served player is encoded with it from PlayerField's table.

struct AnyCodingKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
