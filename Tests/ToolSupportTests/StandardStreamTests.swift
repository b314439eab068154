// The one write path: every byte arrives however write(2) splits it, and failures come back as typed values.
import Foundation
import Testing
@testable import ToolSupport

@Suite struct StandardStreamTests {
    @Test func aReaderThatWentAwayIsReaderGone() throws {
        let pipe = try AbandonedPipe()
        let stream = StandardStream(descriptor: pipe.writeEnd, name: "stdout")
        #expect(throws: StandardStreamError.readerGone(stream: "stdout")) { try stream.write(Array("x\n".utf8)) }
    }

    @Test func fullDeviceIsAFailureInTheSystemsWords() {
        let full = FullDevice()
        let stream = StandardStream(descriptor: full.descriptor, name: "stdout")
        #expect(throws: StandardStreamError.failed(stream: "stdout", reason: "No space left on device")) {
            try stream.write(Array("x\n".utf8))
        }
        #expect(StandardStreamError.failed(stream: "stdout", reason: "No space left on device").description
            == "stdout: No space left on device")
    }

    /// A non-blocking pipe takes 64 KiB at most per write and says EAGAIN when full; every byte must still arrive.
    @Test func nonBlockingPipeGetsEveryByteInOrder() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        let payload = (0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let reader = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
        nonisolated(unsafe) var received = Data()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            received = reader.readDataToEndOfFile()
            done.signal()
        }
        try StandardStream(descriptor: ends[1], name: "stdout").write(payload)
        close(ends[1])
        done.wait()
        #expect(received == Data(payload))
    }
}
