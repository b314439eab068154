// Table, CSV and TSV rendering: columns in first-seen order, quoting and escaping, non-object records.
import Foundation
import Testing
@testable import ToolSupport

@Suite struct TableRendererTests {
    func render(_ format: OutputFormat, _ records: [String]) -> String {
        TableRenderer(format: format, records: records.map { Data($0.utf8) }).render()
    }

    @Test func columnsAppearInFirstSeenOrderAcrossRecords() {
        let csv = render(.csv, [#"{"steamid":"1","name":"a"}"#, #"{"steamid":"2","extra":true}"#])
        #expect(csv == "steamid,name,extra\n1,a,\n2,,true\n")
    }

    @Test func csvQuotesWhatWouldBreakARow() {
        let csv = render(.csv, [#"{"a":"x,y","b":"say \"hi\"","c":"two\nlines"}"#])
        #expect(csv == "a,b,c\n\"x,y\",\"say \"\"hi\"\"\",\"two\nlines\"\n")
    }

    @Test func tsvEscapesTabsAndNewlines() {
        #expect(render(.tsv, [#"{"a":"x\ty","b":"1\n2"}"#]) == "a\tb\nx\\ty\t1\\n2\n")
    }

    @Test func nestedValuesAreCompactJSONAndNullIsEmpty() {
        #expect(render(.csv, [#"{"a":[1,2],"b":null,"c":{"d":1}}"#]) == "a,b,c\n\"[1,2]\",,\"{\"\"d\"\":1}\"\n")
    }

    @Test func scalarsBecomeOneValueColumn() {
        #expect(render(.csv, [#""Robin""#, "42"]) == "value\nRobin\n42\n")
    }

    @Test func tableAlignsColumns() {
        let table = render(.table, [#"{"steamid":"76561197960287930","personaname":"Robin"}"#, #"{"steamid":"1","personaname":"Gabe"}"#])
        #expect(table == """
            steamid            personaname
            76561197960287930  Robin
            1                  Gabe

            """)
    }

    @Test func wideCharactersTakeTwoColumns() {
        #expect(TableRenderer.displayWidth("月光") == 4)
        #expect(TableRenderer.displayWidth("🦊 Otter") == 8)
        #expect(TableRenderer.displayWidth("𝄞 Smith") == 7)
        #expect(TableRenderer.displayWidth("Zoë") == 3)
        let table = render(.table, [#"{"name":"月光","id":"1"}"#, #"{"name":"Zoë","id":"2"}"#])
        #expect(table == "name  id\n月光  1\nZoë   2\n")
    }

    @Test func noRecordsRenderNothing() {
        #expect(render(.table, []) == "")
    }
}
