// Table, CSV and TSV rendering: columns in first-seen order, quoting and escaping, formulas, non-object records.
import Foundation
import Testing
@testable import ToolSupport
import SteamModels

@Suite struct TableRendererTests {
    func render(_ format: OutputFormat, _ records: [String]) throws -> String {
        var renderer = TableRenderer(format: format)
        for record in records { try renderer.add(Array(record.utf8)) }
        return renderer.render()
    }

    @Test func columnsAppearInFirstSeenOrderAcrossRecords() throws {
        let csv = try render(.csv, [#"{"steamid":"1","name":"a"}"#, #"{"steamid":"2","extra":true}"#])
        #expect(csv == "steamid,name,extra\n1,a,\n2,,true\n")
    }

    @Test func csvQuotesWhatWouldBreakARow() throws {
        let csv = try render(.csv, [#"{"a":"x,y","b":"say \"hi\"","c":"two\nlines"}"#])
        #expect(csv == "a,b,c\n\"x,y\",\"say \"\"hi\"\"\",\"two\nlines\"\n")
    }

    /// A quote that a combining mark follows is one Character with it, yet a CSV reader sees the quote: it is
    /// doubled, and the field quoted for it alone.
    @Test func csvDoublesAQuoteThatACombiningMarkFollows() throws {
        #expect(try render(.csv, [#"{"a":"x\"\u0301y,z","b":"q\"\u0301"}"#]) == "a,b\n\"x\"\"\u{301}y,z\",\"q\"\"\u{301}\"\n")
    }

    @Test func tsvEscapesEachHalfOfACarriageReturnLineFeed() throws {
        #expect(try render(.tsv, [#"{"a":"p\r\nq"}"#]) == "a\np\\r\\nq\n")
    }

    @Test func tsvEscapesTabsAndNewlines() throws {
        #expect(try render(.tsv, [#"{"a":"x\ty","b":"1\n2"}"#]) == "a\tb\nx\\ty\t1\\n2\n")
    }

    @Test func nestedValuesAreCompactJSONAndNullIsEmpty() throws {
        #expect(try render(.csv, [#"{"a":[1,2],"b":null,"c":{"d":1}}"#]) == "a,b,c\n\"[1,2]\",,\"{\"\"d\"\":1}\"\n")
    }

    @Test func scalarsBecomeOneValueColumn() throws {
        #expect(try render(.csv, [#""Robin""#, "42"]) == "value\nRobin\n42\n")
    }

    @Test func tableAlignsColumns() throws {
        let table = try render(.table, [#"{"steamid":"76561197960287930","personaname":"Robin"}"#, #"{"steamid":"1","personaname":"Gabe"}"#])
        #expect(table == """
            steamid            personaname
            76561197960287930  Robin
            1                  Gabe

            """)
    }

    @Test func wideCharactersTakeTwoColumns() throws {
        #expect(TableRenderer.displayWidth("月光") == 4)
        #expect(TableRenderer.displayWidth("🦊 Otter") == 8)
        #expect(TableRenderer.displayWidth("𝄞 Smith") == 7)
        #expect(TableRenderer.displayWidth("Zoë") == 3)
        let table = try render(.table, [#"{"name":"月光","id":"1"}"#, #"{"name":"Zoë","id":"2"}"#])
        #expect(table == "name  id\n月光  1\nZoë   2\n")
    }

    @Test(arguments: [OutputFormat.table, .csv, .tsv])
    func noRecordsRenderNothing(format: OutputFormat) throws {
        #expect(try render(format, []) == "")
    }

    @Test func csvDefusesFormulaStringsButNotNumbers() throws {
        let csv = try render(.csv, [#"{"=h":"=1+2","p":"+1","m":"-5","at":"@A1","n":-5,"q":"=SUM(A1,B1)","ok":"a=b"}"#])
        #expect(csv == "'=h,p,m,at,n,q,ok\n'=1+2,'+1,'-5,'@A1,-5,\"'=SUM(A1,B1)\",a=b\n")
    }

    @Test func tsvAndTablesLeaveFormulasAlone() throws {
        #expect(try render(.tsv, [#"{"a":"=1+2","b":-5}"#]) == "a\tb\n=1+2\t-5\n")
        #expect(try render(.table, [#"{"a":"=1+2"}"#]) == "a\n=1+2\n")
    }

    @Test func unreadableRecordThrows() {
        #expect(throws: JSONReadError.self) { try render(.csv, [#"{"a":1}"#, "{"]) }
    }
}
