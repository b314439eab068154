// Valve's modelled limits through the replay: the control route shows, changes and refuses; the limits hold on Valve's
// methods only and after the key check, answer with Valve's pages and no Retry-After, and are named in the request
// log; a real server on loopback refuses a second sequence request within 5 s; the executable's flags turn them on.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
import TestSupport
@testable import ReplayRoutes
@testable import ReplayServer

@Suite struct ValveLimitsTests {
    static let tooManyRequestsPage =
        "<html>\n<head>\n<title>429 Too Many Requests</title>\n</head>\n<body>\n<h1>Too Many Requests</h1>\n</body>\n</html>"
    static let forbiddenPage = "<html><head><title>Forbidden</title></head><body><h1>Forbidden</h1>Access is denied. "
        + "Retrying will not help. Please verify your <pre>key=</pre> parameter.</body></html>"

    let clock = ManualWallClock()
    let replay: InProcessReplay

    init() {
        replay = InProcessReplay(wallClock: clock.read)
    }

    /// GET or POST /_replay/valve-limits.
    private func settings(_ body: String? = nil) async -> ReplayAnswer {
        await replay.control(body == nil ? "GET" : "POST", "/_replay/valve-limits", body: body ?? "")
    }

    private func sequence() async -> ReplayAnswer {
        await replay.call(ValvePaths.bySequence, [("start_at_match_seq_num", "1"), ("matches_requested", "1")])
    }

    private func summaries() async -> ReplayAnswer {
        await replay.call(ValvePaths.summaries, [("steamids", "76561197960435530")])
    }

