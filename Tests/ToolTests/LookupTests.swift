// steam-games players, steam-profile level and badges as people run them: built binaries in real pipes against
// steam-replay, checked against the replay's own answers, with bad inputs and a failing request named by line and id.
import Foundation
import Testing
import TestSupport

@Suite(.blocksOnProcesses) struct LookupTests {
    @Test func playersWritesOneRecordPerAppAndNamesWhatItCannotUse() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run("steam-games players --app 570 --app 440 --app 12345", key: "")
        #expect(result.status == 0, "\(result.stderr)")
        let records = try result.records()
        #expect(records.map { $0["appid"] as? Int } == [570, 440])
        #expect(records.allSatisfy { Set($0.keys) == ["appid", "player_count", "fetched_at"] && $0["player_count"] is Int })
        #expect(result.stderr.contains("argument 3 (12345): no app has id 12345"), "\(result.stderr)")
        let piped = try sandbox.run("steam-games players", stdin: "570\nabc\n{\"appid\":-1}\n1e300\n\n{\"name\":\"x\"}\n440\n")
        #expect(piped.status == 1)
        #expect(try piped.records().map { $0["appid"] as? Int } == [570, 440])
        for named in ["line 2 (abc)", "line 3", "line 4 (1e300)", "line 6"] {
            #expect(piped.stderr.contains(named), "\(named): \(piped.stderr)")
        }
        // A minute's answers come from the store: the second run asks Valve nothing.
        let asked = try sandbox.replay.requests(to: "GetNumberOfCurrentPlayers").count
        #expect(try sandbox.run("steam-games players --app 570 --app 440").status == 0)
        #expect(try sandbox.replay.requests(to: "GetNumberOfCurrentPlayers").count == asked)
    }

    @Test func aRequestFailingMidRunFailsOnlyItsOwnApp() throws {
        let sandbox = try Sandbox()
        try sandbox.replay.inject(#"[{"path":"GetNumberOfCurrentPlayers","status":400,"query":{"appid":"440"}}]"#)
        let result = try sandbox.run("steam-games players", stdin: "570\n440\n730\n")
        #expect(result.status == 1)
        #expect(try result.records().map { $0["appid"] as? Int } == [570, 730])
        #expect(result.stderr.contains("line 2 (440)"), "\(result.stderr)")
        let closed = try sandbox.run("steam-games players --app 570 --app 440 | head -c 0")
        #expect(closed.status == 0 && closed.stderr.isEmpty, "\(closed.stderr)")
    }

    @Test func levelAndBadgesSayWhoseTheyAreAndPrivateProfilesAreNotes() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user"), hidden = try sandbox.identity("private_profile")
        let level = try sandbox.run("steam-profile level \(demo.vanity) \(hidden.steamid)")
        #expect(level.status == 0, "\(level.stderr)")
        let levels = try level.records()
        #expect(levels.count == 1 && levels.first?["steamid"] as? String == demo.steamid && levels.first?["player_level"] is Int)
        #expect(level.stderr.contains("(\(hidden.steamid)): GetSteamLevel: keeps its profile private"), "\(level.stderr)")
        let badges = try sandbox.run("steam-profile badges", stdin: "\(demo.steamid)\nnot a player!\n\(hidden.steamid)\n")
        #expect(badges.status == 1)
        let records = try badges.records()
        #expect(!records.isEmpty && records.allSatisfy { $0["steamid"] as? String == demo.steamid })
        #expect(records.allSatisfy { ($0["player_level"] as? Int) == (levels.first?["player_level"] as? Int) && $0["badgeid"] is Int })
        #expect(records.first.map { Array($0.keys).contains("player_xp") } == true)
        // The steamid first, then Valve's badge fields as sent, then the totals.
        #expect(badges.stdoutText.split(separator: "\n").allSatisfy {
            $0.hasPrefix(#"{"steamid":"\#(demo.steamid)","badgeid":"#) && $0.contains(#","player_xp":"#)
        })
        #expect(badges.stderr.contains("line 2"), "\(badges.stderr)")
        #expect(badges.stderr.contains("line 3 (\(hidden.steamid)): GetBadges: keeps its profile private"), "\(badges.stderr)")
    }
}
