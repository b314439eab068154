// The checks on Steam's answer that need no network: the real captured assertion passes, and each forgery, mangling
// or stale nonce is refused by name; Steam's check_authentication answer is read line by line, strictly.
import Foundation
import SteamModels
import Testing
import TestSupport
@testable import SteamLogin

@Suite struct AssertionCheckTests {
    static let provider = "https://steamcommunity.com/openid/login"
    static let returnTo = "http://127.0.0.1:8765/steam-pipes/login/0f"
    /// 2026-11-24T10:00:00Z, the nonce's time, as a number: no parse that could trap where a static cannot throw.
    static let nonceTime = Date(timeIntervalSince1970: 1_795_514_400)

    /// A positive assertion as Steam sends it (the shape of the capture in api-samples/openid).
    static func assertion(changing changes: [String: String?] = [:], adding extra: [FormField] = []) -> [FormField] {
        let fields: [(String, String)] = [
            ("openid.ns", "http://specs.openid.net/auth/2.0"),
            ("openid.mode", "id_res"),
            ("openid.op_endpoint", provider),
            ("openid.claimed_id", "https://steamcommunity.com/openid/id/76561198000318676"),
            ("openid.identity", "https://steamcommunity.com/openid/id/76561198000318676"),
            ("openid.return_to", returnTo),
            ("openid.response_nonce", "2026-11-24T10:00:00ZqRt6FJABqlB+VowcPds03mcaDjk="),
            ("openid.assoc_handle", "1234567890"),
            ("openid.signed", "signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle"),
            ("openid.sig", "54/H3ptnfJutyx8LMXRHcE3qvwI="),
        ]
        let kept: [FormField] = fields.compactMap { name, value in
            guard let change = changes[name] else { return FormField(name, value) }
            return change.map { FormField(name, $0) }
        }
        return kept + extra
    }

    static func verify(_ query: [FormField], now: Date = nonceTime) throws(LoginError) -> AssertionVerdict {
        try AssertionCheck.verify(query, provider: provider, now: now)
    }

    @Test func steamsAssertionPasses() throws {
        guard case .asserted(let assertion) = try Self.verify(Self.assertion(adding: [FormField("state", "x")])) else {
            Issue.record("not asserted")
            return
        }
        #expect(assertion.account == SteamID(id64: 76_561_198_000_318_676))
        #expect(assertion.returnTo == Self.returnTo)
        #expect(assertion.nonce == "2026-11-24T10:00:00ZqRt6FJABqlB+VowcPds03mcaDjk=")
        #expect(assertion.fields.count == 10)
    }

    /// The capture in shared/api-samples: a real callback URL from Steam, checked at the time of its nonce.
    @Test(.enabled(if: APISamples.directory != nil), arguments: APISamples.files("openid"))
    func capturedAssertionsPass(_ file: URL) throws {
        let sample = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let url = try #require(sample["url"] as? String)
        let (address, query) = try #require(url.split(separator: "?", maxSplits: 1).map(String.init).splitPair)
        let fields = try #require(FormEncoding.decode(query))
        let nonce = try #require(fields.first { $0.name == "openid.response_nonce" }?.value)
        let time = try Date(String(nonce.prefix(20)), strategy: .iso8601)
        guard case .asserted(let assertion) = try AssertionCheck.verify(fields, provider: Self.provider, now: time) else {
            Issue.record("not asserted")
            return
        }
        #expect(assertion.returnTo == address)
        #expect(assertion.account.playerProblem == nil)
    }

    @Test func theCheckAuthenticationFormIsTheAssertionWithAnotherMode() throws {
        guard case .asserted(let assertion) = try Self.verify(Self.assertion()) else { return }
        let form = try #require(FormEncoding.decode(String(decoding: assertion.checkAuthenticationForm, as: UTF8.self)))
        #expect(form == Self.assertion(changing: ["openid.mode": "check_authentication"]))
    }

    @Test func cancelIsCancelled() throws {
        #expect(try Self.verify([FormField("openid.ns", "http://specs.openid.net/auth/2.0"), FormField("openid.mode", "cancel")]) == .cancelled)
    }

