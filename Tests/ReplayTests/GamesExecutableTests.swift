// The games control truths through a real steam-replay process and TestSupport's helpers, as tool tests read them.

import Foundation
import Testing
import TestSupport

@Suite struct GamesExecutableTests {
    @Test func libraryAndAchievementTruthsFollowTheClockOverLoopback() throws {
        let replay = try Replay()
        defer { replay.stop() }
        let demo = try #require(try replay.identity("demo_user")["steamid"] as? String)
        let appid = try #require(try replay.identity("app_with_achievements")["appid"] as? Int)
        let before = try replay.library(of: demo)
        try replay.advance(days: 7)
        let after = try replay.library(of: demo)
        #expect(after.count == before.count && !after.isEmpty)
        for (old, new) in zip(before, after) {
            let perDay = try #require(old["minutes_per_day"] as? Int)
            #expect(new["playtime_forever"] as? Int == (old["playtime_forever"] as? Int ?? 0) + 7 * perDay)
        }
        let achievements = try replay.achievements(of: demo, appid: appid)
        #expect(achievements.contains { $0["achieved"] as? Bool == true })
        #expect(achievements.allSatisfy { ($0["percent_tenths"] as? Int).map { (0...1000).contains($0) } == true })
    }
}
