// The replay clock: where it starts, how /_replay/advance moves it, and the bodies it refuses.

import Foundation
import Testing
@testable import ReplayRoutes

@Suite struct ClockTests {
    let replay = InProcessReplay()

    private func now() async throws -> Double {
        let answer = await replay.control("GET", "/_replay/clock")
        #expect(answer.status == 200)
        return try #require(try answer.json()["now"] as? Double)
    }

    @Test func startsAtTheEpochAndStandsStill() async throws {
        #expect(try await now() == InProcessReplay.epoch)
        _ = await replay.call(ValvePaths.vanity, [("vanityurl", "x")])
        #expect(try await now() == InProcessReplay.epoch)
    }

    @Test func startsAtTheRealTimeWithoutAnEpoch() async throws {
        let before = Date().timeIntervalSince1970
        let service = try ReplayService(seed: 1, key: "K")
        let after = Date().timeIntervalSince1970
        let reading = try await service.answer(method: "GET", path: "/_replay/clock").json()["now"] as? Double
        let now = try #require(reading)
        #expect(now >= before && now <= after)
    }

    @Test(arguments: [1e19, ClockCeiling.latest + 1, -1, .infinity, .nan])
    func anEpochOutsideTheClocksRangeIsRefusedNotTrappedOn(_ epoch: Double) {
        #expect {
            _ = try ReplayService(seed: 1, key: "K", epoch: epoch)
        } throws: { error in
            guard case .epochOutOfRange = error as? ReplayStartError else { return false }
            return "\(error)".contains("9999-12-31T23:59:59Z")
        }
    }

    @Test func anEpochAtTheCeilingStarts() async throws {
        let service = try ReplayService(seed: 1, key: "K", epoch: ClockCeiling.latest)
        #expect(try await service.answer(method: "GET", path: "/_replay/clock").json()["now"] as? Double == ClockCeiling.latest)
    }

    @Test func advanceMovesTheClockAndReportsIt() async throws {
        let moved = await replay.control("POST", "/_replay/advance", body: #"{"seconds": 86400}"#)
        #expect(moved.status == 200)
        #expect(try moved.json()["now"] as? Double == InProcessReplay.epoch + 86_400)
        _ = await replay.control("POST", "/_replay/advance", body: #"{"seconds": 0.5}"#)
        _ = await replay.control("POST", "/_replay/advance", body: #"{"seconds": 0}"#)
        #expect(try await now() == InProcessReplay.epoch + 86_400.5)
    }

    @Test(arguments: [
        (#"{"seconds": -1}"#, "must be a finite number of seconds, zero or more"),
        (#"{"seconds": "60"}"#, #""seconds" must be a number"#),
        (#"{"seconds": null}"#, #""seconds" must be a number"#),
        (#"{"seconds": 60, "minutes": 1}"#, #"unknown field "minutes""#),
        ("{}", #"needs "seconds""#),
        ("[60]", "expected a JSON object"),
        ("60 seconds", "the body is not valid JSON"),
        ("", "the body is not valid JSON"),
    ])
    func badAdvanceBodiesAreRefusedInPlainWords(body: String, message: String) async throws {
        let answer = await replay.control("POST", "/_replay/advance", body: body)
        #expect(answer.status == 400)
        #expect(answer.headers["Content-Type"] == "text/plain; charset=UTF-8")
        #expect(answer.text.contains(message), "\(answer.text)")
        #expect(try await now() == InProcessReplay.epoch)
    }

    @Test func advanceTakesDaysOrSecondsInTheQuery() async throws {
        #expect(await replay.control("POST", "/_replay/advance?days=1.5").status == 200)
        #expect(await replay.control("POST", "/_replay/advance?seconds=10").status == 200)
        #expect(try await now() == InProcessReplay.epoch + 1.5 * 86_400 + 10)
    }

    @Test(arguments: [
        ("days=-1", "must be a finite number, zero or more"),
        ("days=nan", "must be a finite number, zero or more"),
        ("seconds=inf", "must be a finite number, zero or more"),
        ("days=two", "must be a finite number, zero or more"),
        ("weeks=1", #"unknown query parameter "weeks""#),
        ("days=1&seconds=5", "give one of days=N or seconds=N, once"),
    ])
    func badAdvanceQueriesAreRefusedInPlainWords(query: String, message: String) async throws {
        let answer = await replay.control("POST", "/_replay/advance?" + query)
        #expect(answer.status == 400)
        #expect(answer.text.contains(message), "\(answer.text)")
        #expect(try await now() == InProcessReplay.epoch)
    }

    /// An advance past the clock's one ceiling (ten years past its start) is refused in plain words that quote it and
    /// name the ceiling; the clock stays, and the server answers on, a world request and a Valve method alike.
    @Test(arguments: ["days=1e300", "days=100000", "seconds=1e300"])
    func anAdvancePastTheCeilingIsRefusedAndTheServerServesOn(query: String) async throws {
        let answer = await replay.control("POST", "/_replay/advance?" + query)
        #expect(answer.status == 400)
        #expect(answer.text.contains("\(query) would move the clock past its ceiling"), "\(answer.text)")
        #expect(answer.text.contains("3653 days past the clock's start"), "\(answer.text)")
        #expect(try await now() == InProcessReplay.epoch)
        #expect(await replay.control("GET", "/_replay/events?to=\(Int(InProcessReplay.epoch) + 60)").status == 200)
        let summaries = await replay.call(ValvePaths.summaries, [("steamids", try await replay.steamid("demo_user"))])
        #expect(summaries.status == 200)
    }

    @Test func aBodyPastTheCeilingIsRefusedToo() async throws {
        let answer = await replay.control("POST", "/_replay/advance", body: #"{"seconds": 1e300}"#)
        #expect(answer.status == 400)
        #expect(answer.text.contains(#""seconds": 1e+300 would move the clock past its ceiling"#), "\(answer.text)")
        #expect(try await now() == InProcessReplay.epoch)
    }

    /// The clock reaches its ceiling exactly and goes no second further; the world still answers there.
    @Test func theClockReachesItsCeilingAndStopsThere() async throws {
        let ceiling = InProcessReplay.epoch + ClockCeiling.reachDays * 86_400
        #expect(await replay.control("POST", "/_replay/advance?days=\(Int(ClockCeiling.reachDays))").status == 200)
        #expect(try await now() == ceiling)
        #expect(await replay.control("POST", "/_replay/advance?seconds=1").status == 400)
        #expect(try await now() == ceiling)
        let summaries = await replay.call(ValvePaths.summaries, [("steamids", try await replay.steamid("demo_user"))])
        #expect(summaries.status == 200)
    }

    @Test func clockAndAdvanceTakeOnlyTheirMethods() async {
        #expect(await replay.control("POST", "/_replay/clock").status == 404)
        #expect(await replay.control("GET", "/_replay/advance").status == 404)
    }
}
