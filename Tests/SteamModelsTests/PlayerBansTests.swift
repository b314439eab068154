// GetPlayerBans' model: the recorded answer decodes, each record names its account by steamid first and keeps
// Valve's fields in Valve's order, and shapes that are wrong are named.
import Foundation
import Testing
import TestSupport
@testable import SteamModels

@Suite struct PlayerBansTests {
    @Test func theRecordedAnswerGivesOneRecordPerAccountWithValvesFieldsInValvesOrder() throws {
        let list = try PlayerBansList(json: RecordedAnswers.body("GetPlayerBans", "lpradel_two_players.json"))
        #expect(list.players.map(\.steamID.id64) == [76_561_198_051_682_777, 76_561_198_051_682_776])
        let record = try #require(list.players.first).record
        #expect(record.fields.map(\.name) == [
            "steamid", "CommunityBanned", "VACBanned", "NumberOfVACBans", "DaysSinceLastBan", "EconomyBan",
        ])
        #expect(record["steamid"] == .string("76561198051682777"))
        #expect(record["EconomyBan"] == .string("none"))
        #expect(list.players.allSatisfy { $0.vacBans == 0 && $0.gameBans == 0 })
    }

    @Test func aRecordReadsBackAsTheBansItWasWrittenFrom() throws {
        let list = try PlayerBansList(json: RecordedAnswers.body("GetPlayerBans", "lpradel_two_players.json"))
        for bans in list.players {
            #expect(try PlayerBans(record: JSONValue.object(bans.record).jsonBytes) == bans)
        }
    }

    @Test func aFieldValveAddsPassesThroughAndTheCountsAreRead() throws {
        let list = try PlayerBansList(json: Array(#"""
            {"players":[{"SteamId":"76561197960287930",\#(Self.valvesOtherFields),"VACBanned":true,"NumberOfVACBans":2,\#
            "NumberOfGameBans":1,"Future":[1]}]}
            """#.utf8))
        let bans = try #require(list.players.first)
        #expect(bans.vacBans == 2 && bans.gameBans == 1)
        #expect(bans.record.fields.map(\.name) == [
            "steamid", "CommunityBanned", "DaysSinceLastBan", "EconomyBan", "VACBanned", "NumberOfVACBans",
            "NumberOfGameBans", "Future",
        ])
    }

    /// The fields every record has besides the two ban flags and counts the tests vary.
    static let valvesOtherFields = #""CommunityBanned":false,"DaysSinceLastBan":0,"EconomyBan":"none""#
    static let aWholeRecord = #""SteamId":"76561197960287930",\#(valvesOtherFields),"VACBanned":false"#

    @Test(arguments: [
        (#"{"response":{"players":[]}}"#, "the answer has no players array"),
        (#"{"players":[7]}"#, "player 1 is a number, not an object"),
        (#"{"players":[{"SteamId":76561197960287930}]}"#, "player 1 has no SteamId that is a SteamID64 string"),
        (#"{"players":[{\#(aWholeRecord),"NumberOfVACBans":"2"}]}"#,
         "steamid 76561197960287930 has a string as NumberOfVACBans, not a count"),
        (#"{"players":[{\#(aWholeRecord),"NumberOfVACBans":0,"NumberOfGameBans":-1}]}"#,
         "steamid 76561197960287930 has a number as NumberOfGameBans, not a count"),
        (#"{"players":[{"SteamId":"76561197960287930","NumberOfVACBans":1}]}"#,
         "steamid 76561197960287930 lacks CommunityBanned, VACBanned, DaysSinceLastBan, EconomyBan, which every GetPlayerBans record has"),
        (#"{"players":[{"SteamId":"76561197960287930","CommunityBanned":false,"DaysSinceLastBan":0,"EconomyBan":null,"VACBanned":false,"NumberOfVACBans":1}]}"#,
         "steamid 76561197960287930 has null as EconomyBan, not a string"),
        (#"{"players":[{"SteamId":"76561197960287930","CommunityBanned":"no","DaysSinceLastBan":0,"EconomyBan":"none","VACBanned":false,"NumberOfVACBans":0}]}"#,
         "steamid 76561197960287930 has a string as CommunityBanned, not true or false"),
    ])
    func wrongShapesAreNamed(_ body: String, _ problem: String) {
        #expect(throws: ShapeError(problem)) { try PlayerBansList(json: Array(body.utf8)) }
    }
}
