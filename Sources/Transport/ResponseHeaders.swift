// ResponseHeaders: turns the header lines curl hands over into a dictionary.
import FoundationEssentials
import FoundationGaps
import Glibc

struct ResponseHeaders {
    /// Lowercased names; a repeated header's values joined with ", ", as HTTP allows.
    private(set) var fields: [String: String] = [:]

    /// Takes one raw line as curl delivers it, CRLF included.
    mutating func add(line: String) {
        if line.hasPrefix("HTTP/") {
            // A status line opens a new response (after a 100 Continue, say);
            // only the final response's headers describe the body.
            fields = [:]
            return
        }
        guard let colon = line.firstIndex(of: ":") else { return }
        let name = line[..<colon].trimmingBlanks().lowercased()
        let value = line[line.index(after: colon)...].trimmingBlanksAndNewlines()
        guard !name.isEmpty else { return }
        if let earlier = fields[name] {
            fields[name] = earlier + ", " + value
        } else {
            fields[name] = value
        }
    }
}
