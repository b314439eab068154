// HTTPClient against steam-replay: the jobs bound and the rate shared between clients.
import Foundation
import Testing
import TestSupport
import Transport

@Suite struct HTTPClientLimitTests {
    @Test func neverMoreThanJobsInFlight() async throws {
        let fixture = try ReplayFixture()
        try fixture.replay.inject(#"[{"path":"GetPlayerSummaries","latency_ms":300}]"#)
        let client = try fixture.client(jobs: 2)

        let start = ContinuousClock.now
        try await send(6, through: client, to: fixture.summariesURL())
        // Six 300 ms answers two at a time take three rounds; unbounded, they would take one.
        #expect(ContinuousClock.now - start >= .milliseconds(900))

        let arrivals = try fixture.summaryCalls().compactMap(arrivalTime).sorted()
        #expect(arrivals.count == 6)
        // Of any three requests, the third can only have been sent once one of
        // the other two was answered, at least 300 ms after the first arrived.
        for (first, third) in zip(arrivals, arrivals.dropFirst(2)) {
            #expect(third.timeIntervalSince(first) >= 0.29)
        }
    }

    @Test func twoClientsShareOneRateThroughTheStateDirectory() async throws {
        let fixture = try ReplayFixture()
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let first = try fixture.client(rate: 4, stateDirectory: state)
        let second = try fixture.client(rate: 4, stateDirectory: state)

        let start = ContinuousClock.now
        async let fromFirst: Void = send(4, through: first, to: fixture.summariesURL())
        async let fromSecond: Void = send(4, through: second, to: fixture.summariesURL())
        _ = try await (fromFirst, fromSecond)
        // A full bucket holds 4 tokens; the other 4 come at 4 a second. Alone, each client would not wait.
        #expect(ContinuousClock.now - start >= .milliseconds(900))
        #expect(try fixture.summaryCalls().count == 8)

        let files = try FileManager.default.subpathsOfDirectory(atPath: state.path)
        #expect(files.count == 2)  // rate/ and the bucket in it
        for file in files {
            #expect(!file.contains(fixture.key))
            let contents = (try? String(contentsOf: state.appendingPathComponent(file), encoding: .utf8)) ?? ""
            #expect(!contents.contains(fixture.key))
        }
    }

    @Test func everyRetryPassesTheRateBucket() async throws {
        let fixture = try ReplayFixture()
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        try fixture.replay.inject(#"[{"path":"GetPlayerSummaries","status":500,"count":2}]"#)
        let client = try fixture.client(rate: 2, stateDirectory: state)

        let start = ContinuousClock.now
        let response = try await client.send(HTTPRequest(url: fixture.summariesURL()))
        // Three attempts at 2 a second from a bucket of 2: the third waits half a second.
        #expect(ContinuousClock.now - start >= .milliseconds(450))
        #expect(response.attempts == 3)
    }

    /// When steam-replay logged the request arriving (ISO 8601, milliseconds).
    private func arrivalTime(_ entry: [String: Any]) -> Date? {
        let format = ISO8601DateFormatter()
        format.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return (entry["time"] as? String).flatMap(format.date(from:))
    }

    private func send(_ count: Int, through client: HTTPClient, to url: String) async throws {
        try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<count {
                group.addTask { try await client.send(HTTPRequest(url: url)).status }
            }
            for try await status in group {
                #expect(status == 200)
            }
        }
    }
}
