// PlaytimeHistoryTests.swift: snapshots saved with their answer, read back in order, page by page and by range; the
// same answer saved again adds nothing; names come from the latest answer that had them.
import Foundation
import Store
import Testing

@Suite final class PlaytimeHistoryTests: TemporaryDirectoryTests {
    let scope = AnswerScope(server: "http://127.0.0.1:1", method: "GetOwnedGames")

    func snapshot(_ steamID: Int64, at time: Int64, _ games: [(Int64, Int64, String?)]) -> PlaytimeSnapshot {
        PlaytimeSnapshot(steamID: steamID, fetchedAt: time, games: games.map { .init(appID: $0.0, playtimeForever: $0.1, name: $0.2) })
    }

    func answer(at time: Int64) -> (identity: String, answer: StoredAnswer) {
        let fetched = Date(timeIntervalSince1970: Double(time))
        return ("steamid=1", StoredAnswer(outcome: "found", body: Data("{}".utf8), fetchedAt: fetched, expiresAt: fetched + 3600))
    }

    func history(_ store: Store, _ range: PlaytimeRange = PlaytimeRange(), after cursor: PlaytimeRow? = nil, limit: Int = 100) async throws -> [PlaytimeRow] {
        try await store.playtimeHistory(server: scope.server, range, after: cursor, limit: limit)
    }

    @Test func snapshotsComeBackInAccountTimeAppOrderWithNames() async throws {
        let store = try Store(path: freshDatabasePath())
        try await store.save([answer(at: 200)], in: scope, snapshot: snapshot(7, at: 200, [(570, 130, "Dota 2"), (440, 5, nil)]))
        try await store.save([answer(at: 100)], in: scope, snapshot: snapshot(7, at: 100, [(570, 100, nil)]))
        try await store.save([], in: scope, snapshot: snapshot(3, at: 300, [(10, 0, "Counter-Strike")]))
        let rows = try await history(store)
        #expect(rows.map { [$0.steamID, $0.fetchedAt, $0.appID, $0.playtimeForever] } == [
            [3, 300, 10, 0], [7, 100, 570, 100], [7, 200, 440, 5], [7, 200, 570, 130],
        ])
        // The name is the app's, not the snapshot's: the 100 snapshot had none but shows Dota 2.
        #expect(rows.map(\.name) == ["Counter-Strike", "Dota 2", nil, "Dota 2"])
        // Another server's snapshots are its own.
        #expect(try await store.playtimeHistory(server: "https://api.steampowered.com", PlaytimeRange(), after: nil, limit: 10).isEmpty)
    }

    @Test func theSameAnswerSavedAgainAddsNoRow() async throws {
        let store = try Store(path: freshDatabasePath())
        for _ in 0..<3 {
            try await store.save([answer(at: 100)], in: scope, snapshot: snapshot(7, at: 100, [(570, 100, "Dota 2")]))
        }
        #expect(try await history(store).count == 1)
    }

    @Test func rangesAndPagesCoverEveryRowOnce() async throws {
        let store = try Store(path: freshDatabasePath())
        for day in Int64(0)..<10 {
            for account in Int64(1)...3 {
                try await store.save([], in: scope, snapshot: snapshot(account, at: day * 86_400, (1...7).map { (Int64($0), day * 10, nil) }))
            }
        }
        var paged: [PlaytimeRow] = []
        var cursor: PlaytimeRow?
        repeat {
            let page = try await history(store, after: cursor, limit: 8)
            paged += page
            cursor = page.count == 8 ? page.last : nil
        } while cursor != nil
        #expect(paged == (try await history(store, limit: 1000)))
        #expect(paged.count == 210)
        let middle = try await history(store, PlaytimeRange(steamID: 2, since: 3 * 86_400, until: 5 * 86_400), limit: 1000)
        #expect(middle.count == 14)
        #expect(middle.allSatisfy { $0.steamID == 2 && (3 * 86_400..<5 * 86_400).contains($0.fetchedAt) })
    }
}
