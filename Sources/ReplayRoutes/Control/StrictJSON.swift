// Control bodies read strictly: JSON that does not parse, a value of the wrong shape, a field no reader knows and a
// field of the wrong type are each refused in plain words, so a typo in a test is named instead of ignored.

import FoundationEssentials
import ReplayWorld

/// What is wrong with a control request's body or query, in words a test's author can act on.
struct ControlInputError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

enum StrictJSON {
    /// `T` from `data`; `expected` names the shape a body must have, e.g. "a JSON object like {…}".
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, expected: String) throws(ControlInputError) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let error as ControlInputError {
            throw error
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            throw ControlInputError("the body is not valid JSON; expected \(expected)")
        } catch {
            throw ControlInputError("expected \(expected)")
        }
    }
}

/// A control body that is one JSON object read with `StrictObject`; `example` shows a good one in every refusal.
protocol ControlObjectBody: Decodable {
    static var example: String { get }
}

extension ControlObjectBody {
    /// The words a refusal uses for the body as a whole.
    static var expectedObject: String { "a JSON object like \(example)" }

    init(fromJSON data: Data) throws(ControlInputError) {
        self = try StrictJSON.decode(Self.self, from: data, expected: Self.expectedObject)
    }
}

/// One JSON object whose every key is one of `Field`'s cases, each value read as the type it must have.
struct StrictObject<Field: CodingKey & CaseIterable & RawRepresentable<String>> {
    /// How messages name the object, e.g. "faults[2]"; nil when the object is the whole body.
    private let name: String?
    private let fields: KeyedDecodingContainer<Field>

    /// `notAnObject` is the message for a value that is no JSON object.
    init(_ decoder: any Decoder, name: String? = nil, notAnObject: String) throws(ControlInputError) {
        guard let fields = try? decoder.container(keyedBy: Field.self),
              let allKeys = try? decoder.container(keyedBy: AnyCodingKey.self).allKeys
        else { throw ControlInputError(notAnObject) }
        if let unknown = allKeys.first(where: { Field(stringValue: $0.stringValue) == nil }) {
            let known = Field.allCases.map(\.rawValue).joined(separator: ", ")
            let subject = name.map { "\($0) has unknown field" } ?? "unknown field"
            throw ControlInputError("\(subject) \"\(unknown.stringValue)\"; known fields: \(known)")
        }
        self.name = name
        self.fields = fields
    }

    func contains(_ field: Field) -> Bool {
        fields.contains(field)
    }

    /// The field's value, nil when it is absent or null; `expected` says what it must be, e.g. "a string".
    func read<T: Decodable>(_ field: Field, as type: T.Type, expected: String) throws(ControlInputError) -> T? {
        do {
            return try fields.decodeIfPresent(T.self, forKey: field)
        } catch {
            throw refusal("\"\(field.rawValue)\" must be \(expected)")
        }
    }

    /// `problem` as a message about this object, e.g. `faults[2]: "count" must be at least 1`.
    func refusal(_ problem: String) -> ControlInputError {
        ControlInputError(name.map { "\($0): \(problem)" } ?? problem)
    }
}
