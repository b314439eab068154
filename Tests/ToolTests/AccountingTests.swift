// Accounting under random failure: long runs of dota-detail and steam-games owned, --jobs 8, with 5 % of requests
// failing, where every input ends in exactly one place (a record, a note or a failure naming its line and id), the
// store holds each fetched thing once, and a rerun fetches the failures and nothing else.
//
// The replay's `probability` fault picks its requests by a hash of the seed and the request, so the same inputs fail
// on every retry: with retries on (--attempts 2) a failed input still stays failed, the count is exact, and the
// rerun (the fault cleared) must ask for exactly those inputs again.
import Foundation
import Testing
import TestSupport

/// `line N (ID)` of every stderr line of `kind` ("error" or "note"), as the tool names the inputs it reports. A note
/// that a request is retried names its input too, but is no outcome of it.
private func reported(_ stderr: String, tool: String, kind: String) -> [(line: Int, id: String)] {
    stderr.split(separator: "\n").compactMap { text in
        let prefix = "\(tool): \(kind): line "
        guard text.hasPrefix(prefix), !text.contains("): retrying ") else { return nil }
        let rest = text.dropFirst(prefix.count)
        guard let space = rest.firstIndex(of: " "), let line = Int(rest[..<space]),
              rest[space...].hasPrefix(" ("), let close = rest.firstIndex(of: ")") else { return nil }
        return (line, String(rest[rest.index(space, offsetBy: 2)..<close]))
    }
}

/// The value of `name` in each logged request's query to `endpoint`.
private func requested(_ name: String, of endpoint: String, in replay: Replay) throws -> [String] {
    try replay.requests(to: endpoint).compactMap { request in
        (request["query"] as? String)?.split(separator: "&")
            .first { $0.hasPrefix("\(name)=") }
            .map { String($0.dropFirst(name.count + 1)) }
    }
}

@Suite(.blocksOnProcesses, .serialized) struct AccountingTests {
    static let failing = 0.05
    static let network = "--jobs 8 --rate 1000 --burst 100 --attempts 2"

