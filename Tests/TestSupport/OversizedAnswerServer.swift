// A loopback HTTP server whose every answer is a body of a given size, announced by Content-Length or sent chunked,
// and written only as fast as the client reads it: the test of a client's cap on answers, which the replay could only
// serve by holding the whole body in memory first.
import Foundation
import Synchronization

public final class OversizedAnswerServer: Sendable {
    /// How the body's size reaches the client: up front, which a client can refuse before reading a byte, or not at
    /// all, which it can only find out by counting.
    public enum Framing: Sendable {
        case contentLength
        case chunked
    }

    public let baseURL: String
    private let listener: Int32
    private let size: Int
    private let framing: Framing
    private let sent = Atomic<Int>(0)

    /// Listens on 127.0.0.1 at a port the system picks, until `stop()`.
    public init(size: Int, framing: Framing) throws {
        self.size = size
        self.framing = framing
        let (listener, port) = try loopbackSocket(listening: true)
        self.listener = listener
        baseURL = "http://127.0.0.1:\(port)"
        Thread { [self] in acceptConnections() }.start()
    }

    /// Body bytes the clients have taken so far, over every connection: less than the size when a client hung up.
    public var bodyBytesSent: Int { sent.load(ordering: .acquiring) }

    /// Stops accepting; an answer under way ends when its client hangs up.
    public func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func acceptConnections() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                if errno == EINTR { continue }
                return
            }
            _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
            Thread { [self] in answer(on: connection) }.start()
        }
    }

    private func answer(on connection: Int32) {
        defer { close(connection) }
        guard readRequestHead(from: connection) else { return }
        let sizeHeader = framing == .contentLength ? "Content-Length: \(size)" : "Transfer-Encoding: chunked"
        let head = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\(sizeHeader)\r\nConnection: close\r\n\r\n"
        guard send(Array(head.utf8), on: connection) else { return }
        let piece = [UInt8](repeating: UInt8(ascii: " "), count: 1 << 16)
        var left = size
        while left > 0 {
            let count = min(left, piece.count)
            let framed = framing == .chunked
                ? Array((String(count, radix: 16) + "\r\n").utf8) + piece.prefix(count) + Array("\r\n".utf8)
                : Array(piece.prefix(count))
            guard send(framed, on: connection) else { return }
            sent.add(count, ordering: .releasing)
            left -= count
        }
        if framing == .chunked { _ = send(Array("0\r\n\r\n".utf8), on: connection) }
    }

    /// Reads until the blank line that ends a request's head; false when the client went first.
    private func readRequestHead(from connection: Int32) -> Bool {
        var head: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !head.suffix(4).elementsEqual(Array("\r\n\r\n".utf8)) {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return false }
            head += buffer.prefix(count)
        }
        return true
    }

    /// All of `bytes`, or false once the client has hung up (without SIGPIPE, which would end the test process).
    private func send(_ bytes: [UInt8], on connection: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.send(connection, $0.baseAddress! + offset, bytes.count - offset, Int32(MSG_NOSIGNAL)) }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}
