// JVConversions.swift: moving values between Swift and libjq's jv: parsing input, dumping output, message text.
internal import CJQ
import FoundationEssentials

/// Parses one JSON text into a jv the caller owns, or throws jq's parse error.
func parseJSON(_ json: Data) throws(JQRuntimeError) -> jv {
    guard let length = Int32(exactly: json.count) else {
        throw JQRuntimeError(message: "input of \(json.count) bytes is too large for jq")
    }
    // jv_parse_sized quotes its input in the error message with "%s", reading up to a NUL
    // whatever the length given, so the buffer must end in one.
    var text = [CChar](repeating: 0, count: json.count + 1)
    text.withUnsafeMutableBytes { buffer in _ = json.copyBytes(to: buffer) }
    let value = jv_parse_sized(text, length)
    guard jv_get_kind(value) == JV_KIND_INVALID else { return value }
    throw JQRuntimeError(message: "invalid JSON input: " + messageText(jv_invalid_get_msg(value)))
}

/// Compact JSON for `value`, consuming it. Flags 0: no JV_PRINT_PRETTY (one line), no
/// JV_PRINT_ASCII (non-ASCII stays UTF-8), no JV_PRINT_SORTED (keys keep their order).
func compactJSON(_ value: jv) -> Data {
    let dumped = jv_dump_string(value, 0)
    defer { jv_free(dumped) }
    return stringBytes(dumped)
}

/// The text of a message jv, consuming it: a string as is, anything else as compact JSON
/// (`error({"code":1})` raises an object, not a string).
func messageText(_ message: jv) -> String {
    guard jv_get_kind(message) == JV_KIND_STRING else {
        return String(decoding: compactJSON(message), as: UTF8.self)
    }
    defer { jv_free(message) }
    return String(decoding: stringBytes(message), as: UTF8.self)
}

/// The UTF-8 bytes of a string jv, which stays owned by the caller.
private func stringBytes(_ string: jv) -> Data {
    // jv_string_length_bytes consumes its argument; the caller still needs `string`.
    let count = Int(jv_string_length_bytes(jv_copy(string)))
    return Data(bytes: jv_string_value(string), count: count)
}
