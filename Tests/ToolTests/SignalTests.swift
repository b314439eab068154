// SIGINT, SIGTERM and SIGHUP sent to tools mid-run in a shell with job control, as Ctrl-C, kill and a closed terminal
// send them: stdout ends on a whole line, the store keeps what was written and no half of anything, the shell sees
// death by the signal, a rerun resumes, a signal ignored at start stays ignored, a second signal of another kind ends a
// tool whose stdout has stalled; and `| head -1` ends every tool quietly.
import Foundation
import Testing
import TestSupport

@Suite(.blocksOnProcesses) struct SignalTests {
    /// Loops the scripts below share: wait for a condition, never for a guessed time, and fail the script if the
    /// tool ends first or the condition never comes.
    static let waiting = """
        await() {
            local what=$1 pid=$2 deadline=$((SECONDS + 60))
            shift 2
            until "$@"; do
                kill -0 "$pid" 2>/dev/null || { echo "the tool ended before $what" >&2; exit 1; }
                [ $SECONDS -lt $deadline ] || { echo "no $what in 60 s" >&2; kill -9 "$pid"; exit 1; }
                sleep 0.05
            done
        }

        """

    @Test func anInterruptedDotaDetailKeepsEveryMatchItFetchedAndTheRerunFetchesOnlyTheRest() throws {
        let sandbox = try Sandbox()
        let past = try sandbox.identity("dota_past_cap")
        let history = try sandbox.run("dota-matches --limit 60 --rate 1000 \(past.steamid)")
        let ids = try history.records().map { $0["match_id"] as? Int ?? 0 }
        #expect(ids.count == 60)
        try history.stdout.write(to: sandbox.directory.appendingPathComponent("history.ndjson"))
        // The first 12 matches are answered at once and every later request is held for ten minutes: the signal
        // comes with the run mid-way and requests in flight.
        try sandbox.replay.inject(#"""
            [{"path":"GetMatchHistoryBySequenceNum","latency_ms":0,"count":12},
             {"path":"GetMatchHistoryBySequenceNum","latency_ms":600000}]
            """#)
        let interrupted = try runWithSignalsUnblocked(sandbox, Self.waiting + """
            set -m
            cd "$(dirname "$STEAM_PIPES_DB")"
            dota-detail --via sequence --jobs 4 \(unlimited) < history.ndjson > out.ndjson 2> err.txt &
            pid=$!
            await "8 records on stdout" $pid eval '[ "$(grep -c . out.ndjson)" -ge 8 ]'
            kill -INT $pid
            wait $pid
            echo "status $?"
            """)
        #expect(interrupted.stdoutLines == ["status 130"], "\(interrupted.stderr)")
        let output = try Data(contentsOf: sandbox.directory.appendingPathComponent("out.ndjson"))
        #expect(output.last == UInt8(ascii: "\n"))
        let printed = try ProcessResult(status: 0, stdout: output, stderr: "").records().map { $0["match_id"] as? Int ?? 0 }
        #expect(printed.count >= 8)

        let store = sandbox.directory.appendingPathComponent("store.sqlite").path
        #expect(try sqlite(store, "PRAGMA integrity_check") == ["ok"])
        #expect(try sqlite(store, "SELECT count(*) FROM dota_match WHERE NOT json_valid(body)") == ["0"])
        let stored = Set(try sqlite(store, "SELECT match_id FROM dota_match").compactMap { Int($0) })
        // A match is stored as it is fetched: the store holds what stdout does, and what stderr names as not written.
        let errors = try String(contentsOf: sandbox.directory.appendingPathComponent("err.txt"), encoding: .utf8)
        let named = errors.split(separator: "\n").filter { $0.contains("stored but not written (the run was stopped)") }
            .flatMap { line in line.matches(of: /line \d+ \((\d+)\)/).compactMap { Int($0.output.1) } }
        #expect(stored == Set(printed + named) && Set(printed).isDisjoint(with: named), "\(errors)")

        try sandbox.replay.clearFaults()
        try sandbox.replay.clearRequests()
        let rerun = try sandbox.run("dota-detail --via sequence \(unlimited)", stdin: history.stdoutText)
        #expect(rerun.status == 0, "\(rerun.stderr)")
        #expect(try rerun.records().map { $0["match_id"] as? Int ?? 0 } == ids)
        #expect(try sandbox.replay.requests(to: "GetMatchHistoryBySequenceNum").count == ids.count - stored.count)
    }

    /// The reader stalls until the signal has been sent, so the tool is blocked in the middle of a 64 KiB write to
    /// a full pipe when SIGTERM comes: death on the spot would leave the pipe holding half a line.
    @Test func aTerminatedGamesRunWithAStalledReaderEndsOnAWholeLineAndResumes() throws {
        let sandbox = try Sandbox()
        let hub = try sandbox.identity("many_friends")
        let friends = try sandbox.run("steam-profile friends --jq .steamid -r \(hub.steamid) | head -40").stdoutLines
        #expect(friends.count == 40)
        try Data(friends.map { $0 + "\n" }.joined().utf8).write(to: sandbox.directory.appendingPathComponent("ids.txt"))
        try sandbox.replay.inject(#"""
            [{"path":"GetOwnedGames","latency_ms":0,"count":12}, {"path":"GetOwnedGames","latency_ms":600000}]
            """#)
        let terminated = try runWithSignalsUnblocked(sandbox, Self.waiting + """
            set -m
            cd "$(dirname "$STEAM_PIPES_DB")"
            mkfifo go records
            steam-games owned --jobs 4 --rate 1000 < ids.txt > records 2> err.txt &
            pid=$!
            { exec 3< records; read _ < go; cat <&3 > out.ndjson; } &
            reader=$!
            blocked() { cat /proc/$pid/task/*/wchan 2>/dev/null | grep -q pipe_write; }
            await "a write blocked on the full pipe" $pid blocked
            kill -TERM $pid
            echo go > go
            wait $pid
            echo "status $?"
            wait $reader
            """)
        #expect(terminated.stdoutLines == ["status 143"], "\(terminated.stderr)")
        let output = try Data(contentsOf: sandbox.directory.appendingPathComponent("out.ndjson"))
        #expect(output.count >= 1 << 15, "about a pipe's worth: the tool was blocked writing")
        #expect(output.last == UInt8(ascii: "\n"))
        let owners = Set(try ProcessResult(status: 0, stdout: output, stderr: "").records().map { $0["steamid"] as? String ?? "" })

        let store = sandbox.directory.appendingPathComponent("store.sqlite").path
        #expect(try sqlite(store, "PRAGMA integrity_check") == ["ok"])
        let stored = Set(try sqlite(store, "SELECT identity FROM cached_answer WHERE method = 'GetOwnedGames'").compactMap {
            $0.split(separator: "&").first?.split(separator: "=").last.map(String.init)
        })
        #expect(owners.isSubset(of: stored), "every owner printed was stored first")

        try sandbox.replay.clearFaults()
        try sandbox.replay.clearRequests()
        let rerun = try sandbox.run("steam-games owned --jobs 4 --rate 1000 < \"$(dirname \"$STEAM_PIPES_DB\")/ids.txt\" > /dev/null")
        #expect(rerun.status == 0, "\(rerun.stderr)")
        let fetched = try sandbox.replay.requests(to: "GetOwnedGames").compactMap { $0["query"] as? String }
        #expect(Set(fetched.compactMap { $0.split(separator: "&").first?.split(separator: "=").last.map(String.init) })
            == Set(friends).subtracting(stored))
        #expect(fetched.count == friends.count - stored.count)
    }

    /// Nobody reads the tool's stdout, so the first signal's flush can never finish: only the second signal, of
    /// another kind than the first, can end the tool, and it must do so at once, by itself.
    @Test func aDifferentSecondSignalEndsAToolStalledOnItsStdoutAtOnce() throws {
        let result = try runWithSignalsUnblocked(Sandbox(), Self.waiting + """
            set -m
            cd "$(dirname "$STEAM_PIPES_DB")"
            mkfifo records
            sleep 600 < records &
            reader=$!
            steam-auth resolve $(seq 76561197960265729 76561197960267728) > records 2> err.txt &
            pid=$!
            blocked() { cat /proc/$pid/task/*/wchan 2>/dev/null | grep -q pipe_write; }
            await "a write blocked on the full pipe" $pid blocked
            kill -INT $pid
            # SIGINT is 2: its bit leaves the caught set once the tool has taken it.
            taken() { ! grep -qE '^SigCgt:.*[2367abef]$' /proc/$pid/status; }
            await "SIGINT taken" $pid taken
            kill -TERM $pid
            for _ in $(seq 40); do kill -0 $pid 2>/dev/null || break; sleep 0.05; done
            kill -0 $pid 2>/dev/null && { echo "still running 2 s after SIGTERM"; kill -KILL $pid; }
            wait $pid
            echo "status $?"
            kill $reader
            """)
        #expect(result.stdoutLines == ["status 143"], "\(result.stderr)")
    }

    @Test func aHangUpMidInputEndsStatAggByTheSignal() throws {
        let hungUp = try statAgg("heroes", sentSignal: "HUP", inputOpenUntilItEnds: true, then: "wc -c < out.ndjson")
        #expect(hungUp.stdoutLines == ["status 129", "0"], "\(hungUp.stderr)")
    }

    /// A non-interactive shell starts a background job with SIGINT ignored, so that Ctrl-C reaches the foreground
    /// alone; a tool must not take it back.
    @Test func aSignalIgnoredAtStartStaysIgnored() throws {
        let result = try statAgg(
            "wl", sentSignal: "INT", setup: "trap '' INT",
            then: #"stat-agg wl < big.ndjson | cmp - out.ndjson && echo "the whole answer""#)
        #expect(result.stdoutLines == ["status 0", "the whole answer"], "\(result.stderr)")
    }

    /// `stat-agg STATISTIC` over the large input, started after `setup` and sent `signal` once the whole input is in
    /// its pipe and while that pipe is still open; prints "status N", then whatever `then` prints. With
    /// `inputOpenUntilItEnds` the input stays open until the tool has ended (or a minute has passed), so the signal
    /// alone must end it; else the input ends right after the signal.
    private func statAgg(
        _ statistic: String, sentSignal signal: String, setup: String = "set -m", inputOpenUntilItEnds: Bool = false,
        then: String
    ) throws -> ProcessResult {
        let untilItEnds = "for _ in $(seq 1200); do kill -0 $pid 2>/dev/null || break; sleep 0.05; done"
        return try runWithSignalsUnblocked(OfflineSandbox(), Self.waiting + Self.largeInput + """
            \(setup)
            { cat big.ndjson; : > sent; read _ < go; } | stat-agg \(statistic) > out.ndjson &
            pid=$!
            await "the whole input sent" $pid test -e sent
            kill -\(signal) $pid
            \(inputOpenUntilItEnds ? untilItEnds : "")
            echo go > go
            wait $pid
            echo "status $?"
            \(then)
            """)
    }

    static let largeInput = """
        cd "$(dirname "$STEAM_PIPES_DB")"
        mkfifo go
        steam-replay generate --matches 2000 > big.ndjson

        """

    /// Each tool with more output than a pipe holds, so that it is still writing when head has gone. The demo user's
    /// listing is held to 150 matches (240 KB): his whole history passes Valve's 500 as the world's clock moves on,
    /// and then a note on the window, which is no word about the pipe, would say more than this test asks.
    @Test(arguments: [
        "steam-auth resolve $(seq 76561197960265729 76561197960267728)",
        "steam-profile friends $HUB",
        "steam-profile friends $HUB | steam-profile --rate 1000",
        "steam-profile friends --jq .steamid -r $HUB | head -30 | steam-games owned --rate 1000",
        "dota-matches --limit 150 --rate 1000 $DEMO",
        "dota-matches --limit 60 --rate 1000 $DEMO | dota-detail --via sequence \(unlimited)",
        "steam-replay generate --matches 2000 | stat-agg by .match_id",
        "steam-replay generate --matches 2000",
    ])
    func headOneEndsEveryToolQuietly(pipe: String) throws {
        let sandbox = try Sandbox()
        let hub = try sandbox.identity("many_friends").steamid
        let demo = try sandbox.identity("demo_user").steamid
        let result = try sandbox.run("set -o pipefail; HUB=\(hub) DEMO=\(demo); \(pipe) | head -1")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        #expect(result.stdoutLines.count == 1)
    }
}

/// Runs `script` in the sandbox from a thread of its own that blocks no signal. A child inherits the signal mask
/// of the thread that starts it, and the test runner's threads block nearly every signal: a tool started from
/// one of them would never see the signals these tests send, and a shell cannot unblock them for it.
func runWithSignalsUnblocked(_ sandbox: some ToolSandbox, _ script: String) throws -> ProcessResult {
    nonisolated(unsafe) var outcome: Result<ProcessResult, any Error>?
    let finished = DispatchSemaphore(value: 0)
    nonisolated(unsafe) let sandbox = sandbox
    Thread {
        var none = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, nil)
        outcome = Result { try sandbox.run(script) }
        finished.signal()
    }.start()
    finished.wait()
    return try outcome!.get()
}

func sqlite(_ path: String, _ sql: String) throws -> [String] {
    let result = try shell("sqlite3 \(shellQuoted(path)) \(shellQuoted(sql))")
    guard result.status == 0 else { throw TestSupportError("sqlite3 \(sql): \(result.stderr)") }
    return result.stdoutLines
}
