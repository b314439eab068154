// The help examples of the lookups: steam-games players and find, steam-profile level and badges, each checked against
// the replay's own answers.
import Foundation
import Testing
import TestSupport

extension HelpExampleTests {
    static let lookups = ExampleSession(name: "lookups", examples: [
        Example("steam-games players --app 570 --app 440") { run, terminal in
            let records = try run.records()
            #expect(records.map { $0["appid"] as? Int } == [570, 440])
            let answer = try await terminal.valve("/ISteamUserStats/GetNumberOfCurrentPlayers/v1/?appid=570")
            #expect(records.first?["player_count"] as? Int == (answer["response"] as? [String: Any])?["player_count"] as? Int)
        },
        Example("steam-games owned robinwalker --jq .appid | steam-games players --format table") { run, terminal in
            let rows = try run.table()
            #expect(try rows.count == paidGames(robin, terminal).count && rows.allSatisfy { Int($0["player_count"] ?? "") != nil })
        },
        Example("steam-profile level robinwalker") { run, terminal in
            let answer = try await terminal.valve("/IPlayerService/GetSteamLevel/v1/?steamid=\(robin)")
            let level = (answer["response"] as? [String: Any])?["player_level"] as? Int
            #expect(try run.records().map { $0["player_level"] as? Int } == [level])
        },
        Example("steam-profile friends robinwalker | steam-profile level --format table") { run, terminal in
            let rows = try run.table()
            #expect(!rows.isEmpty && rows.allSatisfy { Int($0["player_level"] ?? "") != nil })
            #expect(try rows.count < terminal.friendCount("robinwalker") + 1, "private friends are notes")
        },
        Example("steam-profile badges robinwalker --jq 'select(.appid) | {appid, level, xp}'") { run, terminal in
            let badges = try await robinBadges(terminal).filter { $0["appid"] != nil }
            #expect(try run.records().map { $0["appid"] as? Int } == badges.map { $0["appid"] as? Int })
        },
        Example("steam-profile badges robinwalker --format table --jq '{badgeid, level, xp, player_xp}'") { run, terminal in
            let rows = try run.table()
            #expect(try await rows.count == robinBadges(terminal).count)
            #expect(Set(rows.compactMap { $0["player_xp"] }).count == 1, "the account's total on every row")
        },
        Example(#"steam-games find "counter strike""#) { run, _ in
            let records = try run.records()
            #expect(!records.isEmpty && records.allSatisfy { ($0["name"] as? String ?? "").lowercased().contains("strike") })
            #expect(records.contains { $0["appid"] as? Int == 730 })
        },
        Example("steam-games owned robinwalker --jq .name | steam-games find --jq .appid") { run, terminal in
            let owned = try paidGames(robin, terminal).compactMap { $0["appid"] as? Int }
            let found = Set(run.lines.compactMap { Int($0) })
            #expect(Set(owned).isSubset(of: found), "each game is found by its own name")
        },
    ])

    private static func paidGames(_ steamid: String, _ terminal: ExampleTerminal) throws -> [[String: Any]] {
        try terminal.paidGames(steamid)
    }

    private static func robinBadges(_ terminal: ExampleTerminal) async throws -> [[String: Any]] {
        let answer = try await terminal.valve("/IPlayerService/GetBadges/v1/?steamid=\(robin)")
        return try #require((answer["response"] as? [String: Any])?["badges"] as? [[String: Any]])
    }
}
