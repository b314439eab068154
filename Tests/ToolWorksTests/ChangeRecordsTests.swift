// The events between two snapshots of one account, without a server: switching games is a stop then a start, a
// friendship ended and begun again is a removal and an addition, a ban that only ages is no event, and every record
// carries the two snapshots' times last. And steam-profile history reads the snapshots back, one record per friend.
import Foundation
import Testing
import TestSupport
import WebAPI
@testable import SteamModels
@testable import ChangeFeeds
import SteamProfileTool

@Suite struct ChangeRecordsTests {
    static let id = SteamID(id64: 76_561_197_960_287_930)

    static func object(_ json: String) throws -> JSONObject {
        try #require(try JSONValue.parse(Array(json.utf8)).object)
    }

    static func texts(_ changes: ChangeRecords) -> [String] {
        changes.records.map { String(decoding: JSONValue.object($0).jsonBytes, as: UTF8.self) }
    }

    @Test func switchingGamesIsAStopThenAStartAndARenameComesLast() throws {
        var changes = ChangeRecords(Self.id, from: 100, to: 200)
        changes.summary(
            from: try Self.object(#"{"personaname":"a","personastate":1,"gameid":"570","gameextrainfo":"Dota 2"}"#),
            to: try Self.object(#"{"personaname":"b","personastate":1,"gameid":"440","gameextrainfo":"Team Fortress 2"}"#))
        #expect(Self.texts(changes) == [
            #"{"event":"game_stopped","steamid":"76561197960287930","gameid":"570","gameextrainfo":"Dota 2","previous_seen_at":100,"seen_at":200}"#,
            #"{"event":"game_started","steamid":"76561197960287930","gameid":"440","gameextrainfo":"Team Fortress 2","previous_seen_at":100,"seen_at":200}"#,
            #"{"event":"renamed","steamid":"76561197960287930","before":"a","after":"b","previous_seen_at":100,"seen_at":200}"#,
        ])
        var none = ChangeRecords(Self.id, from: 100, to: 200)
        none.summary(from: try Self.object(#"{"personastate":0}"#), to: try Self.object(#"{"personastate":0}"#))
        #expect(none.records.isEmpty)
    }

    @Test func aFriendshipBegunAgainIsARemovalAndAnAddition() throws {
        var changes = ChangeRecords(Self.id, from: 100, to: 200)
        changes.friends(
            from: [try Self.object(#"{"friend":"1","friend_since":10}"#), try Self.object(#"{"friend":"2","friend_since":20}"#)],
            to: [try Self.object(#"{"friend":"2","friend_since":150}"#), try Self.object(#"{"friend":"3","friend_since":160}"#)])
        // The records are ChangeRecords' own: one without a field fails the test instead of trapping.
        let texts = try changes.records.map { record -> String in
            let event = try #require(record["event"]?.string, "\(record)")
            let friend = try #require(record["friend"]?.string, "\(record)")
            let since = try #require(record["friend_since"]?.integer(Int.self), "\(record)")
            return "\(event) \(friend) \(since)"
        }
        #expect(texts == [
            "friend_removed 1 10", "friend_removed 2 20", "friend_added 2 150", "friend_added 3 160",
        ])
    }

    @Test func aWishlistReportsRemovalsAdditionsThenPriceDropsInOneCountryOnly() throws {
        var changes = ChangeRecords(Self.id, from: 100, to: 200)
        changes.wishlist(
            from: try Self.object(#"{"cc":"US","items":[{"appid":10,"priority":1,"date_added":5,"final":999,"currency":"USD"},{"appid":20,"priority":2,"date_added":6,"final":500,"currency":"USD"},{"appid":30,"priority":3,"date_added":7,"final":100,"currency":"USD"}]}"#),
            to: try Self.object(#"{"cc":"US","items":[{"appid":20,"priority":1,"date_added":6,"final":250,"currency":"USD"},{"appid":30,"priority":2,"date_added":7,"final":150,"currency":"USD"},{"appid":40,"priority":0,"date_added":150}]}"#))
        #expect(Self.texts(changes) == [
            #"{"event":"wishlist_removed","steamid":"76561197960287930","appid":10,"previous_seen_at":100,"seen_at":200}"#,
            #"{"event":"wishlist_added","steamid":"76561197960287930","appid":40,"priority":0,"date_added":150,"previous_seen_at":100,"seen_at":200}"#,
            #"{"event":"price_dropped","steamid":"76561197960287930","appid":20,"cc":"US","currency":"USD","before":500,"after":250,"previous_seen_at":100,"seen_at":200}"#,
        ])
        // Prices of two countries are not compared: a run with --cc de after one with --cc us drops nothing.
        var elsewhere = ChangeRecords(Self.id, from: 100, to: 200)
        elsewhere.wishlist(
            from: try Self.object(#"{"cc":"US","items":[{"appid":20,"priority":1,"date_added":6,"final":500,"currency":"USD"}]}"#),
            to: try Self.object(#"{"cc":"DE","items":[{"appid":20,"priority":1,"date_added":6,"final":450,"currency":"EUR"}]}"#))
        #expect(elsewhere.records.isEmpty)
    }

    @Test func onlyBansThatGoUpAreEvents() throws {
        func bans(_ json: String) throws -> PlayerBans { try PlayerBans(fields: try Self.object(json), steamID: Self.id) }
        var aged = ChangeRecords(Self.id, from: 100, to: 200)
        aged.bans(from: try bans(#"{"NumberOfVACBans":1,"DaysSinceLastBan":3}"#), to: try bans(#"{"NumberOfVACBans":1,"DaysSinceLastBan":4}"#))
        #expect(aged.records.isEmpty)
        var raised = ChangeRecords(Self.id, from: 100, to: 200)
        raised.bans(from: try bans(#"{"NumberOfGameBans":0}"#), to: try bans(#"{"NumberOfGameBans":1}"#))
        #expect(Self.texts(raised) == [
            #"{"event":"bans_increased","steamid":"76561197960287930","before":{"NumberOfGameBans":0},"after":{"NumberOfGameBans":1},"previous_seen_at":100,"seen_at":200}"#,
        ])
    }

    @Test func historyReadsEachKindBackAndNotesAnAccountWithNone() async throws {
        try await LoopbackReplay.with { replay in
            let demo = try await replay.steamid("demo_user")
            _ = try await run(FriendsWork(withSummaries: false), [demo], api: replay.api())
            let friends = try await run(ProfileHistoryWork(kind: .friends, since: nil, until: nil), [demo], api: replay.api())
            #expect(!friends.records.isEmpty && friends.messages.isEmpty)
            #expect(friends.records.allSatisfy { Array($0.keys).sorted() == ["fetched_at", "friend", "friend_since", "seen_until", "steamid"] })
            let bans = try await run(ProfileHistoryWork(kind: .bans, since: nil, until: nil), [demo], api: replay.api())
            #expect(bans.records.isEmpty)
            #expect(bans.notes == ["argument 1 (\(demo)): the store holds no bans snapshots of \(demo); steam-profile bans takes them"])
        }
    }
}
