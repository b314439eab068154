// The sign-in nonce ledger: a nonce is new once per provider, however many connections present it at once, and is
// forgotten after a day, when its time has long made it stale anyway.
import Foundation
import Store
import Testing

@Suite final class OpenIDNonceTests: TemporaryDirectoryTests {
    let provider = "https://steamcommunity.com/openid/login"
    let now = Date(timeIntervalSince1970: 1_795_000_000)

    @Test func aNonceIsNewOncePerProvider() async throws {
        let store = try Store(path: freshDatabasePath())
        #expect(try await store.presentNonce("2026-11-24T10:00:00Zabc", from: provider, at: now))
        #expect(try await !store.presentNonce("2026-11-24T10:00:00Zabc", from: provider, at: now.addingTimeInterval(1)))
        #expect(try await store.presentNonce("2026-11-24T10:00:00Zabd", from: provider, at: now))
        #expect(try await store.presentNonce("2026-11-24T10:00:00Zabc", from: "http://127.0.0.1:9/openid/login", at: now))
    }

    @Test func ofManyConnectionsPresentingOneNonceOnlyOneIsFirst() async throws {
        let path = freshDatabasePath()
        let stores = try (0..<8).map { _ in try Store(path: path) }
        let provider = provider, now = now
        let firsts = try await withThrowingTaskGroup(of: Bool.self) { group in
            for store in stores {
                group.addTask { try await store.presentNonce("2026-11-24T10:00:00Zrace", from: provider, at: now) }
            }
            return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
        }
        #expect(firsts == 1)
    }

    @Test(.enabled(if: hasSQLiteShell)) func noncesAreForgottenAfterADay() async throws {
        let path = freshDatabasePath()
        let store = try Store(path: path)
        #expect(try await store.presentNonce("old", from: provider, at: now))
        #expect(try await store.presentNonce("new", from: provider, at: now.addingTimeInterval(86_401)))
        #expect(try runSQLiteShell(path, "SELECT nonce FROM openid_nonce") == "new")
    }
}
