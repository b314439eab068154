// steam-auth key set and check, and the key's way through every tool: read from stdin into a file only its owner may
// read, overridden by STEAM_API_KEY, refused when others may read it, and never shown anywhere.
import Foundation
import Testing
import TestSupport

@Suite(.blocksOnProcesses) struct KeyTests {
    /// A check's wait is the caller's: one attempt meets the 500 and fails, the default's retry gets past it.
    @Test func checkTakesItsOwnTimeoutAndAttempts() throws {
        let sandbox = try Sandbox()
        try sandbox.replay.inject(#"[{"path":"GetPlayerSummaries","status":500}]"#)
        let once = try sandbox.run("steam-auth key check --attempts 1 --timeout 5")
        #expect(once.status == 1, "\(once.stderr)")
        #expect(once.stderr.contains("GetPlayerSummaries answered HTTP 500"), "\(once.stderr)")
        try sandbox.replay.inject(#"[{"path":"GetPlayerSummaries","status":500}]"#)
        let retried = try sandbox.run("steam-auth key check")
        #expect(retried.status == 0, "\(retried.stderr)")
        #expect(try retried.records().first?["valid"] as? Bool == true)
        #expect(try sandbox.run("steam-auth key check --attempts 0").status == 64)
    }

    @Test func setWritesAFileOnlyTheOwnerMayReadAndCheckTriesIt() throws {
        let sandbox = try Sandbox()
        let set = try sandbox.run("umask 000; steam-auth key set", stdin: "  \(sandbox.replay.key)  \n", key: "")
        #expect(set.status == 0, "\(set.stderr)")
        #expect(try String(contentsOf: sandbox.keyFile, encoding: .utf8) == sandbox.replay.key + "\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: sandbox.keyFile.path)
        #expect(attributes[.posixPermissions] as? Int == 0o600)

        let check = try sandbox.run("steam-auth key check", key: "")
        #expect(check.status == 0, "\(check.stderr)")
        let record = try #require(try check.records().first)
        #expect(record["valid"] as? Bool == true && record["source"] as? String == "file")
        #expect(record["file"] as? String == sandbox.keyFile.path)
        #expect(try sandbox.replay.requests(to: "GetPlayerSummaries").count == 1)
        #expect(try sandbox.run("steam-auth key check", key: "").status == 0)
        #expect(try sandbox.replay.requests(to: "GetPlayerSummaries").count == 2)
    }

    @Test func aRejectedKeyIsExitFourAndTheVariableWinsOverTheFile() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("steam-auth key set", stdin: "FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF\n", key: "").status == 0)
        let rejected = try sandbox.run("steam-auth key check", key: "")
        #expect(rejected.status == 4)
        #expect(try rejected.records().first?["valid"] as? Bool == false)
        #expect(rejected.stderr.contains("the Steam API key was rejected"), "\(rejected.stderr)")
        let environment = try sandbox.run("steam-auth key check")
        #expect(environment.status == 0, "\(environment.stderr)")
        #expect(try environment.records().first?["source"] as? String == "environment")
    }

