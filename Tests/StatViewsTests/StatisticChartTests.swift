// Every statistic's chart reads that statistic's own answer: no field a chart asks for is missing from the records
// the engine writes, and both renderers draw something from them.
import Foundation
import Stats
import StatViews
import SteamModels
import Testing
import ToolSupport

#if canImport(FoundationXML)
import FoundationXML
#endif

struct StatisticChartTests {
    /// Twelve matches of account 7 over three weeks: heroes 1-3, wins and losses, GPM from 300 to 630.
    static let matches: [UInt8] = Array((0..<12).map { index in
        let players = (0..<10).map { seat in
            "{\"account_id\":\(seat == 0 ? 7 : 100 + seat),\"player_slot\":\(seat < 5 ? seat : 123 + seat),"
                + "\"hero_id\":\(seat == 0 ? 1 + index % 3 : 10 + seat),\"kills\":\(index),\"deaths\":2,\"assists\":\(seat),"
                + "\"gold_per_min\":\(300 + 30 * index),\"xp_per_min\":400}"
        }
        return "{\"match_id\":\(1000 + index),\"start_time\":\(1_735_689_600 + index * 150_000),\"duration\":2000,"
            + "\"game_mode\":22,\"lobby_type\":7,\"radiant_win\":\(index % 3 != 0),\"players\":[\(players.joined(separator: ","))]}\n"
    }.joined().utf8)

    static let snapshots: [UInt8] = Array("""
        {"steamid":"76561197960287930","appid":570,"name":"Dota 2","playtime_forever":6000,"playtime_2weeks":300,"fetched_at":1735689600}
        {"steamid":"76561197960287930","appid":440,"name":"Team Fortress 2","playtime_forever":90,"fetched_at":1735689600}
        {"steamid":"76561197960287930","appid":570,"name":"Dota 2","playtime_forever":6600,"playtime_2weeks":600,"fetched_at":1736294400}

        """.utf8)

    static let statistics: [Statistic] = [
        .winLoss, .heroes(having: 0), .peers(minGames: 1, top: 200), .totals, .counts, .histogram(field: "gold_per_min", bins: 10),
        .records, .trend(field: "win", period: .week, window: 2), .trend(field: "kills", period: .day, window: 1),
        .by(keys: ["hero_id", "game_mode"], metrics: ["kills"]), .matches(count: 5),
        .playtime(PlaytimeQuery(answer: .totals)), .playtime(PlaytimeQuery(answer: .top(5))),
        .playtime(PlaytimeQuery(answer: .by(.week))),
    ]

    static func answer(_ statistic: Statistic) -> [JSONObject] {
        let isPlaytime = if case .playtime = statistic { true } else { false }
        var aggregation = Aggregation(query: Query(statistic: statistic, player: isPlaytime ? nil : 7))
        let input = isPlaytime ? snapshots : matches
        let report = input.withUnsafeBufferPointer { aggregation.add(lines: $0) }
        #expect(report.problems.isEmpty, "\(report.problems)")
        return aggregation.answer()
    }

    @Test(arguments: statistics)
    func chartReadsTheAnswer(statistic: Statistic) throws {
        let answer = Self.answer(statistic)
        try #require(!answer.isEmpty)
        let data = try ChartData(spec: try #require(StatisticChart.spec(for: statistic)), records: answer)
        #expect(!data.rows.isEmpty)
        let terminal = TerminalChart(width: 80, colour: false).render(data)
        #expect(terminal.hasPrefix(data.spec.title + "\n"))
        let svg = SVGChart().render(data)
        #expect(svg.contains("<title>\(data.spec.title)</title>"))
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
    }

    @Test func heroBarsAreNamedAndShadedByWins() throws {
        let spec = try #require(StatisticChart.spec(for: .heroes(having: 0)))
        let data = try ChartData(spec: spec, records: Self.answer(.heroes(having: 0)))
        #expect(data.rows.map(\.label).prefix(3).allSatisfy { !$0.isEmpty && Int($0) == nil })
        #expect(data.rows.map(\.value) == [4, 4, 4])
        #expect(data.rows.compactMap(\.part).reduce(0, +) == 8)
    }
}
