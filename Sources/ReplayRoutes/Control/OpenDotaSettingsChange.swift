// Reads the JSON object POSTed to /_replay/opendota into the settings it changes, or explains in plain words what is
// wrong with it.

import FoundationEssentials

/// The fields a POST gives; nil leaves a setting as it is. Each is a whole number, zero or more.
struct OpenDotaSettingsChange: Sendable, ControlObjectBody {
    static let example = #"{"minute_limit": 600, "keyed_minute_limit": 1200, "month_limit": 50000, "month_used": 0}"#

    let minuteLimit: Int?
    let keyedMinuteLimit: Int?
    let monthLimit: Int?
    let monthUsed: Int?

    enum Field: String, CodingKey, CaseIterable {
        case minuteLimit = "minute_limit", keyedMinuteLimit = "keyed_minute_limit", monthLimit = "month_limit"
        case monthUsed = "month_used"
    }

    init(from decoder: any Decoder) throws {
        let object = try StrictObject<Field>(decoder, notAnObject: "expected \(Self.expectedObject)")
        func count(_ field: Field) throws(ControlInputError) -> Int? {
            let value = try object.read(field, as: Int.self, expected: "a whole number, zero or more")
            if let value, value < 0 {
                throw object.refusal("\"\(field.rawValue)\" must be a whole number, zero or more")
            }
            return value
        }
        minuteLimit = try count(.minuteLimit)
        keyedMinuteLimit = try count(.keyedMinuteLimit)
        monthLimit = try count(.monthLimit)
        monthUsed = try count(.monthUsed)
    }
}
