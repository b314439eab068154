// ISteamUser/GetPlayerBans: Valve's shape with no envelope, ids it leaves out, the 100-id cap, and bans that grow
// older and more numerous as the replay clock moves.

import Foundation
import Testing
import TestSupport
@testable import ReplayWorld

@Suite struct PlayerBansTests {
    static let path = "/ISteamUser/GetPlayerBans/v1/"
    /// A real answer with NumberOfGameBans (jung35/VacStatus#73, 2015); lpradel/steam-web-api-java's older fixture has
    /// the same fields in the same order without it.
    static let recorded = """
        {"players":[{"SteamId":"76561198152759322","CommunityBanned":false,"VACBanned":false,"NumberOfVACBans":0,\
        "DaysSinceLastBan":233,"NumberOfGameBans":1,"EconomyBan":"none"}]}
        """

    let replay = InProcessReplay()

    private func bans(_ steamids: [String]) async throws -> [[String: Any]] {
        let answer = await replay.call(Self.path, [("steamids", steamids.joined(separator: ","))])
        #expect(answer.status == 200, "\(answer.text)")
        return try #require(try answer.json()["players"] as? [[String: Any]])
    }

    /// Every key in the text, in the order written: a quoted string followed by a colon, whatever the spacing.
    static func keys(_ text: String) -> [String] {
        let parts = text.split(separator: "\"", omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count - 1, by: 2).compactMap { index in
            parts[index + 1].drop { $0 == " " || $0 == "\n" }.hasPrefix(":") ? String(parts[index]) : nil
        }
    }

    /// The keys of the first player object.
    static func firstPlayerKeys(_ text: String) -> [String] {
        let keys = keys(text).drop { $0 != "SteamId" }
        return [keys.first ?? ""] + keys.dropFirst().prefix { $0 != "SteamId" }
    }

    /// Keys in the recorded answers' order and of their types, with no envelope; lpradel's recording (in
    /// Tests/RecordedAnswers) predates NumberOfGameBans.
    @Test func theShapeIsTheRecordedAnswers() async throws {
        let steamid = try await replay.steamid("demo_user")
        let answer = await replay.call(Self.path, [("steamids", steamid)])
        #expect(answer.headers["Content-Type"] == "application/json; charset=UTF-8")
        let sentKeys = Self.firstPlayerKeys(answer.text)
        #expect(sentKeys.count == 7)
        #expect(Self.keys(answer.text).first == "players")
        #expect(sentKeys == Self.firstPlayerKeys(Self.recorded))
        let lpradel = String(decoding: try RecordedAnswers.body("GetPlayerBans", "lpradel_two_players.json"), as: UTF8.self)
        #expect(sentKeys.filter { $0 != "NumberOfGameBans" } == Self.firstPlayerKeys(lpradel))
        let sent = try answer.json()
        let expected = try #require(try JSONSerialization.jsonObject(with: Data(Self.recorded.utf8)) as? [String: Any])
        #expect(Array(sent.keys) == ["players"])
        let player = try #require((sent["players"] as? [[String: Any]])?.first)
        let recordedPlayer = try #require((expected["players"] as? [[String: Any]])?.first)
        for (key, value) in recordedPlayer {
            #expect(player[key].map { "\(type(of: $0))" } == "\(type(of: value))", "\(key)")
        }
        #expect(player["SteamId"] as? String == steamid)
    }

    @Test func unknownAndMalformedIDsAreLeftOutAndRepeatsAnsweredOnce() async throws {
        let demo = try await replay.steamid("demo_user"), hidden = try await replay.steamid("private_profile")
        let unknown = try await replay.steamid("unknown_steamid")
        let players = try await bans([hidden, "robinwalker", unknown, demo, "7656119x", hidden, ""])
        #expect(players.compactMap { $0["SteamId"] as? String } == [hidden, demo])
    }

    @Test func moreThan100IDsAreRefused() async throws {
        let ids = (0..<101).map { String(76_561_197_960_265_729 + $0) }.joined(separator: ",")
        let answer = await replay.call(Self.path, [("steamids", ids)])
        #expect(answer.status == 400)
        #expect(answer.text.contains("Too many steamids"))
        let hundred = (0..<100).map { String(76_561_197_960_265_729 + $0) }.joined(separator: ",")
        #expect(await replay.call(Self.path, [("steamids", hundred)]).status == 200)
    }

    /// Every player's bans, in calls of 100, by steamid.
    static func everyone(_ replay: InProcessReplay) async throws -> [String: [String: Any]] {
        let steamids = replay.world.players.map(\.steamID)
        var players: [String: [String: Any]] = [:]
        for start in stride(from: 0, to: steamids.count, by: 100) {
            let ids = steamids[start..<min(start + 100, steamids.count)].joined(separator: ",")
            let answer = await replay.call(path, [("steamids", ids)])
            for player in try #require(try answer.json()["players"] as? [[String: Any]]) {
                players[try #require(player["SteamId"] as? String)] = player
            }
        }
        return players
    }

    /// A few percent start banned, each ban some days before the clock's start; VACBanned means a VAC ban on record.
    @Test func someAccountsStartBannedAndTheirBansAgeWithTheClock() async throws {
        let before = Array(try await Self.everyone(replay).values)
        #expect(before.count == WorldGenerator.playerCount)
        let banned = before.filter { ($0["NumberOfVACBans"] as? Int ?? 0) + ($0["NumberOfGameBans"] as? Int ?? 0) > 0 }
        #expect((6...60).contains(banned.count), "\(banned.count) banned")
        #expect(banned.allSatisfy { $0["DaysSinceLastBan"] as? Int ?? 0 >= 1 })
        #expect(before.allSatisfy { ($0["VACBanned"] as? Bool) == (($0["NumberOfVACBans"] as? Int ?? 0) > 0) })
        #expect(Set(before.compactMap { $0["EconomyBan"] as? String }).isSubset(of: ["none", "probation", "banned"]))

        _ = await replay.control("POST", "/_replay/advance?days=3")
        let days = try await Self.everyone(replay)
        for old in banned {
            let now = try #require(days[old["SteamId"] as? String ?? ""])
            let newBan = (now["NumberOfVACBans"] as? Int) != (old["NumberOfVACBans"] as? Int)
                || (now["NumberOfGameBans"] as? Int) != (old["NumberOfGameBans"] as? Int)
            guard !newBan else { continue }
            #expect(now["DaysSinceLastBan"] as? Int == (old["DaysSinceLastBan"] as? Int ?? 0) + 3)
        }
    }

    /// Over 30 days some of the 600 players are banned anew, each counted once and last banned within those days.
    @Test func newBansAppearWithin30Days() async throws {
        let before = try await Self.everyone(replay)
        _ = await replay.control("POST", "/_replay/advance?days=30")
        let newlyBanned = try await Self.everyone(replay).values.filter { player in
            let old = before[player["SteamId"] as? String ?? ""]
            return (player["NumberOfVACBans"] as? Int) != (old?["NumberOfVACBans"] as? Int)
                || (player["NumberOfGameBans"] as? Int) != (old?["NumberOfGameBans"] as? Int)
        }
        #expect(newlyBanned.count >= 2, "\(newlyBanned.count) newly banned")
        #expect(newlyBanned.allSatisfy { ($0["DaysSinceLastBan"] as? Int ?? 99) < 30 })
    }
}
