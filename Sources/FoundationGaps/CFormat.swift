// CFormat: printf's conversion of one number, as Foundation's String(format:) gave it (glibc rounds the exact binary
// value, ties to even: 0.125 with %.2f is 0.12), for modules that link FoundationEssentials only.
import Glibc

public enum CFormat {
    /// `value` through `format`, a printf format holding one conversion of a double (`%.2f`, `%.1f%%`, `%.4g`).
    public static func string(_ format: String, _ value: Double) -> String {
        var buffer = [CChar](repeating: 0, count: 32)
        while true {
            let needed = Int(withVaList([value]) { vsnprintf(&buffer, buffer.count, format, $0) })
            if needed < buffer.count {
                return String(decoding: buffer.prefix(needed).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            buffer = [CChar](repeating: 0, count: needed + 1)
        }
    }
}
