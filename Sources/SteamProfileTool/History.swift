// steam-profile history: the account states the store holds, oldest first, one record per state of a summary, friend
// list (a record per friend) or bans, from the first answer that showed it to the last, as steam-games history reads
// playtime back.
import ArgumentParser
import CommandKit
import SteamModels
import Store
import ToolSupport
import WebAPI

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

/// Which snapshots `steam-profile history` reads: those of steam-profile, of friends, or of bans.
public enum ProfileHistoryKind: String, CaseIterable, Sendable {
    case summaries, friends, bans

    var snapshots: AccountSnapshot.Kind {
        switch self {
        case .summaries: .summary
        case .friends: .friends
        case .bans: .bans
        }
    }

    /// The command that takes such snapshots, for the note when there are none.
    var takenBy: String {
        switch self {
        case .summaries: "steam-profile"
        case .friends: "steam-profile friends"
        case .bans: "steam-profile bans"
        }
    }
}

/// The stored snapshots of one kind of each input's account.
public struct ProfileHistoryWork: StoredHistoryWork {
    public static let inputFields = ["steamid"]

    public let kind: ProfileHistoryKind
    public let range: AccountHistoryRange

    /// Snapshots taken at or after `since` and before `until`, in unix seconds; unbounded when nil.
    public init(kind: ProfileHistoryKind, since: Int64?, until: Int64?) {
        self.kind = kind
        range = AccountHistoryRange(kind: kind.snapshots, since: since, until: until)
    }

    public func run(on items: [InputItem], report: UnitReport, api: SteamAPI) async throws {
        try await AccountInput.each(items, fields: Self.inputFields, api: api, report: report) { account in
            let item = account.item
            var range = range
            range.steamID = Int64(bitPattern: account.id.id64)
            var any = false
            try await api.accountHistory(range) { states in
                any = any || !states.isEmpty
                for state in states {
                    for record in try records(of: state) { report.emit(record, for: item) }
                }
            }
            if !any {
                report.note("the store holds no \(kind.rawValue) snapshots of \(account.id)\(inRange(since: range.since, until: range.until)); \(kind.takenBy) takes them", about: item)
            }
        }
    }

    /// Every account's stored states of the kind, oldest first, for `steam-profile history --all`.
    public func writeAll(with api: SteamAPI, to context: ToolContext) async throws {
        var any = false
        try await api.accountHistory(range) { states in
            any = any || !states.isEmpty
            for state in states {
                for record in try records(of: state) { try context.output.write(record) }
            }
        }
        if !any { context.diagnostics.note("the store holds no \(kind.rawValue) snapshots\(inRange(since: range.since, until: range.until)); \(kind.takenBy) takes them") }
    }

    /// A state's records: steamid, what the state kept, fetched_at (the first answer that showed it) and seen_until
    /// (the last), in whole unix seconds; a friend list gives one per friend.
    private func records(of state: AccountState) throws -> [JSONObject] {
        let json = try state.json()
        let kept = kind == .friends ? (json.array ?? []).compactMap(\.object) : [json.object ?? JSONObject()]
        return kept.map { fields in
            var record = fields
            record.set("steamid", .string(String(state.account.id64)))
            record.append("fetched_at", .number(String(Int64(state.seenFrom.rounded(.down)))))
            record.append("seen_until", .number(String(Int64(state.seenUntil.rounded(.down)))))
            return record
        }
    }
}
