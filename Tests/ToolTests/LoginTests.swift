// steam-auth login, whoami and logout end to end: a browser played with curl against steam-replay's OpenID provider,
// every forgery refused with exit 4 and the identity file untouched.
import Foundation
import Testing
import TestSupport

@Suite(.blocksOnProcesses) struct LoginTests {
    @Test func signInThenWhoamiHeadsAPipe() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let (login, _) = try sandbox.signIn()
        #expect(login.status == 0, "\(login.stderr)")
        let record = try #require(try login.records().first)
        #expect(record["steamid"] as? String == demo.steamid)
        #expect(record["account_type"] as? String == "individual")
        #expect(record["personaname"] is String)
        #expect(record["signed_in_at"] is String)
        #expect(record["input"] == nil)
        #expect(try sandbox.checkAuthentications() == 1)
        let mode = try FileManager.default.attributesOfItem(atPath: sandbox.identityFile.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)

        let whoami = try sandbox.run("steam-auth whoami")
        #expect(whoami.status == 0, "\(whoami.stderr)")
        let same = try #require(try whoami.records().first)
        #expect(same["steamid"] as? String == demo.steamid)
        #expect(same["steam3"] as? String == record["steam3"] as? String)
        #expect(same["personaname"] as? String == record["personaname"] as? String)
        #expect(same["signed_in_at"] as? String == record["signed_in_at"] as? String)

