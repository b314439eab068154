// steam-games find as people run it: the app list fetched once and then answered from the store, page after page,
// fetched again when a week old or on --refresh, and every name it cannot use named by line.
import Foundation
import Testing
import TestSupport

@Suite(.blocksOnProcesses) struct FindTests {
    @Test func theListIsFetchedOnceAndTheStoreAnswersAfter() throws {
        let sandbox = try Sandbox()
        let first = try sandbox.run("steam-games find 'DOTA 2' 'counter strike' --page-size 300")
        #expect(first.status == 0, "\(first.stderr)")
        let records = try first.records()
        #expect(records.first.map { $0["appid"] as? Int } == 570 && records.allSatisfy { Set($0.keys) == ["appid", "name"] })
        #expect(records.contains { $0["appid"] as? Int == 730 })
        let pages = try sandbox.replay.requests(to: "GetAppList")
        #expect(pages.count == 3, "800 apps at 300 a page")
        let second = try sandbox.run("steam-games find 'dota 2' 'counter strike'")
        #expect(try second.records().map { $0["appid"] as? Int } == records.map { $0["appid"] as? Int })
        #expect(try sandbox.replay.requests(to: "GetAppList").count == 3, "the second run asks Valve nothing")
    }

    @Test func theExactNameComesFirstThenTheRestByAppid() throws {
        let sandbox = try Sandbox()
        let every = try sandbox.run("curl -sS '\(sandbox.replay.baseURL)/IStoreService/GetAppList/v1/?key=\(sandbox.replay.key)&max_results=50000'")
        let apps = try #require((try JSONSerialization.jsonObject(with: Data(every.stdoutText.utf8)) as? [String: Any]).flatMap {
            ($0["response"] as? [String: Any])?["apps"] as? [[String: Any]]
        })
        // A word many names share, and one app named by it alone (or not): the exact one first, the rest in appid order.
        let word = "simulator"
        let holding = apps.filter { ($0["name"] as? String ?? "").lowercased().contains(word) }.compactMap { $0["appid"] as? Int }.sorted()
        let found = try sandbox.run("steam-games find SIMULATOR").records().compactMap { $0["appid"] as? Int }
        #expect(found == holding && holding.count > 1)
        // A name that later appids carry exactly and an earlier appid holds inside a longer name: the exact ones lead.
        let named = apps.compactMap { app in (app["appid"] as? Int).map { ($0, app["name"] as? String ?? "") } }.sorted { $0.0 < $1.0 }
        let pair = named.lazy.compactMap { later -> (exact: String, earlier: Int)? in
            let words = later.1.lowercased().split(separator: " ")
            guard let earlier = named.first(where: { $0.0 < later.0 && $0.1.lowercased() != later.1.lowercased()
                && words.allSatisfy($0.1.lowercased().contains) }) else { return nil }
            return (later.1, earlier.0)
        }.first
        let (exact, earlier) = try #require(pair)
        let ordered = try sandbox.run("steam-games find '\(exact)'").records()
        let leading = ordered.prefix { ($0["name"] as? String)?.lowercased() == exact.lowercased() }
        #expect(!leading.isEmpty && ordered.dropFirst(leading.count).contains { $0["appid"] as? Int == earlier })
        let rest = ordered.dropFirst(leading.count).compactMap { $0["appid"] as? Int }
        #expect(rest == rest.sorted())
    }

    @Test func aWeekOldListIsFetchedAgainAndRefreshForcesIt() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("steam-games find dota").status == 0)
        #expect(try sandbox.replay.requests(to: "GetAppList").count == 1)
        _ = try sandbox.run(#"sqlite3 "$STEAM_PIPES_DB" 'UPDATE app_list_fetch SET fetched_at = fetched_at - 6 * 86400'"#)
        #expect(try sandbox.run("steam-games find dota").status == 0)
        #expect(try sandbox.replay.requests(to: "GetAppList").count == 1, "six days old is fresh")
        _ = try sandbox.run(#"sqlite3 "$STEAM_PIPES_DB" 'UPDATE app_list_fetch SET fetched_at = fetched_at - 86400'"#)
        #expect(try sandbox.run("steam-games find dota").status == 0)
        #expect(try sandbox.replay.requests(to: "GetAppList").count == 2, "a week old is fetched again")
        #expect(try sandbox.run("steam-games find dota --refresh").status == 0)
        #expect(try sandbox.replay.requests(to: "GetAppList").count == 3)
    }

    @Test func badNamesAndABrokenListAreNamedByLineAndTheStoreKeepsNoHalfList() throws {
        let sandbox = try Sandbox()
        let offline = try sandbox.run("steam-games find dota --offline")
        #expect(offline.status != 0 && offline.stderr.contains("argument 1 (dota)"), "\(offline.stderr)")
        // The second page fails: every name meets the broken list, each named, and nothing is kept.
        try sandbox.replay.inject(#"[{"path":"GetAppList","status":400,"query":{"last_appid":"\#(try Self.appid(at: 300, sandbox))"}}]"#)
        let broken = try sandbox.run("steam-games find --page-size 300", stdin: "dota\n   \nteam\n{\"appid\":570}\n")
        #expect(broken.status == 1 && broken.stdout.isEmpty)
        for named in ["line 1 (dota)", "line 3 (team)", "line 4"] {
            #expect(broken.stderr.contains(named), "\(named): \(broken.stderr)")
        }
        let kept = try sandbox.run(#"sqlite3 "$STEAM_PIPES_DB" 'SELECT count(*) FROM app_list'"#)
        #expect(kept.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        try sandbox.replay.clearFaults()
        let mended = try sandbox.run("steam-games find dota | head -c 0")
        #expect(mended.status == 0 && mended.stderr.isEmpty, "\(mended.stderr)")
    }

    /// The appid a page of `size` apps ends with: the cursor the next page is asked for with.
    private static func appid(at size: Int, _ sandbox: Sandbox) throws -> Int {
        let page = try sandbox.run("curl -sS '\(sandbox.replay.baseURL)/IStoreService/GetAppList/v1/?key=\(sandbox.replay.key)&max_results=\(size)'")
        let response = try #require((try JSONSerialization.jsonObject(with: Data(page.stdoutText.utf8)) as? [String: Any])?["response"] as? [String: Any])
        return try #require(response["last_appid"] as? Int)
    }
}
