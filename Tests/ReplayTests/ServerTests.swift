// ReplayServer on loopback in-process: it listens, answers through the service, refuses a bad host, and stops.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import Replay

@Suite struct ServerTests {
    @Test func startsOnAFreePortAndAnswersUntilStopped() async throws {
        let service = ReplayService(seed: 1, key: "K", epoch: 1_000)
        let server = try await ReplayServer.start(service: service, host: "127.0.0.1", port: 0)
        let url = try #require(URL(string: server.baseURL + "/_replay/clock"))
        let (body, response) = try await URLSession.shared.data(from: url)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: body, as: UTF8.self) == #"{"now":1000}"#)
        await server.stop()
        await #expect(throws: (any Error).self) { _ = try await URLSession.shared.data(from: url) }
    }

    @Test func refusesAHostThatIsNotIPv4() async {
        await #expect(throws: ReplayServerError.self) {
            _ = try await ReplayServer.start(service: ReplayService(seed: 1, key: "K"), host: "localhost", port: 0)
        }
    }

    @Test func aPortInUseFailsTheStart() async throws {
        let service = ReplayService(seed: 1, key: "K")
        let first = try await ReplayServer.start(service: service, host: "127.0.0.1", port: 0)
        let port = try #require(first.baseURL.split(separator: ":").last.flatMap { UInt16($0) })
        await #expect(throws: (any Error).self) {
            _ = try await ReplayServer.start(service: service, host: "127.0.0.1", port: port)
        }
        await first.stop()
    }
}
