// steam-replay's --openid-account over loopback: a steamid or vanity picks whom /openid/login signs in, the Host
// header names the endpoint, and a name of no player is a usage error before the server listens.

import Foundation
import Testing
import TestSupport

@Suite struct OpenIDExecutableTests {
    private static let setup = [
        "openid.ns=http%3A%2F%2Fspecs.openid.net%2Fauth%2F2.0", "openid.mode=checkid_setup",
        "openid.return_to=http%3A%2F%2Flocalhost%3A8080%2Fauth", "openid.realm=http%3A%2F%2Flocalhost%3A8080%2F",
        "openid.claimed_id=http%3A%2F%2Fspecs.openid.net%2Fauth%2F2.0%2Fidentifier_select",
        "openid.identity=http%3A%2F%2Fspecs.openid.net%2Fauth%2F2.0%2Fidentifier_select",
    ].joined(separator: "&")

    /// The Location of a checkid_setup through curl, which sends the Host header the base URL names.
    private func location(_ replay: Replay) throws -> String {
        let result = try shell("curl -sS -o /dev/null -w '%{http_code} %{redirect_url}' '\(replay.baseURL)/openid/login?\(Self.setup)'")
        let parts = result.stdoutText.split(separator: " ", maxSplits: 1).map(String.init)
        try #require(parts.count == 2 && parts[0] == "302", "\(result.stdoutText) \(result.stderr)")
        return parts[1]
    }

    @Test func theDefaultIsTheDemoUserAndTheEndpointNamesTheHost() throws {
        let replay = try Replay()
        let demo = try #require(try replay.identity("demo_user")["steamid"] as? String)
        let location = try location(replay)
        #expect(location.hasPrefix("http://localhost:8080/auth?openid.ns="))
        #expect(location.contains("&openid.claimed_id=" + OpenIDWire.escaped("https://steamcommunity.com/openid/id/\(demo)") + "&"))
        #expect(location.contains("&openid.op_endpoint=" + OpenIDWire.escaped("\(replay.baseURL)/openid/login") + "&"))
        let log = try replay.requests(to: "openid/login")
        #expect(log.count == 1 && log.first?["status"] as? Int == 302)
    }

    @Test(arguments: ["steamid", "vanity"])
    func anAccountNamedBySteamIDOrVanitySignsIn(field: String) throws {
        let world = try Replay()
        let loner = try world.identity("no_friends")
        world.stop()
        let name = try #require(loner[field] as? String), steamid = try #require(loner["steamid"] as? String)
        let replay = try Replay(arguments: ["--openid-account", name])
        let expected = OpenIDWire.escaped("https://steamcommunity.com/openid/id/\(steamid)")
        #expect(try location(replay).contains("&openid.claimed_id=\(expected)&openid.identity=\(expected)&"))
    }

    @Test(arguments: ["nobody-at-all", "103582791429521412"])
    func aNameOfNoPlayerIsAUsageError(name: String) throws {
        let result = try shell("steam-replay --port 0 --key K --openid-account \(name)")
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty, "nothing listens, so no base URL is printed")
        #expect(result.stderr.contains("--openid-account \"\(name)\" is neither the SteamID64 nor the vanity name"), "\(result.stderr)")
    }
}
