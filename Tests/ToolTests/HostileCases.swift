// The hostile cases as data, one line each, as jq keeps tests/jq.test: a command run by bash in a sandbox with a
// steam-replay of its own, its stdin, the status it must end with and what its output must and must not hold. Every
// case also holds the promises no case may break: no crash, and the sandbox's key in no output. The numbers are the
// items of the hostile-input issue they hold; sign-in's own cases (4, 18, 19) are LoginTests' forgeries.
import Foundation
import Testing
import TestSupport

struct HostileCase: Sendable, CustomTestStringConvertible {
    let item: String
    let command: String
    var stdin = ""
    let status: Int32
    /// What stderr must hold; stdout when `inStdout`. Empty: the stream must be empty.
    let says: String
    var inStdout = false
    /// What neither stream may hold.
    var never: String?
    /// Faults for the replay, injected first; `{KEY}` stands for the sandbox's key.
    var faults: String?

    var testDescription: String { "\(item): \(command)" }

    /// GetPlayerSummaries answering with one player named `name` (JSON string contents) for every request.
    static func named(_ name: String) -> String {
        #"[{"path":"GetPlayerSummaries","count":99,"content_type":"application/json","body":"{\"response\":{\"players\":[{\"steamid\":\"76561197960287930\",\"communityvisibilitystate\":3,\"profilestate\":1,\"personaname\":\"\#(name)\",\"profileurl\":\"https://steamcommunity.com/id/x/\"}]}}"}]"#
    }
}

extension HostileCase {
    static let gabe = "76561197960287930"
    static let keyFile = #"mkdir -p "$XDG_CONFIG_HOME/steam-pipes" && printf "$KEYTEXT" > "$XDG_CONFIG_HOME/steam-pipes/key""#
    static let identityFile = #"mkdir -p "$XDG_CONFIG_HOME/steam-pipes" && printf '{"steamid":"76561197960287930","signed_in_at":"2026-01-01T00:00:00Z"}' > "$XDG_CONFIG_HOME/steam-pipes/identity.json" && chmod 600 "$XDG_CONFIG_HOME/steam-pipes/identity.json""#
    static let slowSummaries = #"[{"path":"GetPlayerSummaries","latency_ms":20000,"count":99}]"#

