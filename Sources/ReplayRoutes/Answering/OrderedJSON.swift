// JSON written with its keys in the order given: the games routes promise Valve's key order as captured, OpenDota's
// answers keep the order its server writes, and JSONEncoder either sorts keys or, on Linux, writes them in hash order.

import FoundationEssentials
import FoundationGaps

indirect enum OrderedJSON {
    case object([(key: String, value: OrderedJSON)])
    case array([OrderedJSON])
    case string(String)
    case int(Int)
    /// Written as JavaScript's JSON.stringify writes a number, which OpenDota's computed fields (kda) are: an integral
    /// value without a fraction ("3", not "3.0"), any other as the shortest text that reads back the same. The two
    /// agree from 1e-4 to 1e16, which holds every fraction the replay sends.
    case double(Double)
    case bool(Bool)
    case null

    /// Compact, slashes unescaped and non-ASCII written as is, like ReplayJSON.
    var data: Data {
        var text = ""
        write(to: &text)
        return Data(text.utf8)
    }

    private func write(to text: inout String) {
        switch self {
        case .object(let members):
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                Self.writeString(member.key, to: &text)
                text += ":"
                member.value.write(to: &text)
            }
            text += "}"
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                element.write(to: &text)
            }
            text += "]"
        case .string(let string):
            Self.writeString(string, to: &text)
        case .int(let number):
            text += String(number)
        case .double(let number):
            text += number == number.rounded(.towardZero) && abs(number) < 1e16 ? String(Int(number)) : "\(number)"
        case .bool(let flag):
            text += flag ? "true" : "false"
        case .null:
            text += "null"
        }
    }

    /// RFC 8259 §7: the quote, the backslash and control characters must be escaped; nothing else is.
    private static func writeString(_ string: String, to text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20: text += scalar.jsonEscaped
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}

/// Builds one object member by member; a nil value leaves its key out, as Valve leaves out absent fields.
struct OrderedObject {
    private(set) var members: [(key: String, value: OrderedJSON)] = []

    mutating func add(_ key: String, _ value: OrderedJSON?) {
        if let value { members.append((key, value)) }
    }

    var json: OrderedJSON { .object(members) }
}

extension Reply {
    static func json(_ value: OrderedJSON, status: Int = 200) -> Reply {
        Reply(status: status, contentType: "application/json; charset=UTF-8", body: value.data)
    }

    static func ndjson(_ lines: [OrderedJSON]) -> Reply {
        var body = Data()
        for line in lines {
            body.append(line.data)
            body.append(UInt8(ascii: "\n"))
        }
        return .ndjson(body)
    }
}
