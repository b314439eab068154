// RecordEncoder: compact JSON for output records, with fields in the order the model encodes them.
//
// Foundation's JSONEncoder took 13 µs a record here (an Identity, Linux, Swift 6.3), three times jq's whole cost
// per record in the 10-million-id stream, and without .sortedKeys it writes fields in a different order on every
// run. This encoder writes each field into one byte buffer as the record's encode(to:) hands it over, so output is
// the same from run to run and follows the model's declaration order (Valve's order where the model keeps it).
// Records hold JSON values only (strings, numbers, Booleans, arrays and objects of them); none is a Date, Data or
// URL, whose Foundation special cases this encoder does not copy. A key encoded twice is written twice.
import FoundationEssentials
import Glibc
import SteamModels

public enum RecordEncoder {
    public static func encode(_ value: some Encodable) throws -> Data {
        guard let writable = value as? any JSONWritable else { return try encodedByCoding(value) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256)
        writable.appendJSON(to: &bytes)
        return Data(bytes)
    }

    /// The record as its `encode(to:)` gives it, even for a JSONWritable: what that one's own writing must equal.
    static func encodedByCoding(_ value: some Encodable) throws -> Data {
        let node = JSONNode()
        try value.encode(to: NodeEncoder(node: node, codingPath: []))
        var bytes: [UInt8] = []
        bytes.reserveCapacity(node.bytes.count + 2)
        node.write(to: &bytes)
        return Data(bytes)
    }
}

/// One value being encoded. Members and elements are written into `bytes` as they come; a container handed out to be
/// filled later (nestedContainer, superEncoder) is spliced in at its place when the whole is written.
final class JSONNode {
    enum Kind {
        case unset, scalar, object, array
    }

    // Every node belongs to one encode call on one thread; the runtime's exclusivity checks on these fields cost
    // 6% of the 10-million-id stream.
    @exclusivity(unchecked) var kind = Kind.unset
    /// The scalar's text, or the members or elements so far, without the brackets.
    @exclusivity(unchecked) var bytes: [UInt8] = []
    @exclusivity(unchecked) var count = 0
    @exclusivity(unchecked) private var deferred: [(offset: Int, node: JSONNode)] = []

    init() {}

    func write(to out: inout [UInt8]) {
        switch kind {
        case .unset:
            out += [UInt8(ascii: "{"), UInt8(ascii: "}")]
        case .scalar:
            out += bytes
        case .object, .array:
            out.append(kind == .object ? UInt8(ascii: "{") : UInt8(ascii: "["))
            var written = 0
            for (offset, node) in deferred {
                out += bytes[written..<offset]
                node.write(to: &out)
                written = offset
            }
            out += bytes[written...]
            out.append(kind == .object ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        }
    }

    func becomeObject() { if kind == .unset { kind = .object } }
    func becomeArray() { if kind == .unset { kind = .array } }

    /// Starts a member: the separator and, in an object, the key.
    func startMember(_ key: String?) {
        if count > 0 { bytes.append(UInt8(ascii: ",")) }
        count += 1
        if let key {
            appendJSONString(key, to: &bytes)
            bytes.append(UInt8(ascii: ":"))
        }
    }

    /// A member whose value is a container filled after this call returns.
    func deferredMember(_ key: String?) -> JSONNode {
        startMember(key)
        let child = JSONNode()
        deferred.append((bytes.count, child))
        return child
    }

    /// A member whose value is encoded now.
    func member(_ key: String?, _ value: some Encodable, codingPath: [any CodingKey]) throws {
        startMember(key)
        if let text = try scalarText(of: value) {
            bytes += text
            return
        }
        let child = JSONNode()
        try value.encode(to: NodeEncoder(node: child, codingPath: codingPath))
        child.write(to: &bytes)
    }
}

private func scalarText(of value: some Encodable) throws -> [UInt8]? {
    switch value {
    case let string as String:
        var bytes: [UInt8] = []
        bytes.reserveCapacity(string.utf8.count + 2)
        appendJSONString(string, to: &bytes)
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
        node.becomeObject()
        return KeyedEncodingContainer(KeyedNodeContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.becomeArray()
        return UnkeyedNodeContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleNodeContainer(node: node, codingPath: codingPath)
    }
}

/// The concrete overloads spare the common fields (strings and integers) the dynamic casts of the generic path.
private struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: JSONNode
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws {
        node.startMember(key.stringValue)
        node.bytes += Array("null".utf8)
    }

    mutating func encode(_ value: String, forKey key: Key) throws {
        node.startMember(key.stringValue)
        appendJSONString(value, to: &node.bytes)
    }

    mutating func encode(_ value: Int, forKey key: Key) throws { append(String(value), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { append(String(value), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { append(String(value), key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { append(value ? "true" : "false", key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try node.member(key.stringValue, value, codingPath: codingPath + [key])
    }

    private func append(_ text: String, _ key: Key) {
        node.startMember(key.stringValue)
        node.bytes += text.utf8
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: node.deferredMember(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        NodeEncoder(node: node.deferredMember(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { NodeEncoder(node: node, codingPath: codingPath) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        NodeEncoder(node: node.deferredMember(key.stringValue), codingPath: codingPath + [key])
    }
}

private struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
    let node: JSONNode
    let codingPath: [any CodingKey]
    var count: Int { node.count }

    mutating func encodeNil() throws {
        node.startMember(nil)
        node.bytes += Array("null".utf8)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try node.member(nil, value, codingPath: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: node.deferredMember(nil), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        NodeEncoder(node: node.deferredMember(nil), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        NodeEncoder(node: node.deferredMember(nil), codingPath: codingPath)
    }
}

private struct SingleNodeContainer: SingleValueEncodingContainer {
    let node: JSONNode
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws {
        node.kind = .scalar
        node.bytes = Array("null".utf8)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        if let text = try scalarText(of: value) {
            node.kind = .scalar
            node.bytes = text
        } else {
            try value.encode(to: NodeEncoder(node: node, codingPath: codingPath))
        }
    }
}
