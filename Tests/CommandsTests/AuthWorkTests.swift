// steam-auth key check in-process: what Valve's verdict on the key becomes.
import Commands
import Testing
import TestSupport
import WebAPI

@Suite struct KeyCheckTests {
    @Test func aKeyValveTakesIsValidAndOneItRejectsComesWithTheRejection() async throws {
        try await LoopbackReplay.with { replay in
            let taken = try await KeyCheck.check(with: replay.api(mode: .bypass))
            #expect(taken.record.valid && taken.record.source == "environment" && taken.record.file == nil)
            #expect(taken.rejection == nil)
            let rejected = try await KeyCheck.check(with: replay.api(mode: .bypass, key: .file("WRONG", path: "/k")))
            #expect(!rejected.record.valid && rejected.record.source == "file" && rejected.record.file == "/k")
            #expect(rejected.rejection?.exitStatus == .authentication)
        }
    }

    @Test func withoutAKeyNothingIsAsked() async throws {
        try await LoopbackReplay.with { replay in
            await #expect(throws: WebAPIError.self) {
                try await KeyCheck.check(with: replay.api(key: .missing(keyFile: "/nowhere/key")))
            }
            let asked = try await replay.requests(to: "GetPlayerSummaries")
            #expect(asked.isEmpty)
        }
    }
}
