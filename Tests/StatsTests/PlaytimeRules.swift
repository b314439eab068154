// The playtime rules one by one: which snapshot of a game is the latest, how minutes gained fall into periods,
// and how snapshot lines that break the contract are named.
import SteamModels
import Testing
@testable import Stats

@Suite struct PlaytimeRules {
    static let account = "76561197960265829"
    static let other = "76561197960265830"
    /// 2025-12-29, a Monday: the first day of ISO week 2026-W01.
    static let monday: Int64 = 1_766_966_400
    static let day: Int64 = 86_400

    static func line(_ steamID: String = account, app: Int = 570, forever: Int, at time: Int64? = nil,
                     twoWeeks: Int? = nil, name: String? = nil) -> String {
        var fields = ["\"steamid\":\"\(steamID)\"", "\"appid\":\(app)", "\"playtime_forever\":\(forever)"]
        if let time { fields.append("\"fetched_at\":\(time)") }
        if let twoWeeks { fields.append("\"playtime_2weeks\":\(twoWeeks)") }
        if let name { fields.append("\"name\":\"\(name)\"") }
        return "{" + fields.joined(separator: ",") + "}"
    }

    static func run(_ answer: PlaytimeQuery.Answer, _ lines: [String], query: PlaytimeQuery? = nil) -> (answer: [String], report: ChunkReport) {
        var aggregation = Aggregation(query: Query(statistic: .playtime(query ?? PlaytimeQuery(answer: answer))))
        var bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
        let report = bytes.withUnsafeMutableBufferPointer { aggregation.add(lines: UnsafeBufferPointer($0)) }
        return (aggregation.answer().map { String(decoding: JSONValue.object($0).jsonBytes, as: UTF8.self) }, report)
    }

    static func gains(_ period: Period, _ lines: [String]) -> [String] { run(.by(period), lines).answer }

    static func minutes(_ period: String, _ minutes: Int, games: Int = 1, accounts: Int = 1) -> String {
        "{\"period\":\"\(period)\",\"minutes\":\(minutes),\"games\":\(games),\"accounts\":\(accounts)}"
    }

    @Test func twoSnapshotsOnOneDayGiveTheirDifferenceThatDay() {
        let lines = [Self.line(forever: 160, at: Self.monday + 50_000), Self.line(forever: 100, at: Self.monday + 10)]
        #expect(Self.gains(.day, lines) == [Self.minutes("2025-12-29", 60)])
    }

