// The help examples of steam-profile bans, --changes and history, each checked against the replay's own answers and
// the store the session's earlier steps filled.
import Foundation
import Testing
import TestSupport

extension HelpExampleTests {
    static let firstChanges = "no earlier snapshot in the store to compare with"

    static let profileChanges = ExampleSession(name: "profile changes", examples: [
        Example("steam-profile bans 76561197960287930") { run, terminal in
            let answer = try await terminal.valve("/ISteamUser/GetPlayerBans/v1/?steamids=\(gabe)")
            let player = try #require((answer["players"] as? [[String: Any]])?.first)
            let record = try #require(try run.records().first)
            #expect(record["steamid"] as? String == gabe && record["SteamId"] == nil)
            #expect(record["NumberOfVACBans"] as? Int == player["NumberOfVACBans"] as? Int)
        },
        Example("steam-profile friends robinwalker | steam-profile bans --jq 'select(.NumberOfVACBans > 0) | .steamid'") { run, _ in
            #expect(run.lines.allSatisfy { $0.hasPrefix("\"7656119") })
        },
        Example("steam-profile friends robinwalker | steam-profile bans --format table") { run, terminal in
            let rows = try run.table()
            #expect(try rows.count == terminal.friendCount("robinwalker"))
            #expect(rows.allSatisfy { Int($0["NumberOfVACBans"] ?? "") != nil })
        },
        // Within the cache's hour the bans just fetched are the snapshot already taken: no changes, and no note.
        Example("steam-profile friends robinwalker | steam-profile bans --changes") { run, _ in
            #expect(run.stdout.isEmpty && !run.stderr.contains(firstChanges), "\(run.stderr)")
        },
        Example("steam-profile friends robinwalker | steam-profile --changes") { run, _ in
            #expect(run.stdout.isEmpty && run.stderr.contains(firstChanges), "\(run.stderr)")
        },
        Example("steam-profile friends robinwalker --summaries --changes") { run, _ in
            #expect(run.stdout.isEmpty && !run.stderr.contains(firstChanges), "the summaries were taken a step before: \(run.stderr)")
        },
        Example("steam-profile history robinwalker --since 2026-11-01", before: { terminal in
            try await terminal.prepare("steam-profile robinwalker")
        }) { run, _ in
            let records = try run.records()
            #expect(records.count == 1 && records.first?["steamid"] as? String == robin && records.first?["personaname"] is String)
            #expect(records.first?["fetched_at"] is Int)
        },
        Example("steam-profile history --kind friends --all --format table") { run, terminal in
            let rows = try run.table()
            #expect(try rows.filter { $0["steamid"] == robin }.count == terminal.friendCount("robinwalker"))
            #expect(rows.allSatisfy { $0["friend"]?.hasPrefix("7656119") == true && $0["fetched_at"] != nil })
        },
        Example("steam-profile history --kind bans robinwalker --jq '{fetched_at, NumberOfVACBans}'", before: { terminal in
            try await terminal.prepare("steam-profile bans robinwalker")
        }) { run, _ in
            let records = try run.records()
            #expect(records.count == 1 && records.first?.keys.sorted() == ["NumberOfVACBans", "fetched_at"])
        },
    ])
}
