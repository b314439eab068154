// Reads how far POST /_replay/advance moves the clock, from the body `{"seconds": N}` or the query `?days=N` or
// `?seconds=N`, or explains in plain words what is wrong with it.

import Foundation

struct ClockAdvanceError: Error, CustomStringConvertible {
    let description: String
}

enum ClockAdvance {
    static let example = #"{"seconds": 3600}"#

    static let secondsPerDay = 86_400.0

    /// The seconds to move the clock by, from exactly one of `days` or `seconds`: a finite number, zero or more.
    static func seconds(fromQuery query: Query) throws(ClockAdvanceError) -> Double {
        if let unknown = query.items.first(where: { !["days", "seconds"].contains($0.name) }) {
            throw ClockAdvanceError(description: "unknown query parameter \"\(unknown.name)\"; use days=N or seconds=N")
        }
        guard query.items.count == 1, let item = query.items.first else {
            throw ClockAdvanceError(description: "give one of days=N or seconds=N, once")
        }
        guard let amount = Double(item.value), amount.isFinite, amount >= 0 else {
            throw ClockAdvanceError(description: "\(item.name)=\(item.value) must be a finite number, zero or more")
        }
        return item.name == "days" ? amount * secondsPerDay : amount
    }

    /// The seconds to move the clock by: a finite number, zero or more. Nothing else may be in the object.
    static func seconds(fromJSON data: Data) throws(ClockAdvanceError) -> Double {
        let body: Body
        do {
            body = try JSONDecoder().decode(Body.self, from: data)
        } catch let error as ClockAdvanceError {
            throw error
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            throw ClockAdvanceError(description: "the body is not valid JSON; expected an object like \(example)")
        } catch {
            throw ClockAdvanceError(description: "expected a JSON object like \(example)")
        }
        guard body.seconds.isFinite, body.seconds >= 0 else {
            throw ClockAdvanceError(description: "\"seconds\" must be a finite number of seconds, zero or more")
        }
        return body.seconds
    }

    private struct Body: Decodable {
        let seconds: Double

        enum Field: String, CodingKey {
            case seconds
        }


        init(from decoder: any Decoder) throws {
            guard let fields = try? decoder.container(keyedBy: Field.self),
                  let allKeys = try? decoder.container(keyedBy: AnyCodingKey.self).allKeys
            else { throw ClockAdvanceError(description: "expected a JSON object like \(example)") }
            if let unknown = allKeys.first(where: { Field(stringValue: $0.stringValue) == nil }) {
                throw ClockAdvanceError(description: "unknown field \"\(unknown.stringValue)\"; the only field is \"seconds\"")
            }
            guard fields.contains(.seconds) else {
                throw ClockAdvanceError(description: "needs \"seconds\": how far to move the clock, like \(example)")
            }
            guard let seconds = try? fields.decode(Double.self, forKey: .seconds) else {
                throw ClockAdvanceError(description: "\"seconds\" must be a number, like \(example)")
            }
            self.seconds = seconds
        }
    }
}
