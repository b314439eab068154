// OpenDota's keys and rate limits as its web.ts applies them, on a wall clock the tests move: headers that count down,
// 429 past the minute's limit until the next real minute and on a spent month, the valid key's higher limit and no
// month, unknown keys ignored; the control route; and faults and the request log over /api/ paths.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import SteamModels
import Testing
import TestSupport
@testable import ReplayRoutes
@testable import ReplayServer

@Suite struct OpenDotaLimitTests {
    let clock = ManualWallClock()
    let replay: InProcessReplay

    init() {
        replay = InProcessReplay(wallClock: clock.read)
    }

    private func free(_ path: String = "matches/1", _ parameters: [(String, String)] = []) async -> ReplayAnswer {
        await replay.openDota(path, parameters, authorization: nil)
    }

    private func remaining(_ answer: ReplayAnswer) -> (minute: Int?, month: Int?) {
        (answer.headers["X-Rate-Limit-Remaining-Minute"].flatMap { Int($0) },
         answer.headers["X-Rate-Limit-Remaining-Month"].flatMap { Int($0) })
    }

    @Test func everyAnswerCountsDownTheMinuteAndTheMonth() async throws {
        var seen: [(minute: Int?, month: Int?)] = []
        for path in ["matches/1", "heroes", "players/abc/matches"] {
            seen.append(remaining(await free(path)))
        }
        #expect(seen.map(\.minute) == [59, 58, 57])
        // The month shows the answers counted before this one: 404 and 400 count, as every status but 429 and 5xx.
        #expect(seen.map(\.month) == [50_000, 49_999, 49_998])
        #expect(try await replay.openDotaSettings().jsonValue().object?["month_used"] == .number("3"))
    }

    @Test func pastTheMinutesLimitEachRequestGets429UntilTheNextMinute() async throws {
        #expect(await replay.openDotaSettings(#"{"minute_limit": 2}"#).status == 200)
        let answers = [await free(), await free(), await free(), await free()]
        #expect(answers.map(\.status) == [404, 404, 429, 429])
        #expect(answers.map { remaining($0).minute } == [1, 0, -1, -2], "the count goes on past the limit")
        #expect(answers[2].text == #"{"error":"rate limit exceeded"}"#)
        #expect(answers[2].headers["Content-Type"] == "application/json; charset=utf-8")
        #expect(answers.map { remaining($0).month } == [50_000, 49_999, 49_998, 49_998], "a 429 is not counted")

        clock.advance(by: 49.9)
        #expect(await free().status == 429, "still the same minute, 59.9 s into it")
        clock.advance(by: 0.1)
        let next = await free()
        #expect(next.status == 404 && remaining(next).minute == 1)
    }

    @Test func aSpentMonthRefusesTheFreeTierButNotTheKey() async throws {
        #expect(await replay.openDotaSettings(#"{"month_used": 49999}"#).status == 200)
        let last = await free()
        #expect(last.status == 404 && remaining(last).month == 1)
        let spent = await free()
        #expect(spent.status == 429 && spent.text == #"{"error":"monthly api limit exceeded"}"#)
        #expect(remaining(spent).month == 0 && remaining(spent).minute == 58)
        let keyed = await replay.openDota("matches/1")
        #expect(keyed.status == 404 && remaining(keyed).minute == 1_199 && remaining(keyed).month == nil)

        clock.advance(by: 31 * 86_400)
        let nextMonth = await free()
        #expect(nextMonth.status == 404 && remaining(nextMonth).month == 50_000, "a new real month starts at 0")
    }

    @Test func onlyTheValidKeyMakesAnAPIRequestAndUnknownKeysAreIgnored() async throws {
        let bearer = await replay.openDota("matches/1")
        #expect(remaining(bearer).minute == 1_199 && remaining(bearer).month == nil)
        let query = await replay.openDota("matches/1", [("api_key", ReplayService.defaultOpenDotaKey)], authorization: nil)
        #expect(remaining(query).minute == 1_198 && remaining(query).month == nil)
        let wrongBearer = await replay.openDota("matches/1", authorization: "Bearer not-a-key")
        #expect(wrongBearer.status == 404 && remaining(wrongBearer).minute == 59 && remaining(wrongBearer).month == 50_000)
        let wrongQuery = await replay.openDota("matches/1", [("api_key", "nope")], authorization: nil)
        #expect(remaining(wrongQuery).minute == 58)
        let log = await replay.control("GET", "/_replay/requests").text
        #expect(!log.contains(ReplayService.defaultOpenDotaKey) && !log.contains("nope"), "\(log)")
        #expect(log.contains(#""path":"\/api\/matches\/1""#) || log.contains(#""path":"/api/matches/1""#))
    }

