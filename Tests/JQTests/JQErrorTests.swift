// JQErrorTests.swift: compile errors, runtime errors, halts and invalid input, each with jq's own message.
import Foundation
import JQ
import Testing

@Suite struct JQErrorTests {
    @Test func syntaxErrorCarriesJQsMessage() {
        let error = #expect(throws: JQCompileError.self) { try JQProgram(".[") }
        #expect(error?.message.contains("syntax error, unexpected $end") == true)
        #expect(error?.message.hasSuffix("jq: 1 compile error") == true)
    }

    @Test func unknownFunctionIsACompileError() {
        let error = #expect(throws: JQCompileError.self) { try JQProgram("no_such_function(1)") }
        #expect(error?.message.contains("no_such_function/1 is not defined") == true)
    }

    @Test func runtimeErrorCarriesJQsMessage() throws {
        let program = try JQProgram(".x")
        let error = #expect(throws: JQRuntimeError.self) { try program.results(for: #""a string""#) }
        #expect(error?.message == #"Cannot index string with string "x""#)
    }

    @Test func errorWithANonStringValueIsReportedAsJSON() throws {
        let program = try JQProgram(#"error({"code": 7})"#)
        let error = #expect(throws: JQRuntimeError.self) { try program.results(for: "null") }
        #expect(error?.message == #"{"code":7}"#)
    }

    @Test func resultsBeforeAnErrorAreNotReturned() throws {
        let program = try JQProgram(".[] | .x")
        #expect(throws: JQRuntimeError.self) { try program.results(for: #"[{"x":1},"oops"]"#) }
    }

    @Test func haltErrorIsARuntimeErrorWithItsMessage() throws {
        let program = try JQProgram(#""stop here" | halt_error"#)
        let error = #expect(throws: JQRuntimeError.self) { try program.results(for: "null") }
        #expect(error?.message == "stop here")
    }

    @Test func haltIsARuntimeError() throws {
        let program = try JQProgram("halt")
        #expect(throws: JQRuntimeError.self) { try program.results(for: "null") }
    }

    @Test(arguments: [#"{"a":"#, "not json", "", #"{"a":1} {"b":2}"#])
    func invalidInputIsARuntimeErrorNamingTheProblem(input: String) throws {
        let program = try JQProgram(".")
        let error = #expect(throws: JQRuntimeError.self) { try program.results(for: input) }
        #expect(error?.message.hasPrefix("invalid JSON input: ") == true)
    }

    @Test func programStillWorksAfterAnError() throws {
        let program = try JQProgram(".x")
        #expect(throws: JQRuntimeError.self) { try program.results(for: "[]") }
        #expect(try program.results(for: #"{"x":2}"#) == ["2"])
    }
}
