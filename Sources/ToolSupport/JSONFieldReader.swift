// Reads one record's JSON text into its top-level fields, in the order written, as table cells: numbers keep the
// digits written, strings are unescaped, nested values are compact JSON.
import SteamModels

/// One table cell. Only a JSON string can be taken for a spreadsheet formula, so cells remember whether they were one.
struct Cell: Equatable, Sendable {
    let text: String
    let isString: Bool
}

enum JSONFieldReader {
    /// A record's fields in order; a record that is not an object is one field named `value`.
    static func fields(of json: some Collection<UInt8>) throws(JSONReadError) -> [(name: String, cell: Cell)] {
        let value = try JSONValue.parse(json)
        guard let object = value.object else { return [("value", cell(value))] }
        return object.fields.map { ($0.name, cell($0.value)) }
    }

    private static func cell(_ value: JSONValue) -> Cell {
        switch value {
        case .string(let text): Cell(text: text, isString: true)
        case .null: Cell(text: "", isString: false)
        default: Cell(text: String(decoding: value.jsonBytes, as: UTF8.self), isString: false)
        }
    }
}
