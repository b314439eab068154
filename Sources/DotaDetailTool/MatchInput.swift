// dota-detail's inputs: a match id, bare or in a record, with the record's sequence number and perspective account
// when it has them (dota-matches records do).
import SteamModels
import ToolSupport
import WebAPI

extension MatchRequest {
    /// A bare match id (digits, or a JSON string of them) or a JSON object with `match_id`.
    public init(_ item: InputItem) throws(InputError) {
        let text = try item.keptBytes().trimmingJSONWhitespace()
        func fail(_ reason: String) -> InputError { InputError(item.origin, reason) }
        guard text.first == UInt8(ascii: "{") || text.first == UInt8(ascii: "\"") else {
            guard let bare = String(validating: text, as: UTF8.self) else { throw fail("not valid UTF-8") }
            self.init(matchID: try Self.matchID(.number(bare), fail))
            return
        }
        let value: JSONValue
        do {
            value = try JSONValue.parse(text, keeping: ["match_id", "match_seq_num", "account_id"])
        } catch {
            throw fail(error.description)
        }
        guard let record = value.object else {
            self.init(matchID: try Self.matchID(value, fail))
            return
        }
        guard let id = record["match_id"] else { throw fail("object has no \"match_id\" field") }
        self.init(
            matchID: try Self.matchID(id, fail),
            sequenceNumber: try record["match_seq_num"].map { value throws(InputError) in
                guard let number = value.integer(UInt64.self) else {
                    throw fail("field \"match_seq_num\" is \(value.kind), not a whole number")
                }
                return number
            },
            account: try record["account_id"].map { value throws(InputError) in try Self.accountID(value, fail) })
    }

    /// The perspective account, read by the rule dota-matches reads its input's account by: a number or a string
    /// of any SteamID form, never 0 or the id Dota gives anonymous players.
    private static func accountID(_ value: JSONValue, _ fail: (String) -> InputError) throws(InputError) -> UInt32 {
        let text: String
        switch value {
        case .number(let digits), .string(let digits): text = digits
        default: throw fail("field \"account_id\" is \(value.kind), not an account id")
        }
        let account: SteamIDInput
        do {
            account = try SteamIDInput.parse(text)
        } catch {
            throw fail("field \"account_id\": \(error.reason)")
        }
        guard case .id(let id) = account else { throw fail("field \"account_id\" holds a name, not an account id") }
        return id.accountID
    }

    /// Match ids are positive and, like every id SQLite keeps, below 2^63.
    private static func matchID(_ value: JSONValue, _ fail: (String) -> InputError) throws(InputError) -> UInt64 {
        let digits: String
        switch value {
        case .number(let text), .string(let text): digits = text
        default: throw fail("match_id is \(value.kind), not a match id")
        }
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            throw fail("\(quoted(digits)) is not a match id (a positive whole number)")
        }
        guard let id = UInt64(digits), id > 0, id <= UInt64(Int64.max) else {
            throw fail("\(digits) is out of range for a match id")
        }
        return id
    }
}

extension Array<UInt8> {
    /// The bytes without JSON white space at either end.
    func trimmingJSONWhitespace() -> ArraySlice<UInt8> {
        guard let first = firstIndex(where: { !isJSONWhitespace($0) }), let last = lastIndex(where: { !isJSONWhitespace($0) })
        else { return [] }
        return self[first...last]
    }
}
