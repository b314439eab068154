// NDJSON input edge cases: line endings, a missing last newline, chunk boundaries, bad bytes, huge lines.
import Foundation
import Testing
@testable import ToolSupport

@Suite struct LineSplitterTests {
    /// The lines, with "<too long>" for each one past `maximumLength`.
    func lines(_ chunks: [String], maximumLength: Int = .max) -> [String] {
        var splitter = LineSplitter(maximumLength: maximumLength)
        var out = chunks.flatMap { splitter.push(Array($0.utf8)) }
        if let last = splitter.finish() { out.append(last) }
        return out.map { line in
            switch line {
            case .whole(let bytes): String(decoding: bytes, as: UTF8.self)
            case .tooLong: "<too long>"
            }
        }
    }

    @Test func aLineOverTheCapIsOneTooLongLineWhereverTheChunksBreak() {
        let input = "abcd\nabcdefgh\r\nab\r\nabcde\nabcdef"
        let expected = ["abcd", "<too long>", "ab", "<too long>", "<too long>"]
        #expect(lines([input], maximumLength: 4) == expected)
        // Every way of cutting the input in two, and byte by byte.
        for cut in 0...input.count {
            let split = [String(input.prefix(cut)), String(input.dropFirst(cut))]
            #expect(lines(split, maximumLength: 4) == expected, "cut at \(cut)")
        }
        #expect(lines(input.map { String($0) }, maximumLength: 4) == expected)
        // Exactly the cap, with "\r\n" or without an ending, is kept.
        #expect(lines(["abcd\r\nabcd"], maximumLength: 4) == ["abcd", "abcd"])
    }

    /// A line far over the cap, however many chunks it spans, is one too-long line, and the next line is whole.
    @Test func aHugeLineIsNotHeld() {
        var splitter = LineSplitter(maximumLength: 1 << 10)
        let chunk = [UInt8](repeating: UInt8(ascii: "7"), count: 1 << 16)
        for _ in 0..<100 { #expect(splitter.push(chunk).isEmpty) }
        #expect(splitter.push(Array("\n22202\n".utf8)) == [.tooLong, .whole(Array("22202".utf8))])
        #expect(splitter.finish() == nil)
    }

    @Test func newlineAndCRLFEndings() {
        #expect(lines(["a\nb\r\nc\n"]) == ["a", "b", "c"])
    }

    @Test func lastLineWithoutNewline() {
        #expect(lines(["a\nb"]) == ["a", "b"])
        #expect(lines(["a\n"]) == ["a"])
        #expect(lines([""]) == [])
    }

    @Test func blankLinesAreKeptForCounting() {
        #expect(lines(["a\n\n\r\nb\n"]) == ["a", "", "", "b"])
    }

    @Test func linesSplitAcrossChunks() {
        #expect(lines(["76561", "19796", "0287930\r", "\n22", "202"]) == ["76561197960287930", "22202"])
    }

    @Test func veryLongLine() {
        let long = String(repeating: "x", count: 3_000_000)
        let chunks = stride(from: 0, to: long.count, by: 65_536).map { start in
            String(long.dropFirst(start).prefix(65_536))
        }
        #expect(lines(chunks + ["\nnext\n"]) == [long, "next"])
    }
}

@Suite struct InputValueTests {
    func value(_ text: String, fields: [String] = ["steamid"]) throws -> String {
        try InputItem(origin: .line(7), bytes: Array(text.utf8)).value(fields: fields)
    }

    @Test func bareIDsAreTrimmed() throws {
        #expect(try value("  76561197960287930\t") == "76561197960287930")
    }

    @Test func objectFieldsInPreferenceOrder() throws {
        #expect(try value(#"{"personaname":"x","steamid":"765"}"#) == "765")
        #expect(try value(#"{"account_id":22202}"#, fields: ["steamid", "account_id"]) == "22202")
    }

    @Test func jsonStringLineIsABareValue() throws {
        #expect(try value(#""robinwalker""#) == "robinwalker")
    }

