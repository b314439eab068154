// RecordEncoder: compact JSON for output records, with fields in the order the model encodes them.
//
// Foundation's JSONEncoder took 13 µs a record here (an Identity, Linux, Swift 6.3), a third of the time budget
// of a 10-million-id stream, and without .sortedKeys it writes fields in a different order on every run. This
// encoder writes each field as the record's encode(to:) hands it over, so the output is the same from run to run
// and follows the model's declaration order (Valve's order where the model keeps it). Records hold JSON values
// only (strings, numbers, Booleans, arrays and objects of them); none is a Date, Data or URL, whose Foundation
// special cases this encoder does not copy.
import Foundation

public enum RecordEncoder {
    public static func encode(_ value: some Encodable) throws -> Data {
        let node = JSONNode()
        try value.encode(to: NodeEncoder(node: node, codingPath: []))
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        node.write(to: &bytes)
        return Data(bytes)
    }
}

/// One value being encoded. An object or array keeps its members in order; a scalar is its JSON text.
final class JSONNode {
    enum Content {
        case empty
        case scalar([UInt8])
        case object([(key: String, value: JSONNode)])
        case array([JSONNode])
    }

    var content: Content = .empty

    init() {}

    init(scalar: [UInt8]) { content = .scalar(scalar) }

    func write(to bytes: inout [UInt8]) {
        switch content {
        case .empty:
            bytes += Array("{}".utf8)
        case .scalar(let text):
            bytes += text
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                appendString(member.key, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                member.value.write(to: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                element.write(to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        }
    }

    /// Adds a member; encoding the same key twice (two containers on one encoder) keeps the last value in place.
    func set(_ key: String, _ value: JSONNode) {
        guard case .object(var members) = content else {
            content = .object([(key, value)])
            return
        }
        content = .empty
        if let existing = members.firstIndex(where: { $0.key == key }) {
            members[existing].value = value
        } else {
            members.append((key, value))
        }
        content = .object(members)
    }

    func append(_ value: JSONNode) {
        guard case .array(var elements) = content else {
            content = .array([value])
            return
        }
        content = .empty
        elements.append(value)
        content = .array(elements)
    }

    func makeObject() {
        if case .object = content { return }
        content = .object([])
    }

    func makeArray() {
        if case .array = content { return }
        content = .array([])
    }

    var count: Int {
        switch content {
        case .array(let elements): elements.count
        case .object(let members): members.count
        default: 0
        }
    }
}

/// JSON string syntax (RFC 8259): quote, backslash and control characters escaped; `/` and non-ASCII as they are.
func appendString(_ string: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    for byte in string.utf8 {
        switch byte {
        case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
        case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
        case 0x0A: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
        case 0x0D: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
        case 0x09: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
        case 0..<0x20:
            let hex = Array("0123456789abcdef".utf8)
            bytes += [UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
        default: bytes.append(byte)
        }
    }
    bytes.append(UInt8(ascii: "\""))
}

private func scalarText(of value: some Encodable) throws -> [UInt8]? {
    switch value {
    case let string as String:
        var bytes: [UInt8] = []
        bytes.reserveCapacity(string.utf8.count + 2)
        appendString(string, to: &bytes)
        return bytes
    case let flag as Bool: return Array((flag ? "true" : "false").utf8)
    case let number as Int: return Array(String(number).utf8)
    case let number as Int64: return Array(String(number).utf8)
    case let number as Int32: return Array(String(number).utf8)
    case let number as Int16: return Array(String(number).utf8)
    case let number as Int8: return Array(String(number).utf8)
    case let number as UInt: return Array(String(number).utf8)
    case let number as UInt64: return Array(String(number).utf8)
    case let number as UInt32: return Array(String(number).utf8)
    case let number as UInt16: return Array(String(number).utf8)
    case let number as UInt8: return Array(String(number).utf8)
    case let number as Double: return try floatText(number)
    case let number as Float: return try floatText(Double(number))
    default: return nil
    }
}

private func floatText(_ number: Double) throws -> [UInt8] {
    guard number.isFinite else {
        throw EncodingError.invalidValue(number, .init(codingPath: [], debugDescription: "JSON has no \(number)"))
    }
    // Swift prints the shortest text that reads back as the same Double; whole numbers lose the ".0" as in JSON.
    if number == number.rounded(), abs(number) < 1e15 { return Array(String(Int64(number)).utf8) }
    return Array("\(number)".utf8)
}

private struct NodeEncoder: Encoder {
    let node: JSONNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.makeObject()
        return KeyedEncodingContainer(KeyedNodeContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.makeArray()
        return UnkeyedNodeContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleNodeContainer(node: node, codingPath: codingPath)
    }
}

/// The node for `value`: its JSON text directly for scalars, else whatever its encode(to:) builds.
private func encodeNode(_ value: some Encodable, codingPath: [any CodingKey]) throws -> JSONNode {
    if let text = try scalarText(of: value) { return JSONNode(scalar: text) }
    let node = JSONNode()
    try value.encode(to: NodeEncoder(node: node, codingPath: codingPath))
    return node
}

private struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONNode
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { node.set(key.stringValue, JSONNode(scalar: Array("null".utf8))) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        node.set(key.stringValue, try encodeNode(value, codingPath: codingPath + [key]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let child = JSONNode()
        node.set(key.stringValue, child)
        return NodeEncoder(node: child, codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = JSONNode()
        node.set(key.stringValue, child)
        return NodeEncoder(node: child, codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { NodeEncoder(node: node, codingPath: codingPath) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        let child = JSONNode()
        node.set(key.stringValue, child)
        return NodeEncoder(node: child, codingPath: codingPath + [key])
    }
}

private struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
    let node: JSONNode
    let codingPath: [any CodingKey]
    var count: Int { node.count }

    mutating func encodeNil() throws { node.append(JSONNode(scalar: Array("null".utf8))) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        node.append(try encodeNode(value, codingPath: codingPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let child = JSONNode()
        node.append(child)
        return NodeEncoder(node: child, codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let child = JSONNode()
        node.append(child)
        return NodeEncoder(node: child, codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let child = JSONNode()
        node.append(child)
        return NodeEncoder(node: child, codingPath: codingPath)
    }
}

private struct SingleNodeContainer: SingleValueEncodingContainer {
    let node: JSONNode
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.content = .scalar(Array("null".utf8)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        node.content = try encodeNode(value, codingPath: codingPath).content
    }
}
