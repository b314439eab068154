// The keys kept secret through everything a run can meet: every networked tool's successes, the replay's faults,
// bad input, an unreachable server, a wrong key, --verbose, and steam-mcp's messages to an MCP client. Keys with
// quotes, an ampersand, a percent sign, spaces and non-ASCII letters, which a careless URL or JSON encoder would pass
// through in some other spelling. The key is looked for, in every spelling, in stdout and stderr, every file under
// the sandbox's XDG directories and store (its WAL included), and the command line of every process on the machine
// while the tools run.
import Foundation
import Synchronization
import Testing
import TestSupport

@Suite(.blocksOnProcesses) struct SecretsTests {
    /// Each holds a run of letters and digits that no encoding changes, so a key leaked in any spelling shows.
    static let steamKey = #"S'te"am &k%20ey Zq7XvSTEAM9Lp2 ümlaut 鍵"#
    static let openDotaKey = #"O'pen"Dota &k%41ey Wm3YtODOTA8Kj5 é 鑰"#
    static let unchangedRuns = ["Zq7XvSTEAM9Lp2", "Wm3YtODOTA8Kj5"]

    /// Faults of the replay every tool meets once, each hitting the first request it matches.
    static let faults = [
        #""status":429,"retry_after":1"#, #""status":429"#, #""status":500"#, #""status":502"#, #""status":503"#,
        #""reset":true"#, #""truncate":true"#, #""html":true"#, #""body":"{}","content_type":"application/json""#,
        #""body":"{\"response\":{}}","content_type":"application/json""#, #""body":"<b>no</b>","status":200"#,
        #""latency_ms":2500"#, #""hang":true"#, #""content_type":"text/html""#,
        #""redirect":"http://127.0.0.1:9/elsewhere?key=x""#,
    ]

