// A TCP socket on 127.0.0.1 at a port the system picks: listening, for a server of a test's own, or only bound, for a
// port that refuses every connection and that nothing else can take while the socket is held.
import Foundation

/// The socket and its port; the caller closes the socket. Close-on-exec: a tool a test starts must not keep the port
/// after the test.
public func loopbackSocket(listening: Bool) throws -> (descriptor: Int32, port: Int) {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { throw TestSupportError("socket: \(String(cString: strerror(errno)))") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let ready = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(descriptor, $0, length) == 0 && (!listening || listen(descriptor, 8) == 0)
                && getsockname(descriptor, $0, &length) == 0
        }
    }
    guard ready else {
        let reason = String(cString: strerror(errno))
        close(descriptor)
        throw TestSupportError("cannot \(listening ? "listen" : "bind") on 127.0.0.1: \(reason)")
    }
    return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
}
