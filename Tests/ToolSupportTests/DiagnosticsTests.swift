// Messages never crash the tool, and the exit status follows one stated precedence, not the raw numbers
// (success < partial failure < fatal < rate limited < authentication < bad --jq program < usage).
import Foundation
import SteamModels
import Testing
@testable import ToolSupport

/// Swift Testing has an ExitStatus of its own, for exit tests.
typealias Status = SteamModels.ExitStatus

@Suite struct DiagnosticsTests {
    @Test func messagesCarryTheToolAndLevel() {
        let captured = CapturedStream(name: "stderr")
        let diagnostics = Diagnostics(tool: "steam-profile", stream: captured.stream)
        diagnostics.note("line 1: private")
        diagnostics.error("line 2: bad")
        #expect(captured.text == "steam-profile: note: line 1: private\nsteam-profile: error: line 2: bad\n")
        #expect(diagnostics.exitStatus == .partialFailure)
    }

    @Test(arguments: [
        ([Status.rateLimited, .authentication], Status.authentication),
        ([.authentication, .rateLimited], .authentication),
        ([.authentication, .usage], .authentication),
        ([.usage, .badJQProgram], .usage),
        ([.fatal, .rateLimited, .partialFailure], .rateLimited),
        ([.usage], .usage),
    ])
    func statusOfHighestPrecedenceWins(reported: [Status], expected: Status) {
        let captured = CapturedStream(name: "stderr")
        let diagnostics = Diagnostics(tool: "t", stream: captured.stream)
        for status in reported { diagnostics.error("failed", status: status) }
        #expect(diagnostics.exitStatus == expected)
    }

    @Test func closedStderrNeitherCrashesNorLosesTheStatus() throws {
        let pipe = try AbandonedPipe()
        let diagnostics = Diagnostics(tool: "t", stream: StandardStream(descriptor: pipe.writeEnd, name: "stderr"))
        for _ in 0..<3 { diagnostics.note("nobody reads this") }
        diagnostics.error("nor this", status: .authentication)
        #expect(diagnostics.exitStatus == .authentication)
    }

    @Test func fullStderrNeitherCrashesNorLosesTheStatus() {
        let full = FullDevice()
        let diagnostics = Diagnostics(tool: "t", stream: StandardStream(descriptor: full.descriptor, name: "stderr"))
        diagnostics.error("lost", status: .fatal)
        diagnostics.note("lost too")
        #expect(diagnostics.exitStatus == .fatal)
    }
}
