// A server answering with a body larger than any real answer: the tool refuses it by the endpoint's URL, fails that
// input alone (exit 1) and never holds the whole body.
import Foundation
import Testing
import TestSupport

@Suite(.blocksOnProcesses) struct OversizedAnswerTests {
    @Test func aHundredMegabyteAnswerFailsItsInputByTheEndpointsName() throws {
        let server = try OversizedAnswerServer(size: 100 << 20, framing: .chunked)
        defer { server.stop() }
        let sandbox = try OfflineSandbox()
        let result = try sandbox.run("STEAM_API_BASE_URL=\(server.baseURL) steam-profile friends 76561197960435530")
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("/ISteamUser/GetFriendList/v1/?steamid=76561197960435530"), "\(result.stderr)")
        #expect(result.stderr.contains("key=REDACTED") && !result.stderr.contains(sandbox.key), "\(result.stderr)")
        #expect(result.stderr.contains("over 64 MiB"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
