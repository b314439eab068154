// steam-replay generate: flags, and the corpus from ReplayCorpus written to stdout.

import ArgumentParser
import FoundationEssentials
import Glibc
import ReplayCorpus
import ReplayRoutes

struct Generate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a deterministic corpus of Dota 2 match records as NDJSON, in dota-detail's shape.",
        discussion: """
        Each line is a full Valve match object (GetMatchDetails' result) as dota-detail
        prints it: the perspective account_id first, then Valve's fields in Valve's
        order, each player with is_radiant after player_slot and hero_name after
        hero_id. Records are newest first; match_id grows with start_time,
        match_seq_num with the end time. About 13.5 KB a record.

        The same flags always give the same bytes, on any machine and at any time.
        Record i (in generation order) depends only on the seed and i, so a corpus
        of N records holds the records of every smaller one, placed by start time.

        Population:
          focus account 100000001   in --focus-share of the matches, on either
                                    side; the perspective account_id there. It
                                    plays 15 favourite heroes 80 % of the time.
          6 party friends           1-4 join 40 % of the focus account's matches,
                                    85 % of them on its side, the rest against it.
          20,000 pool accounts      fill the other seats with Zipf-like frequency
                                    (1/(rank+20)), so peers recur; a pool account
                                    is the perspective of a match without the
                                    focus account.
          25 % of the other seats are anonymous (4294967295) outside league
          matches; about 1 % of matches have a bot: a player without account_id.
          Heroes are distinct within a match, with Zipf-like popularity.

        Edge cases, at every generation index i with i % 200 equal to:
          0  abandoned 6-second game: a leaver_status of 2 or more, every player
             at level 1 without ability_upgrades, no kills
          1  Turbo (game_mode 23)        2  All Pick 22, ranked lobby 7
          3  Captains Mode 2 with picks_bans
          4  Ability Draft 18            5  All Pick 22, normal lobby 0
          6  All Pick 22, practice lobby 1
          7  league: lobby 2, leagueid, team names and u64 logos, picks_bans
          8  no player has a leaver_status key (old format)
          9-14  start at an ISO week boundary (2020-W53 and 2021-W01, 2024-W52
             and 2025-W01): 2020-12-31T23:59:59Z, 2021-01-03T23:59:59Z,
             2021-01-04T00:00:00Z, 2024-12-29T23:59:59Z, 2024-12-30T00:00:00Z,
             2025-01-05T23:59:59Z, exactly for i < 200 and up to an hour into
             the same day after; left to chance when outside --start..--end
          15 radiant_win false
          16 a gold_per_min above 9999 (not significant)
          17 cluster 999, in no region table (others are real clusters)
          18 a bot: one player without account_id
        Games also end early, are abandoned, and meet the other modes at random.

        Examples:
          steam-replay generate --matches 400 | stat-agg wl
          steam-replay generate --matches 100000 --seed 7 \\
            --focus-share 0.3 > bench.ndjson
          steam-replay generate --matches 1000 --start 2024-01-01 \\
            --end 2025-01-01
        """
    )

    @Option(help: "How many match records to print.")
    var matches: Int

    @Option(help: "The corpus's seed: the same seed always gives the same records.")
    var seed: UInt64 = 1

    @Option(help: "The share of matches the focus account 100000001 plays, from 0 to 1.")
    var focusShare: Double = 1

    @Option(help: "The first day (UTC) a match may start: YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ.")
    var start: String = "2020-12-01"

    @Option(help: "The day (UTC) every match starts before: YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ.")
    var end: String = "2026-06-01"

    func validate() throws {
        _ = try spec()
    }

    func run() throws {
        // A closed pipe (`| head`) must surface as EPIPE, which ends the command quietly, not as a killing signal.
        signal(SIGPIPE, SIG_IGN)
        do {
            try CorpusGenerator(spec: try spec()).generate { piece throws(FileOutputError) in
                try FileOutput.writeAll(piece, to: STDOUT_FILENO)
            }
        } catch FileOutputError.closedByReader {
            return
        } catch {
            try? FileOutput.writeAll(Array("steam-replay generate: \(error)\n".utf8), to: STDERR_FILENO)
            throw ExitCode(2)
        }
    }

    private func spec() throws -> CorpusSpec {
        guard let startSeconds = CorpusDate.unixSeconds(start) else {
            throw ValidationError("--start \(start) is not a date: give YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ, like 2020-12-01")
        }
        guard let endSeconds = CorpusDate.unixSeconds(end) else {
            throw ValidationError("--end \(end) is not a date: give YYYY-MM-DD or YYYY-MM-DDTHH:MM:SSZ, like 2026-06-01")
        }
        do {
            return try CorpusSpec(
                matches: matches, seed: seed, focusShare: focusShare, start: startSeconds, end: endSeconds
            )
        } catch {
            throw ValidationError(error.description)
        }
    }
}
