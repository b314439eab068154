// steam-profile history: flags, help and calls; the states are read by ProfileHistoryWork.
import ArgumentParser
import CommandKit
import ToolSupport

struct History: HistoryCommand {
    typealias Tool = SteamProfile

    static let configuration = CommandConfiguration(
        abstract: "The account states the store holds, oldest first: one record per summary, friend list or bans state.",
        discussion: """
            Every summary, friend list and bans answer fetched is a snapshot in the store, kept as the \
            account's states: an answer that says what the one before said only moves its state's \
            seen_until, so the store does not grow while nothing changes, and two answers of one second are \
            two answers. --kind picks which: summaries {steamid, personaname, personastate, gameid, \
            gameextrainfo, fetched_at, seen_until}, friends (one record per friend: {steamid, friend, \
            friend_since, fetched_at, seen_until}) or bans ({steamid, Valve's fields, fetched_at, \
            seen_until}); fetched_at is the first answer that showed the state and seen_until the last, in \
            unix seconds. One account's states come in time order; --all gives every account's, oldest \
            first. --since and --until pick the states seen in that span. Reads the store alone.

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
