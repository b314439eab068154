// The order-preserving JSON reader behind table, csv and tsv: exact number text, unescaped strings, clear errors.
import Testing
@testable import ToolSupport
import SteamModels

@Suite struct JSONFieldReaderTests {
    func fields(_ json: String) throws -> [String] {
        try JSONFieldReader.fields(of: Array(json.utf8)).map { "\($0.name)=\($0.cell.text)\($0.cell.isString ? "" : "#")" }
    }

    @Test func fieldsKeepTheirWrittenOrder() throws {
        #expect(try fields(#"{"z":1,"a":2,"m":3}"#) == ["z=1#", "a=2#", "m=3#"])
    }

    @Test func numbersKeepEveryDigitAsWritten() throws {
        #expect(try fields(#"{"radiant_logo":17881201520994978452,"x":-0.50,"e":1E+400,"n":-5}"#)
            == ["radiant_logo=17881201520994978452#", "x=-0.50#", "e=1E+400#", "n=-5#"])
    }

    @Test func stringsAreUnescaped() throws {
        #expect(try fields(#"{"s":"a\"b\\c\/d\n\u00e9\ud83e\udd8a"}"#) == ["s=a\"b\\c/d\né🦊"])
    }

    @Test func nestedValuesAreCompactJSONWithTheirDigits() throws {
        #expect(try fields(#"{ "a" : [ 1.0 , 17881201520994978452, "x y" ] , "b": { "c" : null } }"#)
            == [#"a=[1.0,17881201520994978452,"x y"]#"#, #"b={"c":null}#"#])
    }

    @Test func nullIsEmptyAndBooleansAreWords() throws {
        #expect(try fields(#"{"a":null,"b":true,"c":false}"#) == ["a=#", "b=true#", "c=false#"])
    }

    @Test func aRecordThatIsNotAnObjectIsOneValue() throws {
        #expect(try fields(#""Robin""#) == ["value=Robin"])
        #expect(try fields("18446744073709551615") == ["value=18446744073709551615#"])
        #expect(try fields("[1, 2]") == ["value=[1,2]#"])
    }

    @Test(arguments: [
        (#"{"a":1"#, JSONReadError(byte: 7, problem: "expected '}' after a field's value")),
        (#"{"a" 1}"#, JSONReadError(byte: 6, problem: "expected ':' after a field name")),
        (#"{"a":01}"#, JSONReadError(byte: 7, problem: "expected '}' after a field's value")),
        (#"{"a":-}"#, JSONReadError(byte: 7, problem: "a number needs a digit here")),
        (#"{"a":tru}"#, JSONReadError(byte: 6, problem: "a value cannot start here")),
        (#"{"a":"\x"}"#, JSONReadError(byte: 8, problem: "unknown escape \\x")),
        (#"{"a":"\ud800"}"#, JSONReadError(byte: 13, problem: "a \\u escape is half of a surrogate pair")),
        (#"{a:1}"#, JSONReadError(byte: 2, problem: "expected a field name in quotes")),
        (#"{} {}"#, JSONReadError(byte: 4, problem: "more text after the value")),
        ("", JSONReadError(byte: 1, problem: "the text ends where a value should be")),
    ])
    func unreadableTextSaysWhereAndWhy(json: String, expected: JSONReadError) {
        #expect(throws: expected) { try JSONFieldReader.fields(of: Array(json.utf8)) }
    }

    @Test func rawControlCharactersAndBadUTF8AreRefused() {
        #expect(throws: JSONReadError.self) { try JSONFieldReader.fields(of: Array("{\"a\":\"x\ty\"}".utf8)) }
        #expect(throws: JSONReadError.self) { try JSONFieldReader.fields(of: [0x22, 0xFF, 0x22]) }
    }

    @Test func nestingIsBounded() throws {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        #expect(throws: JSONReadError.self) { try JSONFieldReader.fields(of: Array(deep.utf8)) }
        let fine = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        #expect(try fields(fine) == ["value=\(fine)#"])
    }
}
