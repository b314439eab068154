// HTTPClient's transfers ended early: an answer too large to be any real one is refused before it is read whole, and
// a cancelled request gives up its transfer at once instead of at curl's timeout.
import Foundation
import Testing
import TestSupport
import Transport

@Suite struct HTTPClientEndingTests {
    /// Announced or not, a body of 100 MB is more than the cap; the client stops reading at the cap at the latest, and
    /// says which endpoint sent it.
    @Test(arguments: [OversizedAnswerServer.Framing.contentLength, .chunked])
    func aHundredMegabyteAnswerIsRefusedByNameBeforeItIsReadWhole(framing: OversizedAnswerServer.Framing) async throws {
        let hundredMegabytes = 100 << 20
        let server = try OversizedAnswerServer(size: hundredMegabytes, framing: framing)
        defer { server.stop() }
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let client = try HTTPClient(
            configuration: TransportConfiguration(
                retry: RetryPolicy(maxAttempts: 3, baseDelay: 0.01, maxDelay: 0.05), stateDirectory: state))
        let url = server.baseURL + "/IDOTA2Match_570/GetMatchHistory/v1/?key=SECRET&account_id=1"

        let error = await #expect(throws: TransportError.self) { try await client.send(HTTPRequest(url: url)) }
        let message = error?.description ?? ""
        #expect(message.contains("/IDOTA2Match_570/GetMatchHistory/v1/"), "\(message)")
        #expect(message.contains("64 MiB") && !message.contains("SECRET"), "\(message)")
        #expect(server.bodyBytesSent < hundredMegabytes, "the client hung up before the end")
    }

    /// The replay holds the request unanswered; the client's timeout is far off, so only the cancellation can end it.
    /// Alone, it ends within milliseconds; the bound leaves room for a cooperative pool crowded by other suites (7.8 s
    /// was seen in a whole-suite run on two cores), and stays far below the 120 s a transfer left running would take.
    @Test func aCancelledRequestEndsAtOnceNotAtCurlsTimeoutAndTheClientStillWorks() async throws {
        let fixture = try ReplayFixture()
        try fixture.replay.inject(#"[{"path":"GetPlayerSummaries","hang":true}]"#)
        let client = try fixture.client(timeout: 120)
        let url = fixture.summariesURL()
        let request = Task { try await client.send(HTTPRequest(url: url)) }
        try await waitUntil("the replay holding the request", within: 30) { try fixture.summaryCalls().count == 1 }

        let cancelled = ContinuousClock.now
        request.cancel()
        let outcome = await request.result
        let took = ContinuousClock.now - cancelled
        #expect(took < .seconds(30), "the request ended \(took) after its cancellation")
        #expect(throws: CancellationError.self) { try outcome.get() }

        let response = try await client.send(HTTPRequest(url: url))
        #expect(response.status == 200)
    }
}
