// steam-auth resolve, steam-profile and steam-profile friends, in-process: records, notes, and which input a failure
// is reported against.
import Foundation
import SteamAuthTool
import SteamModels
import SteamProfileTool
import Testing
import TestSupport
import WebAPI

@Suite struct ResolveWorkTests {
    @Test func everyFormOfAnIdAndAVanityNameResolveInInputOrder() async throws {
        try await LoopbackReplay.with { replay in
            let outcome = try await run(
                ResolveWork(), ["robinwalker", "STEAM_1:0:11101", "[U:1:22202]", "76561197960287930"], api: replay.api())
            #expect(outcome.messages.isEmpty)
            #expect(outcome.records.map { $0["steamid"] as? String } == [
                "76561197960435530", "76561197960287930", "76561197960287930", "76561197960287930",
            ])
            #expect(outcome.records.map { $0["input"] as? String } == ["robinwalker", "STEAM_1:0:11101", "[U:1:22202]", "76561197960287930"])
            #expect(outcome.records.first?["vanity"] as? String == "robinwalker")
            #expect(try await replay.requests(to: "ResolveVanityURL").count == 1)
        }
    }

    @Test func anInputThatNamesNoAccountIsReportedAgainstItsLineAndTheOthersGoOn() async throws {
        try await LoopbackReplay.with { replay in
            let nobody = try await replay.identity("unknown_vanity")["vanity"] as? String ?? ""
            let outcome = try await run(
                ResolveWork(), ["22202", nobody, #"{"steamid":true}"#, "null"], from: .lines, api: replay.api())
            #expect(outcome.records.map { $0["account_id"] as? Int } == [22202])
            #expect(outcome.failures == [
                "line 2 (\(nobody)): no account has the vanity name \"\(nobody)\"",
                #"line 3: field "steamid" is a boolean, not a string or an integer"#,
                "line 4: JSON null, not an id",
            ])
            #expect(outcome.statuses.allSatisfy { $0 == .partialFailure })
        }
    }
}

@Suite struct SummariesWorkTests {
    @Test func oneSummaryPerAccountInInputOrderAndAnUnknownAccountIsANote() async throws {
        try await LoopbackReplay.with { replay in
            let demo = try await replay.steamid("demo_user")
            let unknown = try await replay.steamid("unknown_steamid")
            let outcome = try await run(SummariesWork(), [unknown, demo, "gabelogannewell"], api: replay.api())
            #expect(outcome.records.map { $0["steamid"] as? String } == [demo, "76561197960287930"])
            #expect(outcome.records.allSatisfy { $0["personaname"] is String })
            #expect(outcome.notes == ["argument 1 (\(unknown)): no player has steamid \(unknown)"])
            #expect(try await replay.requests(to: "GetPlayerSummaries").count == 1)
        }
    }

    @Test func aFailedBatchIsReportedAgainstEachInputItSpoils() async throws {
        try await LoopbackReplay.with { replay in
            try await replay.inject(#"[{"path":"GetPlayerSummaries","status":503}]"#)
            let outcome = try await run(SummariesWork(), ["22202", "robinwalker"], api: replay.api(attempts: 1))
            #expect(outcome.records.isEmpty)
            try #require(outcome.failures.count == 2, "\(outcome.messages)")
            #expect(outcome.failures[0].hasPrefix("argument 1 (22202): "))
            #expect(outcome.failures[1].hasPrefix("argument 2 (robinwalker): "))
            #expect(outcome.failures.allSatisfy { $0.contains("503") })
        }
    }
}

@Suite struct FriendsWorkTests {
    /// A redirect is not followed, since the key would go along, and the message says where it pointed and why.
    @Test func aRedirectIsAFailureThatSaysWhereItPointed() async throws {
        try await LoopbackReplay.with { replay in
            let hub = try await replay.steamid("many_friends")
            try await replay.inject(#"[{"path":"GetFriendList","redirect":"https://moved.example/x?key=SECRET"}]"#)
            let error = await #expect(throws: WebAPIError.self) {
                try await run(FriendsWork(withSummaries: false), [hub], api: replay.api())
            }
            let message = error?.description ?? ""
            #expect(message.hasPrefix("GetFriendList answered HTTP 302, a redirect to https://moved.example/x?key=REDACTED"), "\(message)")
            #expect(message.contains("not followed") && !message.contains("SECRET"), "\(message)")
            #expect(error?.exitStatus == .partialFailure)
        }
    }

    @Test func anEnvelopeThatIsNotGetFriendListsIsAFailureNotAFriendlessPlayer() async throws {
        try await LoopbackReplay.with { replay in
            let hub = try await replay.steamid("many_friends")
            try await replay.inject(#"[{"path":"GetFriendList","body":"{\"response\":{}}"}]"#)
            let error = await #expect(throws: WebAPIError.self) {
                try await run(FriendsWork(withSummaries: false), [hub], api: replay.api())
            }
            #expect(error?.description == #"GetFriendList sent an unexpected answer: the body has no "friendslist""#)
            // Not stored: the next run asks again and gets the real list.
            let again = try await run(FriendsWork(withSummaries: false), [hub], api: replay.api())
            #expect(!again.records.isEmpty && again.messages.isEmpty)
            #expect(try await replay.requests(to: "GetFriendList").count == 2)
            try await replay.inject(#"[{"path":"GetFriendList","body":"{}"}]"#)
            let friendless = try await run(FriendsWork(withSummaries: false), [hub], api: replay.api(mode: .bypass))
            #expect(friendless.records.isEmpty && friendless.messages.isEmpty)
        }
    }

    @Test func eachFriendSaysWhoseFriendItIs() async throws {
        try await LoopbackReplay.with { replay in
            let demo = try await replay.identity("demo_user")
            let outcome = try await run(FriendsWork(withSummaries: false), ["robinwalker"], api: replay.api())
            #expect(outcome.messages.isEmpty)
            #expect(outcome.records.count == demo["friends"] as? Int)
            #expect(outcome.records.allSatisfy { $0["friend_of"] as? String == demo["steamid"] as? String })
            #expect(outcome.records.contains { $0["steamid"] as? String == "76561197960287930" })
        }
    }

    @Test func withSummariesEachFriendCarriesItsProfile() async throws {
        try await LoopbackReplay.with { replay in
            let outcome = try await run(FriendsWork(withSummaries: true), ["robinwalker"], api: replay.api())
            #expect(!outcome.records.isEmpty)
            #expect(outcome.records.allSatisfy { $0["personaname"] is String && $0["friend_since"] != nil })
        }
    }

    @Test func privateAndEmptyListsAreNotesNotFailures() async throws {
        try await LoopbackReplay.with { replay in
            let hidden = try await replay.steamid("private_profile")
            let lonely = try await replay.steamid("no_friends")
            let outcome = try await run(FriendsWork(withSummaries: false), [hidden, lonely], api: replay.api())
            #expect(outcome.records.isEmpty)
            #expect(outcome.failures.isEmpty)
            #expect(outcome.notes.first == "argument 1 (\(hidden)): keeps the friend list private")
        }
    }
}