    /// steam-profile --format FORMAT over one account, its stdin held open as a live producer's is, sent SIGTERM once
    /// the account's snapshot is in the store (or after 20 s), which it is just before its record is made: the signal
    /// comes mid-run, at no fixed time, and the output is what the writer, which holds its records to the end, left.
    static func signalledMidStream(_ format: String) -> String {
        #"""
        work=$(mktemp -d) && mkfifo "$work/in" && {
            steam-profile --format \#(format) < "$work/in" > "$work/out" & pid=$!
            exec 3> "$work/in"
            echo \#(gabe) >&3
            for _ in $(seq 400); do
                [ "$(sqlite3 "$STEAM_PIPES_DB" "SELECT count(*) FROM account_state WHERE kind = 'summary'" 2>/dev/null)" = 1 ] \
                    && break
                sleep 0.05
            done
            kill -TERM $pid; wait $pid; status=$?
            exec 3>&-; cat "$work/out"; rm -rf "$work"; exit $status
        }
        """#
    }

    /// Every case: the first two passes' here, and the third pass's (issue 46) by area, each in a file of its own.
    static let all: [HostileCase] = earlierPasses + statAggPass + processPass + textPass + inputPass + storefrontPass

    static let earlierPasses: [HostileCase] = [
        // 2: a tab or carriage return before a formula.
        .init(item: "2", command: "steam-profile --format csv \(gabe)", status: 0, says: "'\t=x", inStdout: true, faults: named(#"\\t=x"#)),
        .init(item: "2", command: "steam-profile --format csv \(gabe)", status: 0, says: "\"'\r=x\"", inStdout: true, faults: named(#"\\r=x"#)),
        // 3: the key in a redirect, under another name or in the path; a one-letter key and the name key=.
        .init(item: "3", command: "steam-profile --no-cache \(gabe)", status: 1, says: "a redirect to http://127.0.0.1:1/x?apikey=REDACTED that",
              faults: #"[{"path":"*","redirect":"http://127.0.0.1:1/x?apikey={KEY}"}]"#),
        .init(item: "3", command: "steam-profile --no-cache \(gabe)", status: 1, says: "a redirect to http://127.0.0.1:1/x/REDACTED/y that",
              faults: #"[{"path":"*","redirect":"http://127.0.0.1:1/x/{KEY}/y"}]"#),
        .init(item: "3", command: "STEAM_API_KEY=k steam-profile --verbose --no-cache \(gabe)", status: 4, says: "&key=REDACTED → 403", never: "REDACTEDey"),
        // 5: a --jq program sees no key, in $ENV or env.
        .init(item: "5", command: "steam-profile \(gabe) --jq '$ENV.STEAM_API_KEY'", status: 0, says: "null\n", inStdout: true),
        .init(item: "5", command: "OPENDOTA_API_KEY=od-secret-7 steam-profile \(gabe) --jq 'env | [.STEAM_API_KEY, .OPENDOTA_API_KEY]'", status: 0,
              says: "[null,null]", inStdout: true, never: "od-secret-7"),
        .init(item: "5", command: "steam-replay generate --matches 1 --seed 1 | stat-agg totals --jq '$ENV.STEAM_API_KEY'", status: 0,
              says: "null\n", inStdout: true),
        // 6: inputs that need no key get their records; only those that met the problem are named.
        .init(item: "6", command: "STEAM_API_KEY= steam-auth resolve --no-cache 22202 robinwalker 76561197960287931", status: 4,
              says: #""input":"76561197960287931""#, inStdout: true),
        .init(item: "6", command: "STEAM_API_KEY= steam-auth resolve --no-cache 22202 robinwalker", status: 4,
              says: "steam-auth: error: argument 2 (robinwalker): no Steam API key", never: "argument 1 (22202)"),
        .init(item: "6", command: #"KEYTEXT='0123456789ABCDEF0123456789ABCDEF\n' && \#(keyFile) && chmod 644 "$XDG_CONFIG_HOME/steam-pipes/key" && STEAM_API_KEY= steam-auth resolve --no-cache 22202 robinwalker"#,
              status: 4, says: "argument 2 (robinwalker): the key file", never: "argument 1 (22202)"),
        .init(item: "6", command: "STEAM_API_KEY=wrong steam-auth resolve --no-cache 22202 robinwalker", status: 4,
              says: #""input":"22202""#, inStdout: true),
        // 7: a byte-order mark before the first line.
        .init(item: "7", command: "steam-auth resolve", stdin: "\u{FEFF}22202\n", status: 0, says: #""account_id":22202"#, inStdout: true),
        .init(item: "7", command: "dota-matches --limit 1", stdin: "\u{FEFF}22202\n", status: 0, says: #""account_id":22202"#, inStdout: true),
        // 8: --format json and table still write what was made when a signal ends the run.
        .init(item: "8", command: signalledMidStream("json"), status: 143, says: "\"steamid\":\"\(gabe)\"", inStdout: true),
        .init(item: "8", command: signalledMidStream("json"), status: 143, says: "}\n]\n", inStdout: true),
        .init(item: "8", command: signalledMidStream("csv"), status: 143, says: "steamid,communityvisibilitystate", inStdout: true),
        // 9: SIGPIPE is ignored before the arguments are parsed.
        .init(item: "9", command: "steam-profile --jobs 0 x 2>&1 >/dev/null | true; exit ${PIPESTATUS[0]}", status: 64, says: ""),
        .init(item: "9", command: "steam-profile --help | true; exit ${PIPESTATUS[0]}", status: 0, says: ""),
        // 10: dot segments resolved as a browser resolves them.
        .init(item: "10", command: "steam-auth resolve 'https://steamcommunity.com/id/robinwalker/../../profiles/\(gabe)'", status: 0,
              says: #""account_id":22202"#, inStdout: true),
        .init(item: "10", command: "steam-auth resolve 'https://steamcommunity.com/id/robinwalker/%2e%2E/%2e/../profiles/\(gabe)'", status: 0,
              says: #""account_id":22202"#, inStdout: true),
        // 11: dates that are no dates.
        .init(item: "11", command: "dota-matches --since 2026-02-30 22202", status: 64, says: "'2026-02-30' is invalid for '--since"),
        .init(item: "11", command: "dota-matches --since 2026-05-23T25:61:00Z 22202", status: 64, says: "is invalid for '--since"),
        .init(item: "11", command: "stat-agg totals --until 2025-02-29 < /dev/null", status: 64, says: "is invalid for '--until"),
        // 12: dota-detail reads account_id by dota-matches' rule.
        .init(item: "12", command: "dota-detail --offline", stdin: #"{"match_id":1,"account_id":0}"#, status: 1, says: "line 1 (1): field \"account_id\": account id 0 names no account"),
        .init(item: "12", command: "dota-detail --offline", stdin: #"{"match_id":1,"account_id":4294967295}"#, status: 1, says: "the id Dota gives anonymous players"),
        .init(item: "12", command: "dota-detail --offline", stdin: #"{"match_id":1,"account_id":"22202"}"#, status: 1, says: "--offline: the store holds no match 1"),
        // 13: a key file of two lines is named, with no request.
        .init(item: "13", command: #"KEYTEXT='abc\ndef\n' && \#(keyFile) && chmod 600 "$XDG_CONFIG_HOME/steam-pipes/key" && STEAM_API_KEY= steam-profile --no-cache 22202"#,
              status: 4, says: "holds 2 lines; a key is one line"),
        // 14: a base URL that request paths cannot follow.
        .init(item: "14", command: #"STEAM_API_BASE_URL="$STEAM_API_BASE_URL/?x=1" steam-profile 22202"#, status: 64, says: "STEAM_API_BASE_URL=http://127.0.0.1:"),
        .init(item: "14", command: #"OPENDOTA_API_BASE_URL="$OPENDOTA_API_BASE_URL#top" dota-matches --source opendota 22202"#, status: 64, says: "has a fragment (#)"),
        // 15: the authority as a URL parser reads it.
        .init(item: "15", command: "steam-auth resolve https://user:pw@steamcommunity.com/id/x", status: 1, says: "holds a user name or password", never: "port"),
        .init(item: "15", command: "steam-auth resolve 'https://[::1]/id/x'", status: 1, says: #"host "[::1]" is not steamcommunity.com"#),
        .init(item: "15", command: "steam-auth resolve https://steamcommunity.com:8443/id/robinwalker", status: 1, says: #"port "8443" is not the default"#),
        // 16: a negative number reaches the range check.
        .init(item: "16", command: "steam-profile --rate -1 22202", status: 64, says: "--rate must be from 0.001 to 1000, not -1"),
        .init(item: "16", command: "dota-matches --limit -1 22202", status: 64, says: "--limit must be from 1"),
        // 17: input and inputs say why they do not work, and crash nothing.
        .init(item: "17", command: "steam-profile 22202 --jq input", status: 1, says: "--jq: input and inputs are not supported"),
        .init(item: "17", command: "steam-profile 22202 --jq '[inputs]'", status: 1, says: "--jq: input and inputs are not supported"),
        // 20: one line each, what failed and what to do.
        .init(item: "20", command: "XDG_STATE_HOME=/proc/steam-pipes-test steam-profile --no-cache 22202", status: 2,
              says: "cannot create /proc/steam-pipes-test: No such file or directory; set XDG_STATE_HOME", never: "NSCocoaErrorDomain"),
        .init(item: "20", command: #"steam-auth login --no-browser --wait 1 --port "${STEAM_API_BASE_URL##*:}""#, status: 2,
              says: "Address already in use; another program holds it: choose another --port", never: "errno"),
        // 21: another program's SQLite file.
        .init(item: "21", command: #"python3 -c 'import sqlite3, sys; sqlite3.connect(sys.argv[1]).execute("create table cached_answer(x)")' "$STEAM_PIPES_DB" && steam-profile 22202"#,
              status: 2, says: "is a SQLite database, but not a steam-pipes store", never: "already exists"),
        // 22: the smaller ones.
        .init(item: "22a", command: "steam-games owned 76561197960265999", status: 0, says: "keeps its game details private, or is no account"),
        .init(item: "22b", command: "steam-games schema", stdin: #"{"appid":-1}"#, status: 1, says: "field \"appid\" is negative (-1), and app ids are unsigned"),
        .init(item: "22c", command: "\(identityFile) && steam-auth whoami --attempts 1 2>&1", status: 1, says: "}\nsteam-auth: error: ", inStdout: true,
              faults: #"[{"path":"GetPlayerSummaries","status":500,"count":9}]"#),
        .init(item: "22d", command: "steam-auth resolve https://steamcommunity.com/ID/robinwalker", status: 0, says: #""vanity":"robinwalker""#, inStdout: true),
        .init(item: "22e", command: "steam-profile friends --no-cache 22202 > /dev/null", status: 0, says: "note: argument 1 (22202): retrying GetFriendList",
              faults: #"[{"path":"GetFriendList","status":503,"count":1}]"#),
        .init(item: "22f", command: #"a=$(dota-matches --limit 1 --format csv 22202 | head -1); dota-matches --limit 1 22202 | dota-detail --rate 1000 --sequence-rate 1000 2>/dev/null >/dev/null; [ "$a" = "$(dota-matches --limit 1 --offline --format csv 22202 | head -1)" ] && echo same columns"#,
              status: 0, says: "same columns", inStdout: true),
        .init(item: "22g", command: "steam-replay serve --help", status: 0, says: "comes from --seed: the same seed gives", inStdout: true),
        // The first probe's cases, which pass already and must go on passing.
        .init(item: "probe", command: "steam-profile friends --timeout inf 22202", status: 64,
              says: "The value 'inf' is invalid for '--timeout <seconds>': give a decimal number"),
        .init(item: "probe", command: "steam-profile --rate 0.0000001 22202", status: 64, says: "--rate must be"),
        .init(item: "probe", command: "steam-auth resolve < /etc", status: 2, says: "steam-auth: error: stdin: Is a directory"),
        .init(item: "probe", command: "steam-auth resolve", stdin: "-5\n", status: 1, says: "line 1 (-5): "),
        .init(item: "probe", command: "steam-auth resolve", stdin: #"{"steamid":true}"#, status: 1, says: "field \"steamid\" is a boolean"),
        .init(item: "probe", command: "dota-detail --offline", stdin: #"{"match_id":-1}"#, status: 1, says: "line 1"),
        .init(item: "probe", command: "steam-profile 22202 --jq '.[' ", status: 3, says: "--jq"),
        .init(item: "probe", command: "steam-profile > /dev/full 22202", status: 2, says: "No space left on device"),
    ]
}

@Suite(.blocksOnProcesses) struct HostileCaseTests {
    @Test(arguments: HostileCase.all)
    func hostileInputGetsItsAnswer(_ hostile: HostileCase) throws {
        let sandbox = try Sandbox()
        if let faults = hostile.faults { try sandbox.replay.inject(faults.replacingOccurrences(of: "{KEY}", with: sandbox.key)) }
        let result = try sandbox.run(hostile.command, stdin: hostile.stdin)
        let stdout = result.stdoutText
        #expect(result.status == hostile.status, "\(result.stderr)")
        let stream = hostile.inStdout ? stdout : result.stderr
        #expect(hostile.says.isEmpty ? stream.isEmpty : stream.contains(hostile.says), "stdout: \(stdout)\nstderr: \(result.stderr)")
        if let never = hostile.never {
            #expect(!stdout.contains(never) && !result.stderr.contains(never), "\(result.stderr)")
        }
        #expect(!stdout.contains(sandbox.key) && !result.stderr.contains(sandbox.key), "\(result.stderr)")
        #expect(!result.stderr.contains("Program crashed") && !result.stderr.contains("Fatal error"), "\(result.stderr)")
    }
}

@Suite(.blocksOnProcesses) struct TerminalSafetyTests {
    /// Characters a terminal acts on: ESC, NUL, BEL, DEL, a C1 control (CSI), the bidirectional override and isolate,
    /// and the line breaks a table already flattens.
    static let name = #"\\u001b[31mRED\\u001b[0m \\u0000 \\u0007 \\u007f \\u009b2J \\u202egnp.exe \\u2066x\\u2069 \\t \\r \\n end"#

    static func actedOn(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    @Test(arguments: ["table", "tsv"])
    func aPlayerChosenNameWritesNoControlByte(format: String) throws {
        let sandbox = try Sandbox()
        try sandbox.replay.inject(HostileCase.named(Self.name))
        let result = try sandbox.run("steam-profile --format \(format) \(HostileCase.gabe)")
        #expect(result.status == 0, "\(result.stderr)")
        let text = try #require(String(validating: result.stdout, as: UTF8.self))
        #expect(text.contains("RED"))
        // TSV's own separator is the one tab it may hold.
        let raw = text.unicodeScalars.filter { Self.actedOn($0) && !(format == "tsv" && $0 == "\t") }.map { String($0.value, radix: 16) }
        #expect(raw.isEmpty, "raw control characters: \(raw)")
        let lines = text.split(separator: "\n")
        #expect(lines.count == 2, "\(text)")
        if format == "table", let header = lines.first, let row = lines.last {
            // The column after the name starts where its heading does: the name took the room it was measured at.
            let headingAt = try #require(header.range(of: "profileurl")).lowerBound
            #expect(header.distance(from: header.startIndex, to: headingAt) == row.distance(from: row.startIndex, to: try #require(row.range(of: "https://")).lowerBound))
        }
    }

    @Test func messagesQuotingAnInputWriteNoControlByte() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(#"steam-auth resolve "$(printf 'x\033]0;owned\007\302\233y')""#)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("argument 1 (x"), "\(result.stderr)")
        #expect(!result.stderr.unicodeScalars.contains(where: Self.actedOn), "\(result.stderr)")
    }
}
