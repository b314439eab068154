// steam-profile friends: one record per friend of each input's account, joined to the friend's summary when asked;
// with --changes, the friends added and removed since the list's previous snapshot (and each friend's summary
// changes, with --summaries) instead.
import ArgumentParser
import ChangeFeeds
import CommandKit
import FoundationEssentials
import SteamModels
import Store
import ToolSupport
import WebAPI

struct Friends: ChangeWatchingCommand {
    typealias Tool = SteamProfile

    static let configuration = CommandConfiguration(
        abstract: "One record per friend, saying whose friend it is (friend_of).",
        discussion: """
            A private friend list is a note on stderr, not a failure. With --summaries each friend record \
            carries the friend's profile summary too (fetched 100 friends a call).

            Examples:
              steam-profile friends 76561197960287930
              steam-auth resolve robinwalker | steam-profile friends \\
                --summaries
              steam-profile friends robinwalker | steam-profile \\
                --format csv > f.csv
              steam-profile friends robinwalker --summaries --changes

            Every list fetched is also a snapshot in the store (each friend and friend_since). With --changes \
            each account prints, instead of its friends, what changed since its feed last reported it, each event \
            with steamid, previous_seen_at and seen_at (unix seconds): friend_added and friend_removed \
            {friend, friend_since}; with --summaries, each friend's summary events too (see steam-profile \
            --help). A friendship ended and begun again is a removal and an addition.
            """)

    @OptionGroup var options: NetworkedOptions

    @OptionGroup(title: "Changes") var changes: ChangeOptions

    @Flag(help: "Join each friend to the friend's player summary.")
    var summaries = false

    @Argument(help: "Accounts whose friends to list; read from stdin when none are given.")
    var inputs: [String] = []

    func work() -> FriendsWork { FriendsWork(withSummaries: summaries, changes: changes.tracker()) }
}

public struct FriendsWork: ChangeReportingWork {
    public static let inputFields = ["steamid"]

    public let withSummaries: Bool
    /// Set for --changes: events instead of friends.
    public let changes: ChangeTracker?

    public init(withSummaries: Bool, changes: ChangeTracker? = nil) {
        self.withSummaries = withSummaries
        self.changes = changes
    }

    public func run(on items: [InputItem], report: UnitReport, api: SteamAPI) async throws {
        try await AccountInput.each(items, fields: Self.inputFields, api: api, report: report) { account in
            try await friends(of: account, report: report, api: api)
        }
    }

    /// A private list is a note.
    private func friends(of account: AccountInput, report: UnitReport, api: SteamAPI) async throws {
        let item = account.item
        let (list, fetchedAt) = try await api.friendList(of: account.id)
        guard case .friends(let friends) = list else {
            report.note("keeps the friend list private", about: item)
            return
        }
        let snapshot = AccountSnapshot.friends(friends, of: account.id, fetchedAt: fetchedAt)
        try await changes?.report(.friends, [(item, snapshot, fetchedAt)], api: api, report: report)
        guard withSummaries else {
            if changes == nil { for friend in friends { try report.emit(friend, for: item) } }
            return
        }
        // Friend only decodes numeric steamids.
        let ids = friends.map { SteamID(decimal: $0.steamid)! }
        let summaries = try await api.summaries(of: ids)
        var found: [(item: InputItem, snapshot: AccountSnapshot, fetchedAt: Date)] = []
        for (friend, id) in zip(friends, ids) {
            if let summary = summaries.found[id], let fetchedAt = summaries.fetchedAt[id] {
                if changes == nil {
                    try report.emit(FriendWithSummary(friend: friend, summary: summary), for: item)
                } else {
                    found.append((item, .summary(summary, of: id, fetchedAt: fetchedAt), fetchedAt))
                }
            } else if let failure = summaries.failed[id] {
                report.fail(item, WebAPIError.notFound("friend \(id): \(failure)"))
            } else {
                report.note("friend \(id) has no player summary", about: item)
            }
        }
        try await changes?.report(.summary, found, api: api, report: report)
    }
}
