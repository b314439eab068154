// HTTPClient against steam-replay: plain answers, answers not retried, and the key kept out of sight.
import Foundation
import Testing
import Transport

@Suite struct HTTPClientTests {
    @Test func getsAnAnswer() async throws {
        let fixture = try ReplayFixture()
        let response = try await fixture.client().send(HTTPRequest(url: fixture.summariesURL()))

        #expect(response.status == 200)
        #expect(response.attempts == 1)
        #expect(response.contentType?.hasPrefix("application/json") == true)
        let object = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
        #expect(object?["response"] != nil)
        #expect(try fixture.summaryCalls().count == 1)
    }

    /// --verbose: a line for every attempt, retried ones too, saying what came back, with the key hidden.
    @Test func eachAttemptIsTracedWithItsOutcomeAndNotTheKey() async throws {
        let fixture = try ReplayFixture()
        try fixture.replay.inject(#"[{"path":"GetPlayerSummaries","status":503},{"path":"GetPlayerSummaries","truncate":true}]"#)
        let traces = NoticeLog()
        var configuration = TransportConfiguration(
            retry: RetryPolicy(maxAttempts: 4, baseDelay: 0.01, maxDelay: 0.05), rateKey: fixture.replay.key,
            stateDirectory: FileManager.default.temporaryDirectory)
        configuration.trace = { traces.append($0) }
        let response = try await HTTPClient(configuration: configuration).send(HTTPRequest(url: fixture.summariesURL()))

        #expect(response.status == 200 && response.attempts == 3)
        let lines = traces.all
        #expect(lines.count == 3, "\(lines)")
        let prefix = "GET \(fixture.replay.baseURL)/ISteamUser/GetPlayerSummaries/v2/?key=REDACTED&steamids=76561198830940723 → "
        #expect(lines.allSatisfy { $0.hasPrefix(prefix) && !$0.contains(fixture.replay.key) }, "\(lines)")
        #expect(lines.first?.contains("→ 503, ") == true && lines.first?.hasSuffix("(attempt 1 of 4)") == true, "\(lines)")
        #expect(lines.dropFirst().first?.contains("→ no answer: ") == true, "\(lines)")
        #expect(lines.last?.contains("→ 200, ") == true && lines.last?.hasSuffix("(attempt 3 of 4)") == true, "\(lines)")
    }

    @Test(arguments: [400, 401, 403, 404, 405, 410])
    func clientErrorsAreReturnedAtOnce(status: Int) async throws {
        let fixture = try ReplayFixture()
        try fixture.replay.inject(#"[{"path":"GetPlayerSummaries","status":\#(status),"count":5}]"#)
        let response = try await fixture.client().send(HTTPRequest(url: fixture.summariesURL()))

        #expect(response.status == status)
        #expect(response.attempts == 1)
        #expect(try fixture.summaryCalls().count == 1)
        #expect(fixture.notices.all.isEmpty)
    }

    @Test func aWrongKeyIsRefusedOnceWithValvesHTMLPage() async throws {
        let fixture = try ReplayFixture()
        let wrongKey = "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"
        let response = try await fixture.client().send(HTTPRequest(url: fixture.summariesURL(key: wrongKey)))

        #expect(response.status == 403)
        #expect(response.contentType?.hasPrefix("text/html") == true)
        #expect(try fixture.summaryCalls().count == 1)
        #expect(!response.url.contains(wrongKey))
    }

    @Test func anHTMLPageWithStatus200IsReturnedAsIs() async throws {
        let fixture = try ReplayFixture()
        try fixture.replay.inject(#"[{"path":"GetPlayerSummaries","html":true}]"#)
        let response = try await fixture.client().send(HTTPRequest(url: fixture.summariesURL()))

        #expect(response.status == 200)
        #expect(response.contentType?.hasPrefix("text/html") == true)
        #expect(response.attempts == 1)
    }

    @Test func theResponseURLHasTheKeyRedacted() async throws {
        let fixture = try ReplayFixture()
        let response = try await fixture.client().send(HTTPRequest(url: fixture.summariesURL()))

        #expect(!response.url.contains(fixture.key))
        #expect(response.url.contains("key=REDACTED"))
        #expect(response.url.contains("steamids=76561198830940723"))
    }

    @Test func noticesAndErrorsNeverShowTheKey() async throws {
        let fixture = try ReplayFixture()
        try fixture.replay.inject(
            #"[{"path":"GetPlayerSummaries","status":500,"count":1},"#
                + #"{"path":"GetPlayerSummaries","reset":true,"count":9}]"#)
        let client = try fixture.client(retry: RetryPolicy(maxAttempts: 3, baseDelay: 0.01, maxDelay: 0.05))

        let error = try await #require(throws: TransportError.self) {
            try await client.send(HTTPRequest(url: fixture.summariesURL()))
        }
        let shown = [error.description, "\(error)", String(reflecting: error)] + fixture.notices.all
        #expect(fixture.notices.all.count == 2)
        for text in shown {
            #expect(!text.contains(fixture.key), "\(text)")
        }
        #expect(error.description.contains("key=REDACTED"))
        #expect(fixture.notices.all.first?.hasPrefix("retrying GetPlayerSummaries in ") == true)
    }

    @Test func aURLCurlCannotUseIsAnInvalidURL() async throws {
        let fixture = try ReplayFixture()
        let client = try fixture.client()
        for url in ["not a url", "file:///etc/passwd?key=\(fixture.key)"] {
            let error = try await #require(throws: TransportError.self) {
                try await client.send(HTTPRequest(url: url))
            }
            guard case .invalidURL = error else {
                Issue.record("expected invalidURL, got \(error)")
                continue
            }
            #expect(!error.description.contains(fixture.key))
        }
        #expect(fixture.notices.all.isEmpty)
    }

    @Test func aKeyWithAwkwardCharactersIsShownNowhere() async throws {
        let fixture = try ReplayFixture()
        try fixture.replay.inject(#"[{"path":"GetPlayerSummaries","status":500,"count":10}]"#)
        let client = try fixture.client(retry: RetryPolicy(maxAttempts: 2, baseDelay: 0.01, maxDelay: 0.05))
        for key in ["SECRET TAIL", "SECRET'TAIL", "SECRET\"<TAIL>", "SECRET#TAIL"] {
            let url = "\(fixture.replay.baseURL)/ISteamUser/GetPlayerSummaries/v2/?steamids=1&key=\(key)"
            var shown = fixture.notices.all
            do {
                shown.append(try await client.send(HTTPRequest(url: url)).url)
            } catch {
                shown.append("\(error)")
            }
            shown += fixture.notices.all
            for text in shown {
                #expect(!text.contains("SECRET") && !text.contains("TAIL"), "\(text)")
            }
        }
    }

    @Test func sendsThePostMethodWithABody() async throws {
        let fixture = try ReplayFixture()
        let request = HTTPRequest(
            url: fixture.summariesURL(), method: "POST", headers: ["Accept": "application/json"],
            body: Data("steamids=1".utf8))
        let response = try await fixture.client().send(request)

        let calls = try fixture.summaryCalls()
        #expect(calls.count == 1)
        #expect(calls.first?["method"] as? String == "POST")
        #expect(response.attempts == 1)
    }
}
