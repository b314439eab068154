// IStoreService/GetAppList as the replay serves it: the catalog in appid order, paged by last_appid and max_results
// exactly as Valve documents it, and only with the key.
import Foundation
import Testing
@testable import ReplayRoutes

@Suite struct AppListRouteTests {
    static let path = "/IStoreService/GetAppList/v1/"

    private func page(_ replay: InProcessReplay, _ parameters: [(String, String)]) async throws -> [String: Any] {
        let answer = await replay.call(Self.path, parameters)
        #expect(answer.status == 200)
        return try #require(try answer.json()["response"] as? [String: Any])
    }

    @Test func pagesWalkTheWholeCatalogOnceInAppidOrder() async throws {
        let replay = InProcessReplay(seed: 4)
        var seen: [Int] = [], after: Int?, pages = 0
        while true {
            let response = try await page(replay, [("max_results", "300")] + (after.map { [("last_appid", String($0))] } ?? []))
            let apps = try #require(response["apps"] as? [[String: Any]])
            seen += apps.compactMap { $0["appid"] as? Int }
            pages += 1
            guard response["have_more_results"] as? Bool == true else {
                #expect(response["last_appid"] == nil, "the last page carries no cursor")
                break
            }
            after = try #require(response["last_appid"] as? Int)
            #expect(after == seen.last, "the cursor is the page's last appid")
        }
        let catalog = replay.world.games.catalog.apps.map(\.appid).sorted()
        #expect(seen == catalog && pages == (catalog.count + 299) / 300)
    }

    @Test func pageSizesAreCappedAndTheKeyIsRequired() async throws {
        let replay = InProcessReplay(seed: 4)
        let whole = try #require(try await page(replay, [("max_results", "100000")])["apps"] as? [[String: Any]])
        #expect(whole.count == replay.world.games.catalog.apps.count)
        #expect(whole.first.map { Set($0.keys) } == ["appid", "name", "last_modified", "price_change_number"])
        #expect(await replay.callWithoutKey(Self.path, []).status == 403)
        let none = try await page(replay, [("include_games", "false")])
        #expect((none["apps"] as? [Any])?.isEmpty == true && none["have_more_results"] == nil)
    }
}
