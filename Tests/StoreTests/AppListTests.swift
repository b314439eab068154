// The stored app list: replaced whole for a server and searched by words in any case, letters beyond ASCII too.
import Foundation
import Testing
import Store

@Suite final class AppListTests: TemporaryDirectoryTests {
    @Test func aListIsReplacedWholeAndSearchedByEveryWordExactNameFirst() async throws {
        let store = try Store(path: freshDatabasePath())
        #expect(try await store.appListFetchedAt(server: "s") == nil)
        let apps = [
            StoredApp(appID: 10, name: "Counter-Strike"), StoredApp(appID: 730, name: "Counter-Strike 2"),
            StoredApp(appID: 20, name: "Team Fortress Classic"), StoredApp(appID: 440, name: "Team Fortress 2"),
            StoredApp(appID: 5, name: "ÉCOLE Strike Team"), StoredApp(appID: 1_000, name: "Strike Team"),
        ]
        try await store.replaceAppList(server: "s", apps: apps, fetchedAt: Date(timeIntervalSince1970: 100))
        #expect(try await store.appListFetchedAt(server: "s") == Date(timeIntervalSince1970: 100))
        let strikeTeam = try await store.apps(server: "s", matching: AppNameSearch("Strike  TEAM"))
        #expect(strikeTeam.map(\.appID) == [1_000, 5], "the exact name first, then by appid")
        #expect(try await store.apps(server: "s", matching: AppNameSearch("école")).map(\.appID) == [5])
        #expect(AppNameSearch("istanbul").finds(inFolded: AppNameSearch.fold("İstanbul Game")), "İ folds to i and a mark")
        #expect(try await store.apps(server: "other", matching: AppNameSearch("team")).isEmpty, "each server its own list")
        try await store.replaceAppList(server: "s", apps: [StoredApp(appID: 570, name: "Dota 2")], fetchedAt: Date(timeIntervalSince1970: 200))
        #expect(try await store.apps(server: "s", matching: AppNameSearch("")).map(\.appID) == [570], "nothing of the old list is left")
    }
}
