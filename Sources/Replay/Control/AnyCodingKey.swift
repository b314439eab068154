// Any key at all: control bodies are decoded with it to find the fields their decoder does not know, so a typo
// is refused by name instead of ignored.

struct AnyCodingKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}
