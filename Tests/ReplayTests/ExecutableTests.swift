// The steam-replay binary: it prints its URL first and ends with status 0 on a signal sent as soon as that is read.

import Foundation
import Testing
import TestSupport

@Suite struct ExecutableTests {
    @Test(arguments: [SIGINT, SIGTERM])
    func signalRightAfterTheURLEndsWithStatus0(signal: Int32) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Products.path("steam-replay"))
        process.arguments = ["--port", "0", "--key", "K"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1)?.first, byte != UInt8(ascii: "\n") {
            line.append(byte)
        }
        #expect(String(decoding: line, as: UTF8.self).hasPrefix("http://127.0.0.1:"))
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
    }
}
