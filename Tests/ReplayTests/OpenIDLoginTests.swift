// /openid/login as Steam's OpenID provider: checkid_setup's redirect and its refusals, check_authentication's
// single-use verdicts, form decoding, and the request log.

import Foundation
import Testing
@testable import ReplayRoutes
@testable import ReplayWorld

@Suite struct OpenIDLoginTests {
    let replay = InProcessReplay()

    @Test func checkidSetupRedirectsWithSteamsFieldsInSteamsOrder() async throws {
        let demo = try await replay.steamid("demo_user")
        let redirect = try await replay.login()
        #expect(redirect.fields.map(\.name) == OpenIDWire.names)
        #expect(redirect["openid.ns"] == OpenIDWire.namespace)
        #expect(redirect["openid.mode"] == "id_res")
        #expect(redirect["openid.op_endpoint"] == "http://\(OpenIDWire.host)/openid/login")
        #expect(redirect["openid.claimed_id"] == "https://steamcommunity.com/openid/id/\(demo)")
        #expect(redirect["openid.identity"] == redirect["openid.claimed_id"])
        #expect(redirect["openid.return_to"] == OpenIDWire.returnTo)
        #expect(redirect["openid.assoc_handle"] == "1234567890")
        #expect(redirect["openid.signed"] == "signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle")
        let sig = try #require(redirect["openid.sig"])
        #expect(sig.wholeMatch(of: /[A-Za-z0-9+\/]{27}=/) != nil, "\(sig)")
    }

    @Test func theNonceCarriesTheRealTimeNotTheReplayClock() async throws {
        #expect(await replay.control("POST", "/_replay/advance?days=30").status == 200)
        let nonce = try #require(try await replay.login()["openid.response_nonce"])
        #expect(nonce.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ[A-Za-z0-9+\/=]{28}/) != nil, "\(nonce)")
        let stamped = try Date(String(nonce.prefix(20)), strategy: .iso8601)
        #expect(abs(stamped.timeIntervalSinceNow) < 5, "\(nonce)")
    }

    @Test func noncesNeverRepeat() async throws {
        var nonces: Set<String> = []
        for _ in 0..<50 {
            nonces.insert(try #require(try await replay.login()["openid.response_nonce"]))
        }
        #expect(nonces.count == 50)
    }

    @Test(arguments: [
        ("http://localhost:8080/auth/steam", "http://localhost:8080/auth/steam?openid.ns="),
        ("http://localhost:8080/auth/steam?next=%2Fhome", "http://localhost:8080/auth/steam?next=%2Fhome&openid.ns="),
    ])
    func returnToKeepsItsOwnQuery(returnTo: String, start: String) async throws {
        let answer = await replay.checkIDSetup(OpenIDWire.setup(returnTo: returnTo))
        #expect(answer.headers["Location"]?.hasPrefix(start) == true, "\(answer.headers)")
        #expect(try Redirect(answer, returnTo: returnTo)["openid.return_to"] == returnTo)
    }

    @Test func withoutAHostTheEndpointIsLoopback() async throws {
        let redirect = try Redirect(await replay.checkIDSetup(OpenIDWire.setup(), host: nil))
        #expect(redirect["openid.op_endpoint"] == "http://127.0.0.1/openid/login")
    }

    @Test(arguments: [
        (["openid.ns": "http://openid.net/signon/1.1"], "'openid.ns' must be http://specs.openid.net/auth/2.0"),
        (["openid.mode": "checkid_immediate"], "'openid.mode' must be checkid_setup"),
        (["openid.return_to": nil], "'openid.return_to' is missing"),
        (["openid.return_to": "/auth/steam"], "'openid.return_to' must be an absolute http or https URL"),
        (["openid.return_to": "ftp://localhost/auth"], "'openid.return_to' must be an absolute http or https URL"),
        (["openid.return_to": "http://localhost:8080"], "with a host and a path"),
        (["openid.return_to": "http://localhost:8080/auth#top"], "'openid.return_to' must not have a fragment"),
        (["openid.return_to": "http://evil.example/auth"], "'openid.return_to' must start with openid.realm"),
        (["openid.claimed_id": "https://steamcommunity.com/openid/id/76561197960287930"],
         "'openid.claimed_id' must be http://specs.openid.net/auth/2.0/identifier_select"),
        (["openid.identity": nil], "'openid.identity' is missing"),
    ] as [([String: String?], String)])
    func checkidSetupRefusesWithAPageNamingTheParameter(changes: [String: String?], message: String) async throws {
        let answer = await replay.checkIDSetup(OpenIDWire.setup(replacing: changes))
        #expect(answer.status == 400)
        #expect(answer.headers["Content-Type"] == "text/html; charset=UTF-8")
        #expect(answer.headers["Location"] == nil)
        #expect(answer.text.contains(message), "\(answer.text)")
        #expect(try await replay.openIDStatus()["issued"] as? Int == 0)
    }

    @Test func aParameterGivenTwiceIsRefused() async {
        let answer = await replay.checkIDSetup(OpenIDWire.setup() + [("openid.return_to", "http://localhost:8080/other")])
        #expect(answer.status == 400)
        #expect(answer.text.contains("'openid.return_to' is given more than once"), "\(answer.text)")
        let odd = await replay.checkIDSetup(OpenIDWire.setup() + [("<b>", "1"), ("<b>", "2")])
        #expect(odd.text.contains("'&lt;b&gt;' is given more than once"), "\(odd.text)")
    }

    @Test func otherMethodsGetValves405() async {
        let answer = await replay.service.answer(method: "PUT", path: "/openid/login")
        #expect(answer.status == 405)
        #expect(answer.text.contains("HTTP GET or POST request"))
    }

    @Test func anUntouchedAssertionIsValidExactlyOnce() async throws {
        let form = try await replay.login().checkAuthenticationForm()
        let first = await replay.checkAuthentication(form)
        #expect(first.status == 200)
        #expect(first.headers["Content-Type"] == "text/plain; charset=UTF-8")
        #expect(first.text == Verdict.valid)
        #expect(await replay.verdict(form) == Verdict.invalid)
    }

    @Test(arguments: [
        ["openid.claimed_id": "https://steamcommunity.com/openid/id/76561197960287930"],
        ["openid.identity": "https://steamcommunity.com/openid/id/76561197960287930"],
        ["openid.return_to": "http://localhost:8080/elsewhere"],
        ["openid.op_endpoint": "https://steamcommunity.com/openid/login"],
        ["openid.sig": "54/H3ptnfJutyx8LMXRHcE3qvwI="],
        ["openid.signed": "signed,claimed_id,identity,return_to,response_nonce,assoc_handle"],
        ["openid.assoc_handle": nil],
        ["openid.ns": nil],
    ] as [[String: String?]])
    func aChangedOrMissingFieldIsInvalidAndSpendsTheNonce(changes: [String: String?]) async throws {
        let redirect = try await replay.login()
        #expect(await replay.verdict(redirect.checkAuthenticationForm(replacing: changes)) == Verdict.invalid)
        #expect(await replay.verdict(redirect.checkAuthenticationForm()) == Verdict.invalid)
    }

    @Test func anExtraFieldDoesNotSpoilTheAssertion() async throws {
        let form = try await replay.login().checkAuthenticationForm() + "&openid.ns.sreg=x"
        #expect(await replay.verdict(form) == Verdict.valid)
    }

    @Test func aNonceTheReplayNeverIssuedIsInvalid() async throws {
        let redirect = try await replay.login()
        let forged = "2024-06-30T18:11:11ZqRt6FJABqlB+VowcPds03mcaDjk="
        #expect(await replay.verdict(redirect.checkAuthenticationForm(replacing: ["openid.response_nonce": forged]))
            == Verdict.invalid)
        #expect(await replay.verdict(redirect.checkAuthenticationForm()) == Verdict.valid)
    }

