// JSONValue: order kept, numbers exact, fields set where a reader expects them, and errors that name the byte.
import Testing
@testable import SteamModels

@Suite struct JSONValueTests {
    func compact(_ json: String) throws -> String {
        String(decoding: try JSONValue.parse(Array(json.utf8)).jsonBytes, as: UTF8.self)
    }

    @Test func compactOutputKeepsOrderDigitsAndEscapes() throws {
        #expect(try compact(#"{ "z" : 1, "radiant_logo": 17881201520994978452, "x": [ -0.50, 1E+400, true, null ], "s": "a\"\u00e9\n" }"#)
            == #"{"z":1,"radiant_logo":17881201520994978452,"x":[-0.50,1E+400,true,null],"s":"a\"é\n"}"#)
    }

    @Test func integersOnlyWhenWholeAndInRange() throws {
        #expect(JSONValue.number("17881201520994978452").integer(UInt64.self) == 17_881_201_520_994_978_452)
        #expect(JSONValue.number("17881201520994978452").integer(Int64.self) == nil)
        #expect(JSONValue.number("4294967295").integer(UInt32.self) == 4_294_967_295)
        #expect(JSONValue.number("1.0").integer(Int.self) == nil)
        #expect(JSONValue.number("1e3").integer(Int.self) == nil)
        #expect(JSONValue.string("5").integer(Int.self) == nil)
    }

    @Test func setReplacesInPlaceOrInsertsAfterItsAnchor() throws {
        var object = try #require(try JSONValue.parse(Array(#"{"a":1,"b":2,"c":3}"#.utf8)).object)
        object.set("b", .number("20"))
        object.set("after_a", .bool(true), after: "a")
        object.set("first", .null)
        object.set("no_anchor", .null, after: "missing")
        #expect(object.fields.map(\.name) == ["no_anchor", "first", "a", "after_a", "b", "c"])
        #expect(object["b"] == .number("20"))
    }

    @Test(arguments: [
        (#"{"a":1"#, JSONReadError(byte: 7, problem: "expected '}' after a field's value")),
        ("[1,]", JSONReadError(byte: 4, problem: "a value cannot start here")),
        ("{} x", JSONReadError(byte: 4, problem: "more text after the value")),
        ("", JSONReadError(byte: 1, problem: "the text ends where a value should be")),
    ])
    func errorsNameTheByte(_ json: String, _ expected: JSONReadError) {
        #expect(throws: expected) { try JSONValue.parse(Array(json.utf8)) }
    }

    /// A name written twice means its last value, as jq reads it; `set` changes that one, and both stay written.
    @Test func theLastOfANameWrittenTwiceCounts() throws {
        var object = try #require(try JSONValue.parse(Array(#"{"steamid":"1","x":0,"steamid":"2"}"#.utf8)).object)
        #expect(object["steamid"] == .string("2"))
        object.set("steamid", .string("3"))
        #expect(object["steamid"] == .string("3"))
        #expect(String(decoding: JSONValue.object(object).jsonBytes, as: UTF8.self) == #"{"steamid":"1","x":0,"steamid":"3"}"#)
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(throws: JSONReadError.self) { try JSONValue.parse(Array(deep.utf8)) }
    }

    /// Keeping named fields builds only those, yet checks the whole text as strictly as a full parse.
    @Test func keepingNamedFieldsChecksEverythingAndBuildsOnlyThose() throws {
        let text = #"{"players":[{"account_id":1}],"match_id":5,"nested":{"match_id":7},"account_id":"x"}"#
        let kept = try JSONValue.parse(Array(text.utf8), keeping: ["match_id", "account_id"])
        #expect(kept.object?.fields.map(\.name) == ["match_id", "account_id"])
        #expect(kept.object?["match_id"] == .number("5"))
        #expect(try JSONValue.parse(Array(#""42""#.utf8), keeping: ["match_id"]) == .string("42"))
        for broken in [#"{"players":[1,],"match_id":5}"#, #"{"x":"\u12"}"#, #"{"x":[[["#, #"{"match_id":5} x"#] {
            #expect(throws: JSONReadError.self, "\(broken)") { try JSONValue.parse(Array(broken.utf8), keeping: ["match_id"]) }
        }
        let deep = String(repeating: #"{"x":"#, count: 100_000)
        #expect(throws: JSONReadError.self) { try JSONValue.parse(Array(deep.utf8), keeping: ["match_id"]) }
    }

    /// The strings of dropped fields are scanned, not built, yet fail exactly where a full parse fails; an escaped
    /// name of a kept field is still found.
    @Test func droppedStringsFailWhereAFullParseFails() throws {
        func failure(_ bytes: [UInt8], keeping: Set<String>? = nil) -> String? {
            do {
                _ = try keeping.map { try JSONValue.parse(bytes, keeping: $0) } ?? JSONValue.parse(bytes)
                return nil
            } catch {
                return "\(error)"
            }
        }
        let broken: [[UInt8]] = [
            Array(#"{"x":"a"#.utf8) + [0xFF] + Array(#"","match_id":5}"#.utf8),
            Array(#"{"x":{"y":"a"#.utf8) + [0xC3] + Array(#""},"match_id":5}"#.utf8),
            Array(#"{"x":"a"#.utf8) + [0x01] + Array(#"b","match_id":5}"#.utf8),
            Array(#"{"x":"a\qb","match_id":5}"#.utf8),
            Array(#"{"x":["a\u12"],"match_id":5}"#.utf8),
            Array(#"{"x":"never closed"#.utf8),
            Array(#"{"\u00"#.utf8),
        ]
        for bytes in broken {
            let full = failure(bytes)
            #expect(full != nil && failure(bytes, keeping: ["match_id"]) == full, "\(String(decoding: bytes, as: UTF8.self))")
        }
        let escaped = try JSONValue.parse(Array(#"{"x":"caf\u00e9 é","match\u005fid":5}"#.utf8), keeping: ["match_id"])
        #expect(escaped.object?["match_id"] == .number("5") && escaped.object?.fields.count == 1)
    }
}
