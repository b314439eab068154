// The one JSON encoder configuration every answer and control record uses.

import FoundationEssentials

enum ReplayJSON {
    /// Sorted keys: Foundation's JSONEncoder on Linux writes keys in hash order, which changes from run to run,
    /// and one seed must give the same bytes every time. Valve documents no key order; clients decode by name.
    /// Unescaped slashes, so URLs read as Valve sends them.
    static func encode(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value)
    }
}
