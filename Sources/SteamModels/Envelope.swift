// Valve wraps each method's answer in an envelope of its own: `response`, `result`, `playerstats`, `game`,
// `achievementpercentages`, `appnews`. OpenDota sends its objects and lists bare.

/// The object inside a Valve envelope such as `{"response": {...}}` or `{"playerstats": {...}}`.
func responseObject(of json: some Collection<UInt8>, envelope: String) throws(ShapeError) -> JSONObject {
    guard let object = try parseAnswer(json).object?[envelope]?.object else {
        throw ShapeError("the answer has no \(envelope) object")
    }
    return object
}

/// An answer's body as JSON; text that is not JSON is a ShapeError naming the byte.
func parseAnswer(_ json: some Collection<UInt8>) throws(ShapeError) -> JSONValue {
    do {
        return try JSONValue.parse(json)
    } catch {
        throw ShapeError("the answer is not JSON (\(error))")
    }
}
