// What dota-detail takes from an input line: the match id, and a record's sequence number and perspective account.
@testable import DotaDetailTool
import Testing
import ToolSupport
import WebAPI

@Suite struct MatchRequestTests {
    func request(_ line: String) throws(InputError) -> MatchRequest {
        try MatchRequest(InputItem(origin: .line(3), bytes: Array(line.utf8)))
    }

    @Test(arguments: [
        ("8123456789", MatchRequest(matchID: 8_123_456_789)),
        ("  8123456789\r", MatchRequest(matchID: 8_123_456_789)),
        (#""8123456789""#, MatchRequest(matchID: 8_123_456_789)),
        (#"{"match_id":8123456789}"#, MatchRequest(matchID: 8_123_456_789)),
        (#"{"match_id":"8123456789","match_seq_num":7000000001,"account_id":22202}"#,
         MatchRequest(matchID: 8_123_456_789, sequenceNumber: 7_000_000_001, account: 22202)),
        // dota-matches' rule for an account: a string of any SteamID form as well as a number.
        (#"{"account_id":"22202","match_id":5}"#, MatchRequest(matchID: 5, account: 22202)),
        (#"{"account_id":"76561197960287930","match_id":5}"#, MatchRequest(matchID: 5, account: 22202)),
    ])
    func acceptedForms(_ line: String, _ expected: MatchRequest) throws {
        #expect(try request(line) == expected)
    }

    @Test(arguments: [
        ("", #""" is not a match id (a positive whole number)"#),
        ("0", "0 is out of range for a match id"),
        ("-5", #""-5" is not a match id (a positive whole number)"#),
        ("1e9", #""1e9" is not a match id (a positive whole number)"#),
        ("9223372036854775808", "9223372036854775808 is out of range for a match id"),
        ("{}", #"object has no "match_id" field"#),
        (#"{"match_id":null}"#, "match_id is null, not a match id"),
        (#"{"match_id":1.5}"#, #""1.5" is not a match id (a positive whole number)"#),
        (#"{"match_id":5,"match_seq_num":"x"}"#, #"field "match_seq_num" is a string, not a whole number"#),
        (#"{"match_id":5,"account_id":-1}"#, #"field "account_id": negative, and SteamIDs are unsigned"#),
        (#"{"match_id":5,"account_id":0}"#, #"field "account_id": account id 0 names no account"#),
        (#"{"match_id":5,"account_id":4294967295}"#,
         #"field "account_id": account id 4294967295 is the id Dota gives anonymous players, not an account"#),
        (#"{"match_id":5,"account_id":true}"#, #"field "account_id" is a boolean, not an account id"#),
        (#"{"match_id":5,"account_id":"robinwalker"}"#, #"field "account_id" holds a name, not an account id"#),
        (#"{"match_id":5"#, "invalid JSON at byte 14: expected '}' after a field's value"),
        ("[1]", #""[1]" is not a match id (a positive whole number)"#),
    ])
    func refusedForms(_ line: String, _ reason: String) {
        #expect { try request(line) } throws: { ($0 as? InputError)?.reason == reason }
    }
}
