// Reads the JSON object POSTed to /_replay/valve-limits into the settings it changes, or explains in plain words what
// is wrong with it.

/// The fields a POST gives; nil leaves a setting as it is.
struct ValveLimitsSettingsChange: Sendable, ControlObjectBody {
    static let example = #"{"enabled": true, "block_after": 2, "block_seconds": 30, "reset": true}"#

    let enabled: Bool?
    let sequenceInterval: Double?
    let perKeyRate: Double?
    let blockAfter: Int?
    let blockWindow: Double?
    let blockSeconds: Double?
    /// true forgets every key's buckets, 429s and block, so that a test starts clean; false does nothing.
    let reset: Bool?

    enum Field: String, CodingKey, CaseIterable {
        case enabled, sequenceInterval = "sequence_interval", perKeyRate = "per_key_rate", blockAfter = "block_after"
        case blockWindow = "block_window", blockSeconds = "block_seconds", reset
    }

    init(from decoder: any Decoder) throws {
        let object = try StrictObject<Field>(decoder, notAnObject: "expected \(Self.expectedObject)")
        func positive(_ field: Field, _ unit: String) throws(ControlInputError) -> Double? {
            let value = try object.read(field, as: Double.self, expected: "a number of \(unit), above 0")
            if let value, !value.isFinite || value <= 0 {
                throw object.refusal("\"\(field.rawValue)\" must be a number of \(unit), above 0")
            }
            return value
        }
        enabled = try object.read(.enabled, as: Bool.self, expected: "true or false")
        sequenceInterval = try positive(.sequenceInterval, "seconds")
        perKeyRate = try positive(.perKeyRate, "requests a second")
        blockAfter = try object.read(.blockAfter, as: Int.self, expected: "a whole number of 429s, 1 or more")
        if let blockAfter, blockAfter < 1 {
            throw object.refusal("\"block_after\" must be a whole number of 429s, 1 or more")
        }
        blockWindow = try positive(.blockWindow, "seconds")
        blockSeconds = try positive(.blockSeconds, "seconds")
        reset = try object.read(.reset, as: Bool.self, expected: "true or false")
    }
}
