// steam-profile history: flags, help and calls; the snapshots are read by ProfileHistoryWork.
import ArgumentParser
import Commands
import ToolSupport

struct History: NetworkedCommand {
    typealias Tool = SteamProfile

    static let configuration = CommandConfiguration(
        abstract: "The account snapshots the store holds, oldest first: one record per summary, friend or bans answer.",
        discussion: """
            Every summary, friend list and bans answer fetched is a snapshot in the store, once per answer: \
            the cache (an hour) answers again without adding one. --kind picks which: summaries \
            {steamid, personaname, personastate, gameid, gameextrainfo, fetched_at}, friends (one record per \
            friend: {steamid, friend, friend_since, fetched_at}) or bans ({steamid, Valve's fields, \
            fetched_at}). Reads the store alone.

            Examples:
              steam-profile history robinwalker --since 2026-11-01
              steam-profile history --kind friends --all \\
                --format table
              steam-profile history --kind bans robinwalker \\
                --jq '{fetched_at, NumberOfVACBans}'
            """)

    @OptionGroup var options: NetworkedOptions

    @Option(help: "summaries, friends or bans: which snapshots to read.")
    var kind = ProfileHistoryKind.summaries

    @Flag(help: "Every account the store has snapshots of; reads no input.")
    var all = false

    @Option(help: "Snapshots taken at or after this date (2026-11-01, an ISO 8601 time or unix seconds).")
    var since: DateArgument?

    @Option(help: "Snapshots taken before the end of this date (a whole day when only a day is given).")
    var until: DateArgument?

    @Argument(help: "Accounts; read from stdin when none are given and --all is not.")
    var inputs: [String] = []

    func validate() throws {
        if all && !inputs.isEmpty { throw ValidationError("--all reads every account; give accounts or --all, not both") }
        try FlagRules.requireOrder(since: since?.seconds, until: until?.exclusiveEnd)
    }

    func run() async throws {
        guard all else { return try await processInputs() }
        try await runOnce { api, context in try await work().writeAll(with: api, to: context) }
    }

    func work() -> ProfileHistoryWork { ProfileHistoryWork(kind: kind, since: since?.seconds, until: until?.exclusiveEnd) }
}

extension ProfileHistoryKind: ExpressibleByArgument {}
