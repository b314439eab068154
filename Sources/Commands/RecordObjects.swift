// Records built field by field, as JSONObject, go out as the JSON they are: Valve's fields in Valve's order, every
// digit kept.
import Foundation
import SteamModels
import ToolSupport

extension UnitReport {
    /// A record built field by field, written as the JSON it is.
    func emit(_ record: JSONObject, for item: InputItem) {
        emit(json: Data(JSONValue.object(record).jsonBytes), for: item)
    }
}

extension RecordWriter {
    /// A record built field by field, for a run with no inputs to name.
    func write(_ record: JSONObject) throws(StandardStreamError) {
        try write(json: Data(JSONValue.object(record).jsonBytes), from: nil)
    }
}
