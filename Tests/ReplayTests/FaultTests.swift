// Faults: matching by path, HTTP method and query, counts, deliveries, body answers, the log's record of them, and
// strict validation.

import Foundation
import Testing
@testable import Replay

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
        #expect(lines.count == 2)
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

    @Test(arguments: [
        (#"[{"path":"x","status":500,"color":1}]"#, #"faults[0] has unknown field "color""#),
        (#"[{"path":"x","status":500,"colour":1}]"#, "known fields: path, method, query, count, latency_ms, status, retry_after, body, content_type, truncate"),
        (#"[{"path":"x","html":true,"content_type":"text/html"}]"#, #"faults[0]: "content_type" only goes with "body""#),
        (#"[{"path":"x","body":"hi","retry_after":2}]"#, #""retry_after" only goes with "status" alone, not with "body""#),
        (#"[{"path":"x","body":"hi","status":302,"retry_after":2}]"#, #""retry_after" only goes with "status" alone"#),
        (#"[{"path":"x","body":"hi","status":100}]"#, #""status" with "body" must be from 200 to 599"#),
        (#"[{"path":"x","body":"hi","content_type":"a\r\nX-Evil: 1"}]"#, #""content_type" must be a header value on one line"#),
        (#"[{"path":"x","body":5}]"#, #"faults[0]: "body" must be a string"#),
        (#"[{"path":"x","body":"hi","html":true}]"#, "needs exactly one action of latency_ms, status, body, truncate, html, reset (it has 2)"),
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
