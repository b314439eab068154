// The JSON steam-mcp writes, built as SteamModels' JSONValue, which keeps fields in the order written and numbers as
// their text: a tool's records reach the client as the tool wrote them.
import SteamModels

/// An object of `fields` in their order, those whose value is nil left out.
public func jsonObject(_ fields: KeyValuePairs<String, JSONValue?>) -> JSONValue {
    var object = JSONObject()
    for (name, value) in fields {
        if let value { object.append(name, value) }
    }
    return .object(object)
}

extension JSONValue {
    /// The number's value when it is a whole number, whatever its spelling (1, 1.0, 1e0).
    var wholeNumber: Int? {
        guard case .number(let text) = self else { return nil }
        if let whole = Int(text) { return whole }
        guard let number = Double(text), number == number.rounded(), abs(number) < 1e15 else { return nil }
        return Int(number)
    }
}

extension JSONObject {
    /// Sets `name` to `value` in place when present, else adds it at the end (`set` adds a new field first).
    mutating func put(_ name: String, _ value: JSONValue) {
        if self[name] == nil { append(name, value) } else { set(name, value) }
    }

    /// The object without the fields called `name`, and the value of the last of them.
    mutating func take(_ name: String) -> JSONValue? {
        defer { removeAll(named: name) }
        return self[name]
    }
}
