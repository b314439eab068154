// Tests for the configuration defaults and their validation.
import Foundation
import Testing
@testable import Transport

@Suite struct TransportConfigurationTests {
    @Test func stateDirectoryFollowsXDGStateHome() {
        let directory = TransportConfiguration.defaultStateDirectory(
            environment: ["XDG_STATE_HOME": "/srv/state", "HOME": "/home/ann"])
        #expect(directory.path == "/srv/state/steam-pipes")
    }

    @Test func stateDirectoryFallsBackToHome() {
        for environment in [["HOME": "/home/ann"], ["XDG_STATE_HOME": "relative/state", "HOME": "/home/ann"]] {
            let directory = TransportConfiguration.defaultStateDirectory(environment: environment)
            #expect(directory.path == "/home/ann/.local/state/steam-pipes")
        }
    }

    @Test func defaultsAreTheDocumentedOnes() {
        let configuration = TransportConfiguration()
        #expect(configuration.jobs == 8)
        #expect(configuration.timeout == 30)
        #expect(configuration.connectTimeout == 10)
        #expect(configuration.retry.maxAttempts == 4)
        #expect(configuration.retry.baseDelay == 0.5)
        #expect(configuration.retry.maxDelay == 20)
        #expect(configuration.rate == nil)
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
}
