// A JSON string's text from its raw bytes: most have no escapes and are taken as they are; the rest go through
// the shared JSON parser.
import SteamModels

enum JSONStringText {
    static func decode(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        guard raw.contains(UInt8(ascii: "\\")) else { return String(decoding: raw, as: UTF8.self) }
        let quoted = [UInt8(ascii: "\"")] + raw + [UInt8(ascii: "\"")]
        return (try? JSONValue.parse(quoted))?.string ?? String(decoding: raw, as: UTF8.self)
    }
}
