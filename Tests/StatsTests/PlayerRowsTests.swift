// OpenDota's player rows and dota-detail's `opendota.players`, one rule at a time: a row's players come from its
// heroes column with the row as its own player, a column a query needs and a row lacks is counted apart, a match
// read twice for one account counts once, and the match's own fields are no player statistic.
import SteamModels
import Testing
@testable import Stats

@Suite struct PlayerRowsTests {
    /// Account 9 on Radiant's first seat, with 3 beside him and 5 (and an anonymous player) against him.
    static let row = row(heroes: #"""
        {"0":{"account_id":9,"hero_id":14},"1":{"account_id":3,"hero_id":2},"128":{"account_id":5,"hero_id":1},\#
        "129":{"hero_id":8}}
        """#)

    static func row(heroes: String) -> String {
        #"""
        {"match_id":7,"player_slot":0,"radiant_win":true,"account_id":9,"hero_id":14,"kills":5,"deaths":2,"assists":7,\#
        "gold_per_min":500,"xp_per_min":600,"start_time":1750000000,"duration":2000,"game_mode":22,"lobby_type":7,\#
        "cluster":133,"leaver_status":null,"lane_role":null,"version":21,"average_rank":54,"heroes":
        """# + heroes + "}"
    }

    static func answer(_ statistic: Statistic, _ lines: [String], filter: MatchFilter = MatchFilter()) -> (Aggregation, [JSONObject]) {
        let aggregation = MergeProperty.onePass(Query(statistic: statistic, filter: filter), lines.joined(separator: "\n"))
        return (aggregation, aggregation.answer())
    }

    @Test func aRowsPlayersAreItsHeroesWithTheRowAsItsOwn() throws {
        var scanner = ScannerReading(plan: FieldPlan())
        let view = try scanner.view(of: Array(Self.row.utf8)).get()
        #expect(view.isRow && view.playerCount == 4 && view.perspective == 9)
        let own = try #require(view.rowIndex)
        // The scanner's view: too few players fails the test instead of trapping below.
        try #require(view.players.count >= 4 && view.players.indices.contains(own), "\(view.players.count) players")
        #expect(view.players[own].kills == 5 && view.players[own].goldPerMin == 500 && view.players[own].heroID == 14)
        #expect(view.players.prefix(view.playerCount).map(\.playerSlot) == [0, 1, 128, 129])
        #expect(view.players[3].accountID == nil && view.players[3].heroID == 8)
        let (_, peers) = Self.answer(.peers(minGames: 1, top: 200), [Self.row])
        #expect(peers.map { $0["account_id"] } == [.int(3), .int(5)])
        try #require(peers.count == 2, "\(peers)")
        #expect(peers[0]["with_gpm_sum"] == .int(500) && peers[1]["against_games"] == .int(1))
    }

    @Test func withHeroCountsThePlayersOwnAndAgainstHeroDoesNot() {
        var with = MatchFilter()
        with.withHeroes = [14]
        #expect(Self.answer(.winLoss, [Self.row], filter: with).1 == [JSONObject(["win": .int(1), "lose": .int(0)])])
        var against = MatchFilter()
        against.againstHeroes = [14]
        #expect(Self.answer(.winLoss, [Self.row], filter: against).0.counted == 0)
        var withSelf = MatchFilter()
        withSelf.withAccounts = [9]
        #expect(Self.answer(.winLoss, [Self.row], filter: withSelf).0.counted == 1)
    }

    @Test func countsPutANullLaneRoleAndLeaverStatusUnderZero() {
        let counts = Self.answer(.counts, [Self.row]).1
        for field in ["lane_role", "leaver_status"] {
            #expect(counts.contains { $0["field"] == .string(field) && $0["value"] == .int(0) && $0["games"] == .int(1) })
        }
    }

    @Test func theMatchsOwnFieldsAreNoPlayerStatistic() {
        let fields = Self.answer(.totals, [Self.row]).1.compactMap { $0["field"]?.string }
        #expect(fields.contains("kills") && fields.contains("duration") && fields.contains("kda"))
        for field in ["match_id", "start_time", "version", "average_rank", "cluster", "game_mode"] {
            #expect(!fields.contains(field), "\(field)")
        }
    }

    @Test func aRowLackingAColumnTheQueryReadsIsCountedApart() {
        let bare = #"{"match_id":8,"player_slot":129,"radiant_win":false,"account_id":9,"kills":1}"#
        let (peers, _) = Self.answer(.peers(minGames: 1, top: 200), [Self.row, bare])
        #expect(peers.counted == 1 && peers.rowsLacking == ["heroes": 1, "gold_per_min": 1, "xp_per_min": 1])
        let (wins, answer) = Self.answer(.winLoss, [Self.row, bare])
        #expect(wins.rowsLacking.isEmpty && answer == [JSONObject(["win": .int(2), "lose": .int(0)])])
        #expect(Self.answer(.heroes(having: 0), [Self.row(heroes: "null")]).0.rowsLacking == ["heroes": 1])
    }

    @Test func aMatchReadTwiceForOneAccountCountsOnce() {
        let (aggregation, answer) = Self.answer(.winLoss, [Self.row, Self.row, Self.row])
        #expect(aggregation.repeated == 2 && answer == [JSONObject(["win": .int(1), "lose": .int(0)])])
        let other = Self.row.replacingOccurrences(of: #""player_slot":0,"radiant_win":true,"account_id":9"#,
                                                  with: #""player_slot":1,"radiant_win":true,"account_id":3"#)
        #expect(Self.answer(.winLoss, [Self.row, other]).0.counted == 2, "the same match for another account counts")
    }

    @Test func aRowOfAnotherAccountIsNotHisThoughHeIsInItsHeroes() {
        let aggregation = MergeProperty.onePass(Query(statistic: .winLoss, player: 3), Self.row)
        #expect(aggregation.counted == 0 && aggregation.notThePlayers == 1)
    }

    @Test(arguments: [
        (#"{"match_id":1,"player_slot":0,"radiant_win":true,"heroes":[]}"#, "heroes is an array"),
        (#"{"match_id":1,"player_slot":0,"radiant_win":true,"heroes":{"x":{}}}"#, "heroes has a member \"x\""),
        (#"{"match_id":1,"player_slot":0,"radiant_win":true,"heroes":{"0":1}}"#, #"heroes["0"] is not an object"#),
        (#"{"match_id":1,"player_slot":"0","radiant_win":true}"#, "player_slot is a string"),
        (#"{"match_id":1,"players":[{"player_slot":0}],"opendota":{"players":[7]}}"#, "opendota.players[0] is not an object"),
    ])
    func namesWhatIsWrongInARow(line: String, problem: String) {
        var scanner = ScannerReading(plan: FieldPlan())
        guard case .failure(let error) = scanner.view(of: Array(line.utf8)) else {
            Issue.record("\(line) decoded")
            return
        }
        #expect(error.problem.contains(problem), "\(error.problem)")
    }

    /// dota-detail's record of an OpenDota match keeps OpenDota's own player fields apart; they join their player.
    @Test func openDotasPlayerFieldsJoinTheirPlayer() throws {
        let line = #"""
            {"match_id":3,"radiant_win":false,"account_id":9,"players":[{"account_id":9,"player_slot":128,"hero_id":1,\#
            "kills":4},{"account_id":5,"player_slot":0,"hero_id":2}],"opendota":{"region":3,"players":[{"player_slot":0,\#
            "lane_role":3},{"player_slot":128,"lane_role":1,"kills":99,"stuns":2.5,"match_id":3}]}}
            """#
        var scanner = ScannerReading(plan: FieldPlan(everyPlayerNumber: true))
        let view = try scanner.view(of: Array(line.utf8)).get()
        try #require(view.players.count >= 2, "\(view.players.count) players")
        #expect(view.players[0].laneRole == 1 && view.players[0].kills == 4 && view.players[1].laneRole == 3)
        let fields = Self.answer(.totals, [line]).1.compactMap { $0["field"]?.string }
        #expect(fields.contains("stuns") && !fields.contains("match_id"))
        let counts = Self.answer(.counts, [line]).1
        #expect(counts.contains { $0["field"] == .string("lane_role") && $0["value"] == .int(1) })
    }
}