    @Test func eachDayGainsOverTheDayBefore() {
        let lines = [
            Self.line(forever: 100, at: Self.monday), Self.line(forever: 130, at: Self.monday + Self.day),
            Self.line(forever: 145, at: Self.monday + 2 * Self.day + 100), Self.line(forever: 150, at: Self.monday + 2 * Self.day + 900),
        ]
        #expect(Self.gains(.day, lines) == [
            Self.minutes("2025-12-29", 0, games: 0, accounts: 0), Self.minutes("2025-12-30", 30), Self.minutes("2025-12-31", 20),
        ])
    }

    @Test func weeksFollowISOWeeksAcrossTheYear() {
        let lines = [
            Self.line(forever: 10, at: Self.monday - 1), Self.line(forever: 40, at: Self.monday),
            Self.line(forever: 70, at: Self.monday + 6 * Self.day + 86_399), Self.line(forever: 75, at: Self.monday + 7 * Self.day),
        ]
        #expect(Self.gains(.week, lines) == [
            Self.minutes("2025-W52", 0, games: 0, accounts: 0), Self.minutes("2026-W01", 60), Self.minutes("2026-W02", 5),
        ])
    }

    @Test func playtimeThatWentDownGainsNothing() {
        let lines = [Self.line(forever: 200, at: Self.monday), Self.line(forever: 150, at: Self.monday + Self.day)]
        #expect(Self.gains(.day, lines) == [
            Self.minutes("2025-12-29", 0, games: 0, accounts: 0), Self.minutes("2025-12-30", 0, games: 0, accounts: 0),
        ])
        #expect(PlaytimeGains.gain(PlaytimeGains.Span(least: 150, most: 150), after: 200) == 0)
        #expect(PlaytimeGains.gain(PlaytimeGains.Span(least: 90, most: 150), after: nil) == 60)
    }

    @Test func aGapWithoutSnapshotsGainsOverTheLastPeriodThatHadOne() {
        let lines = [Self.line(forever: 100, at: Self.monday), Self.line(forever: 160, at: Self.monday + 4 * Self.day)]
        #expect(Self.gains(.day, lines) == [Self.minutes("2025-12-29", 0, games: 0, accounts: 0), Self.minutes("2026-01-02", 60)])
    }

    @Test func gamesAndAccountsCountDistinctGainers() {
        let lines = [
            Self.line(app: 570, forever: 0, at: Self.monday), Self.line(app: 570, forever: 30, at: Self.monday + 60),
            Self.line(Self.other, app: 570, forever: 5, at: Self.monday), Self.line(Self.other, app: 570, forever: 10, at: Self.monday + 9),
            Self.line(Self.other, app: 440, forever: 7, at: Self.monday), Self.line(Self.other, app: 440, forever: 8, at: Self.monday + 9),
            Self.line(Self.other, app: 730, forever: 3, at: Self.monday),
        ]
        #expect(Self.gains(.day, lines) == [Self.minutes("2025-12-29", 36, games: 2, accounts: 2)])
    }

    @Test func theLatestSnapshotHasTheGreatestFetchedAtThenTheGreatestPlaytime() {
        let lines = [
            Self.line(forever: 500),
            Self.line(forever: 100, at: 2_000, twoWeeks: 5), Self.line(forever: 90, at: 2_000, twoWeeks: 50),
            Self.line(forever: 300, at: 1_000),
            Self.line(app: 730, forever: 40), Self.line(app: 730, forever: 30),
        ]
        #expect(Self.run(.totals, lines).answer == [
            "{\"accounts\":1,\"games\":2,\"games_played\":2,\"playtime_forever\":140,\"playtime_2weeks\":5}",
        ])
        #expect(Self.run(.totals, lines.reversed()).answer == Self.run(.totals, lines).answer)
    }

    @Test func theNameComesFromTheLatestSnapshotThatHasOne() {
        let lines = [
            Self.line(forever: 10, at: 1_000, name: "Old"), Self.line(forever: 20, at: 3_000),
            Self.line(Self.other, forever: 5, at: 2_000, name: "Newer"), Self.line(Self.other, app: 440, forever: 5, name: "B"),
            Self.line(Self.other, app: 440, forever: 5, name: "A"),
        ]
        #expect(Self.run(.top(5), lines).answer == [
            "{\"appid\":570,\"name\":\"Newer\",\"playtime_forever\":25,\"playtime_2weeks\":0,\"owners\":2,\"players\":2}",
            "{\"appid\":440,\"name\":\"B\",\"playtime_forever\":5,\"playtime_2weeks\":0,\"owners\":1,\"players\":1}",
        ])
        #expect(Self.run(.top(1), lines.reversed()).answer == Array(Self.run(.top(5), lines).answer.prefix(1)))
    }

    @Test func equalTimesNameTheGameAfterTheSmallestSteamID() {
        let lines = [Self.line(Self.other, forever: 5, at: 7, name: "Second"), Self.line(forever: 5, at: 7, name: "First")]
        #expect(Self.run(.top(1), lines).answer.first?.contains("\"name\":\"First\"") == true)
    }

    @Test func filtersLeaveSnapshotsOutBeforeTheLatestIsChosen() {
        let lines = [
            Self.line(forever: 100, at: 1_000), Self.line(forever: 200, at: 5_000), Self.line(forever: 999),
            Self.line(app: 440, forever: 7, at: 1_000), Self.line(Self.other, forever: 50, at: 1_000),
        ]
        let query = PlaytimeQuery(answer: .totals, apps: [570], steamID: UInt64(Self.account), since: 500, until: 5_000)
        let (answer, _) = Self.run(.totals, lines, query: query)
        #expect(answer == ["{\"accounts\":1,\"games\":1,\"games_played\":1,\"playtime_forever\":100,\"playtime_2weeks\":0}"])
    }

    @Test func linesThatBreakTheContractAreNamedByField() {
        let lines = [
            Self.line(forever: 10, at: 1), "{\"steamid\":\"1\",\"appid\":\"570\",\"playtime_forever\":1}",
            "{\"steamid\":\"1\",\"appid\":5,\"playtime_forever\":-1}", "{\"steamid\":\"x1\",\"appid\":5,\"playtime_forever\":1}",
            "{\"steamid\":true,\"appid\":5,\"playtime_forever\":1}", "{\"steamid\":\"1\",\"playtime_forever\":1}",
            "{\"steamid\":\"1\",\"appid\":5}", "{\"steamid\":\"1\",\"appid\":5,\"playtime_forever\":1,\"name\":7}",
            "{\"steamid\":\"1\",\"appid\":5,\"playtime_forever\":1.5}", "[1]", "{\"appid\":5,\"playtime_forever\":1}",
            "{\"steamid\":1,\"appid\":5.0,\"playtime_forever\":1,\"fetched_at\":null,\"extra\":{\"a\":[1,2]}}",
        ]
        let (answer, report) = Self.run(.totals, lines)
        let problems = report.problems.map { "\($0.line): \($0.problem)" }
        for (line, field) in [(2, "appid"), (3, "playtime_forever"), (4, "steamid"), (5, "steamid"), (6, "appid"),
                              (7, "playtime_forever"), (8, "name"), (9, "playtime_forever"), (10, "object"), (11, "steamid")] {
            #expect(problems.contains { $0.hasPrefix("\(line): ") && $0.contains(field) }, "line \(line): \(problems)")
        }
        #expect(problems.count == 10 && report.problems.allSatisfy(\.isFailure))
        #expect(answer == ["{\"accounts\":2,\"games\":2,\"games_played\":2,\"playtime_forever\":11,\"playtime_2weeks\":0}"])
    }

    @Test func byPeriodNeedsFetchedAtOnEveryLine() {
        let (answer, report) = Self.run(.by(.day), [Self.line(forever: 10), Self.line(forever: 20, at: Self.monday)])
        #expect(report.problems.map(\.line) == [1] && report.problems[0].problem.contains("fetched_at"))
        #expect(answer == [Self.minutes("2025-12-29", 0, games: 0, accounts: 0)])
    }
}
