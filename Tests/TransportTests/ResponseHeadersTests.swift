// Tests for collecting response header lines.
import Testing
@testable import Transport

@Suite struct ResponseHeadersTests {
    @Test func lowercasesNamesAndTrimsValues() {
        var headers = ResponseHeaders()
        let lines = [
            "HTTP/1.1 200 OK\r\n", "Content-Type: application/json; charset=UTF-8\r\n", "Retry-After:  3 \r\n", "\r\n",
        ]
        for line in lines {
            headers.add(line: line)
        }
        #expect(headers.fields == ["content-type": "application/json; charset=UTF-8", "retry-after": "3"])
    }

    @Test func joinsRepeatedHeaders() {
        var headers = ResponseHeaders()
        headers.add(line: "Vary: Accept\r\n")
        headers.add(line: "vary: Origin\r\n")
        #expect(headers.fields["vary"] == "Accept, Origin")
    }

    @Test func keepsOnlyTheFinalResponsesHeaders() {
        var headers = ResponseHeaders()
        let lines = [
            "HTTP/1.1 100 Continue\r\n", "X-Interim: 1\r\n", "\r\n", "HTTP/1.1 200 OK\r\n", "X-Final: 2\r\n", "\r\n",
        ]
        for line in lines {
            headers.add(line: line)
        }
        #expect(headers.fields == ["x-final": "2"])
    }
}
