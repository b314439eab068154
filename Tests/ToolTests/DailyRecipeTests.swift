// The README's daily recipe, cut at 20 random moments by Ctrl-C, kill, a closed terminal or kill -9 sent to the
// whole pipe, and rerun each time: the file then equals the store's matches for the account, with none missing and
// none twice.
import Foundation
import Testing
import TestSupport

@Suite(.blocksOnProcesses) struct DailyRecipeTests {
    /// The README's two lines, with the rate limits lifted, as the replay has none of Valve's; each answer takes 40 ms
    /// so that a run lasts long enough to be cut anywhere.
    static func recipe(_ account: String) -> String {
        """
        dota-matches --new --rate 1000 \(account) | tac | dota-detail --jobs 4 \(unlimited) > /dev/null
        dota-detail stored \(account) > matches.new && mv matches.new matches.ndjson

        """
    }

    @Test func twentyInterruptionsLeaveTheFileEqualToTheStore() throws {
        let sandbox = try Sandbox()
        let demo = try sandbox.identity("demo_user")
        let accountID = try #require(UInt64(demo.steamid)).subtractingReportingOverflow(76_561_197_960_265_728).partialValue
        let directory = sandbox.directory.path
        try Self.recipe(demo.steamid).write(toFile: directory + "/recipe.sh", atomically: true, encoding: .utf8)
        try sandbox.replay.inject(#"[{"path":"GetMatchHistoryBySequenceNum","latency_ms":40,"count":100000}]"#)
        let signals = ["INT", "TERM", "HUP", "KILL"]
        for round in 1...20 {
            if round > 1 { try sandbox.replay.advance(days: 3) }
            let delay = Double.random(in: 0...1.5)
            let signal = signals[round % signals.count]
            let moment = "round \(round): SIG\(signal) after \(String(format: "%.2f", delay)) s"
            let cut = try runWithSignalsUnblocked(sandbox, """
                set -m
                cd '\(directory)'
                bash recipe.sh 2> cut.err &
                pid=$!
                sleep \(delay)
                kill -\(signal) -- -$pid 2> /dev/null
                wait $pid
                echo "status $?"
                """)
            #expect(cut.stdoutLines.count == 1, "\(moment): \(cut.stderr)")
            let rerun = try sandbox.run("cd '\(directory)' && bash recipe.sh")
            #expect(rerun.status == 0, "\(moment): \(rerun.stderr)")
            let lines = try String(contentsOfFile: directory + "/matches.ndjson", encoding: .utf8).split(separator: "\n")
            let inFile = try lines.map { line in
                try #require((JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["match_id"] as? Int)
            }
            let stored = try sqlite(
                directory + "/store.sqlite", "SELECT match_id FROM dota_match_player WHERE account_id = \(accountID)"
            ).compactMap { Int($0) }
            #expect(Set(inFile).count == inFile.count, "\(moment): a match twice in the file")
            #expect(Set(inFile) == Set(stored), "\(moment): file \(inFile.count), store \(stored.count)")
        }
        // No match missing: every match Valve lists is in the store, so fetching them all asks Valve for none.
        try sandbox.replay.clearRequests()
        let all = try sandbox.run("dota-matches --all --rate 1000 \(demo.steamid) | dota-detail \(unlimited) > /dev/null")
        #expect(all.status == 0, "\(all.stderr)")
        let asked = try sandbox.replay.requests(to: "GetMatchHistoryBySequenceNum").compactMap { $0["query"] as? String }
        #expect(asked.isEmpty, "\(all.stderr)")
    }
}