    @Test func neitherKeyAppearsInOutputFilesOrAnyCommandLine() throws {
        let sandbox = try Sandbox(key: Self.steamKey, openDotaKey: Self.openDotaKey)
        let demo = try sandbox.identity("demo_user")
        let environment = sandbox.environment(key: nil).merging(["OPENDOTA_API_KEY": Self.openDotaKey]) { $1 }
        // A process whose command line holds a marker shows that the sampler sees what it looks for.
        let control = "ControlMarker\(getpid())"
        let sampler = CommandLineSampler(looking: Self.spellings + [control])
        defer { sampler.stop() }
        _ = try shell("bash -c 'sleep 0.5; true' \(control)")

        var seen: [ProcessResult] = []
        func run(_ script: String, stdin: String = "") throws {
            seen.append(try shell(script, stdin: Data(stdin.utf8), environment: environment))
        }
        let (login, _) = try sandbox.signIn()
        seen.append(login)
        #expect(login.status == 0, "\(login.stderr)")
        let matches = try sandbox.run("dota-matches --limit 3 \(demo.steamid)").stdoutText
        let networked = [
            "steam-auth whoami --verbose", "steam-auth key check --verbose", "steam-auth resolve --verbose \(demo.vanity)",
            "steam-profile --verbose \(demo.steamid)", "steam-profile friends --verbose \(demo.steamid)",
            "steam-profile bans --verbose \(demo.steamid)", "steam-profile bans --changes --watch 1 --verbose \(demo.steamid) | head -c 0",
            "steam-games owned --verbose \(demo.steamid)", "steam-games recent --verbose \(demo.steamid)",
            "steam-games achievements --verbose --app 570 \(demo.steamid)", "steam-games stats --verbose --app 570 \(demo.steamid)",
            "steam-games schema --verbose --app 570", "steam-games news --verbose --app 570",
            "steam-games wishlist --verbose --cc us \(demo.steamid)", "steam-games prices --verbose --cc us --via appdetails --app 570",
            "steam-games common --verbose --category co-op --friends-of \(demo.steamid)",
            "dota-matches --verbose --limit 3 \(demo.steamid)",
            "dota-matches --source opendota --verbose --limit 3 \(demo.steamid)",
        ] + ["details", "sequence", "opendota", "auto"].map { "dota-detail --refresh --verbose --via \($0)" }
        for command in networked {
            try run(command, stdin: matches)
            #expect(seen.last?.status != 64, "\(command): \(seen.last?.stderr ?? "")")
        }
        for fault in Self.faults {
            for command in ["steam-profile --refresh", "dota-detail --refresh --via opendota", "dota-matches --refresh"] {
                try sandbox.replay.inject(#"[{"path":"*",\#(fault)}]"#)
                try run("\(command) --verbose --attempts 1 --timeout 1 \(demo.steamid)")
            }
            try sandbox.replay.clearFaults()
        }
        // A server that writes the key into a redirect: under another name, in the path, and percent-encoded anew.
        let percent = Self.percentEncoded(Self.steamKey)
        for location in ["http://127.0.0.1:9/x?apikey=\(percent)", "http://127.0.0.1:9/\(percent)/y", "http://127.0.0.1:9/\(percent.lowercased())"] {
            try sandbox.replay.inject(#"[{"path":"*","redirect":"\#(location)"}]"#)
            try run("steam-profile --refresh --verbose --attempts 1 \(demo.steamid)")
            #expect(seen.last?.stderr.contains("a redirect to http://127.0.0.1:9/") == true, "\(seen.last?.stderr ?? "")")
            try sandbox.replay.clearFaults()
        }
        // A --jq program asking the environment for the keys.
        try run("steam-profile \(demo.steamid) --jq '[$ENV.STEAM_API_KEY, $ENV.OPENDOTA_API_KEY, env.STEAM_API_KEY, (env | keys)]'")
        #expect(seen.last?.stdoutText.hasPrefix("[null,null,null,") == true, "\(seen.last?.stdoutText ?? "")")
        // Bad input, keys refused, a wrong key, a server that is not there.
        try run("steam-profile --verbose", stdin: "not an id\n{\"steamid\":true}\n\(demo.steamid)\n")
        try run(#"printf '%s' "$STEAM_API_KEY" | steam-auth key set"#)
        try run(#"printf '%s\n' "$OPENDOTA_API_KEY" | steam-auth key set --service opendota"#)
        try run(#"STEAM_API_KEY="$STEAM_API_KEY x" steam-auth key check --verbose"#)
        try run(#"OPENDOTA_API_KEY="x $OPENDOTA_API_KEY" dota-detail --via opendota --verbose 1"#)
        try run("STEAM_API_BASE_URL=http://127.0.0.1:9 steam-profile --verbose --attempts 1 \(demo.steamid)")
        // steam-mcp through the Python SDK, which prints every message the server sent: the tool list, progress, a
        // --verbose call's result with its notes, and a call refused with a wrong key.
        try MCPClientTests.installed(MCPClientTests.python)
        let client = [MCPClientTests.python, MCPClientTests.checks, "call"].map(shellQuoted).joined(separator: " ")
        try run(client + #" dota_matches '{"inputs": ["\#(demo.steamid)"], "limit": 3, "verbose": true}'"#)
        #expect(seen.last?.stdoutText.contains("key=REDACTED") == true, "\(seen.last?.stdoutText ?? "")\n\(seen.last?.stderr ?? "")")
        try run(#"STEAM_API_KEY="$STEAM_API_KEY x" "# + client + #" steam_auth_key_check '{"verbose": true}'"#)
        #expect(seen.last?.stdoutText.contains(#""isError": true"#) == true, "\(seen.last?.stdoutText ?? "")")
        sampler.stop()

        #expect(seen.count > networked.count + Self.faults.count * 3)
        // The keys did their work: Valve's and OpenDota's routes answered, and --verbose showed the requests.
        #expect(seen.filter { $0.status == 0 }.count >= networked.count - 2, "\(seen.map(\.stderr))")
        #expect(seen.contains { $0.stderr.contains("request: GET ") && $0.stderr.contains("key=REDACTED") })
        #expect(seen.contains { $0.stderr.contains("request: GET ") && $0.stderr.contains("/api/players/") })
        for result in seen {
            for spelling in Self.spellings {
                #expect(!result.stdoutText.contains(spelling) && !result.stderr.contains(spelling), "\(result.stderr)")
            }
        }
        let files = try Self.files(under: sandbox.directory)
        #expect(files.contains { $0.hasSuffix("store.sqlite") } && files.contains { $0.contains("/state/") }, "\(files)")
        for file in files {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
            for spelling in Self.spellings {
                #expect(bytes.range(of: Data(spelling.utf8)) == nil, "\(file) holds the key")
            }
        }
        let hits = sampler.hits
        #expect(hits.contains { $0.contains(control) }, "the sampler missed the control process")
        #expect(hits.allSatisfy { $0.contains(control) }, "\(hits)")
    }

    /// Each key as written, as a URL query or form encodes it, and as JSON escapes it, and the runs in each that any
    /// spelling keeps.
    static let spellings: [String] = unchangedRuns + [steamKey, openDotaKey].flatMap { key -> [String] in
        // RFC 3986's unreserved characters stay; every other byte of the UTF-8 is %XX.
        let percent = percentEncoded(key)
        let json = String(decoding: try! JSONSerialization.data(withJSONObject: [key]), as: UTF8.self)
        return [
            key, percent, percent.lowercased(), percent.replacingOccurrences(of: "%20", with: "+"),
            key.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? key,
            String(json.dropFirst(2).dropLast(2)),
        ]
    }

    /// RFC 3986's unreserved characters as they are; every other byte of the UTF-8 as %XX.
    static func percentEncoded(_ key: String) -> String {
        let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
        return key.utf8.map { unreserved.contains($0) ? String(UnicodeScalar($0)) : String(format: "%%%02X", $0) }.joined()
    }

    /// Every regular file under `directory`.
    static func files(under directory: URL) throws -> [String] {
        let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: [.isRegularFileKey])
        return (enumerator?.allObjects as? [URL] ?? []).filter {
            (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        }.map(\.path)
    }
}

/// Reads every process's command line over and over on a thread of its own while the tools run, and keeps any that
/// holds one of the spellings looked for.
final class CommandLineSampler: Sendable {
    private struct State {
        var running = true
        var hits: [String] = []
    }

    private let state = Mutex(State())
    private let finished = DispatchSemaphore(value: 0)

    init(looking spellings: [String]) {
        let patterns = spellings.map { Data($0.utf8) }
        Thread { [self] in
            while state.withLock({ $0.running }) {
                let found = Self.commandLines().filter { line in patterns.contains { line.range(of: $0) != nil } }
                state.withLock { $0.hits += found.map { String(decoding: $0, as: UTF8.self) } }
                usleep(2_000)
            }
            finished.signal()
        }.start()
    }

    var hits: [String] { state.withLock { $0.hits } }

    /// Ends the sampling and waits for the last pass; later calls return at once.
    func stop() {
        let wasRunning = state.withLock { state in
            defer { state.running = false }
            return state.running
        }
        if wasRunning { finished.wait() }
    }

    private static func commandLines() -> [Data] {
        let processes = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return processes.filter { $0.allSatisfy(\.isNumber) }.compactMap {
            FileManager.default.contents(atPath: "/proc/\($0)/cmdline")
        }
    }
}