        let friends = try sandbox.run("steam-auth whoami | steam-profile friends --jq .friend_of -r | sort -u")
        #expect(friends.status == 0, "\(friends.stderr)")
        #expect(friends.stdoutLines == [demo.steamid])
    }

    @Test func theAccountSteamSignsInIsTheOneRecorded() throws {
        let sandbox = try Sandbox()
        let hub = try sandbox.identity("many_friends")
        try sandbox.openID(#"{"account":"\#(hub.vanity)"}"#)
        let (login, _) = try sandbox.signIn()
        #expect(login.status == 0, "\(login.stderr)")
        #expect(try sandbox.run("steam-auth whoami --jq .steamid -r").stdoutLines == [hub.steamid])
    }

    enum Forgery: String, CaseIterable, Sendable {
        case claimedID, returnTo, replayed, staleNonce, signature, underscoreIsValid, doubledIsValid, cancelled
        /// Every attempt answered HTTP 500 with a body that says yes: only a 200 confirms.
        case serverErrorSayingValid
        case crlfLineEnds
        /// A nonce 301 s old, which a rounding of the age could call 300.
        case nonceJustTooOld
    }

    /// Each after a good sign-in, whose identity file must come through byte for byte.
    @Test(arguments: Forgery.allCases)
    func forgedOrUnconfirmedAnswersAreRefused(forgery: Forgery) throws {
        let sandbox = try Sandbox()
        let (first, firstRedirect) = try sandbox.signIn()
        #expect(first.status == 0, "\(first.stderr)")
        let identity = try Data(contentsOf: sandbox.identityFile)
        let demo = try sandbox.identity("demo_user"), other = try sandbox.identity("no_friends")

        let expected: (reason: String, checks: Int)
        switch forgery {
        case .staleNonce: try sandbox.openID(#"{"nonce_offset_seconds":-600}"#)
        case .cancelled: try sandbox.openID(#"{"cancel":true}"#)
        case .underscoreIsValid:
            try sandbox.replay.inject(#"[{"path":"openid/login","method":"POST","body":"ns:http://specs.openid.net/auth/2.0\n_is_valid:true\n"}]"#)
        case .doubledIsValid:
            try sandbox.replay.inject(#"[{"path":"openid/login","method":"POST","body":"ns:http://specs.openid.net/auth/2.0\nis_valid:true:is_valid:true\n"}]"#)
        case .serverErrorSayingValid:
            try sandbox.replay.inject(#"[{"path":"openid/login","method":"POST","status":500,"count":9,"body":"ns:http://specs.openid.net/auth/2.0\nis_valid:true\n"}]"#)
        case .crlfLineEnds:
            try sandbox.replay.inject(#"[{"path":"openid/login","method":"POST","body":"ns:http://specs.openid.net/auth/2.0\r\nis_valid:true\r\n"}]"#)
        case .nonceJustTooOld: try sandbox.openID(#"{"nonce_offset_seconds":-300.2}"#)
        default: break
        }
        let session = try SignInSession(sandbox)
        let redirect = try session.steamRedirect()
        switch forgery {
        case .claimedID:
            try session.deliver(redirect.replacingOccurrences(of: demo.steamid, with: other.steamid))
            expected = ("is_valid:false", 2)
        case .returnTo:
            let query = redirect.drop { $0 != "?" }
            let token = try #require(redirect.prefix { $0 != "?" }.split(separator: "/").last)
            try session.deliver(redirect.prefix { $0 != "?" } + query.replacingOccurrences(of: token, with: String(repeating: "0", count: token.count)))
            expected = ("openid.return_to is", 1)
        case .replayed:
            try session.deliver(try session.listenerAddress(withQueryOf: firstRedirect))
            expected = ("was presented before (a replayed answer)", 1)
        case .staleNonce:
            try session.deliver(redirect)
            expected = ("at most 300 s are allowed", 1)
        case .signature:
            let signature = try #require(redirect.firstRange(of: /openid\.sig=[^&]+/))
            try session.deliver(redirect.replacingCharacters(in: signature, with: "openid.sig=AAAAAAAAAAAAAAAAAAAAAAAAAAA%3D"))
            expected = ("is_valid:false", 2)
        case .underscoreIsValid:
            try session.deliver(redirect)
            expected = ("its answer has no is_valid line", 2)
        case .doubledIsValid:
            try session.deliver(redirect)
            expected = (#"its answer's is_valid is "true:is_valid:true", not true"#, 2)
        case .cancelled:
            try session.deliver(redirect)
            expected = ("sign-in cancelled at Steam", 1)
        case .serverErrorSayingValid:
            try session.deliver(redirect)
            expected = ("answered HTTP 500", 5)
        case .crlfLineEnds:
            try session.deliver(redirect)
            expected = ("its answer has CRLF line ends", 2)
        case .nonceJustTooOld:
            try session.deliver(redirect)
            expected = ("s before this machine's clock; at most 300 s are allowed", 1)
        }
        let result = session.finish()
        #expect(result.status == 4, "\(result.stderr)")
        #expect(result.stderr.contains(expected.reason), "\(result.stderr)")
        #expect(result.stderr.contains("nothing was saved"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try Data(contentsOf: sandbox.identityFile) == identity)
        let checks = try sandbox.checkAuthentications()
        #expect(checks == expected.checks, "\(forgery): \(checks) checks")
        if forgery == .nonceJustTooOld { #expect(!result.stderr.contains(", 300 s before"), "\(result.stderr)") }
    }

    @Test func pagesThatAreNotSteamsAnswerDoNotEndTheWait() throws {
        let sandbox = try Sandbox()
        let session = try SignInSession(sandbox)
        let redirect = try session.steamRedirect()
        let address = String(redirect.prefix { $0 != "?" })
        let origin = address.prefix(while: { $0 != "/" }) + "//" + address.dropFirst(7).prefix { $0 != "/" }
        #expect(try session.deliver(origin + "/favicon.ico").contains("Not here"))
        #expect(try session.deliver(address).contains("Not an answer from Steam"))
        #expect(try session.deliver(address + "?state=1").contains("Not an answer from Steam"))
        #expect(try session.deliver(redirect).contains("Signed in"))
        let result = session.finish()
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func aProviderThatFailsOnceIsAskedAgain() throws {
        let sandbox = try Sandbox()
        try sandbox.replay.inject(#"[{"path":"openid/login","method":"POST","status":503}]"#)
        let (login, _) = try sandbox.signIn()
        #expect(login.status == 0, "\(login.stderr)")
        #expect(try sandbox.checkAuthentications() == 2)
    }

    @Test func noAnswerInTimeIsExitFour() throws {
        let sandbox = try Sandbox()
        let session = try SignInSession(sandbox, arguments: ["--no-browser", "--wait", "1"])
        _ = try session.signInURL()
        let result = session.finish()
        #expect(result.status == 4)
        #expect(result.stderr.contains("no answer from Steam within 1 s"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: sandbox.identityFile.path))
    }

    /// On a terminal login opens the address with $BROWSER; this one plays the person: it follows Steam's redirect back.
    @Test func onATerminalTheBrowserIsOpened() throws {
        let sandbox = try Sandbox()
        let browser = sandbox.directory.appendingPathComponent("browser")
        try Data("""
            #!/bin/bash
            location=$(curl -sS -o /dev/null -w '%{redirect_url}' "$1") && curl -sS "$location" > /dev/null
            """.utf8).write(to: browser)
        chmod(browser.path, 0o755)
        let result = try sandbox.run("BROWSER='\(browser.path) %s' script -qec 'steam-auth login --wait 30' /dev/null")
        #expect(result.status == 0, "\(result.stdoutText) \(result.stderr)")
        #expect(result.stdoutText.contains("sign in through Steam at this address"))
        let demo = try sandbox.identity("demo_user")
        #expect(try sandbox.run("steam-auth whoami --jq .steamid -r").stdoutLines == [demo.steamid])
        // A PATH of steam-auth and script alone: Debian's chromium brings xdg-open, which would be found otherwise.
        let bin = sandbox.directory.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let none = try sandbox.run("""
            ln -s "$(command -v script)" '\(bin.path)/script' && ln -s "$(command -v steam-auth)" '\(bin.path)/steam-auth' \
            && BROWSER=/nonexistent PATH='\(bin.path)' script -qec 'steam-auth login --wait 1' /dev/null
            """)
        #expect(none.stdoutText.contains("open the address yourself"))
    }

    @Test func whoamiWithoutASignInOrAKey() throws {
        let sandbox = try Sandbox()
        let none = try sandbox.run("steam-auth whoami")
        #expect(none.status == 4)
        #expect(none.stderr.contains("not signed in; sign in with: steam-auth login"))
        #expect(none.stdout.isEmpty)

        #expect(try sandbox.signIn().result.status == 0)
        try sandbox.replay.clearRequests()
        let keyless = try sandbox.run("steam-auth whoami", key: "")
        #expect(keyless.status == 0, "\(keyless.stderr)")
        let record = try #require(try keyless.records().first)
        #expect(record["personaname"] == nil && record["steam2"] is String)
        #expect(try sandbox.replay.requests().isEmpty)
        let offline = try sandbox.run("steam-auth whoami --offline")
        #expect(try offline.records().first?["personaname"] is String, "\(offline.stderr)")

        try Data(#"{"steamid":"103582791429521412","signed_in_at":"x"}"#.utf8).write(to: sandbox.identityFile)
        let group = try sandbox.run("steam-auth whoami")
        #expect(group.status == 4 && group.stderr.contains("not a steam-pipes identity file"), "\(group.stderr)")
    }

    @Test func logoutForgetsTheAccountAndWithKeyTheKeyFile() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.signIn().result.status == 0)
        #expect(try sandbox.run("steam-auth key set", stdin: sandbox.replay.key, key: "").status == 0)
        let demo = try sandbox.identity("demo_user")
        let out = try sandbox.run("steam-auth logout")
        #expect(out.status == 0 && out.stderr.contains("signed out of \(demo.steamid)"), "\(out.stderr)")
        #expect(try sandbox.run("steam-auth whoami").status == 4)
        #expect(FileManager.default.fileExists(atPath: sandbox.keyFile.path))
        let again = try sandbox.run("steam-auth logout --key")
        #expect(again.status == 0 && again.stderr.contains("no account was signed in") && again.stderr.contains("removed the key file"))
        #expect(!FileManager.default.fileExists(atPath: sandbox.keyFile.path))
    }

    @Test(arguments: ["--wait inf", "--wait 0", "--wait -1", "--wait 1e-300", "--wait 3601", "--wait nan", "--port 65536", "--port -1", "--port x"])
    func outOfRangeLoginFlagsAreUsageErrors(flags: String) throws {
        let sandbox = try OfflineSandbox()
        let result = try sandbox.run("steam-auth login --no-browser \(flags)")
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains(flags.split(separator: " ")[0]), "\(result.stderr)")
    }

    /// The offline sandbox holds its port bound, as another program on the machine would.
    @Test func aPortInUseIsNamed() throws {
        let sandbox = try OfflineSandbox()
        let port = sandbox.closedPort
        let result = try sandbox.run("steam-auth login --no-browser --port \(port)")
        #expect(result.status == 2)
        #expect(result.stderr.contains("cannot listen for Steam's answer: 127.0.0.1:\(port)"), "\(result.stderr)")
    }

    @Test func anIdentityFileThatIsNoFileAndACommunityURLThatIsNoWebAddressAreNamed() throws {
        let sandbox = try OfflineSandbox()
        try FileManager.default.createDirectory(at: sandbox.identityFile, withIntermediateDirectories: true)
        let whoami = try sandbox.run("steam-auth whoami")
        #expect(whoami.status == 4)
        #expect(whoami.stderr.contains("identity.json: cannot be read: it is not a regular file; sign in again"), "\(whoami.stderr)")
        let login = try sandbox.run("STEAM_COMMUNITY_URL=ftp://steamcommunity.com steam-auth login --no-browser --wait 60")
        #expect(login.status == 2)
        #expect(login.stderr.contains(#"makes the sign-in address "ftp://steamcommunity.com/openid/login", not an http or https URL"#), "\(login.stderr)")
    }

    @Test func closedStreamsEndWhoamiCleanly() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.signIn().result.status == 0)
        #expect(try sandbox.run("steam-auth whoami >&-").status == 2)
        #expect(try sandbox.run("steam-auth whoami 2>&-").status == 0)
        #expect(try sandbox.run("steam-auth whoami | head -c 0").status == 0)
    }
}
