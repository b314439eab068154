// /_replay/openid: whom logins sign in, cancelled logins, the nonce's clock offset, the counts, and strict refusals.

import Foundation
import Testing
@testable import ReplayRoutes

@Suite struct OpenIDControlTests {
    let replay = InProcessReplay()

    private func change(_ body: String) async -> ReplayAnswer {
        await replay.control("POST", "/_replay/openid", body: body)
    }

    @Test func getShowsTheDefaultsAndCountsIssuedAndChecked() async throws {
        let demo = try await replay.steamid("demo_user")
        let fresh = try await replay.openIDStatus()
        #expect(fresh["account"] as? String == demo)
        #expect(fresh["cancel"] as? Bool == false)
        #expect(fresh["nonce_offset_seconds"] as? Double == 0)
        #expect(fresh["issued"] as? Int == 0 && fresh["checked"] as? Int == 0)

        let form = try await replay.login().checkAuthenticationForm()
        _ = try await replay.login()
        _ = await replay.checkAuthentication(form)
        let after = try await replay.openIDStatus()
        #expect(after["issued"] as? Int == 2 && after["checked"] as? Int == 1)
        let log = await replay.control("GET", "/_replay/requests").text
        #expect(log.split(separator: "\n").count == 3 && !log.contains("_replay"), "control paths are never logged")
    }

    @Test(arguments: ["steamid", "vanity"])
    func theAccountCanBeNamedBySteamIDOrVanity(field: String) async throws {
        let loner = try await replay.identity("no_friends")
        let name = try #require(loner[field] as? String)
        let steamid = try #require(loner["steamid"] as? String)
        let changed = await change(#"{"account": "\#(name)"}"#)
        #expect(changed.status == 200)
        #expect(try changed.json()["account"] as? String == steamid)
        let redirect = try await replay.login()
        #expect(redirect["openid.claimed_id"] == "https://steamcommunity.com/openid/id/\(steamid)")
        #expect(redirect["openid.identity"] == redirect["openid.claimed_id"])
        #expect(await replay.verdict(redirect.checkAuthenticationForm()) == Verdict.valid)
    }

    @Test func cancelRedirectsWithOnlyTheNamespaceAndMode() async throws {
        #expect(try await change(#"{"cancel": true}"#).json()["cancel"] as? Bool == true)
        let redirect = try await replay.login()
        #expect(redirect.fields.map(\.name) == ["openid.ns", "openid.mode"])
        #expect(redirect["openid.ns"] == OpenIDWire.namespace && redirect["openid.mode"] == "cancel")
        #expect(try await replay.openIDStatus()["issued"] as? Int == 0)
        _ = await change(#"{"cancel": false}"#)
        #expect(try await replay.login()["openid.mode"] == "id_res")
    }

    @Test func aNegativeOffsetIssuesStaleNonces() async throws {
        let changed = try await change(#"{"nonce_offset_seconds": -600}"#).json()
        #expect(changed["nonce_offset_seconds"] as? Double == -600)
        let nonce = try #require(try await replay.login()["openid.response_nonce"])
        let stamped = try Date(String(nonce.prefix(20)), strategy: .iso8601)
        #expect(abs(stamped.timeIntervalSinceNow + 600) < 5, "\(nonce)")
    }

    @Test func aChangeTouchesOnlyTheFieldsItGives() async throws {
        let loner = try await replay.steamid("no_friends")
        _ = await change(#"{"account": "\#(loner)", "nonce_offset_seconds": 30}"#)
        let status = try await change(#"{"cancel": true}"#).json()
        #expect(status["account"] as? String == loner)
        #expect(status["nonce_offset_seconds"] as? Double == 30)
        #expect(try await change("{}").json()["cancel"] as? Bool == true)
    }

    @Test(arguments: [
        (#"{"acount": "x"}"#, #"unknown field "acount"; known fields: account, cancel, nonce_offset_seconds"#),
        (#"{"cancel": "yes"}"#, #""cancel" must be true or false"#),
        (#"{"account": 76561197960287930}"#, #""account" must be a string"#),
        (#"{"account": "nobody-at-all"}"#, #""account": "nobody-at-all" is neither the SteamID64 nor the vanity name"#),
        (#"{"account": "103582791429521412"}"#, #""account": "103582791429521412" is neither"#),
        (#"{"nonce_offset_seconds": "soon"}"#, #""nonce_offset_seconds" must be a number"#),
        (#"{"nonce_offset_seconds": 1e300}"#, #""nonce_offset_seconds" must be a finite number of seconds within"#),
        (#"{"nonce_offset_seconds": -315576001}"#, "within 315576000 (ten years) either way"),
        (#"[{"cancel": true}]"#, "expected a JSON object like"),
        ("nope", "the body is not valid JSON"),
    ])
    func badChangesAreRefusedInPlainWords(body: String, message: String) async throws {
        let answer = await change(body)
        #expect(answer.status == 400)
        #expect(answer.headers["Content-Type"] == "text/plain; charset=UTF-8")
        #expect(answer.text.contains(message), "\(answer.text)")
    }

    @Test func aRefusedChangeChangesNothing() async throws {
        #expect(await change(#"{"cancel": true, "account": "nobody-at-all"}"#).status == 400)
        #expect(try await replay.openIDStatus()["cancel"] as? Bool == false)
    }
}