    @Test func fiveThousandMatchesAddUpWithFivePercentFailing() throws {
        let sandbox = try Sandbox(replayArguments: ["--match-details", "ok"])
        // OpenDota's lists have no cap, so two long histories give 5,000 matches the world holds. Practice matches
        // (lobby type 1) are left out: GetMatchDetails never serves them, so each is a note that every run asks again.
        var ids: [String] = []
        for role in ["dota_empty_page", "dota_past_cap"] {
            let account = try #require(try sandbox.replay.identity(role)["account_id"] as? Int)
            let listed = try sandbox.run(
                #"curl -sS "$OPENDOTA_API_BASE_URL/players/\#(account)/matches?significant=0" | jq -r '.[] | select(.lobby_type != 1) | .match_id'"#)
            for id in listed.stdoutText.split(separator: "\n").map(String.init) where !ids.contains(id) && ids.count < 5_000 {
                ids.append(id)
            }
        }
        #expect(ids.count == 5_000)
        let input = ids.joined(separator: "\n") + "\n"
        try sandbox.replay.inject(#"[{"path":"GetMatchDetails","status":500,"probability":\#(Self.failing)}]"#)

        let run = try sandbox.run("dota-detail --via details \(Self.network)", stdin: input)
        #expect(run.status == 1, "\(run.stderr.suffix(2_000))")
        let fetched = try run.records().map { "\($0["match_id"] as? Int ?? 0)" }
        let failed = reported(run.stderr, tool: "dota-detail", kind: "error")
        #expect(fetched.count + failed.count == ids.count)
        #expect(Set(fetched).count == fetched.count, "a match written twice")
        // The line numbers are the tool's: one past the input is a wrong name, not a trap.
        #expect(failed.allSatisfy { ids.indices.contains($0.line - 1) && ids[$0.line - 1] == $0.id },
                "a failure names another line's id")
        #expect(Set(ids).subtracting(fetched).subtracting(failed.map(\.id)).isEmpty)
        #expect(Set(fetched).isDisjoint(with: failed.map(\.id)))
        #expect(Double(failed.count) / Double(ids.count) > 0.03 && Double(failed.count) / Double(ids.count) < 0.07)
        #expect(run.stderr.split(separator: "\n").filter { $0.contains("error:") }.count == failed.count)
        #expect(reported(run.stderr, tool: "dota-detail", kind: "note").isEmpty, "\(run.stderr.suffix(2_000))")

        let stored = try sandbox.run(#"sqlite3 "$STEAM_PIPES_DB" 'SELECT count(*), count(DISTINCT match_id) FROM dota_match'"#)
        #expect(stored.stdoutText == "\(fetched.count)|\(fetched.count)\n")
        let storedIDs = try sandbox.run(#"sqlite3 "$STEAM_PIPES_DB" 'SELECT match_id FROM dota_match'"#)
        #expect(Set(storedIDs.stdoutText.split(separator: "\n").map(String.init)) == Set(fetched))

        try sandbox.replay.clearFaults()
        try sandbox.replay.clearRequests()
        let rerun = try sandbox.run("dota-detail --via details \(Self.network)", stdin: input)
        #expect(rerun.status == 0, "\(rerun.stderr.suffix(2_000))")
        #expect(try rerun.records().map { "\($0["match_id"] as? Int ?? 0)" } == ids, "the rerun's records are not the inputs'")
        let refetched = try requested("match_id", of: "GetMatchDetails", in: sandbox.replay)
        #expect(refetched.count == failed.count && Set(refetched) == Set(failed.map(\.id)))
        #expect(try sandbox.replay.requests().count == failed.count)
    }

    /// The world's 600 players and 400 ids nobody holds, which GetOwnedGames answers `{"response":{}}` as Valve does
    /// for a private or unknown account: a note. Private players are notes too.
    @Test func aThousandLibrariesAddUpWithFivePercentFailing() throws {
        let sandbox = try Sandbox()
        let players = try ndjsonObjects(try sandbox.run(#"curl -sS "$STEAM_API_BASE_URL/_replay/players""#).stdout)
        let playerAccounts = Set(players.compactMap { $0["account_id"] as? Int })
        let nobody = (1...5_000).filter { !playerAccounts.contains($0) }.prefix(1_000 - players.count)
            .map { String(76_561_197_960_265_728 + $0) }
        let accounts = players.compactMap { $0["steamid"] as? String } + nobody
        #expect(accounts.count == 1_000 && Set(accounts).count == 1_000)
        let privateAccounts = Set(players.filter { $0["private"] as? Bool == true }.compactMap { $0["steamid"] as? String })
        let input = accounts.joined(separator: "\n") + "\n"
        try sandbox.replay.inject(#"[{"path":"GetOwnedGames","status":500,"probability":\#(Self.failing)}]"#)

        let run = try sandbox.run("steam-games owned \(Self.network)", stdin: input)
        #expect(run.status == 1, "\(run.stderr.suffix(2_000))")
        let records = try run.records()
        let games = records.map { "\($0["steamid"] as? String ?? "") \($0["appid"] as? Int ?? 0)" }
        #expect(Set(games).count == games.count, "a game written twice")
        let fetched = Set(records.compactMap { $0["steamid"] as? String })
        let failed = reported(run.stderr, tool: "steam-games", kind: "error")
        let noted = reported(run.stderr, tool: "steam-games", kind: "note")
        let namesItsLine = { (report: (line: Int, id: String)) in
            accounts.indices.contains(report.line - 1) && accounts[report.line - 1] == report.id
        }
        #expect(failed.allSatisfy(namesItsLine) && noted.allSatisfy(namesItsLine))
        #expect(fetched.count + noted.count + failed.count == accounts.count)
        #expect(Set(accounts).subtracting(fetched).subtracting(noted.map(\.id)).subtracting(failed.map(\.id)).isEmpty)
        #expect(fetched.isDisjoint(with: nobody), "an account nobody holds has games")
        #expect(Set(nobody).subtracting(failed.map(\.id)).isSubset(of: noted.map(\.id)))
        #expect(Set(privateAccounts).subtracting(failed.map(\.id)).isSubset(of: noted.map(\.id)))
        #expect(Double(failed.count) / 1_000 > 0.02 && Double(failed.count) / 1_000 < 0.08)

        // One snapshot per library fetched, of exactly the accounts on stdout.
        let snapshots = try sandbox.run(#"sqlite3 "$STEAM_PIPES_DB" 'SELECT steamid, count(DISTINCT fetched_at) FROM playtime_snapshot GROUP BY steamid'"#)
        let perAccount = snapshots.stdoutText.split(separator: "\n").map { $0.split(separator: "|").map(String.init) }
        // sqlite3's rows, not the test's: a row without both columns fails the test instead of trapping below.
        try #require(perAccount.allSatisfy { $0.count == 2 }, "\(snapshots.stdoutText)\(snapshots.stderr)")
        #expect(Set(perAccount.map(\.[0])) == fetched, "the snapshots are not of the accounts on stdout")
        #expect(perAccount.allSatisfy { $0[1] == "1" })

        try sandbox.replay.clearFaults()
        try sandbox.replay.clearRequests()
        let rerun = try sandbox.run("steam-games owned \(Self.network)", stdin: input)
        #expect(rerun.status == 0, "\(rerun.stderr.suffix(2_000))")
        // A failed account ends the rerun with its games or, private or unknown, with a note.
        let rerunAccounts = Set(try rerun.records().compactMap { $0["steamid"] as? String })
        #expect(rerunAccounts.isSuperset(of: fetched) && rerunAccounts.isSubset(of: fetched.union(failed.map(\.id))))
        let rerunNoted = Set(reported(rerun.stderr, tool: "steam-games", kind: "note").map(\.id))
        #expect(rerunAccounts.union(rerunNoted).isSuperset(of: failed.map(\.id)))
        let refetched = try requested("steamid", of: "GetOwnedGames", in: sandbox.replay)
        #expect(refetched.count == failed.count && Set(refetched) == Set(failed.map(\.id)))
        #expect(try sandbox.replay.requests().count == failed.count)
    }
}