    /// The request log's status and fault of each line, in order.
    private func logged() async throws -> [(status: Int, fault: String?)] {
        try await replay.control("GET", "/_replay/requests").text.split(separator: "\n").map { line in
            let entry = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return (try #require(entry["status"] as? Int), entry["fault"] as? String)
        }
    }

    @Test func theControlRouteShowsChangesAndRefuses() async throws {
        #expect(await settings().text == """
            {"block_after":20,"block_seconds":3600,"block_window":300,"blocked_until":[],"enabled":false,\
            "per_key_rate":6,"sequence_interval":5}
            """)
        let body = #"{"enabled": true, "sequence_interval": 2.5, "per_key_rate": 5, "block_after": 2, "block_window": 60, "block_seconds": 30}"#
        let changed = await settings(body)
        #expect(changed.status == 200)
        #expect(changed.text == """
            {"block_after":2,"block_seconds":30,"block_window":60,"blocked_until":[],"enabled":true,\
            "per_key_rate":5,"sequence_interval":2.5}
            """)
        for (body, message) in [
            (#"{"block_afer": 2}"#, #"unknown field "block_afer"; known fields: enabled, sequence_interval"#),
            (#"{"enabled": "yes"}"#, #""enabled" must be true or false"#),
            (#"{"block_after": 0}"#, #""block_after" must be a whole number of 429s, 1 or more"#),
            (#"{"block_after": 1.5}"#, #""block_after" must be a whole number of 429s, 1 or more"#),
            (#"{"sequence_interval": 0}"#, #""sequence_interval" must be a number of seconds, above 0"#),
            (#"{"per_key_rate": -6}"#, #""per_key_rate" must be a number of requests a second, above 0"#),
            (#"{"block_seconds": "30"}"#, #""block_seconds" must be a number of seconds, above 0"#),
            (#"{"reset": 1}"#, #""reset" must be true or false"#),
            ("[]", "expected a JSON object like"),
            ("nope", "the body is not valid JSON"),
        ] {
            let answer = await settings(body)
            #expect(answer.status == 400 && answer.text.contains(message), "\(body): \(answer.text)")
        }
        #expect(await settings().text == changed.text, "a refused body changes nothing")
    }

    @Test func offByDefaultNothingIsLimited() async {
        for _ in 0..<10 {
            #expect(await sequence().status == 200)
        }
    }

    @Test func past429sTheKeyIsBlockedWithValvesPagesNamedInTheLog() async throws {
        #expect(await settings(#"{"enabled": true, "block_after": 2, "block_seconds": 30}"#).status == 200)
        #expect(await sequence().status == 200)
        let limited = await sequence()
        #expect(limited.status == 429 && limited.text == Self.tooManyRequestsPage)
        #expect(limited.headers["Content-Type"] == "text/html; charset=UTF-8" && limited.headers["Retry-After"] == nil)
        #expect(await sequence().status == 429)
        let blocked = await summaries()
        #expect(blocked.status == 403 && blocked.text == Self.forbiddenPage && blocked.headers["Retry-After"] == nil)
        let shown = try #require(try await settings().json()["blocked_until"] as? [Double])
        #expect(shown == [clock.now + 30])
        #expect(!(await settings().text.contains(InProcessReplay.key)), "no key is shown")
        let wrongKey = await replay.service.answer(method: "GET", path: ValvePaths.summaries, query: "key=WRONG&steamids=1")
        #expect(wrongKey.status == 403)

        let log = try await logged()
        #expect(log.map(\.status) == [200, 429, 429, 403, 403])
        #expect(log.map(\.fault) == [nil, "valve-limit", "valve-limit", "valve-block", nil], "a wrong key is no block")

        let reset = try await settings(#"{"reset": true}"#).json()
        #expect((reset["blocked_until"] as? [Any])?.isEmpty == true)
        #expect(await summaries().status == 200, "the reset lifted the block")
    }

    @Test func onlyValveMethodsAreLimitedAndOnlyAfterTheKeyCheck() async throws {
        #expect(await settings(#"{"enabled": true, "per_key_rate": 1}"#).status == 200)
        let wrongKey = await replay.service.answer(method: "GET", path: ValvePaths.summaries, query: "key=WRONG&steamids=1")
        #expect(wrongKey.status == 403)
        #expect(await replay.openDota("matches/1").status == 404)
        #expect(await replay.service.answer(method: "GET", path: "/openid/login").status == 400)
        #expect(await replay.control("GET", "/_replay/clock").status == 200)
        #expect(await summaries().status == 200, "none of the above spent the key's one token")
        #expect(await summaries().status == 429)

        let news = "/ISteamNews/GetNewsForApp/v2/"
        let first = await replay.service.answer(method: "GET", path: news, query: "key=A&appid=440")
        let other = await replay.service.answer(method: "GET", path: news, query: "key=B&appid=440")
        #expect(first.status == 200 && other.status == 200, "a method that needs no key counts each key sent apart")
        #expect(await replay.service.answer(method: "GET", path: news, query: "key=A&appid=440").status == 429)
    }

    @Test func aFaultThatReplacesTheAnswerNeverReachesTheLimits() async throws {
        #expect(await settings(#"{"enabled": true}"#).status == 200)
        try await replay.inject(#"[{"path":"GetMatchHistoryBySequenceNum","status":503}]"#)
        #expect(await sequence().status == 503)
        #expect(await sequence().status == 200)
        #expect(try await logged().map(\.fault) == ["status", nil])
    }

    @Test func overTheWireASecondSequenceRequestWithinFiveSecondsGetsThe429Page() async throws {
        let service = ReplayService(
            world: replay.world, key: "K", now: InProcessReplay.epoch, valveLimits: ValveLimits(enabled: true),
            wallClock: clock.read
        )
        let server = try await ReplayServer.start(service: service, host: "127.0.0.1", port: 0)
        defer { Task { await server.stop() } }
        let url = try #require(URL(string: server.baseURL + ValvePaths.bySequence + "?key=K&matches_requested=1"))
        let (_, first) = try await overLoopback(url)
        #expect((first as? HTTPURLResponse)?.statusCode == 200)
        clock.advance(by: 4)
        let (body, second) = try await overLoopback(url)
        let http = try #require(second as? HTTPURLResponse)
        #expect(http.statusCode == 429 && String(decoding: body, as: UTF8.self) == Self.tooManyRequestsPage)
        #expect(http.value(forHTTPHeaderField: "Retry-After") == nil)
    }

    @Test func theFlagsTurnTheLimitsOnAndSetTheBlock() throws {
        let replay = try Replay(arguments: ["--valve-limits", "--valve-block-after", "2", "--valve-block-seconds", "30"])
        let shown = try shell("curl -sS '\(replay.baseURL)/_replay/valve-limits'").stdoutText
        #expect(shown.contains(#""block_after":2,"block_seconds":30,"#) && shown.contains(#""enabled":true"#), "\(shown)")
        let refused = try shell("steam-replay --key K --valve-limits --valve-block-after 0")
        #expect(refused.status == 64 && refused.stderr.contains("--valve-block-after must be a whole number, 1 or more"))
    }
}