    @Test func errorsNameTheLine() {
        #expect(throws: InputError.self) { try value(#"{"name":"x"}"#) }
        do {
            _ = try value(#"{"steamid": "#)
        } catch let error as InputError {
            #expect(error.description == "line 7: invalid JSON")
        } catch {
            Issue.record("unexpected \(error)")
        }
        do {
            _ = try value(#"{"steamid": 1.5}"#)
        } catch let error as InputError {
            #expect(error.description.hasPrefix("line 7: field \"steamid\""))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func invalidUTF8IsAnErrorNamingTheLine() {
        let item = InputItem(origin: .line(3), bytes: [0x37, 0xFF, 0xFE, 0x36])
        #expect(throws: InputError.self) { try item.value(fields: ["steamid"]) }
        do { _ = try item.value(fields: ["steamid"]) } catch { #expect(error.description == "line 3: not valid UTF-8") }
    }

    /// JSON numbers in an id field come through with every digit, past Int64 and up to UInt64's maximum; the
    /// integer 1 is a number, not a boolean, and -0 is 0.
    @Test(arguments: [
        (#"{"steamid":76561197960287930}"#, "76561197960287930"),
        (#"{"steamid":9223372036854775808}"#, "9223372036854775808"),
        (#"{"steamid":18446744073709551615}"#, "18446744073709551615"),
        (#"{"steamid":1}"#, "1"),
        (#"{"steamid":0}"#, "0"),
        (#"{"steamid":-0}"#, "0"),
        (#"{ "steamid" : 22202 }"#, "22202"),
    ])
    func integerFieldsKeepEveryDigit(_ line: String, _ expected: String) throws {
        #expect(try value(line) == expected)
    }

    /// Anything but a string or a non-negative integer in the id field is an error naming the line, the field and
    /// what the field holds. Numbers are judged on their exact value, however many digits or however large an
    /// exponent: no double rounds 1.8446744073709551616e19 down to UInt64's maximum, 1e400 is not "invalid", and
    /// -1e-400 does not become -0. A negative whole number is quoted back up to 18 digits.
    @Test(arguments: [
        (#"{"steamid":true}"#, "is a boolean, not a string or an integer"),
        (#"{"steamid":false}"#, "is a boolean, not a string or an integer"),
        (#"{"steamid":7.6e16}"#, "is a number with a fraction or exponent, not a string or an integer"),
        (#"{"steamid":1.5}"#, "is a number with a fraction or exponent, not a string or an integer"),
        (#"{"steamid":76561197960287930.0}"#, "is a number with a fraction or exponent, not a string or an integer"),
        (#"{"steamid":-5}"#, "is negative (-5), and SteamIDs are unsigned"),
        (#"{"steamid":-76561197960287930}"#, "is negative (-76561197960287930), and SteamIDs are unsigned"),
        (#"{"steamid":-1.5}"#, "is negative, and SteamIDs are unsigned"),
        (#"{"steamid":18446744073709551616}"#, "is a number too large for a SteamID64"),
        (#"{"steamid":1e30}"#, "is a number too large for a SteamID64"),
        (#"{"steamid":-999999999999999999}"#, "is negative (-999999999999999999), and SteamIDs are unsigned"),
        (#"{"steamid":-1000000000000000000}"#, "is negative, and SteamIDs are unsigned"),
        (#"{"steamid":-9223372036854775808}"#, "is negative, and SteamIDs are unsigned"),
        (#"{"steamid":-18446744073709551616}"#, "is negative, and SteamIDs are unsigned"),
        (#"{"steamid":-1e-400}"#, "is negative, and SteamIDs are unsigned"),
        (#"{"steamid":-2E+3}"#, "is negative, and SteamIDs are unsigned"),
        (#"{"steamid":-0.0}"#, "is a number with a fraction or exponent, not a string or an integer"),
        (#"{"steamid":-0e5}"#, "is a number with a fraction or exponent, not a string or an integer"),
        (#"{"steamid":0e99999999999999999999}"#, "is a number with a fraction or exponent, not a string or an integer"),
        (#"{"steamid":1e-400}"#, "is a number with a fraction or exponent, not a string or an integer"),
        (#"{"steamid":1e19}"#, "is a number with a fraction or exponent, not a string or an integer"),
        (#"{"steamid":18446744073709551615.0}"#, "is a number with a fraction or exponent, not a string or an integer"),
        (#"{"steamid":1.8446744073709551615e19}"#, "is a number with a fraction or exponent, not a string or an integer"),
        (#"{"steamid":184467440737095516150e-1}"#, "is a number with a fraction or exponent, not a string or an integer"),
        (#"{"steamid":1e20}"#, "is a number too large for a SteamID64"),
        (#"{"steamid":18446744073709551615.5}"#, "is a number too large for a SteamID64"),
        (#"{"steamid":1.8446744073709551616e19}"#, "is a number too large for a SteamID64"),
        (#"{"steamid":184467440737095516151e-1}"#, "is a number too large for a SteamID64"),
        (#"{"steamid":1e308}"#, "is a number too large for a SteamID64"),
        (#"{"steamid":1e400}"#, "is a number too large for a SteamID64"),
        (#"{"steamid":1e99999999999999999999}"#, "is a number too large for a SteamID64"),
        (#"{"steamid":null}"#, "is null, not a string or an integer"),
        (#"{"steamid":["76561197960287930"]}"#, "is an array, not a string or an integer"),
        (#"{"steamid":{"id":"76561197960287930"}}"#, "is an object, not a string or an integer"),
    ])
    func nonIntegerFieldsAreErrorsSayingWhatTheyHold(_ line: String, _ holds: String) {
        let error = #expect(throws: InputError.self) { try value(line) }
        #expect(error?.description == "line 7: field \"steamid\" \(holds)")
    }

    /// What is wrong with a whole line, in the words InputError gives.
    @Test(arguments: [
        ("null", ["steamid"], "JSON null, not an id"),
        (" true ", ["steamid"], "JSON true, not an id"),
        ("false", ["steamid"], "JSON false, not an id"),
        (#"{"name":"x"}"#, ["steamid"], #"object has no "steamid" field"#),
        (#"{"name":"x"}"#, ["steamid", "account_id"], #"object has no "steamid" or "account_id" field"#),
        (#"{"steamid": "#, ["steamid"], "invalid JSON"),
        (#"{"steamid":"765",}"#, ["steamid"], "invalid JSON"),
        (#"{"steamid":"765"} {}"#, ["steamid"], "invalid JSON"),
        (#"{"steamid":01}"#, ["steamid"], "invalid JSON"),
        (#""robin"#, ["steamid"], "invalid JSON"),
        (#""\ud800""#, ["steamid"], "invalid JSON"),
    ])
    func lineErrorsSayWhatTheLineIs(_ line: String, _ fields: [String], _ message: String) {
        let error = #expect(throws: InputError.self) { try value(line, fields: fields) }
        #expect(error?.description == "line 7: \(message)")
    }

    @Test func bracketedLinesAreSteam3IDsNotJSON() throws {
        #expect(try value("[U:1:22202]") == "[U:1:22202]")
    }
}
