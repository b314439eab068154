// ReplayServer on loopback in-process: it listens, answers through the service, refuses a bad host, and stops; the
// faults that are not answers, and slow answers beside quick ones, as a client on a real socket meets them.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import ReplayCorpus
import ReplayRoutes
import ReplayServer
import Testing
import TestSupport

@Suite struct ServerTests {
    @Test func startsOnAFreePortAndAnswersUntilStopped() async throws {
        let service = try ReplayService(seed: 1, key: "K", epoch: 1_000)
        let server = try await ReplayServer.start(service: service, host: "127.0.0.1", port: 0)
        let url = try #require(URL(string: server.baseURL + "/_replay/clock"))
        let (body, response) = try await overLoopback(url)
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: body, as: UTF8.self) == #"{"now":1000}"#)
        await server.stop()
        await #expect(throws: (any Error).self) { _ = try await URLSession.shared.data(from: url) }
    }

    @Test func refusesAHostThatIsNotIPv4() async throws {
        let service = try ReplayService(seed: 1, key: "K", epoch: TestEpoch.seconds)
        await #expect(throws: ReplayServerError.self) {
            _ = try await ReplayServer.start(service: service, host: "localhost", port: 0)
        }
    }

    @Test func aPortInUseFailsTheStart() async throws {
        let service = try ReplayService(seed: 1, key: "K", epoch: TestEpoch.seconds)
        let first = try await ReplayServer.start(service: service, host: "127.0.0.1", port: 0)
        let port = try #require(first.baseURL.split(separator: ":").last.flatMap { UInt16($0) })
        await #expect(throws: (any Error).self) {
            _ = try await ReplayServer.start(service: service, host: "127.0.0.1", port: port)
        }
        await first.stop()
    }

    /// Without TCP_NODELAY the body of each answer waited out the client's delayed acknowledgement (about 40 ms),
    /// which made every latency figure measured against the replay wrong.
    @Test func acceptedConnectionsHaveNagleOff() async throws {
        let server = try await ReplayServer.start(service: try ReplayService(seed: 1, key: "K", epoch: TestEpoch.seconds), host: "127.0.0.1", port: 0)
        defer { Task { await server.stop() } }
        let port = try #require(server.baseURL.split(separator: ":").last.flatMap { UInt16($0) })
        let client = try LoopbackClient(port: port)
        defer { client.close() }
        let answer = try await client.exchangeOffThePool("GET /_replay/clock HTTP/1.1\r\nHost: replay\r\n\r\n")
        #expect(answer.hasPrefix("HTTP/1.1 200"))
        let accepted = try #require(LoopbackClient.serverSide(of: client), "no accepted socket in this process")
        var noDelay: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        #expect(getsockopt(accepted, Int32(IPPROTO_TCP), TCP_NODELAY, &noDelay, &length) == 0)
        #expect(noDelay != 0)
    }

    /// A truncated answer keeps the whole body's Content-Length and sends half of it (curl exit 18: "transfer closed
    /// with bytes remaining"); a reset closes the connection with no reply (curl exit 52: "Empty reply from server").
    @Test(arguments: [("truncate", Int32(18)), ("reset", Int32(52))])
    func faultsThatAreNotAnswersReachTheClient(fault: String, curlExit: Int32) async throws {
        let service = try ReplayService(seed: 1, key: "K", epoch: TestEpoch.seconds)
        let server = try await ReplayServer.start(service: service, host: "127.0.0.1", port: 0)
        defer { Task { await server.stop() } }
        let curl = "curl -sS -o /dev/null -w '%{size_download}' '\(server.baseURL)/ISteamUser/ResolveVanityURL/v1/?key=K&vanityurl=x'"
        let whole = try await shellOffThePool(curl)
        #expect(whole.status == 0, "\(whole.stderr)")
        let size = try #require(Int(whole.stdoutText))
        #expect(size > 1)
        _ = await service.answer(method: "POST", path: "/_replay/faults", body: Data(#"[{"path":"ResolveVanityURL","\#(fault)":true}]"#.utf8))
        let faulted = try await shellOffThePool(curl)
        #expect(faulted.status == curlExit, "\(faulted.stderr)")
        #expect(faulted.stdoutText == String(fault == "truncate" ? size / 2 : 0))
    }

    /// Answers held back by a latency fault are worked out side by side: of two such requests on two connections, the
    /// second reaches the service while the first still waits (arrival times, not a stopwatch: on a busy machine a
    /// thread may come late to both). On one connection, pipelined requests are answered in the order sent, the slow
    /// one first, and "Connection: close" closes the connection after its answer.
    @Test func slowAnswersWaitSideBySideAndInOrderOnAConnection() async throws {
        let service = try ReplayService(seed: 1, key: "K", epoch: 1_000)
        let server = try await ReplayServer.start(service: service, host: "127.0.0.1", port: 0)
        defer { Task { await server.stop() } }
        let latency = 3.0
        _ = await service.answer(
            method: "POST", path: "/_replay/faults",
            body: Data(#"[{"path":"ResolveVanityURL","latency_ms":\#(Int(latency * 1000))}]"#.utf8))
        let slow = "curl -sS -o /dev/null '\(server.baseURL)/ISteamUser/ResolveVanityURL/v1/?key=K&vanityurl=x'"
        let both = try await shellOffThePool("\(slow) & first=$!; \(slow) & second=$!; wait $first && wait $second")
        #expect(both.status == 0, "\(both.stderr)")
        let log = String(decoding: await service.answer(method: "GET", path: "/_replay/requests").body, as: UTF8.self)
        let arrivals = try log.split(separator: "\n").map { line in
            let time = try #require(line.firstMatch(of: #/"time":"([^"]+)"/#)?.output.1)
            return try Date(String(time), strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))
        }
        try #require(arrivals.count == 2, "\(log)")
        #expect(abs(arrivals[0].timeIntervalSince(arrivals[1])) < latency, "\(log)")

        let port = try #require(server.baseURL.split(separator: ":").last.flatMap { UInt16($0) })
        let client = try LoopbackClient(port: port)
        defer { client.close() }
        let answers = try await client.exchangeOffThePool(
            "GET /ISteamUser/ResolveVanityURL/v1/?key=K&vanityurl=x HTTP/1.1\r\nHost: replay\r\n\r\n"
                + "GET /_replay/clock HTTP/1.1\r\nHost: replay\r\nConnection: close\r\n\r\n", untilClosed: true)
        let vanity = try #require(answers.range(of: #"{"response""#), "\(answers)")
        let clock = try #require(answers.range(of: #"{"now":1000}"#), "\(answers)")
        #expect(vanity.upperBound < clock.lowerBound)
        #expect(answers.components(separatedBy: "HTTP/1.1 200 OK\r\n").count == 3, "\(answers)")
        #expect(answers.contains("Connection: close\r\n"))
    }
}

/// `script` run by bash on a thread of its own: a cooperative thread blocked on curl could be the one the in-process
/// server needs to work out curl's answer.
private func shellOffThePool(_ script: String) async throws -> ProcessResult {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try shell(script) }) }.start()
    }
}

