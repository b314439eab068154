// Shared setup for the tests that talk to a real steam-replay over loopback.
import Foundation
import Synchronization
import TestSupport
import Transport

/// One steam-replay per test, since faults and the request log are server-wide
/// and Swift Testing runs tests in parallel.
struct ReplayFixture {
    let replay: Replay
    let notices = NoticeLog()

    init() throws {
        replay = try Replay()
    }

    var key: String { replay.key }

    func summariesURL(key: String? = nil) -> String {
        "\(replay.baseURL)/ISteamUser/GetPlayerSummaries/v2/?key=\(key ?? replay.key)&steamids=76561198830940723"
    }

    /// A client whose retries wait milliseconds, not seconds, unless told otherwise.
    func client(
        jobs: Int = 8,
        timeout: Double = 30,
        retry: RetryPolicy = RetryPolicy(maxAttempts: 4, baseDelay: 0.01, maxDelay: 0.05),
        rate: Double? = nil,
        burst: Int = 1,
        stateDirectory: URL? = nil
    ) throws -> HTTPClient {
        let notices = self.notices
        return try HTTPClient(
            configuration: TransportConfiguration(
                jobs: jobs,
                timeout: timeout,
                retry: retry,
                rate: rate,
                burst: burst,
                rateKey: replay.key,
                stateDirectory: stateDirectory ?? FileManager.default.temporaryDirectory,
                notice: { notices.append($0) }))
    }

    /// The logged requests to GetPlayerSummaries.
    func summaryCalls() throws -> [[String: Any]] {
        try replay.requests(to: "GetPlayerSummaries")
    }

    /// When steam-replay logged each GetPlayerSummaries request arriving, earliest first.
    func summaryArrivals() throws -> [Date] {
        let format = ISO8601DateFormatter()
        format.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return try summaryCalls().compactMap { ($0["time"] as? String).flatMap(format.date(from:)) }.sorted()
    }
}

/// Collects the notices a client gives, from whichever thread gives them.
final class NoticeLog: Sendable {
    private let lines = Mutex<[String]>([])

    func append(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    var all: [String] {
        lines.withLock { $0 }
    }
}
