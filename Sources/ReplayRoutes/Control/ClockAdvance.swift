// Reads how far POST /_replay/advance moves the clock, from the body `{"seconds": N}` or the query `?days=N` or
// `?seconds=N`, or explains in plain words what is wrong with it, naming it as it was given.

import FoundationEssentials

enum ClockAdvance {
    static let example = #"{"seconds": 3600}"#

    static let secondsPerDay = 86_400.0

    /// How far to move the clock, and how the request said it, for a refusal to quote.
    struct Amount {
        let seconds: Double
        let asked: String
    }

    /// The seconds to move the clock by, from exactly one of `days` or `seconds`: a finite number, zero or more.
    static func amount(fromQuery query: Query) throws(ControlInputError) -> Amount {
        if let unknown = query.items.first(where: { !["days", "seconds"].contains($0.name) }) {
            throw ControlInputError("unknown query parameter \"\(unknown.name)\"; use days=N or seconds=N")
        }
        guard query.items.count == 1, let item = query.items.first else {
            throw ControlInputError("give one of days=N or seconds=N, once")
        }
        guard let amount = Double(item.value), amount.isFinite, amount >= 0 else {
            throw ControlInputError("\(item.name)=\(item.value) must be a finite number, zero or more")
        }
        return Amount(seconds: item.name == "days" ? amount * secondsPerDay : amount, asked: "\(item.name)=\(item.value)")
    }

    /// The seconds to move the clock by: a finite number, zero or more. Nothing else may be in the object.
    static func amount(fromJSON data: Data) throws(ControlInputError) -> Amount {
        let body = try StrictJSON.decode(Body.self, from: data, expected: "a JSON object like \(example)")
        guard body.seconds.isFinite, body.seconds >= 0 else {
            throw ControlInputError("\"seconds\" must be a finite number of seconds, zero or more")
        }
        return Amount(seconds: body.seconds, asked: "\"seconds\": \(ClockCeiling.whole(body.seconds))")
    }

    private struct Body: Decodable {
        let seconds: Double

        enum Field: String, CodingKey, CaseIterable {
            case seconds
        }

        init(from decoder: any Decoder) throws {
            let object = try StrictObject<Field>(decoder, notAnObject: "expected a JSON object like \(example)")
            guard object.contains(.seconds) else {
                throw ControlInputError("needs \"seconds\": how far to move the clock, like \(example)")
            }
            // null is there but no number.
            guard let seconds = try object.read(.seconds, as: Double.self, expected: "a number, like \(example)") else {
                throw ControlInputError("\"seconds\" must be a number, like \(example)")
            }
            self.seconds = seconds
        }
    }
}
