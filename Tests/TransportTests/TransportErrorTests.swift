// Tests for how a caller classifies a TransportError.
import Testing
import Transport

@Suite struct TransportErrorTests {
    private func failure(curlCode: Int) -> TransportError {
        .connectionFailed(url: "http://h/", curlCode: curlCode, message: "m", attempts: 4)
    }

    @Test(arguments: [5, 6, 7])
    func noProxyNoHostOrNoConnectionIsUnreachable(curlCode: Int) {
        #expect(failure(curlCode: curlCode).isUnreachable)
        #expect(failure(curlCode: curlCode).curlCode == curlCode)
    }

    /// Timeout, HTTP/2 framing, partial body, empty reply, receive error, HTTP/2 stream.
    @Test(arguments: [28, 16, 18, 52, 56, 92])
    func aServerThatWasReachedIsNotUnreachable(curlCode: Int) {
        #expect(!failure(curlCode: curlCode).isUnreachable)
    }

    @Test func errorsWithoutACurlCodeAreNotUnreachable() {
        for error in [TransportError.rateLimited(url: "u", attempts: 4), .invalidURL("u"), .invalidConfiguration("p")] {
            #expect(error.curlCode == nil)
            #expect(!error.isUnreachable)
        }
    }
}
