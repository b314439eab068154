// The help examples of the store: steam-games wishlist, prices and common, each checked against the replay world's
// wishlists and store (/_replay/wishlist, /_replay/store) and its libraries.
import Foundation
import Testing
import TestSupport

extension HelpExampleTests {
    static let store = ExampleSession(name: "store", examples: [
        Example("steam-games wishlist robinwalker --cc us --jq 'select(.discount_percent > 0) | .name'") { run, terminal in
            let discounted = try terminal.wished(robin, cc: "US").filter { ($0["discount_percent"] as? Int ?? 0) > 0 }
            #expect(!run.lines.isEmpty && run.lines == discounted.compactMap { ($0["name"] as? String).map { "\"\($0)\"" } })
        },
        Example("steam-games wishlist --no-appinfo 76561197960435530") { run, terminal in
            let records = try run.records()
            #expect(try records.map { $0["appid"] as? Int } == terminal.control("/_replay/wishlist?steamid=\(robin)").map { $0["appid"] as? Int })
            #expect(records.allSatisfy { $0["store"] == nil && $0["priority"] is Int && $0["fetched_at"] is Int })
        },
        // The list the first example stored is the state a day later's list is compared with: the sales that began
        // at 17:00 UTC come out as drops.
        Example(
            #"steam-games wishlist robinwalker --cc us --changes --jq 'select(.event == "price_dropped")'"#,
            before: { terminal in try terminal.replay.advance(days: 1) }
        ) { run, _ in
            let drops = try run.records()
            #expect(!drops.isEmpty, "\(run.stderr)")
            #expect(drops.allSatisfy { $0["event"] as? String == "price_dropped" && ($0["after"] as? Int ?? 0) < ($0["before"] as? Int ?? 0) })
        },
        Example("steam-games prices --cc us --app 246570 --app 88250") { run, terminal in
            let records = try run.records()
            #expect(records.map { $0["appid"] as? Int } == [246_570])
            let truth = try #require(try terminal.control("/_replay/store?cc=US&appid=246570").first)
            #expect(records.first?["final"] as? Int == truth["final"] as? Int && records.first?["currency"] as? String == "USD")
            #expect(run.stderr.contains("app 88250 is free to play"), "\(run.stderr)")
        },
        Example("steam-games wishlist robinwalker --no-appinfo --jq .appid | steam-games prices --cc de --format table --jq '{name, final_formatted, discount_percent}'") { run, terminal in
            let rows = try run.table()
            let priced = try terminal.wished(robin, cc: "DE").filter { $0["free"] as? Bool == false && $0["delisted"] as? Bool == false }
            #expect(rows.count == priced.count && rows.allSatisfy { ($0["final_formatted"] ?? "").hasSuffix("€") })
        },
        Example("steam-games prices --cc gb --via appdetails 246570") { run, terminal in
            let record = try #require(try run.records().first)
            let truth = try #require(try terminal.control("/_replay/store?cc=GB&appid=246570").first)
            #expect(record["currency"] as? String == "GBP" && record["source"] as? String == "appdetails")
            #expect(record["final"] as? Int == truth["final"] as? Int)
        },
        Example("steam-profile friends robinwalker | steam-games common --category co-op") { run, _ in
            let records = try run.records()
            #expect(records.allSatisfy { $0["owners"] as? Int == $0["accounts"] as? Int })
            #expect(records.allSatisfy { ($0["categories"] as? [String])?.contains { $0.contains("co-op") } == true })
        },
        Example("steam-games common --friends-of robinwalker --at-least 3 --format table --jq '{name, owners, accounts}'") { run, terminal in
            let rows = try run.table()
            let coop = try #require(try terminal.identity("coop_app")["appid"] as? Int)
            let name = try #require(try terminal.control("/_replay/store?cc=US&appid=\(coop)").first?["name"] as? String)
            #expect(rows.allSatisfy { Int($0["owners"] ?? "") ?? 0 >= 3 } && rows.contains { $0["name"] == name })
        },
        Example("steam-games common robinwalker 76561197960287930 --free") { run, terminal in
            let both = Set(try #require(terminal.library(robin)).compactMap { $0["appid"] as? Int })
                .intersection(try #require(terminal.library(gabe)).filter { playtime($0) > 0 || $0["free"] as? Bool != true }
                    .compactMap { $0["appid"] as? Int })
            let records = try run.records()
            #expect(records.allSatisfy { $0["owners"] as? Int == 2 && $0["accounts"] as? Int == 2 })
            #expect(Set(records.compactMap { $0["appid"] as? Int }).isSubset(of: both))
        },
    ])
}

extension ExampleTerminal {
    /// A control route's NDJSON lines, fetched with curl.
    func control(_ path: String) throws -> [[String: Any]] {
        try ExampleTerminal.lines(of: try shell("curl -sS --fail-with-body '\(replay.baseURL)\(path)'").stdout)
    }

    /// The world's wishlist of `steamid`, each app joined to its store data in `cc`, in the owner's order.
    func wished(_ steamid: String, cc: String) throws -> [[String: Any]] {
        let store = Dictionary(uniqueKeysWithValues: try control("/_replay/store?cc=\(cc)").compactMap { app in
            (app["appid"] as? Int).map { ($0, app) }
        })
        return try control("/_replay/wishlist?steamid=\(steamid)").compactMap { ($0["appid"] as? Int).flatMap { store[$0] } }
    }

    static func lines(of data: Data) throws -> [[String: Any]] {
        try String(decoding: data, as: UTF8.self).split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
    }
}