    /// A "+" in a nonce arrives as %2B; sent bare, a form reader takes it for a space, which names no nonce and so
    /// spends none.
    @Test func aPlusInTheNonceRoundTripsAsPercent2B() async throws {
        var redirect = try await replay.login()
        while redirect["openid.response_nonce"]?.contains("+") != true {
            redirect = try await replay.login()
        }
        let encoded = redirect.checkAuthenticationForm()
        #expect(encoded.contains("%2B"))
        #expect(await replay.verdict(encoded.replacingOccurrences(of: "%2B", with: "+")) == Verdict.invalid)
        #expect(await replay.verdict(encoded) == Verdict.valid)
    }

    @Test func formBodiesTakePlusForASpace() throws {
        let form = try #require(Query(form: Data("a=x+y%2Bz&b=%3D%26&c&=v&&d=".utf8)))
        #expect(form.items == [
            .init(name: "a", value: "x y+z"), .init(name: "b", value: "=&"), .init(name: "c", value: ""),
            .init(name: "", value: "v"), .init(name: "d", value: ""),
        ])
    }

    @Test(arguments: [
        (Data("openid.mode=check_authentication&openid.sig=%zz".utf8), "not an application/x-www-form-urlencoded form"),
        (Data("openid.mode=check_authentication&openid.sig=%".utf8), "not an application/x-www-form-urlencoded form"),
        (Data([0x6F, 0x3D, 0xFF, 0xFE]), "not an application/x-www-form-urlencoded form"),
        (Data("openid.mode=check_authentication&openid.sig=a&openid.sig=b".utf8), "openid.sig is given more than once"),
        (Data("openid.mode=id_res".utf8), "openid.mode must be check_authentication"),
        (Data(), "openid.mode must be check_authentication"),
    ])
    func badCheckAuthenticationBodiesAreRefused(body: Data, message: String) async throws {
        let answer = await replay.service.answer(method: "POST", path: "/openid/login", body: body)
        #expect(answer.status == 400)
        #expect(answer.headers["Content-Type"] == "text/plain; charset=UTF-8")
        #expect(answer.text.contains(message), "\(answer.text)")
        #expect(try await replay.openIDStatus()["checked"] as? Int == 0)
    }

    @Test func theLogRecordsBothStepsWithTheirStatus() async throws {
        let form = try await replay.login().checkAuthenticationForm()
        _ = await replay.checkAuthentication(form)
        let lines = await replay.control("GET", "/_replay/requests").text.split(separator: "\n")
        let entries = try lines.map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        #expect(entries.map { $0["method"] as? String } == ["GET", "POST"])
        #expect(entries.map { $0["path"] as? String } == ["/openid/login", "/openid/login"])
        #expect(entries.map { $0["status"] as? Int } == [302, 200])
        #expect((entries.first?["query"] as? String)?.contains("openid.mode=checkid_setup") == true)
    }
}
