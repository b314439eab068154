// What Valve's answers mean. Each endpoint lists the rules its answers follow; the rest
// is shared: a key page means the key was rejected, another error status is an error, a 200 is found.
import FoundationEssentials
import SteamModels

/// What an answer says about the thing asked for. Stored with cached answers, so a remembered "no such player"
/// comes back as exactly that.
public enum Outcome: String, Sendable, CaseIterable {
    case found
    /// Valve has no such thing: a vanity name nobody holds, an unknown steamid or app.
    case notFound = "not_found"
    /// It exists but its owner keeps it private.
    case hidden
    /// Valve does not serve it now, as GetMatchDetails' `HTTP 500 {}` since 2024: fall back, do not retry.
    case unavailable
}

/// One way an endpoint answers, mapped to what it means.
public struct AnswerRule: Sendable {
    enum Verdict: Sendable, Equatable {
        case outcome(Outcome)
        /// An error Valve reports inside a body (`"error": "…"`), naming the problem with this one input.
        case inBandError(String)
    }

    let verdict: @Sendable (_ status: Int, _ body: Data) -> Verdict?

    /// Every answer with this HTTP status, e.g. GetFriendList's 401 for a private friend list.
    public static func status(_ status: Int, means outcome: Outcome) -> AnswerRule {
        AnswerRule { answered, _ in answered == status ? .outcome(outcome) : nil }
    }

    /// An answer with this status whose body is this JSON text, ignoring white space: GetMatchDetails' `500 {}`.
    public static func status(_ status: Int, body: String, means outcome: Outcome) -> AnswerRule {
        let expected = Data(body.utf8.filter { !isJSONWhitespace($0) })
        return AnswerRule { answered, received in
            answered == status && Data(received.filter { !isJSONWhitespace($0) }) == expected ? .outcome(outcome) : nil
        }
    }

    /// An answer with this status whose body holds this text: 400 "Requested app has no stats",
    /// 403 "Profile is not public".
    public static func status(_ status: Int, bodyContains text: String, means outcome: Outcome) -> AnswerRule {
        AnswerRule { answered, body in
            answered == status && String(decoding: body, as: UTF8.self).contains(text) ? .outcome(outcome) : nil
        }
    }

    /// A 200 whose JSON holds this integer at `path`: ResolveVanityURL's `response.success` 42, Dota's
    /// `result.status` 15 for a private match history.
    public static func field(_ path: String, equals value: Int, means outcome: Outcome) -> AnswerRule {
        AnswerRule { status, body in
            // A JSON `true` is no number, so it never matches 1.
            status == 200 && JSONPath(path).value(in: body)?.integer(Int.self) == value ? .outcome(outcome) : nil
        }
    }

    /// A 200 whose JSON holds this string at `path`: Dota's `{"result":{"error":"Match ID not found"}}`.
    public static func field(_ path: String, equals value: String, means outcome: Outcome) -> AnswerRule {
        AnswerRule { status, body in
            status == 200 && JSONPath(path).value(in: body)?.string == value ? .outcome(outcome) : nil
        }
    }

    /// A 200 whose JSON holds an empty object at `path`: `{"response":{}}`, IPlayerService's private answer.
    public static func emptyObject(at path: String, means outcome: Outcome) -> AnswerRule {
        AnswerRule { status, body in
            status == 200 && JSONPath(path).value(in: body)?.object?.fields.isEmpty == true ? .outcome(outcome) : nil
        }
    }

    /// A 200 whose JSON holds a string at `path`: an error about this input, in Valve's words
    /// (Dota's `{"result":{"error":"Practice matches are not available via GetMatchDetails"}}`).
    public static func errorMessage(at path: String) -> AnswerRule {
        AnswerRule { status, body in
            guard status == 200, let message = JSONPath(path).value(in: body)?.string else { return nil }
            return .inBandError(message)
        }
    }
}

/// A dotted path into a JSON object, such as `response.success`.
struct JSONPath {
    let keys: [Substring]

    init(_ path: String) { keys = path.split(separator: ".") }

    /// The value at the path; nil when the body is no JSON or the path leads nowhere.
    func value(in body: Data) -> JSONValue? {
        guard var value = try? JSONValue.parse(body) else { return nil }
        for key in keys {
            guard let next = value.object?[String(key)] else { return nil }
            value = next
        }
        return value
    }
}