    @Test func theKeyArrivesOverTheWireInTheAuthorizationHeader() async throws {
        let service = try ReplayService(seed: 1, key: "K", epoch: TestEpoch.seconds, openDotaKey: "my-key", openDotaLimits: OpenDotaLimits(keyedMinute: 5))
        let server = try await ReplayServer.start(service: service, host: "127.0.0.1", port: 0)
        defer { Task { await server.stop() } }
        var request = URLRequest(url: try #require(URL(string: server.baseURL + "/api/matches/1")))
        request.setValue("Bearer my-key", forHTTPHeaderField: "Authorization")
        let (body, response) = try await overLoopback(request)
        let http = try #require(response as? HTTPURLResponse)
        #expect(http.statusCode == 404 && String(decoding: body, as: UTF8.self) == #"{"error":"Not Found"}"#)
        #expect(http.value(forHTTPHeaderField: "X-Rate-Limit-Remaining-Minute") == "4")
        #expect(http.value(forHTTPHeaderField: "X-Rate-Limit-Remaining-Month") == nil)
    }

    @Test func faultsHitAPIPathsAndTheLogRecordsThem() async throws {
        try await replay.inject(#"[{"path":"/api/matches","status":503},{"path":"/api/","reset":true}]"#)
        let failed = await free()
        #expect(failed.status == 503)
        #expect(await free().delivery == .hangUp)
        let served = await free()
        #expect(served.status == 404 && remaining(served).minute == 59, "a replaced answer never reached the limiter")
        try await replay.inject(#"[{"path":"*","truncate":true}]"#)
        let truncated = await free()
        #expect(truncated.delivery == .truncated && remaining(truncated).minute == 58)
        let lines = await replay.control("GET", "/_replay/requests").text.split(separator: "\n")
        try #require(lines.count == 4, "\(lines)")
        #expect(lines[0].contains(#""fault":"status""#) && lines[0].contains(#""status":503"#))
        #expect(lines[1].contains(#""fault":"reset""#))
        #expect(!lines[2].contains("fault") && lines[2].contains(#""status":404"#))
    }

    @Test func theControlRouteChangesWhatItNamesAndRefusesTheRest() async throws {
        let defaults = try #require(try await replay.openDotaSettings().jsonValue().object)
        #expect(defaults == (try JSONValue.parse(Data(
            #"{"keyed_minute_limit":1200,"minute_limit":60,"month_limit":50000,"month_used":0}"#.utf8
        )).object))
        let changed = try #require(try await replay.openDotaSettings(#"{"keyed_minute_limit": 3, "month_limit": 7}"#).jsonValue().object)
        #expect(changed["keyed_minute_limit"] == .number("3") && changed["month_limit"] == .number("7"))
        #expect(changed["minute_limit"] == .number("60"))
        for (body, message) in [
            (#"{"minute": 5}"#, #"unknown field "minute"; known fields: minute_limit, keyed_minute_limit"#),
            (#"{"month_used": -1}"#, #""month_used" must be a whole number, zero or more"#),
            (#"{"minute_limit": 1.5}"#, #""minute_limit" must be a whole number, zero or more"#),
            (#"{"minute_limit": "5"}"#, #""minute_limit" must be a whole number"#),
            ("[]", "expected a JSON object like"),
            ("nope", "the body is not valid JSON"),
        ] {
            let answer = await replay.openDotaSettings(body)
            #expect(answer.status == 400 && answer.text.contains(message), "\(body): \(answer.text)")
        }
        #expect(try await replay.openDotaSettings().jsonValue().object == changed, "a refused body changes nothing")
        let refused = await replay.control("POST", "/_replay/faults", body: #"[{"path":"x","status":500,"query":{"api_key":"K"}}]"#)
        #expect(refused.status == 400 && refused.text.contains(#"cannot match on "api_key""#))
    }
}
