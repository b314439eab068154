// NDJSON input edge cases: line endings, a missing last newline, chunk boundaries, bad bytes, huge lines.
import Foundation
import Testing
@testable import ToolSupport

@Suite struct LineSplitterTests {
    func lines(_ chunks: [String]) -> [String] {
        var splitter = LineSplitter()
        var out = chunks.flatMap { splitter.push(Array($0.utf8)) }
        if let last = splitter.finish() { out.append(last) }
        return out.map { String(decoding: $0, as: UTF8.self) }
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

    @Test func bracketedLinesAreSteam3IDsNotJSON() throws {
        #expect(try value("[U:1:22202]") == "[U:1:22202]")
    }
}
