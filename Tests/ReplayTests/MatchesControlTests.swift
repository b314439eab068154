// GET /_replay/matches, the truth a test asks for when it needs a match with some property, and the Date header that
// stamps every answer of Valve's and OpenDota's with the replay clock's now.

import Foundation
import Testing
import TestSupport
@testable import ReplayRoutes

@Suite struct MatchesControlTests {
    let replay = InProcessReplay(matchDetails: .ok)

    @Test func listsTheAccountsEndedMatchesNewestFirstWithWhatTheRoutesDoWithThem() async throws {
        let account = try #require(try await replay.identity("dota_past_cap")["account_id"] as? Int)
        let answer = await replay.control("GET", "/_replay/matches?account_id=\(account)&limit=500")
        #expect(answer.status == 200, "\(answer.text)")
        let listed = try ndjsonObjects(answer.body)
        let world = replay.world.dota.history(of: UInt32(account), at: InProcessReplay.epoch, limit: 500) { _ in true }
        #expect(listed.compactMap { $0["match_id"] as? Int } == world.map { Int($0.matchID) })
        #expect(listed.count == 500)
        let starts = listed.compactMap { $0["start_time"] as? Int }
        #expect(starts == starts.sorted(by: >) && starts.allSatisfy { Double($0) <= InProcessReplay.epoch })
        // Every kind the tests pick among is there: practice lobbies and hidden matches besides the rest.
        #expect(listed.contains { $0["details"] as? Bool == false } && listed.contains { $0["hidden"] as? Bool == true })

        for entry in listed.prefix(60) {
            let id = try #require(entry["match_id"] as? Int)
            let details = try await replay.result(ValvePaths.matchDetails, [("match_id", String(id))])
            #expect((details["error"] == nil) == (entry["details"] as? Bool == true), "match \(id): \(details["error"] ?? "")")
            #expect((entry["lobby_type"] as? Int == 1) == (entry["details"] as? Bool == false))
            #expect(entry["sequence"] as? Bool == !(entry["hidden"] as? Bool ?? true))
        }
    }

    @Test func aSteamID64NamesTheSameAccountAndTheLimitDefaultsTo25() async throws {
        let demo = try await replay.identity("demo_user")
        let account = try #require(demo["account_id"] as? Int), steamid = try #require(demo["steamid"] as? String)
        let byAccount = await replay.control("GET", "/_replay/matches?account_id=\(account)")
        let bySteamID = await replay.control("GET", "/_replay/matches?account_id=\(steamid)")
        #expect(byAccount.text == bySteamID.text)
        #expect(try ndjsonObjects(byAccount.body).count == 25)
    }

    @Test(arguments: [
        ("", "give account_id=N, a 32-bit account id or a SteamID64"),
        ("account_id=x", "Invalid value 'x' for parameter 'account_id'"),
        ("account_id=22202&limit=0", "limit must be from 1 to 500, not 0"),
        ("account_id=22202&limit=501", "limit must be from 1 to 500, not 501"),
        ("account_id=22202&limit=ten", "Invalid value 'ten' for parameter 'limit'"),
    ])
    func aBadQueryIsRefusedNamingIt(query: String, message: String) async {
        let answer = await replay.control("GET", "/_replay/matches?\(query)")
        #expect(answer.status == 400)
        #expect(answer.text == message + "\n")
    }

    @Test func valveAndOpenDotaAnswersAreDatedByTheReplayClock() async throws {
        let moved = InProcessReplay()
        let valve = await moved.call(ValvePaths.heroes)
        let openDota = await moved.service.answer(method: "GET", path: "/api/matches/1")
        for answer in [valve, openDota] {
            #expect(answer.headers["Date"] == HTTPDate.imfFixdate(unixSeconds: InProcessReplay.epoch))
        }
        _ = await moved.control("POST", "/_replay/advance?seconds=90061.5")
        let later = await moved.call(ValvePaths.heroes)
        #expect(later.headers["Date"] == HTTPDate.imfFixdate(unixSeconds: InProcessReplay.epoch + 90_061))
        #expect(HTTPDate.imfFixdate(unixSeconds: 1_790_812_800 + 90_061.5) == "Fri, 02 Oct 2026 01:01:01 GMT")
        #expect(HTTPDate.imfFixdate(unixSeconds: 0) == "Thu, 01 Jan 1970 00:00:00 GMT")
        #expect(HTTPDate.imfFixdate(unixSeconds: 951_782_400) == "Tue, 29 Feb 2000 00:00:00 GMT")
        #expect(await moved.control("GET", "/_replay/clock").headers["Date"] == nil, "control answers are not the world's")
    }
}
