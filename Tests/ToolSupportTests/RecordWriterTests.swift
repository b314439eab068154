// RecordWriter end to end on real descriptors: exact numbers in every format, stream failures, --jq failures.
import Foundation
import SteamModels
import Testing
@testable import ToolSupport

@Suite struct RecordWriterTests {
    static let bigRecord = #"{"match_id":8123456789,"radiant_logo":17881201520994978452,"name":"=x","stat":-5}"#

    /// A writer with the given flags into a captured stdout, and diagnostics into a captured stderr.
    struct Rig {
        let stdout = CapturedStream(name: "stdout")
        let stderr = CapturedStream(name: "stderr")
        let diagnostics: Diagnostics
        let writer: RecordWriter

        init(format: OutputFormat = .ndjson, jq: String? = nil) throws {
            diagnostics = Diagnostics(tool: "t", stream: stderr.stream)
            writer = try writerOptions(format: format, jq: jq).makeWriter(diagnostics: diagnostics, stream: stdout.stream)
        }
    }

    /// Every flag set: an OutputOptions that ArgumentParser did not fill traps on reading an unset one.
    static func writerOptions(format: OutputFormat = .ndjson, jq: String? = nil) -> OutputOptions {
        var options = OutputOptions()
        options.format = format
        options.jq = jq
        options.rawOutput = false
        return options
    }

    @Test(arguments: [
        (OutputFormat.ndjson, bigRecord + "\n"),
        (.json, "[\n" + bigRecord + "\n]\n"),
        (.csv, "match_id,radiant_logo,name,stat\n8123456789,17881201520994978452,'=x,-5\n"),
        (.tsv, "match_id\tradiant_logo\tname\tstat\n8123456789\t17881201520994978452\t=x\t-5\n"),
        (.table, "match_id    radiant_logo          name  stat\n8123456789  17881201520994978452  =x    -5\n"),
    ])
    func numbersAbove2To53KeepEveryDigit(format: OutputFormat, expected: String) throws {
        let rig = try Rig(format: format)
        try rig.writer.write(json: Data(Self.bigRecord.utf8), from: "line 1")
        try rig.writer.finish()
        #expect(rig.stdout.text == expected)
    }

    @Test func encodedRecordsKeepUInt64Digits() throws {
        struct Team: Encodable { let team_logo: UInt64 }
        let rig = try Rig(format: .csv)
        try rig.writer.write(Team(team_logo: 17_881_201_520_994_978_452), from: nil)
        try rig.writer.finish()
        #expect(rig.stdout.text == "team_logo\n17881201520994978452\n")
    }

    /// A --watch round's end: each round is a table of its own, header included, on stdout as the round ends; a
    /// round without records writes nothing, and the run's finish adds nothing after the last round.
    @Test func eachRoundIsATableOfItsOwnWrittenAsTheRoundEnds() throws {
        let rig = try Rig(format: .csv)
        try rig.writer.write(json: Data(#"{"steamid":"1","name":"a"}"#.utf8), from: "argument 1")
        try rig.writer.finishRound()
        #expect(rig.stdout.text == "steamid,name\n1,a\n")
        try rig.writer.finishRound()
        try rig.writer.write(json: Data(#"{"steamid":"1","level":7}"#.utf8), from: "argument 1")
        try rig.writer.finishRound()
        try rig.writer.finish()
        #expect(rig.stdout.text == "steamid,name\n1,a\nsteamid,level\n1,7\n")
    }

    @Test(arguments: [OutputFormat.csv, .tsv, .table])
    func noRecordsWriteNothing(format: OutputFormat) throws {
        let rig = try Rig(format: format)
        try rig.writer.finish()
        #expect(rig.stdout.text == "")
    }

    @Test func unreadableRecordIsAnErrorNamingItNotAnEmptyRow() throws {
        let rig = try Rig(format: .csv)
        try rig.writer.write(json: Data(#"{"a":1}"#.utf8), from: "line 1")
        try rig.writer.write(json: Data(#"{"a":}"#.utf8), from: "line 2")
        try rig.writer.write(json: Data(#"{"a":3"#.utf8), from: nil)
        try rig.writer.finish()
        #expect(rig.stdout.text == "a\n1\n")
        #expect(rig.stderr.text == """
            t: error: line 2: --format csv: invalid JSON at byte 6: a value cannot start here
            t: error: output record 3: --format csv: invalid JSON at byte 7: expected '}' after a field's value

            """)
        #expect(rig.diagnostics.exitStatus == .partialFailure)
    }

    @Test func jqRuntimeErrorNamesTheSource() throws {
        let rig = try Rig(jq: ".a.b")
        try rig.writer.write(json: Data(#"{"a":"text"}"#.utf8), from: "line 3")
        try rig.writer.write(json: Data(#"{"a":{"b":2}}"#.utf8), from: nil)
        try rig.writer.finish()
        #expect(rig.stdout.text == "2\n")
        #expect(rig.stderr.text == "t: error: line 3: --jq: Cannot index string with string \"b\"\n")
        #expect(rig.diagnostics.exitStatus == .partialFailure)
    }

    @Test func identicalJQErrorsStopAfterTenAndAreCounted() throws {
        let rig = try Rig(jq: #"if .n % 2 == 0 then error("even") else error("odd \(.n)") end"#)
        for n in 1...1000 { try rig.writer.write(json: Data(#"{"n":\#(n)}"#.utf8), from: "line \(n)") }
        try rig.writer.finish()
        let lines = rig.stderr.text.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasSuffix(": --jq: even") }.count == 10)
        #expect(lines.filter { $0.contains(": --jq: odd ") }.count == 500)
        #expect(lines.contains(#"t: note: --jq: further errors like "even" are not shown"#))
        #expect(lines.last == #"t: note: --jq: 490 further errors like "even" were not shown"#)
        #expect(lines.count == 512)
        #expect(rig.diagnostics.exitStatus == .partialFailure)
    }

    @Test func closedStdoutIsThrownAndRemembered() throws {
        let pipe = try AbandonedPipe()
        let writer = try Self.writerOptions().makeWriter(
            diagnostics: Diagnostics(tool: "t", stream: CapturedStream(name: "stderr").stream),
            stream: StandardStream(descriptor: pipe.writeEnd, name: "stdout"))
        try writer.write(json: Data("{}".utf8), from: nil)
        #expect(throws: StandardStreamError.readerGone(stream: "stdout")) { try writer.flush() }
        #expect(throws: StandardStreamError.readerGone(stream: "stdout")) { try writer.write(json: Data("{}".utf8), from: nil) }
        #expect(throws: StandardStreamError.readerGone(stream: "stdout")) { try writer.finish() }
    }

    @Test func fullStdoutIsThrownWhenTheBufferFills() throws {
        let full = FullDevice()
        let writer = try Self.writerOptions().makeWriter(
            diagnostics: Diagnostics(tool: "t", stream: CapturedStream(name: "stderr").stream),
            stream: StandardStream(descriptor: full.descriptor, name: "stdout"))
        let record = Data(String(repeating: "x", count: 1000).utf8)
        #expect(throws: StandardStreamError.failed(stream: "stdout", reason: "No space left on device")) {
            for _ in 0..<100 { try writer.write(json: record, from: nil) }
        }
    }
}
