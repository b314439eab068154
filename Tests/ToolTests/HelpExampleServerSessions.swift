// The examples of HelpExampleTests around the tools rather than through them: the API key, signing in (with curl
// playing the browser), steam-replay serving and its control endpoints, and steam-replay's generated corpus.
import Foundation
import Testing
import TestSupport

extension HelpExampleTests {
    /// Where a user keeps the key (a file they saved, a download, a password store), then sign-ins and sign-outs.
    static let auth = ExampleSession(
        name: "auth",
        port: 8765,
        setup: { terminal in
            let key = terminal.replay.key
            try terminal.write("key.txt", key + "\n")
            try terminal.write("Downloads/steam-key.txt", key + "\n")
            // pass, the password manager, needs a GPG key and a store: a script answers `pass show` as one holding the key.
            try terminal.write("bin/pass", """
                #!/bin/sh
                case "$1 $2" in 'show steam/api-key') echo \(key) ;; 'show opendota/api-key') echo \(openDotaKey) ;; *) exit 1 ;; esac

                """)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: terminal.directory.appendingPathComponent("bin/pass").path)
        },
        examples: [
            Example("steam-auth key check") { run, _ in
                let record = try #require(try run.records().first)
                #expect(record["valid"] as? Bool == true && record["source"] as? String == "environment")
            },
            Example("steam-auth key check --jq .valid") { run, _ in
                #expect(run.lines == ["true"])
            },
            Example("STEAM_API_KEY=... steam-auth key check", status: 4) { run, _ in
                let record = try #require(try run.records().first)
                #expect(record["valid"] as? Bool == false && record["source"] as? String == "environment")
                #expect(run.stderr.contains("the Steam API key was rejected"), "\(run.stderr)")
            },
            Example("steam-auth key set", stdin: Replay.defaultKey + "\n", before: forgetKey, check: expectKeySaved),
            Example("steam-auth key set < ~/Downloads/steam-key.txt", before: forgetKey, check: expectKeySaved),
            Example("pass show steam/api-key | steam-auth key set", before: forgetKey, check: expectKeySaved),
            Example("pass show opendota/api-key | steam-auth key set --service opendota", check: expectOpenDotaKeySaved),
            Example("steam-auth key set < key.txt && steam-auth key check", before: forgetKey) { run, terminal in
                try await expectKeySaved(run, terminal)
                #expect(try run.records().first?["valid"] as? Bool == true)
            },
            Example(interactive: "steam-auth login") { running, terminal in
                try await signIn(running, terminal)
            },
            Example(interactive: "steam-auth login --no-browser --wait 600") { running, terminal in
                try await signIn(running, terminal)
            },
            Example(
                notRun: "ssh -L 8765:127.0.0.1:8765 server # then, on the server:",
                because: "it forwards a port of a remote machine named server over ssh; the line after it runs here"),
            Example(interactive: "steam-auth login --no-browser --port 8765") { running, terminal in
                try await signIn(running, terminal, port: 8765)
            },
            Example("steam-auth logout") { run, terminal in
                #expect(run.stderr.contains("signed out of"), "\(run.stderr)")
                #expect(!FileManager.default.fileExists(atPath: terminal.sandbox.identityFile.path))
            },
            Example("steam-auth logout --key") { run, terminal in
                #expect(run.stderr.contains("removed the key file"), "\(run.stderr)")
                #expect(!FileManager.default.fileExists(atPath: terminal.sandbox.keyFile.path))
            },
        ])

    /// Each key-saving example starts without a key file, so that the file it leaves is its own.
    /// The OpenDota key the password store holds: OpenDota's keys are UUIDs.
    static let openDotaKey = "6f1d2c3b-5a4e-4f70-9d8c-7b6a5e4d3c2b"

    @Sendable static func forgetKey(_ terminal: ExampleTerminal) async throws {
        try? FileManager.default.removeItem(at: terminal.sandbox.keyFile)
    }

    @Sendable static func expectKeySaved(_ run: ExampleOutcome, _ terminal: ExampleTerminal) async throws {
        let file = terminal.sandbox.keyFile
        #expect(try String(contentsOf: file, encoding: .utf8) == terminal.replay.key + "\n")
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int == 0o600)
        #expect(run.stderr.contains("saved the key to \(file.path) (mode 0600)"), "\(run.stderr)")
    }

    /// OpenDota's key goes to a file of its own, kept as Steam's is, and Steam's stays as it was.
    @Sendable static func expectOpenDotaKeySaved(_ run: ExampleOutcome, _ terminal: ExampleTerminal) async throws {
        let file = terminal.sandbox.directory.appendingPathComponent("config/steam-pipes/opendota-key")
        #expect(try String(contentsOf: file, encoding: .utf8) == openDotaKey + "\n")
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int == 0o600)
        #expect(run.stderr.contains("saved the key to \(file.path) (mode 0600)"), "\(run.stderr)")
        #expect(try String(contentsOf: terminal.sandbox.keyFile, encoding: .utf8) == terminal.replay.key + "\n")
    }

    /// The browser's part: open the address login prints, follow Steam's redirect back to login's listener.
    static func signIn(_ running: RunningExample, _ terminal: ExampleTerminal, port: Int? = nil) async throws {
        let address = try await running.line(onStderr: true) { $0.contains("/openid/login?") }
        let redirect = try shell("curl -sS -o /dev/null -w '%{redirect_url}' '\(address)'").stdoutText
        #expect(redirect.hasPrefix("http://127.0.0.1:\(port.map { "\($0)/" } ?? "")"), "\(redirect)")
        #expect(try shell("curl -sS '\(redirect)'").stdoutText.contains("Signed in"))
        let outcome = try await running.finish()
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(try outcome.records().first?["steamid"] as? String == robin, "steam-replay signs in robinwalker")
        #expect(FileManager.default.fileExists(atPath: terminal.sandbox.identityFile.path))
    }

    /// steam-replay serving, and a user at the shell driving one on port 8080 with curl.
    static let servers = ExampleSession(name: "servers", port: 8080, examples: [
        Example(interactive: "steam-replay --key TESTKEY") { running, _ in
            let base = try await running.line { $0.hasPrefix("http://127.0.0.1:") }
            #expect(try shell("curl -sS '\(base)/_replay/world'").stdoutText.contains(#""role":"robinwalker""#))
            let resolved = try shell("curl -sS '\(base)/ISteamUser/ResolveVanityURL/v1/?key=TESTKEY&vanityurl=gabelogannewell'")
            #expect(resolved.stdoutText.contains(gabe))
        },
        Example(interactive: "steam-replay --key TESTKEY --match-details ok") { running, _ in
            let base = try await running.line { $0.hasPrefix("http://127.0.0.1:") }
            let history = try shell("curl -sS '\(base)/IDOTA2Match_570/GetMatchHistory/v1/?key=TESTKEY&account_id=169802&matches_requested=1'")
            let match = try #require(try ExampleOutcome(status: 0, stdout: history.stdout, stderr: "").records().first?["result"] as? [String: Any])
            let id = try #require((match["matches"] as? [[String: Any]])?.first?["match_id"] as? Int)
            let details = try shell("curl -sS -w '\\n%{http_code}' '\(base)/IDOTA2Match_570/GetMatchDetails/v1/?key=TESTKEY&match_id=\(id)'")
            #expect(details.stdoutLines.last == "200" && details.stdoutText.contains(#""match_id":\#(id)"#), "answers as before May 2024")
        },
        Example("steam-replay --seed 7 --port 8080 --key TESTKEY &") { run, _ in
            // It goes on serving in the background, as after the shell's prompt returns; the session ends it.
            let deadline = Date().addingTimeInterval(120)
            var answered = false
            repeat {
                answered = try shell("curl -sf -o /dev/null http://127.0.0.1:8080/_replay/world").status == 0
                if !answered { try await Task.sleep(for: .milliseconds(100)) }
            } while !answered && Date() < deadline
            #expect(answered, "nothing serves http://127.0.0.1:8080: \(run.stderr)")
        },
        Example("base=http://127.0.0.1:8080") { run, terminal in
            #expect(run.stdout.isEmpty && run.stderr.isEmpty)
            terminal.variables["base"] = "http://127.0.0.1:8080"
        },
        Example(#"curl -s "$base/_replay/world""#) { run, _ in
            let roles = try run.records()
            #expect(roles.contains { $0["role"] as? String == "robinwalker" && $0["steamid"] as? String == robin })
            #expect(roles.contains { $0["role"] as? String == "gabelogannewell" && $0["steamid"] as? String == gabe })
        },
        Example(#"curl -s "$base/ISteamUser/ResolveVanityURL/v1/" -G -d key=TESTKEY -d vanityurl=robinwalker"#) { run, _ in
            #expect(run.text == #"{"response":{"steamid":"\#(robin)","success":1}}"#)
        },
        Example(#"""
            curl -s -X POST "$base/_replay/faults" -d '[{
              "path":"GetPlayerSummaries",
              "status":429,"retry_after":2}]'
            """#) { run, terminal in
            #expect(run.stdout.isEmpty)
            let answer = try await terminal.prepare(#"curl -s -i "$base/ISteamUser/GetPlayerSummaries/v2/?key=TESTKEY&steamids=\#(robin)""#)
            #expect(answer.text.hasPrefix("HTTP/1.1 429") && answer.text.contains("Retry-After: 2"), "\(answer.text)")
        },
        Example(#"""
            curl -s -X POST "$base/_replay/faults" -d '[{
              "path":"GetFriendList","status":500,
              "query":{"steamid":"76561197960287930"}}]'
            """#) { run, terminal in
            #expect(run.stdout.isEmpty)
            let friends = #""$base/ISteamUser/GetFriendList/v1/?key=TESTKEY&steamid="#
            let codes = try await terminal.prepare("curl -s -w '%{http_code}\\n' -o /dev/null \(friends)\(robin)\" -o /dev/null \(friends)\(gabe)\"")
            #expect(codes.lines == ["200", "500"])
        },
        Example(#"""
            curl -s -X POST "$base/_replay/faults" -d '[{
              "path":"openid/login","method":"POST",
              "body":"_is_valid:true\n"}]'
            """#) { run, terminal in
            #expect(run.stdout.isEmpty)
            let check = try await terminal.prepare(#"curl -s -X POST "$base/openid/login" -d openid.mode=check_authentication"#)
            #expect(check.text == "_is_valid:true\n")
        },
        Example(#"curl -s -X POST "$base/_replay/openid" -d '{"cancel": true}'"#) { run, _ in
            let state = try #require(try run.records().first)
            #expect(state["cancel"] as? Bool == true && state["account"] as? String == robin)
        },
        Example(#"curl -s -X POST "$base/_replay/advance" -d '{"seconds": 86400}'"#) { run, _ in
            try expectClock(run, daysAhead: 1)
        },
        Example(#"curl -s -X POST "$base/_replay/advance?days=1""#) { run, _ in
            try expectClock(run, daysAhead: 2)
        },
        Example(#"curl -s "$base/api/players/22202/matches" -G -d limit=5 -d project=leagueid"#) { run, _ in
            let rows = try #require(try JSONSerialization.jsonObject(with: run.stdout) as? [[String: Any]])
            #expect(rows.count == 5)
            // Significance is on by default, so OpenDota sends the columns it reads beside the projected one.
            let columns: Set = ["match_id", "player_slot", "radiant_win", "duration", "game_mode", "lobby_type", "leagueid"]
            #expect(rows.allSatisfy { Set($0.keys) == columns }, "\(rows)")
        },
        Example("key=00000000-0000-4000-8000-000000000000") { run, terminal in
            #expect(run.stdout.isEmpty && run.stderr.isEmpty)
            terminal.variables["key"] = "00000000-0000-4000-8000-000000000000"
        },
        Example(#"curl -s -i "$base/api/players/22202/matches" -G -d limit=1 -H "Authorization: Bearer $key""#) { run, _ in
            let head = run.text.lowercased()
            #expect(head.hasPrefix("http/1.1 200") && head.contains("x-rate-limit-remaining-minute: 1199"), "\(run.text)")
            #expect(!head.contains("x-rate-limit-remaining-month"), "the key has no monthly limit")
        },
        Example(#"curl -s -X POST "$base/_replay/opendota" -d '{"month_used": 50000}'"#) { run, terminal in
            #expect(try run.records().first?["month_used"] as? Int == 50_000)
            let spent = try await terminal.prepare(#"curl -s "$base/api/players/22202/matches""#)
            #expect(spent.text == #"{"error":"monthly api limit exceeded"}"#)
        },
    ])

    /// The replay clock started at the tests' moment (the examples' servers read it from STEAM_REPLAY_EPOCH), so it
    /// reads that moment plus what the examples moved it on, however long after they run.
    static func expectClock(_ run: ExampleOutcome, daysAhead: Double) throws {
        let now = try #require(try run.records().first?["now"] as? Double)
        #expect(now == TestEpoch.seconds + daysAhead * 86_400, "\(now - TestEpoch.seconds) s past the tests' moment")
    }

    /// steam-replay's corpus of match records, read by stat-agg.
    static let corpus = ExampleSession(name: "corpus", examples: [
        Example("steam-replay generate --matches 400 | stat-agg wl") { run, _ in
            let record = try #require(try run.records().first)
            #expect((record["win"] as? Int ?? 0) + (record["lose"] as? Int ?? 0) == 400, "every match is the focus account's")
        },
        Example("steam-replay generate --matches 1000 --seed 7 > matches.ndjson") { run, terminal in
            let matches = try ExampleOutcome(status: 0, stdout: Data(try terminal.file("matches.ndjson").utf8), stderr: "").records()
            #expect(run.stdout.isEmpty && matches.count == 1000)
            #expect(Set(matches.compactMap { $0["match_id"] as? Int }).count == 1000)
        },
        Example("steam-replay generate --matches 1000 --start 2024-01-01 --end 2025-01-01") { run, _ in
            let starts = try run.records().compactMap { $0["start_time"] as? Int }
            #expect(starts.count == 1000 && starts.allSatisfy { (1_704_067_200..<1_735_689_600).contains($0) })
        },
        Example(
            notRun: "steam-replay generate --matches 100000 --seed 7 --focus-share 0.3 > bench.ndjson",
            because: "it writes the 1.35 GB benchmark input, about 45 s of CPU here: too much for every test run"),
    ])
}
