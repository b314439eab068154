// steam-profile history: flags, help and calls; the snapshots are read by ProfileHistoryWork.
import ArgumentParser
import Commands
import ToolSupport

struct History: HistoryCommand {
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

    @OptionGroup var selection: SnapshotSelection

    func work() -> ProfileHistoryWork { ProfileHistoryWork(kind: kind, since: selection.first, until: selection.end) }
}

extension ProfileHistoryKind: ExpressibleByArgument {}