/// A plain POSIX client, so the test can find the server's end of its connection among this process's descriptors.
private struct LoopbackClient {
    let descriptor: Int32
    let localPort: UInt16

    init(port: UInt16) throws {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
        self.descriptor = descriptor
        localPort = Self.port(of: descriptor, peer: false) ?? 0
    }

    /// The exchange on a thread of its own. Blocking one of Swift's few cooperative threads (two on a two-core
    /// machine) on an answer that the in-process server needs a cooperative thread to write hung the whole test run
    /// while another test held the other thread in Process.waitUntilExit.
    /// What the first read brings, or with `untilClosed` everything until the server closes the connection.
    func exchangeOffThePool(_ request: String, untilClosed: Bool = false) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try exchange(request, untilClosed: untilClosed) }) }.start()
        }
    }

    /// How long a read waits for the server: as long as `overLoopback`, since on two cores the suite's in-process
    /// work can hold the server's handlers past a minute.
    static let answerWait: Int32 = 600

    /// Each read waits in poll(2) for the answer, so that a socket that is non-blocking (CI once saw recv say EAGAIN
    /// under load) still waits, and a server that never answers fails the test instead of holding it for ever.
    private func exchange(_ request: String, untilClosed: Bool) throws -> String {
        let bytes = Array(request.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            sent += count
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = ContinuousClock.now + .seconds(Int(Self.answerWait))
        while true {
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let left = deadline - ContinuousClock.now
            let waited = poll(&ready, 1, Int32(max(0, left.components.seconds) * 1000))
            // Another test's child ending can interrupt the wait (a SIGCHLD handler without SA_RESTART); an
            // interrupted wait or read is not an answer.
            if waited < 0 && errno == EINTR { continue }
            if waited < 0 { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            guard waited > 0 else {
                throw TestSupportError("the replay sent nothing more within \(Self.answerWait) s, after \(received.count) bytes")
            }
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count < 0 && (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK) { continue }
            if count < 0 { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            guard count > 0 else { break }
            received += buffer.prefix(count)
            if !untilClosed { break }
        }
        return String(decoding: received, as: UTF8.self)
    }

    func close() { _ = Glibc.close(descriptor) }

    /// The descriptor whose peer is this client: the server's accepted socket.
    static func serverSide(of client: LoopbackClient) -> Int32? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return names.compactMap(Int32.init).first { $0 != client.descriptor && port(of: $0, peer: true) == client.localPort }
    }

    static func port(of descriptor: Int32, peer: Bool) -> UInt16? {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let found = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                peer ? getpeername(descriptor, $0, &length) : getsockname(descriptor, $0, &length)
            }
        }
        guard found == 0, address.sin_family == sa_family_t(AF_INET) else { return nil }
        return UInt16(bigEndian: address.sin_port)
    }
}
