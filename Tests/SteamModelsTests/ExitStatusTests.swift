// The exit statuses' precedence: the status that says what to fix wins, whatever the raw values.
import Testing
@testable import SteamModels

private typealias ExitStatus = SteamModels.ExitStatus

@Suite struct ExitStatusTests {
    @Test func precedenceIsStatedNotTakenFromRawValues() {
        let ranked: [ExitStatus] = [.success, .partialFailure, .fatal, .rateLimited, .badJQProgram, .usage, .authentication]
        #expect(ranked.sorted() == ranked)
        #expect(Set(ranked) == Set(ExitStatus.allCases))
        #expect(max(ExitStatus.usage, .authentication) == .authentication)
        #expect(max(ExitStatus.rateLimited, .authentication) == .authentication)
        #expect(max(ExitStatus.fatal, .partialFailure) == .fatal)
    }
}
