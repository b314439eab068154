// HTTPClient against steam-replay: what is retried, how often, how long it waits, and how it gives up.
import Foundation
import Testing
import Transport

@Suite struct HTTPClientRetryTests {
    @Test func twoRateLimitsThenSuccess() async throws {
        let fixture = try ReplayFixture()
        try fixture.replay.inject(#"[{"path":"GetPlayerSummaries","status":429,"count":2}]"#)
        let response = try await fixture.client().send(HTTPRequest(url: fixture.summariesURL()))

        #expect(response.status == 200)
        #expect(response.attempts == 3)
        #expect(try fixture.summaryCalls().map { $0["status"] as? Int } == [429, 429, 200])
        let notices = fixture.notices.all
        #expect(notices.count == 2)
        #expect(notices.first?.contains("after HTTP 429 (attempt 2 of 4)") == true)
        #expect(notices.last?.contains("(attempt 3 of 4)") == true)
    }

    @Test func retryAfterIsHonoured() async throws {
        let fixture = try ReplayFixture()
        try fixture.replay.inject(#"[{"path":"GetPlayerSummaries","status":429,"retry_after":1,"count":1}]"#)
        let client = try fixture.client(retry: RetryPolicy(maxAttempts: 4, baseDelay: 0.01, maxDelay: 5))

        let start = ContinuousClock.now
        let response = try await client.send(HTTPRequest(url: fixture.summariesURL()))
        #expect(ContinuousClock.now - start >= .seconds(1))
        #expect(response.status == 200)
        #expect(response.attempts == 2)
        #expect(fixture.notices.all.first?.contains("in 1.0 s after HTTP 429") == true)
    }

    @Test(arguments: [500, 502, 503])
    func serverErrorsAreRetried(status: Int) async throws {
        let fixture = try ReplayFixture()
        try fixture.replay.inject(#"[{"path":"GetPlayerSummaries","status":\#(status),"count":2}]"#)
        let response = try await fixture.client().send(HTTPRequest(url: fixture.summariesURL()))

        #expect(response.status == 200)
        #expect(response.attempts == 3)
        #expect(try fixture.summaryCalls().count == 3)
    }

    @Test(arguments: ["truncate", "reset"])
    func brokenConnectionsAreRetried(fault: String) async throws {
        let fixture = try ReplayFixture()
        try fixture.replay.inject(#"[{"path":"GetPlayerSummaries","\#(fault)":true,"count":2}]"#)
        let response = try await fixture.client().send(HTTPRequest(url: fixture.summariesURL()))

        #expect(response.status == 200)
        #expect(response.attempts == 3)
        let expectedCode = fault == "truncate" ? "curl error 18" : "curl error 52"
        #expect(fixture.notices.all.allSatisfy { $0.contains(expectedCode) }, "\(fixture.notices.all)")
    }

    @Test func rateLimitedAfterEveryAttemptThrows() async throws {
        let fixture = try ReplayFixture()
        try fixture.replay.inject(#"[{"path":"GetPlayerSummaries","status":429,"count":10}]"#)
        let client = try fixture.client(retry: RetryPolicy(maxAttempts: 3, baseDelay: 0.01, maxDelay: 0.05))

        let error = try await #require(throws: TransportError.self) {
            try await client.send(HTTPRequest(url: fixture.summariesURL()))
        }
        guard case .rateLimited(_, let attempts) = error else {
            Issue.record("expected rateLimited, got \(error)")
            return
        }
        #expect(attempts == 3)
        #expect(try fixture.summaryCalls().count == 3)
    }

    @Test func aServerErrorAfterEveryAttemptIsReturned() async throws {
        let fixture = try ReplayFixture()
        try fixture.replay.inject(#"[{"path":"GetPlayerSummaries","status":500,"count":10}]"#)
        let client = try fixture.client(retry: RetryPolicy(maxAttempts: 3, baseDelay: 0.01, maxDelay: 0.05))
        let response = try await client.send(HTTPRequest(url: fixture.summariesURL()))

        #expect(response.status == 500)
        #expect(response.attempts == 3)
    }

    @Test func noReplyAfterEveryAttemptThrowsCurlsError() async throws {
        let fixture = try ReplayFixture()
        try fixture.replay.inject(#"[{"path":"GetPlayerSummaries","reset":true,"count":10}]"#)
        let client = try fixture.client(retry: RetryPolicy(maxAttempts: 2, baseDelay: 0.01, maxDelay: 0.05))

        let error = try await #require(throws: TransportError.self) {
            try await client.send(HTTPRequest(url: fixture.summariesURL()))
        }
        guard case .connectionFailed(_, let curlCode, let message, let attempts) = error else {
            Issue.record("expected connectionFailed, got \(error)")
            return
        }
        #expect(curlCode == 52)
        #expect(!message.isEmpty)
        #expect(attempts == 2)
        #expect(error.curlCode == 52)
        #expect(!error.isUnreachable)
    }

    @Test func aTimeoutIsATransportErrorToo() async throws {
        let fixture = try ReplayFixture()
        try fixture.replay.inject(#"[{"path":"GetPlayerSummaries","latency_ms":2000}]"#)
        let client = try fixture.client(
            timeout: 0.2, retry: RetryPolicy(maxAttempts: 2, baseDelay: 0.01, maxDelay: 0.05))

        let error = try await #require(throws: TransportError.self) {
            try await client.send(HTTPRequest(url: fixture.summariesURL()))
        }
        guard case .connectionFailed(_, let curlCode, _, let attempts) = error else {
            Issue.record("expected connectionFailed, got \(error)")
            return
        }
        #expect(curlCode == 28)
        #expect(attempts == 2)
        #expect(!error.isUnreachable)
    }

    @Test func withRetriesOffARateLimitThrowsAtOnce() async throws {
        let fixture = try ReplayFixture()
        try fixture.replay.inject(#"[{"path":"GetPlayerSummaries","status":429,"count":1}]"#)
        let request = HTTPRequest(url: fixture.summariesURL(), retry: .never)

        await #expect(throws: TransportError.self) { try await fixture.client().send(request) }
        #expect(try fixture.summaryCalls().count == 1)
        #expect(fixture.notices.all.isEmpty)
    }

    @Test func withRetriesOffAServerErrorIsReturnedAtOnce() async throws {
        let fixture = try ReplayFixture()
        try fixture.replay.inject(#"[{"path":"GetPlayerSummaries","status":503,"retry_after":1,"count":1}]"#)
        let response = try await fixture.client().send(HTTPRequest(url: fixture.summariesURL(), retry: .never))

        #expect(response.status == 503)
        #expect(response.attempts == 1)
        #expect(try fixture.summaryCalls().count == 1)
    }

    @Test func anAnswerTheRuleCallsFinalEndsTheAttempts() async throws {
        let fixture = try ReplayFixture()
        try fixture.replay.inject(#"[{"path":"GetPlayerSummaries","status":500,"count":10}]"#)
        let request = HTTPRequest(url: fixture.summariesURL(), retry: .standard(finalWhen: { status, _ in status == 500 }))
        let response = try await fixture.client().send(request)

        #expect(response.status == 500)
        #expect(response.attempts == 1)
        #expect(try fixture.summaryCalls().count == 1)
        #expect(fixture.notices.all.isEmpty)
    }

    @Test func anAnswerTheRuleDoesNotCallFinalIsRetriedAsUsual() async throws {
        let fixture = try ReplayFixture()
        try fixture.replay.inject(#"[{"path":"GetPlayerSummaries","status":500,"count":2}]"#)
        // GetMatchDetails' answer is 500 with the body {}; steam-replay's 500 here is an HTML page.
        let emptyObject = Data("{}".utf8)
        let request = HTTPRequest(
            url: fixture.summariesURL(), retry: .standard(finalWhen: { status, body in status == 500 && body == emptyObject }))
        let response = try await fixture.client().send(request)

        #expect(response.status == 200)
        #expect(response.attempts == 3)
    }

    @Test func aDeadPortIsUnreachable() async throws {
        let fixture = try ReplayFixture()
        // Port 1 on loopback: nothing listens there, so the connection is refused at once.
        let url = "http://127.0.0.1:1/ISteamUser/GetPlayerSummaries/v2/?key=\(fixture.key)"
        let error = try await #require(throws: TransportError.self) {
            try await fixture.client(retry: RetryPolicy(maxAttempts: 2, baseDelay: 0.01, maxDelay: 0.05))
                .send(HTTPRequest(url: url))
        }
        guard case .connectionFailed(_, let curlCode, _, let attempts) = error else {
            Issue.record("expected connectionFailed, got \(error)")
            return
        }
        #expect(curlCode == 7)
        #expect(attempts == 2)
        #expect(error.isUnreachable)
    }

    @Test(arguments: ["truncate", "reset"])
    func aServerThatBreaksOffIsNotUnreachable(fault: String) async throws {
        let fixture = try ReplayFixture()
        try fixture.replay.inject(#"[{"path":"GetPlayerSummaries","\#(fault)":true,"count":10}]"#)
        let client = try fixture.client(retry: RetryPolicy(maxAttempts: 2, baseDelay: 0.01, maxDelay: 0.05))

        let error = try await #require(throws: TransportError.self) {
            try await client.send(HTTPRequest(url: fixture.summariesURL()))
        }
        #expect(error.curlCode == (fault == "truncate" ? 18 : 52))
        #expect(!error.isUnreachable)
    }
}
