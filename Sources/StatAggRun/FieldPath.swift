// The field paths of stat-agg's arguments (histogram's and trend's field, by's keys and metrics) and the one name
// each comes to.
import ArgumentParser

/// A field as a path of one name: `.kills` or `kills`.
public enum FieldPath {
    public static func name(_ path: String) throws -> String {
        let name = path.hasPrefix(".") ? String(path.dropFirst()) : path
        guard !name.isEmpty, name.utf8.allSatisfy({ $0 == UInt8(ascii: "_") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
            throw ValidationError("\(path.isEmpty ? "\"\"" : path) is not a field path like .hero_id: one name of letters, digits and _")
        }
        return name
    }
}
