// ResponseCacheTests.swift: the response cache on real SQLite files: round trips, ages, upserts, removal, atomicity.
import Foundation
import Store
import Testing

@Suite final class ResponseCacheTests: TemporaryDirectoryTests {
    let fetchedAt = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func entryRoundTrips() throws {
        let store = try Store(path: freshDatabasePath())
        let body = Data(#"{"response":{"players":[{"personaname":"Rabscuttle 😀"}]}}"#.utf8)
        try store.cache([(key: "GetPlayerSummaries/76561197960287930", status: 200, body: body)], fetchedAt: fetchedAt)

        let entry = try #require(try store.cached("GetPlayerSummaries/76561197960287930", maxAge: nil))
        #expect(entry == CacheEntry(body: body, status: 200, fetchedAt: fetchedAt))
    }

    @Test func absentKeyIsNil() throws {
        let store = try Store(path: freshDatabasePath())
        #expect(try store.cached("GetPlayerSummaries/1", maxAge: nil) == nil)
    }

    @Test func entriesOutliveTheStoreThatWroteThem() throws {
        let path = freshDatabasePath()
        try Store(path: path).cache([(key: "GetHeroes", status: 200, body: Data("[]".utf8))], fetchedAt: fetchedAt)
        #expect(try Store(path: path).cached("GetHeroes", maxAge: nil)?.body == Data("[]".utf8))
    }

    @Test func emptyBodyRoundTrips() throws {
        let store = try Store(path: freshDatabasePath())
        try store.cache([(key: "GetMatchDetails/1", status: 500, body: Data())], fetchedAt: fetchedAt)
        #expect(try store.cached("GetMatchDetails/1", maxAge: nil) == CacheEntry(body: Data(), status: 500, fetchedAt: fetchedAt))
    }

    @Test func entryOlderThanMaxAgeIsNil() throws {
        let store = try Store(path: freshDatabasePath())
        try store.cache([(key: "GetFriendList/1", status: 200, body: Data("{}".utf8))], fetchedAt: fetchedAt)

        let justInTime = fetchedAt.addingTimeInterval(3_600)
        let tooLate = fetchedAt.addingTimeInterval(3_601)
        #expect(try store.cached("GetFriendList/1", maxAge: 3_600, now: justInTime) != nil)
        #expect(try store.cached("GetFriendList/1", maxAge: 3_600, now: tooLate) == nil)
        #expect(try store.cached("GetFriendList/1", maxAge: nil, now: tooLate.addingTimeInterval(1e9)) != nil)
    }

    @Test func cachingAgainReplacesTheEntry() throws {
        let store = try Store(path: freshDatabasePath())
        try store.cache([(key: "GetOwnedGames/1", status: 500, body: Data("old".utf8))], fetchedAt: fetchedAt)
        let later = fetchedAt.addingTimeInterval(60)
        try store.cache([(key: "GetOwnedGames/1", status: 200, body: Data("new".utf8))], fetchedAt: later)

        #expect(try store.cached("GetOwnedGames/1", maxAge: nil) == CacheEntry(body: Data("new".utf8), status: 200, fetchedAt: later))
    }

    @Test func removedEntriesAreGoneAndOthersStay() throws {
        let store = try Store(path: freshDatabasePath())
        try store.cache(["a", "b", "c"].map { (key: $0, status: 200, body: Data($0.utf8)) }, fetchedAt: fetchedAt)
        try store.removeCached(["a", "c", "never-cached"])

        #expect(try store.cached("a", maxAge: nil) == nil)
        #expect(try store.cached("b", maxAge: nil)?.body == Data("b".utf8))
        #expect(try store.cached("c", maxAge: nil) == nil)
    }

    @Test(.enabled(if: hasSQLiteShell))
    func failedCacheCallWritesNothing() throws {
        let path = freshDatabasePath()
        let store = try Store(path: path)
        // A trigger, added from outside, makes SQLite itself reject one row in the middle of a batch.
        _ = try runSQLiteShell(path, """
            CREATE TRIGGER reject_poison BEFORE INSERT ON response_cache WHEN NEW.key = 'poison'
            BEGIN SELECT RAISE(ABORT, 'poisoned row'); END;
            """)
        let batch = ["first", "second", "poison", "last"].map { (key: $0, status: 200, body: Data($0.utf8)) }

        let error = #expect(throws: StoreError.self) { try store.cache(batch, fetchedAt: fetchedAt) }
        #expect(error?.description == "store \(path): cannot write cache: poisoned row")
        for key in ["first", "second", "last"] {
            #expect(try store.cached(key, maxAge: nil) == nil, "\(key) survived a failed batch")
        }
    }
}