    @Test(arguments: [
        (["openid.claimed_id": "https://steamcommunity.com/openid/id/76561198000318677"], "openid.identity is not openid.claimed_id"),
        (["openid.claimed_id": "https://evil.example/openid/id/76561198000318676", "openid.identity": "https://evil.example/openid/id/76561198000318676"], "openid.claimed_id"),
        (["openid.claimed_id": "https://steamcommunity.com/openid/id/103582791429521412", "openid.identity": "https://steamcommunity.com/openid/id/103582791429521412"], "openid.claimed_id"),
        (["openid.claimed_id": "https://steamcommunity.com.evil/openid/id/76561198000318676"], "openid.claimed_id"),
        (["openid.op_endpoint": "https://evil.example/openid/login"], "openid.op_endpoint"),
        (["openid.ns": "http://specs.openid.net/auth/2.1"], "openid.ns"),
        (["openid.mode": "checkid_setup"], "openid.mode"),
        (["openid.mode": nil], "openid.mode is missing"),
        (["openid.sig": ""], "openid.sig is empty"),
        (["openid.signed": "signed,op_endpoint,claimed_id,identity,response_nonce,assoc_handle"], "openid.signed leaves out return_to"),
        (["openid.signed": "signed,op_endpoint,claimed_id,identity,return_to,response_nonce,assoc_handle,invalidate_handle"], "names openid.invalidate_handle, which is missing"),
        (["openid.assoc_handle": nil], "openid.signed names openid.assoc_handle, which is missing"),
        (["openid.response_nonce": "yesterday-abc"], "does not start with a UTC time"),
        (["openid.response_nonce": "2026-02-31T10:00:00Zabc"], "does not start with a UTC time"),
    ] as [([String: String?], String)])
    func forgedOrMangledAssertionsAreRefusedByName(changes: [String: String?], reason: String) throws {
        #expect {
            try Self.verify(Self.assertion(changing: changes))
        } throws: { error in
            guard case LoginError.refused(let text) = error else { return false }
            return text.contains(reason)
        }
    }

    @Test(arguments: ["openid.claimed_id", "openid.return_to"])
    func aRepeatedFieldIsRefused(name: String) {
        #expect(throws: LoginError.refused("\(name) appears twice")) {
            try Self.verify(Self.assertion(adding: [FormField(name, "https://steamcommunity.com/openid/id/76561197960287930")]))
        }
    }

    @Test func claimedIDsInEveryFormSteamHasUsed() {
        for form in ["https://steamcommunity.com/openid/id/76561198000318676", "http://steamcommunity.com/openid/id/76561198000318676",
                     "https://steamcommunity.com/openid/id/76561198000318676/"] {
            #expect(AssertionCheck.player(claimedID: form) == SteamID(id64: 76_561_198_000_318_676), "\(form)")
        }
        for form in ["https://steamcommunity.com/openid/id/7656119800031867", "https://steamcommunity.com/openid/id/76561198000318676?x",
                     "ftp://steamcommunity.com/openid/id/76561198000318676", "https://steamcommunity.com/openid/id/76561197960265728"] {
            #expect(AssertionCheck.player(claimedID: form) == nil, "\(form)")
        }
    }

    @Test(arguments: [(-300.0, true), (300, true), (-301, false), (301, false), (-86_400 * 365, false)] as [(Double, Bool)])
    func nonceMustBeWithinFiveMinutesEitherWay(offset: Double, fresh: Bool) {
        let now = Self.nonceTime.addingTimeInterval(-offset)
        let result = Result { () throws(LoginError) in try Self.verify(Self.assertion(), now: now) }
        let passed = (try? result.get()) != nil
        #expect(passed == fresh, "\(offset)")
        if !fresh, case .failure(.refused(let reason)) = result {
            #expect(reason.contains("at most 300 s are allowed"))
            #expect(reason.contains(offset < 0 ? "before this machine's clock" : "after this machine's clock"))
        }
    }

    @Test func onlyAPlainIsValidTrueConfirms() throws {
        let namespace = "ns:http://specs.openid.net/auth/2.0\n"
        try AssertionCheck.confirm(Data((namespace + "is_valid:true\n").utf8))
        try AssertionCheck.confirm(Data((namespace + "is_valid:true").utf8))
        try AssertionCheck.confirm(Data((namespace + "invalidate_handle:x\nis_valid:true\n").utf8))
        let refused = [
            namespace + "is_valid:false\n",
            namespace + "_is_valid:true\n",
            namespace + "is_valid:true:is_valid:true\n",
            namespace + "is_valid: true\n",
            namespace + "is_valid:TRUE\n",
            namespace + "is_valid:true\r\n",
            namespace + "is_valid:true\nis_valid:true\n",
            namespace + "is_valid:false\nis_valid:true\n",
            namespace + "\nis_valid:true\n",
            namespace + "is_valid=true\n",
            namespace + ":true\nis_valid:true\n",
            "is_valid:true\n",
            "ns:http://specs.openid.net/auth/2.1\nis_valid:true\n",
            "<html>is_valid:true</html>",
            "",
            "\n",
        ]
        for answer in refused {
            #expect(throws: LoginError.self, "\(answer.debugDescription)") { try AssertionCheck.confirm(Data(answer.utf8)) }
        }
        #expect(throws: LoginError.self) { try AssertionCheck.confirm(Data([0xFF, 0x3A, 0x74])) }
    }

    @Test func theSignInURLAsksSteamToChooseTheAccount() throws {
        let url = OpenID.signInURL(endpoint: Self.provider, returnTo: Self.returnTo, realm: "http://127.0.0.1:8765/")
        let (address, query) = try #require(url.split(separator: "?", maxSplits: 1).map(String.init).splitPair)
        #expect(address == Self.provider)
        #expect(try #require(FormEncoding.decode(query)) == [
            FormField("openid.ns", "http://specs.openid.net/auth/2.0"),
            FormField("openid.mode", "checkid_setup"),
            FormField("openid.return_to", Self.returnTo),
            FormField("openid.realm", "http://127.0.0.1:8765/"),
            FormField("openid.claimed_id", "http://specs.openid.net/auth/2.0/identifier_select"),
            FormField("openid.identity", "http://specs.openid.net/auth/2.0/identifier_select"),
        ])
    }
}

extension Array where Element == String {
    /// The two halves of a split in two, or nil when there were not two.
    var splitPair: (String, String)? { count == 2 ? (self[0], self[1]) : nil }
}
