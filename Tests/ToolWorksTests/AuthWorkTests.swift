// steam-auth key check in-process: what Valve's verdict on the key becomes.
import ConfigFiles
import Foundation
import SteamAuthTool
import SteamModels
import Synchronization
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

@Suite struct WhoamiRecordTests {
    @Test func theSignedInAccountGetsItsPersonaNameWhenThereIsAKey() async throws {
        try await LoopbackReplay.with { replay in
            let signedIn = SignedIn(account: SteamID(id64: 76_561_197_960_435_530), at: Date(timeIntervalSince1970: 1_790_812_800))
            let named = await signedIn.identity(with: replay.api(), note: { Issue.record("a note: \($0)") })
            #expect(named.failure == nil)
            #expect(named.record.personaname != nil && named.record.signed_in_at == "2026-10-01T00:00:00Z")
            let keyless = await signedIn.identity(with: replay.api(key: .missing(keyFile: "/k")), note: { _ in })
            #expect(keyless.failure == nil && keyless.record.personaname == nil)
            let asked = try await replay.requests(to: "GetPlayerSummaries")
            #expect(asked.count == 1)
        }
    }

    @Test func anAccountSteamDoesNotKnowIsANoteAndAFailedLookupComesBackBesideTheRecord() async throws {
        try await LoopbackReplay.with { replay in
            // The replay's id, not the test's: one that is no number fails the test instead of trapping.
            let unknownID = try await replay.steamid("unknown_steamid")
            let unknown = SignedIn(account: SteamID(id64: try #require(UInt64(unknownID), "\(unknownID)")), at: Date())
            let notes = Mutex<[String]>([])
            let missing = await unknown.identity(with: replay.api(), note: { note in notes.withLock { $0.append(note) } })
            #expect(missing.failure == nil && missing.record.personaname == nil)
            #expect(notes.withLock { $0 } == ["\(unknown.account): Steam has no player summary for the signed-in account"])
            try await replay.inject(#"[{"path":"GetPlayerSummaries","status":503}]"#)
            let failed = await SignedIn(account: SteamID(id64: 76_561_197_960_287_930), at: Date())
                .identity(with: replay.api(mode: .bypass, attempts: 1), note: { _ in })
            #expect(failed.failure != nil && failed.record.steamid == "76561197960287930")
        }
    }
}
