// Faults: matching by path, HTTP method and query, counts, deliveries, body answers, redirects, hangs, seeded shares
// of requests, the log's record of them, and strict validation.

import Foundation
import Testing
@testable import ReplayRoutes
@testable import ReplayWorld

@Suite struct FaultTests {
    let replay = InProcessReplay()

    private func friends(of steamid: String) async -> ReplayAnswer {
        await replay.call(ValvePaths.friends, [("steamid", steamid)])
    }

    @Test func statusFaultMatchesByPathWithRetryAfter() async throws {
        try await replay.inject(#"[{"path":"GetPlayerSummaries","status":429,"retry_after":2}]"#)
        let hit = await replay.call(ValvePaths.summaries, [("steamids", "1")])
        #expect(hit.status == 429)
        #expect(hit.headers["Retry-After"] == "2")
        #expect(await replay.call(ValvePaths.vanity, [("vanityurl", "x")]).status == 200)
        #expect(await replay.call(ValvePaths.summaries, [("steamids", "1")]).status == 200)
    }

    @Test func queryFaultHitsOnlyTheNamedSteamID() async throws {
        let demo = try await replay.steamid("demo_user"), hub = try await replay.steamid("many_friends")
        try await replay.inject(#"[{"path":"GetFriendList","query":{"steamid":"\#(hub)"},"status":500,"count":3}]"#)
        #expect(await friends(of: demo).status == 200)
        #expect(await friends(of: hub).status == 500)
        #expect(await friends(of: demo).status == 200)
        #expect(await friends(of: hub).status == 500)
    }

    @Test func queryFaultNeedsEveryNameToMatch() async throws {
        let demo = try await replay.steamid("demo_user")
        try await replay.inject(#"[{"path":"*","query":{"steamid":"\#(demo)","relationship":"friend"},"html":true}]"#)
        #expect(await friends(of: demo).headers["Content-Type"] == "application/json; charset=UTF-8")
        let hit = await replay.call(ValvePaths.friends, [("steamid", demo), ("relationship", "friend")])
        #expect(hit.status == 200)
        #expect(hit.headers["Content-Type"] == "text/html; charset=UTF-8")
    }

    @Test func countRunsOutThenAnswersNormally() async throws {
        try await replay.inject(#"[{"path":"ResolveVanityURL","status":503,"count":2}]"#)
        var statuses: [Int] = []
        for _ in 0..<3 {
            statuses.append(await replay.call(ValvePaths.vanity, [("vanityurl", "x")]).status)
        }
        #expect(statuses == [503, 503, 200])
    }

    @Test func latencyLastsUntilCleared() async throws {
        try await replay.inject(#"[{"path":"ResolveVanityURL","latency_ms":0}]"#)
        try await replay.inject(#"[{"path":"ResolveVanityURL","status":500}]"#)
        // The lasting latency fault comes first and keeps matching, so the status fault behind it never fires.
        for _ in 0..<3 {
            #expect(await replay.call(ValvePaths.vanity, [("vanityurl", "x")]).status == 200)
        }
        #expect(await replay.control("DELETE", "/_replay/faults").status == 204)
        #expect(await replay.call(ValvePaths.vanity, [("vanityurl", "x")]).status == 200)
    }

    @Test func resetAndTruncateChangeTheDelivery() async throws {
        try await replay.inject(#"[{"path":"ResolveVanityURL","reset":true},{"path":"ResolveVanityURL","truncate":true}]"#)
        let reset = await replay.call(ValvePaths.vanity, [("vanityurl", "x")])
        #expect(reset.delivery == .hangUp)
        #expect(reset.status == 0)
        let truncated = await replay.call(ValvePaths.vanity, [("vanityurl", "x")])
        #expect(truncated.delivery == .truncated)
        #expect(truncated.text.hasPrefix(#"{"response""#))
    }

    @Test func theLogNamesEachFaultAndLeavesOutTheKey() async throws {
        try await replay.inject(#"[{"path":"ResolveVanityURL","reset":true}]"#)
        _ = await replay.call(ValvePaths.vanity, [("vanityurl", "x")])
        _ = await replay.call(ValvePaths.vanity, [("vanityurl", "x")])
        let lines = await replay.control("GET", "/_replay/requests").text.split(separator: "\n").map(String.init)
        try #require(lines.count == 2, "\(lines)")
        #expect(lines[0].contains(#""fault":"reset""#) && lines[0].contains(#""status":0"#))
        #expect(!lines[1].contains("fault") && lines[1].contains(#""query":"vanityurl=x""#))
    }

    @Test func aMethodFaultLeavesOtherMethodsAlone() async throws {
        try await replay.inject(#"[{"path":"openid/login","method":"post","status":503}]"#)
        let redirect = try await replay.login()
        #expect(await replay.checkAuthentication(redirect.checkAuthenticationForm()).status == 503)
        #expect(await replay.verdict(redirect.checkAuthenticationForm()) == Verdict.valid)
    }

    @Test func aBodyFaultAnswersItsTextAsPlainText() async throws {
        try await replay.inject(#"[{"path":"openid/login","method":"POST","body":"ns:http://specs.openid.net/auth/2.0\n_is_valid:true\n"}]"#)
        let forged = await replay.checkAuthentication("openid.mode=check_authentication")
        #expect(forged.status == 200)
        #expect(forged.headers["Content-Type"] == "text/plain; charset=UTF-8")
        #expect(forged.text == "ns:http://specs.openid.net/auth/2.0\n_is_valid:true\n")
        let log = await replay.control("GET", "/_replay/requests").text
        #expect(log.contains(#""fault":"body""#) && log.contains(#""status":200"#), "\(log)")
    }

    @Test func aBodyFaultTakesAStatusAndAContentType() async throws {
        let clan = #"{\"response\":{\"steamid\":\"103582791429521412\",\"success\":1}}"#
        try await replay.inject(#"""
            [{"path":"ResolveVanityURL","query":{"vanityurl":"valve"},"body":"\#(clan)",
              "content_type":"application/json; charset=UTF-8"},
             {"path":"GetPlayerSummaries","body":"","status":502}]
            """#)
        #expect(await replay.call(ValvePaths.vanity, [("vanityurl", "gaben")]).text.contains(#""success":42"#))
        let resolved = await replay.call(ValvePaths.vanity, [("vanityurl", "valve")])
        #expect(resolved.status == 200)
        #expect(resolved.headers["Content-Type"] == "application/json; charset=UTF-8")
        #expect(resolved.text == #"{"response":{"steamid":"103582791429521412","success":1}}"#)
        let bad = await replay.call(ValvePaths.summaries, [("steamids", "1")])
        #expect(bad.status == 502 && bad.body.isEmpty)
    }

    @Test func aRedirectAnswersItsStatusAndLocation() async throws {
        try await replay.inject(#"""
            [{"path":"ResolveVanityURL","redirect":"https://elsewhere.example/ISteamUser/ResolveVanityURL/v1/"},
             {"path":"ResolveVanityURL","redirect":"/moved","status":301}]
            """#)
        let found = await replay.call(ValvePaths.vanity, [("vanityurl", "x")])
        #expect(found.status == 302)
        #expect(found.headers["Location"] == "https://elsewhere.example/ISteamUser/ResolveVanityURL/v1/")
        let moved = await replay.call(ValvePaths.vanity, [("vanityurl", "x")])
        #expect(moved.status == 301 && moved.headers["Location"] == "/moved")
        #expect(await replay.call(ValvePaths.vanity, [("vanityurl", "x")]).status == 200)
    }

    @Test func aContentTypeAloneRelabelsTheRealAnswer() async throws {
        try await replay.inject(#"[{"path":"ResolveVanityURL","content_type":"text/html; charset=UTF-8"}]"#)
        let relabelled = await replay.call(ValvePaths.vanity, [("vanityurl", "x")])
        let real = await replay.call(ValvePaths.vanity, [("vanityurl", "x")])
        #expect(relabelled.headers["Content-Type"] == "text/html; charset=UTF-8")
        #expect(real.headers["Content-Type"] == "application/json; charset=UTF-8")
        #expect(relabelled.status == 200 && relabelled.body == real.body)
    }

    /// A hang never answers: the server's own stop (here the task's cancellation) ends it with a hang-up, not with
    /// the answer held back.
    @Test func aHangEndsInAHangUpAndNeverInTheAnswer() async throws {
        try await replay.inject(#"[{"path":"ResolveVanityURL","hang":true}]"#)
        let replay = replay
        let held = Task { await replay.call(ValvePaths.vanity, [("vanityurl", "x")]) }
        held.cancel()
        let answer = await held.value
        #expect(answer.delivery == .hangUp && answer.body.isEmpty)
        #expect(await replay.control("GET", "/_replay/requests").text.contains(#""fault":"hang""#))
        #expect(await replay.call(ValvePaths.vanity, [("vanityurl", "x")]).status == 200)
    }

    /// Which of 400 requests a 25 % fault hits: about a quarter, the same ones on every try (so retries of a hit
    /// request are hit again) and under every replay with the same seed, other ones under another seed.
    @Test func aProbabilityHitsTheSameSeededShareEveryTime() async throws {
        let fault = #"[{"path":"GetPlayerSummaries","status":500,"probability":0.25}]"#
        func hits(in replay: InProcessReplay) async -> Set<Int> {
            var hit: Set<Int> = []
            for steamid in 1...400 where await replay.call(ValvePaths.summaries, [("steamids", String(steamid))]).status == 500 {
                hit.insert(steamid)
            }
            return hit
        }
        try await replay.inject(fault)
        let first = await hits(in: replay)
        #expect((60...140).contains(first.count), "\(first.count) of 400 hit")
        #expect(await hits(in: replay) == first)
        let twin = InProcessReplay(seed: 1), other = InProcessReplay(seed: 2)
        try await twin.inject(fault)
        try await other.inject(fault)
        #expect(await hits(in: twin) == first)
        #expect(await hits(in: other) != first)
    }

    @Test(arguments: [
        (#"[{"path":"x","status":500,"color":1}]"#, #"faults[0] has unknown field "color""#),
        (#"[{"path":"x","status":500,"colour":1}]"#, "known fields: path, method, query, count, latency_ms, status, retry_after, body, content_type, truncate"),
        (#"[{"path":"x","html":true,"content_type":"text/html"}]"#, "needs exactly one action"),
        (#"[{"path":"x","status":500,"content_type":"text/html"}]"#, #""content_type" goes with "body", or alone"#),
        (#"[{"path":"x","body":"hi","retry_after":2}]"#, #""retry_after" only goes with "status" alone, not with "body""#),
        (#"[{"path":"x","body":"hi","status":302,"retry_after":2}]"#, #""retry_after" only goes with "status" alone"#),
        (#"[{"path":"x","body":"hi","status":100}]"#, #""status" with "body" must be from 200 to 599"#),
        (#"[{"path":"x","body":"hi","content_type":"a\r\nX-Evil: 1"}]"#, #""content_type" must be a header value on one line"#),
        (#"[{"path":"x","body":5}]"#, #"faults[0]: "body" must be a string"#),
        (#"[{"path":"x","body":"hi","html":true}]"#, "needs exactly one action of latency_ms, status, body, content_type, redirect, truncate, html, reset, hang (it has 2)"),
        (#"[{"path":"x","redirect":"/y","status":200}]"#, #""status" with "redirect" must be one of 301, 302, 303, 307, 308"#),
        (#"[{"path":"x","redirect":"/y","body":"hi"}]"#, #""redirect" and "body" exclude each other"#),
        (#"[{"path":"x","redirect":"/y\r\nX-Evil: 1"}]"#, #""redirect" must be a URL or path on one line"#),
        (#"[{"path":"x","redirect":"/y","retry_after":1}]"#, #""redirect" takes only "status""#),
        (#"[{"path":"x","hang":false}]"#, #""hang" must be true"#),
        (#"[{"path":"x","status":500,"probability":0}]"#, #""probability" must be above 0 and at most 1"#),
        (#"[{"path":"x","status":500,"probability":1.5}]"#, #""probability" must be above 0 and at most 1"#),
        (#"[{"path":"x","status":500,"probability":"5%"}]"#, #""probability" must be a number"#),
        (#"[{"path":"x","method":"G E T","status":500}]"#, #""method" must be an HTTP method: letters only"#),
        (#"[{"path":"x","method":"","status":500}]"#, #""method" must be an HTTP method: letters only"#),
        (#"[{"path":"x","method":1,"status":500}]"#, #""method" must be an HTTP method, like "GET" or "POST""#),
        (#"[{"path":"x","status":500,"query":"steamid=1"}]"#, #"faults[0]: "query" must be an object"#),
        (#"[{"path":"x","status":500,"query":{"steamid":1}}]"#, #"faults[0]: "query" must be an object"#),
        (#"[{"path":"x","status":500,"query":{}}]"#, #"faults[0]: "query" must name at least one parameter"#),
        (#"[{"path":"x","status":500,"query":{"key":"K"}}]"#, #"cannot match on "key""#),
        (#"[{"path":"x","status":500,"query":{"":"1"}}]"#, "empty parameter name"),
        (#"[{"path":"x"}]"#, "needs exactly one action"),
        (#"[{"path":"x","status":200}]"#, "error status from 400 to 599"),
        (#"[{"path":"x","retry_after":2}]"#, #""retry_after" only goes with "status""#),
        (#"{"path":"x"}"#, "expected a JSON array of fault objects"),
        ("nope", "the body is not valid JSON"),
    ])
    func badFaultsAreRefusedInPlainWords(body: String, message: String) async {
        let answer = await replay.control("POST", "/_replay/faults", body: body)
        #expect(answer.status == 400)
        #expect(answer.headers["Content-Type"] == "text/plain; charset=UTF-8")
        #expect(answer.text.contains(message), "\(answer.text)")
    }

    @Test func aRefusedListAddsNoFault() async {
        let body = #"[{"path":"ResolveVanityURL","status":500},{"path":"x","status":500,"query":{}}]"#
        #expect(await replay.control("POST", "/_replay/faults", body: body).status == 400)
        #expect(await replay.call(ValvePaths.vanity, [("vanityurl", "x")]).status == 200)
    }
}
