// Tests for the configuration defaults and their validation.
import Foundation
import Testing
import TestSupport
@testable import Transport

@Suite struct TransportConfigurationTests {
    /// Transport itself limits no rate (nil); the documented 5 requests a second is what every networked tool hands
    /// it unless `--rate` says otherwise, so it is read where the tools state it: the built tool's `--rate` help,
    /// whose default is the option's own value.
    @Test func defaultsAreTheDocumentedOnes() throws {
        let configuration = TransportConfiguration()
        #expect(configuration.jobs == 8)
        #expect(configuration.timeout == 30)
        #expect(configuration.connectTimeout == 10)
        #expect(configuration.retry.maxAttempts == 4)
        #expect(configuration.retry.baseDelay == 0.5)
        #expect(configuration.retry.maxDelay == 20)
        #expect(configuration.rate == nil)

        let help = try shell("steam-profile summaries --help")
        #expect(help.status == 0, "\(help.stderr)")
        // ArgumentParser wraps an option's help over lines indented under it, the default last.
        let rate = help.stdoutLines.drop { !$0.hasPrefix("  --rate ") }.prefix { $0.hasPrefix("  --rate ") || $0.hasPrefix("    ") }
        #expect(rate.joined(separator: " ").hasSuffix("(default: 5.0)"), "\(rate)")
    }

    @Test func rejectsValuesOutOfRange() {
        let broken = [
            TransportConfiguration(jobs: 0),
            TransportConfiguration(timeout: 0),
            TransportConfiguration(retry: RetryPolicy(maxAttempts: 0)),
            TransportConfiguration(rate: 0),
            TransportConfiguration(rate: -1),
        ]
        for configuration in broken {
            #expect(throws: TransportError.self) { try HTTPClient(configuration: configuration) }
        }
    }

    @Test func defaultBurstIsOne() {
        #expect(TransportConfiguration().burst == 1)
    }

    static let wild: [Double] = [.infinity, -.infinity, 1e20, -1, .nan]

    @Test(arguments: wild)
    func rejectsWildDurationsWithoutTrapping(value: Double) throws {
        let named: [(String, TransportConfiguration)] = [
            ("timeout", TransportConfiguration(timeout: value)),
            ("connect timeout", TransportConfiguration(connectTimeout: value)),
            ("retry base delay", TransportConfiguration(retry: RetryPolicy(baseDelay: value))),
            ("retry max delay", TransportConfiguration(retry: RetryPolicy(maxDelay: value))),
        ]
        for (name, configuration) in named {
            let error = try #require(throws: TransportError.self) { try configuration.validate() }
            #expect(error.description.contains(name) && error.description.contains("not \(value)"), "\(error)")
        }
    }

    @Test(arguments: wild + [1e-300, 0, 1e-4])
    func rejectsWildRatesWithoutTrapping(rate: Double) throws {
        let error = try #require(throws: TransportError.self) { try TransportConfiguration(rate: rate).validate() }
        #expect(error.description == "invalid network configuration: rate must be from one request an hour to 10000 a second, not \(rate)")
    }

    @Test(arguments: [0, -1, 1_000_000])
    func rejectsABurstOutOfRange(burst: Int) {
        #expect(throws: TransportError.self) { try TransportConfiguration(burst: burst).validate() }
    }

    @Test func acceptsTheEdgesOfEachRange() throws {
        try TransportConfiguration(
            timeout: 86_400, connectTimeout: 0.001, retry: RetryPolicy(baseDelay: 0, maxDelay: 3_600),
            rate: 1.0 / 3_600, burst: 10_000
        ).validate()
        try TransportConfiguration(rate: 10_000).validate()
    }

    @Test func waitsAndCurlMillisecondsStayInRangeWhateverTheyAreGiven() {
        #expect(WaitLimits.clamped(.nan, to: 3_600) == 0)
        #expect(WaitLimits.clamped(-5, to: 3_600) == 0)
        #expect(WaitLimits.clamped(.infinity, to: 3_600) == 3_600)
        #expect(WaitLimits.curlMilliseconds(1e20) == 86_400_000)
        #expect(WaitLimits.curlMilliseconds(.infinity) == 86_400_000)
        #expect(WaitLimits.curlMilliseconds(.nan) == 0)
        #expect(WaitLimits.curlMilliseconds(0.0001) == 1)
    }
}
