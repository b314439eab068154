// Valve wraps each method's answer in an envelope of its own: `response`, `result`, `playerstats`, `game`,
// `achievementpercentages`, `appnews`.

/// The object inside a Valve envelope such as `{"response": {...}}` or `{"playerstats": {...}}`.
func responseObject(of json: some Collection<UInt8>, envelope: String) throws(ShapeError) -> JSONObject {
    let value: JSONValue
    do {
        value = try JSONValue.parse(json)
    } catch {
        throw ShapeError("the answer is not JSON (\(error))")
    }
    guard let object = value.object?[envelope]?.object else {
        throw ShapeError("the answer has no \(envelope) object")
    }
    return object
}
