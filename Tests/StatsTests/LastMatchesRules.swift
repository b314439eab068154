// The rules of `matches` one by one: newest first by start_time then match_id, a missing start_time last, fewer
// matches than asked, the record's fields, and an answer that no input order or cut changes.
import SteamModels
import Testing
@testable import Stats

@Suite struct LastMatchesRules {
    /// One match of account 100 on Radiant's first seat, against account 300 on Dire's.
    static func line(
        id: Int64?, start: Int64?, hero: Int64? = 1, radiantWin: Bool = true, kills: Int64? = 3, duration: Int64? = 2000,
        gameMode: Int64? = 22
    ) -> String {
        var me = ["\"account_id\":100", "\"player_slot\":0", "\"deaths\":4", "\"assists\":5"]
        me += ["\"gold_per_min\":500", "\"xp_per_min\":600"]
        if let hero { me.append("\"hero_id\":\(hero)") }
        if let kills { me.append("\"kills\":\(kills)") }
        var fields = [
            "\"players\":[{\(me.joined(separator: ","))},{\"account_id\":300,\"player_slot\":128,\"hero_id\":2}]",
            "\"radiant_win\":\(radiantWin)", "\"lobby_type\":7",
        ]
        if let id { fields.append("\"match_id\":\(id)") }
        if let start { fields.append("\"start_time\":\(start)") }
        if let duration { fields.append("\"duration\":\(duration)") }
        if let gameMode { fields.append("\"game_mode\":\(gameMode)") }
        return "{\"account_id\":100," + fields.joined(separator: ",") + "}"
    }

    static func answer(_ count: Int, _ lines: [String]) -> [JSONObject] {
        MergeProperty.onePass(Query(statistic: .matches(count: count)), lines.joined(separator: "\n")).answer()
    }

    static func ids(_ count: Int, _ lines: [String]) -> [Int64?] {
        answer(count, lines).map { $0["match_id"]?.integer(Int64.self) }
    }

    @Test func newestStartTimeFirstThenLargestMatchID() {
        let lines = [
            Self.line(id: 1, start: 100), Self.line(id: 2, start: 300), Self.line(id: 5, start: 300), Self.line(id: 9, start: 200),
            Self.line(id: 3, start: 300),
        ]
        #expect(Self.ids(4, lines) == [5, 3, 2, 9])
    }

    @Test func aMatchWithoutStartTimeIsOlderThanAnyWithOne() {
        let lines = [Self.line(id: 50, start: nil), Self.line(id: 1, start: 0), Self.line(id: 60, start: nil)]
        #expect(Self.ids(10, lines) == [1, 60, 50])
        #expect(Self.ids(2, lines) == [1, 60])
    }

    @Test func fewerMatchesThanAskedGivesThemAll() {
        #expect(Self.ids(20, [Self.line(id: 8, start: 10), Self.line(id: 7, start: 20)]) == [7, 8])
        #expect(Self.ids(20, []).isEmpty)
    }

    @Test func aRecordHasEveryFieldInOrderWithNullForWhatTheMatchDoesNotSay() throws {
        // The answers are the aggregation's: an empty one fails the test instead of trapping.
        let first = try #require(Self.answer(1, [Self.line(id: 7, start: 1_700_000_000)]).first)
        let known = JSONValue.object(first).jsonBytes
        #expect(String(decoding: known, as: UTF8.self) == """
            {"match_id":7,"start_time":1700000000,"hero_id":1,"hero_name":"Anti-Mage","win":true,"kills":3,"deaths":4,\
            "assists":5,"gold_per_min":500,"xp_per_min":600,"duration":2000,"game_mode":22,"lobby_type":7}
            """)
        let sparse = Self.line(id: 8, start: nil, hero: nil, radiantWin: false, kills: nil, duration: nil, gameMode: nil)
        let unknown = JSONValue.object(try #require(Self.answer(1, [sparse]).first)).jsonBytes
        #expect(String(decoding: unknown, as: UTF8.self) == """
            {"match_id":8,"start_time":null,"hero_id":null,"win":false,"kills":null,"deaths":4,"assists":5,\
            "gold_per_min":500,"xp_per_min":600,"duration":null,"game_mode":null,"lobby_type":7}
            """)
        let unnamed = try #require(Self.answer(1, [Self.line(id: 9, start: 1, hero: 999)]).first)
        #expect(unnamed["hero_name"] == nil)
    }

    /// Few slots and many rows, so candidates are cut again and again, with ties on start_time.
    @Test func noInputOrderChangesTheAnswer() {
        var random = RandomMatches(seed: 11)
        let lines = (0..<60).map { index in
            Self.line(id: Int64(index), start: random.next(4) == 0 ? nil : Int64(random.next(12)), hero: Int64(1 + random.next(5)))
        }
        for count in [1, 2, 3, 7, 70] {
            let expected = Self.answer(count, lines)
            #expect(expected.count == min(count, lines.count))
            for _ in 0..<10 {
                #expect(Self.answer(count, lines.shuffled(using: &random)) == expected, "count \(count)")
            }
        }
    }

    /// One match of the player read twice, in two forms, is listed once: in the form read first.
    @Test func aMatchReadTwiceIsListedOnce() {
        let forms = [Self.line(id: 99, start: 20, kills: 1), Self.line(id: 99, start: 20, kills: 2)]
        #expect(Self.answer(5, forms).map { $0["kills"] } == [.int(1)])
        #expect(Self.answer(5, forms.reversed()).map { $0["kills"] } == [.int(2)])
    }

    /// Two states, each holding one form of a match, merge to the same answer in either order.
    @Test func formsOfOneMatchInTwoStatesMergeInEitherOrder() {
        let query = Query(statistic: .matches(count: 3))
        let one = MergeProperty.onePass(query, Self.line(id: 99, start: 20, kills: 1))
        let other = MergeProperty.onePass(query, Self.line(id: 99, start: 20, kills: 2))
        var forward = one, backward = other
        forward.merge(other)
        backward.merge(one)
        #expect(forward.answer() == backward.answer())
        #expect(forward.answer().map { $0["kills"] } == [.int(2), .int(1)])
    }

    @Test func rowsNewestLastAreCutToTheNewest() {
        let lines = (1...100).map { Self.line(id: Int64($0), start: Int64($0 / 3)) }
        #expect(Self.ids(5, lines) == [100, 99, 98, 97, 96])
        #expect(Self.ids(5, lines.reversed()) == [100, 99, 98, 97, 96])
    }

    @Test func noCountAnswersNothing() {
        let lines = [Self.line(id: 1, start: 1)]
        #expect(Self.answer(0, lines).isEmpty)
        #expect(Self.answer(-3, lines).isEmpty)
    }

    @Test func anEntryWithoutWinOrWithABadNumberIsRefused() throws {
        var aggregate = AnyAggregate(.matches(count: 3))
        let entry = try #require(Self.answer(1, [Self.line(id: 7, start: 10)]).first)
        try aggregate.absorb(entry)
        var noWin = JSONObject()
        for field in entry.fields where field.name != "win" { noWin.append(field.name, field.value) }
        #expect(throws: StateError.self) { try aggregate.absorb(noWin) }
        var badKills = entry
        badKills.set("kills", .string("3"))
        #expect(throws: StateError.self) { try aggregate.absorb(badKills) }
        #expect(aggregate.answer() == [entry])
    }
}