    @Test(arguments: ["644", "640", "604", "660"])
    func aKeyFileOthersMayReadIsRefusedWithItsFix(mode: String) throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.run("steam-auth key set", stdin: sandbox.replay.key, key: "").status == 0)
        #expect(try sandbox.run("chmod \(mode) '\(sandbox.keyFile.path)'").status == 0)
        for command in ["steam-auth key check", "steam-profile 22202", "steam-auth resolve \(try sandbox.identity("demo_user").vanity)"] {
            let result = try sandbox.run(command, key: "")
            #expect(result.status == 4, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("is open to others (mode 0\(mode))"), "\(result.stderr)")
            #expect(result.stderr.contains("fix it with: chmod 600 \(sandbox.keyFile.path)"), "\(result.stderr)")
        }
        #expect(try sandbox.replay.requests().isEmpty)
        #expect(try sandbox.run("chmod 600 '\(sandbox.keyFile.path)' && steam-auth key check", key: "").status == 0)
    }

    @Test(arguments: [("", "stdin holds no key"), ("a\nb\n", "stdin holds 2 lines"), ("has space", "a space"),
                      (String(repeating: "A", count: 300), "300 characters long")])
    func whatIsNoKeyIsRefusedWithoutSavingOrShowingIt(stdin: String, reason: String) throws {
        let sandbox = try OfflineSandbox()
        let result = try sandbox.run("steam-auth key set", stdin: stdin, key: "")
        #expect(result.status == 64)
        #expect(result.stderr.contains(reason) && result.stderr.contains("nothing was saved"), "\(result.stderr)")
        #expect(stdin.isEmpty || !result.stderr.contains(stdin.prefix(9)))
        #expect(!FileManager.default.fileExists(atPath: sandbox.keyFile.path))
    }

    /// Each named with the system's words, never Foundation's "NSCocoaErrorDomain error 512"; a FIFO is not waited on.
    @Test func keyFilesThatCannotBeWrittenOrReadAreNamed() throws {
        let sandbox = try OfflineSandbox()
        let blocked = sandbox.directory.appendingPathComponent("a-file")
        try Data().write(to: blocked)
        let set = try sandbox.run("XDG_CONFIG_HOME='\(blocked.path)' steam-auth key set", stdin: sandbox.key, key: "")
        #expect(set.status == 2)
        #expect(set.stderr.contains("cannot create directory \(blocked.path): it is not a directory"), "\(set.stderr)")
        #expect(!set.stderr.contains("NSCocoaErrorDomain"))

        try FileManager.default.createDirectory(at: sandbox.keyFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(sandbox.keyFile.path, 0o600) == 0)
        let fifo = try sandbox.run("timeout 10 steam-auth key check", key: "")
        #expect(fifo.status == 4)
        #expect(fifo.stderr.contains("cannot be read: it is not a regular file"), "\(fifo.stderr)")
    }

    @Test func theKeyIsNeverAnArgument() throws {
        let sandbox = try OfflineSandbox()
        let result = try sandbox.run("steam-auth key set \(sandbox.key)", key: "")
        #expect(result.status == 64)
        #expect(result.stderr.contains("reads the key from stdin"))
        #expect(!result.stderr.contains(sandbox.key))
    }

    /// At a terminal the key is asked for and not echoed: the terminal's transcript holds the prompt, not the key.
    /// The key is typed once the prompt is up and the terminal's echo is off, as a person would, never on a guess.
    @Test(.needs("tmux", "perl")) func typedAtATerminalTheKeyIsNotEchoed() throws {
        let sandbox = try OfflineSandbox()
        let terminal = try Terminal(running: "steam-auth key set", environment: sandbox.environment(key: ""))
        let prompt = "Steam Web API key (it will not be shown)"
        try waitUntil("the prompt, with echo off", within: 60) {
            try terminal.transcript().contains(prompt) && !terminal.echoes()
        }
        try terminal.type(sandbox.key)
        try terminal.press("Enter")
        var status: Int32?
        try waitUntil("steam-auth key set to end", within: 60) {
            status = terminal.exitStatus()
            return status != nil
        }
        let transcript = try terminal.transcript()
        #expect(status == 0, "\(transcript)")
        #expect(transcript.contains(prompt))
        #expect(!transcript.contains(sandbox.key), "\(transcript)")
        #expect(try String(contentsOf: sandbox.keyFile, encoding: .utf8) == sandbox.key + "\n")
    }

    /// Everything a user can see or keep after using the key every way: stdout, stderr, the store, the identity file.
    @Test func theKeyAppearsNowhere() throws {
        let sandbox = try Sandbox()
        let key = sandbox.replay.key
        let demo = try sandbox.identity("demo_user")
        try sandbox.replay.inject(#"[{"path":"GetFriendList","status":503,"count":1}]"#)
        var seen = [try sandbox.run("steam-auth key set", stdin: key, key: "")]
        let (login, _) = try sandbox.signIn()
        seen.append(login)
        for command in ["steam-auth whoami", "steam-auth key check", "steam-auth resolve \(demo.vanity) | steam-profile friends",
                        "steam-profile --jq '{steamid: .steamid, key: env.STEAM_API_KEY}' \(demo.steamid)",
                        "STEAM_API_BASE_URL=http://127.0.0.1:9 steam-profile 22202", "steam-auth key check --format table",
                        "steam-profile level \(demo.steamid) | steam-profile badges", "steam-games players --app 570 --app 12345",
                        "steam-games find dota --page-size 300"] {
            seen.append(try sandbox.run(command, key: ""))
        }
        seen.append(try sandbox.run("steam-auth key check", key: "WRONG\(key)"))
        for result in seen {
            #expect(!result.stdoutText.contains(key) && !result.stderr.contains(key), "\(result.stdoutText) \(result.stderr)")
        }
        let kept = try FileManager.default.contentsOfDirectory(atPath: sandbox.directory.path)
            .filter { $0.hasPrefix("store.sqlite") }
        #expect(kept.contains("store.sqlite"))
        for name in kept + ["config/steam-pipes/identity.json"] {
            let bytes = try Data(contentsOf: sandbox.directory.appendingPathComponent(name))
            #expect(bytes.range(of: Data(key.utf8)) == nil, "\(name)")
        }
    }
}
