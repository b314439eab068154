// HTTPClient against steam-replay: the jobs bound and the rate shared between clients.
import Foundation
import Testing
import TestSupport
@testable import Transport

@Suite struct HTTPClientLimitTests {
    @Test func neverMoreThanJobsInFlight() async throws {
        let fixture = try ReplayFixture()
        try fixture.replay.inject(#"[{"path":"GetPlayerSummaries","latency_ms":300}]"#)
        let client = try fixture.client(jobs: 2)

        let start = ContinuousClock.now
        try await send(6, through: client, to: fixture.summariesURL())
        // Six 300 ms answers two at a time take three rounds; unbounded, they would take one.
        #expect(ContinuousClock.now - start >= .milliseconds(900))

        let arrivals = try fixture.summaryArrivals()
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
        // A full bucket holds one token; the other 7 come at 4 a second. Alone, each client would wait 0.75 s.
        #expect(ContinuousClock.now - start >= .milliseconds(1_700))
        #expect(try fixture.summaryCalls().count == 8)

        let files = try FileManager.default.subpathsOfDirectory(atPath: state.path)
        #expect(files.count == 2)  // rate/ and the bucket in it
        #expect(files.contains { $0.hasSuffix(".standard") })
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
        // Three attempts at 2 a second from a bucket of 1: the second and third each wait for a token.
        #expect(ContinuousClock.now - start >= .milliseconds(950))
        #expect(response.attempts == 3)
    }

    @Test func withBurstOneNoSecondSeesMoreThanTheRate() async throws {
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        // Two clients, as two processes of one pipe, each with 4 requests at once.
        let clients = (0..<2).map { _ in
            SharedRateLimiter(rate: 4, burst: 1, key: "KEY", rateClass: .standard, stateDirectory: state)
        }
        let turns = try await withThrowingTaskGroup(of: Double.self) { group in
            for client in clients {
                for _ in 0..<4 {
                    group.addTask { try await client.waitForTurn(announce: { _, _ in }).time }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }.sorted()
        }

        #expect(turns.count == 8)
        // At most 4 in any second: any 5 tokens in a row span a whole second. The times
        // are those the bucket gave its tokens at, so a slow machine cannot blur them.
        // A bucket as deep as the rate gave the first 4 at once and the fifth 0.25 s later.
        for (first, fifth) in zip(turns, turns.dropFirst(4)) {
            #expect(fifth - first >= 0.99, "\(turns)")
        }
    }

    @Test func aClassCeilingLimitsItsRequestsBelowTheConfiguredRate() async throws {
        let fixture = try ReplayFixture()
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let client = try fixture.client(rate: 1_000, stateDirectory: state)
        let slow = RateClass(name: "slow", ceiling: 4)

        let start = ContinuousClock.now
        for _ in 0..<3 {
            _ = try await client.send(HTTPRequest(url: fixture.summariesURL(), rateClass: slow))
        }
        // Four a second, not a thousand: the third token comes half a second after the first.
        #expect(ContinuousClock.now - start >= .milliseconds(490))
        // The class's own bucket, and the key's whole-rate bucket it also draws from.
        let files = try FileManager.default.contentsOfDirectory(atPath: state.appendingPathComponent("rate").path).sorted()
        #expect(files.count == 2 && files[0].hasSuffix(".slow") && files[1].hasSuffix(".standard"), "\(files)")
        #expect(!files.contains { $0.contains(fixture.key) })
    }

    /// A class with a ceiling above the configured rate still counts against it: requests of every class together
    /// keep within --rate, as the server counts them.
    @Test func everyClassDrawsOnTheKeysWholeRate() async throws {
        let fixture = try ReplayFixture()
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let client = try fixture.client(rate: 4, stateDirectory: state)
        let fast = RateClass(name: "fast", ceiling: 1_000)

        let start = ContinuousClock.now
        _ = try await client.send(HTTPRequest(url: fixture.summariesURL()))
        for _ in 0..<2 {
            _ = try await client.send(HTTPRequest(url: fixture.summariesURL(), rateClass: fast))
        }
        #expect(ContinuousClock.now - start >= .milliseconds(490))
    }

    @Test func aCeilingAloneLimitsWhenNoRateIsConfigured() async throws {
        let fixture = try ReplayFixture()
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let client = try fixture.client(rate: nil, stateDirectory: state)
        let slow = RateClass(name: "slow", ceiling: 4)

        let start = ContinuousClock.now
        for _ in 0..<3 {
            _ = try await client.send(HTTPRequest(url: fixture.summariesURL(), rateClass: slow))
        }
        #expect(ContinuousClock.now - start >= .milliseconds(490))
    }

    @Test(arguments: [Double.nan, .infinity, 1e20, 1e-300, -1, 0])
    func anOutOfRangeCeilingIsRefused(ceiling: Double) async throws {
        let fixture = try ReplayFixture()
        let request = HTTPRequest(url: fixture.summariesURL(), rateClass: RateClass(name: "odd", ceiling: ceiling))
        let error = try await #require(throws: TransportError.self) { try await fixture.client().send(request) }
        guard case .invalidConfiguration(let problem) = error else {
            Issue.record("expected invalidConfiguration, got \(error)")
            return
        }
        #expect(problem.contains("rate class odd") && problem.contains("\(ceiling)"), "\(problem)")
        #expect(try fixture.summaryCalls().isEmpty)
    }

    @Test func aWaitOfMoreThanASecondIsAnnouncedOnce() async throws {
        let fixture = try ReplayFixture()
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        // An empty bucket, as a run that just spent its token leaves it: the next token is 2 s away.
        let bucket = SharedRateLimiter(
            rate: 0.5, burst: 1, key: fixture.key, rateClass: .standard, stateDirectory: state
        ).fileURL
        try FileManager.default.createDirectory(at: bucket.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("0 \(Date().timeIntervalSince1970)".utf8).write(to: bucket)

        let response = try await fixture.client(rate: 0.5, stateDirectory: state)
            .send(HTTPRequest(url: fixture.summariesURL()))
        #expect(response.status == 200)
        let notices = fixture.notices.all
        #expect(notices.count == 1, "\(notices)")
        let notice = try #require(notices.first)
        #expect(notice.hasPrefix("waiting ") && !notice.contains(fixture.key), "\(notice)")
        #expect(notice.hasSuffix(" s for the shared rate limit (--rate 0.5) before GetPlayerSummaries"), "\(notice)")
    }

    /// Six requests at once at two a second: the last four each wait past a second, in turns of half a second or
    /// less, and one line says so with the whole wait, not the last turn (which once read "waiting 0.0 s").
    @Test func manyLongWaitsAreAnnouncedOncePerProcess() async throws {
        let fixture = try ReplayFixture()
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let client = try fixture.client(rate: 2, stateDirectory: state)
        try await send(6, through: client, to: fixture.summariesURL())
        let notices = fixture.notices.all
        #expect(notices.count == 1, "\(notices)")
        let seconds = notices.first.flatMap { Double($0.dropFirst("waiting ".count).prefix { $0 != " " }) }
        #expect(seconds.map { $0 >= 1 } == true, "\(notices)")
    }

    @Test func aShortWaitIsNotAnnounced() async throws {
        let fixture = try ReplayFixture()
        let state = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: state) }
        let client = try fixture.client(rate: 4, stateDirectory: state)
        for _ in 0..<3 {
            _ = try await client.send(HTTPRequest(url: fixture.summariesURL()))
        }
        #expect(fixture.notices.all.isEmpty)
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
