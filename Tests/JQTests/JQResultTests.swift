// JQResultTests.swift: what a compiled program produces: identity, fields, zero and many results, order, Unicode.
import Foundation
import JQ
import Testing

@Suite struct JQResultTests {
    @Test func identityGivesTheInputBackCompact() throws {
        let program = try JQProgram(".")
        #expect(try program.results(for: #"{ "a" : [1, 2] ,"b":null }"#) == [#"{"a":[1,2],"b":null}"#])
    }

    @Test func fieldAccessGivesTheField() throws {
        let program = try JQProgram(".personaname")
        #expect(try program.results(for: #"{"steamid":"76561197960287930","personaname":"Rabscuttle"}"#)
            == [#""Rabscuttle""#])
    }

    @Test func selectCanGiveZeroResults() throws {
        let program = try JQProgram("select(.win)")
        #expect(try program.results(for: #"{"win":false}"#).isEmpty)
        #expect(try program.results(for: #"{"win":true}"#) == [#"{"win":true}"#])
    }

    @Test func iterationGivesEveryResultInOrder() throws {
        let program = try JQProgram(".[]")
        #expect(try program.results(for: #"[3,{"x":1},"two",null]"#) == ["3", #"{"x":1}"#, #""two""#, "null"])
    }

    @Test func objectKeysKeepTheirInputOrder() throws {
        let program = try JQProgram(".")
        let unsorted = #"{"zeta":1,"alpha":2,"mid":{"y":1,"b":2}}"#
        #expect(try program.results(for: unsorted) == [unsorted])
    }

    @Test func keysUnsortedListsKeysInInputOrder() throws {
        // The shape the table formatter uses to turn a record into row cells.
        let program = try JQProgram("[keys_unsorted[] as $k | .[$k]]")
        #expect(try program.results(for: #"{"zeta":1,"alpha":"a","mid":null}"#) == [#"[1,"a",null]"#])
    }

    @Test(arguments: ["😀", "𝄞", "漢字", "Ünïcödé", "👩‍👩‍👧 family"])
    func unicodeRoundTripsAsUTF8(text: String) throws {
        let program = try JQProgram("{name: .name}")
        let json = #"{"name":"\#(text)"}"#
        #expect(try program.results(for: json) == [json])
    }

    @Test func escapedUnicodeInInputComesOutAsUTF8() throws {
        let program = try JQProgram(".")
        #expect(try program.results(for: #""\ud834\udd1e \u00fc""#) == [#""𝄞 ü""#])
    }

    @Test func integersBeyondDoublePrecisionAreRounded() throws {
        // libjq 1.6 holds every number as a double: why SteamID64s travel as strings.
        let program = try JQProgram(".")
        #expect(try program.results(for: "76561197960287930") == ["76561197960287940"])
        #expect(try program.results(for: #""76561197960287930""#) == [#""76561197960287930""#])
    }
}
